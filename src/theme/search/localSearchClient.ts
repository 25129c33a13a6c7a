// A search client with Algolia's `search` signature, answered from the index built with the site:
// DocSearch's modal (through `transformSearchClient`) and the search page call it like Algolia and
// receive Algolia-shaped hits (hierarchy, `_highlightResult`, `_snippetResult`, url, type).
import { highlight, snippet, type HighlightResult } from '../../shared/search/highlight.js';
import {
  createSearchIndex,
  type LocalHit,
  type SearchIndex,
} from '../../shared/search/searchIndex.js';
import { withBaseUrl } from '../../shared/paths.js';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export interface AlgoliaShapedHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: LocalHit['hierarchy'];
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<Level, { value: string; matchLevel: string }>>;
    content?: { value: string; matchLevel: string };
  };
}

export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  params?: Record<string, unknown>;
}

/** DocSearch tells a failed request by the error's name: only a `RetryError` shows its error screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

function snippetLength(
  attributes: string[] | undefined,
  attribute: string,
  fallback: number,
): number {
  const spec = attributes?.find((a) => a.startsWith(attribute + ':'));
  const n = spec ? Number(spec.slice(attribute.length + 1)) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** One local hit in Algolia's shape; the hit's type says where it matched (its heading, or its text). */
export function toAlgoliaHit(
  hit: LocalHit,
  terms: ReadonlySet<string>,
  options: { baseUrl: string; snippetWords?: number },
): AlgoliaShapedHit {
  const words = options.snippetWords ?? 10;
  const path = withBaseUrl(hit.path, options.baseUrl);
  const own = hit.hierarchy[`lvl${hit.level}` as Level];
  const headingMatched = own ? highlight(own, terms).matchLevel !== 'none' : false;
  const contentMatched = hit.content ? highlight(hit.content, terms).matchLevel !== 'none' : false;
  const hierarchyHighlight: Partial<Record<Level, HighlightResult>> = {};
  const hierarchySnippet: Partial<Record<Level, { value: string; matchLevel: string }>> = {};
  for (const l of LEVELS) {
    const text = hit.hierarchy[l];
    if (text === null || text === undefined) continue;
    hierarchyHighlight[l] = highlight(text, terms);
    if (l !== 'lvl0') hierarchySnippet[l] = snippet(text, terms, words);
  }
  return {
    objectID: String(hit.id),
    url: hit.anchor ? `${path}#${hit.anchor}` : path,
    url_without_anchor: path,
    anchor: hit.anchor,
    type: !headingMatched && contentMatched ? 'content' : (`lvl${hit.level}` as Level),
    hierarchy: hit.hierarchy,
    content: hit.content,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(hit.content ? { content: highlight(hit.content, terms) } : {}),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(hit.content ? { content: snippet(hit.content, terms, words) } : {}),
    },
  };
}

export function createLocalSearchClient(options: {
  baseUrl: string;
  index?: SearchIndex;
  /** Versioned docs: the docsearch tags to search, read at each query (undefined: every page). */
  tags?: () => string[] | undefined;
}) {
  const { baseUrl } = options;
  const index =
    options.index ??
    createSearchIndex(async (path, kind) => {
      let res: Response;
      try {
        res = await fetch(baseUrl + path);
      } catch (e) {
        throw new RetryError(`Unable to fetch the search index: ${String(e)}`);
      }
      if (!res.ok) throw new RetryError(`Unable to fetch the search index: ${res.status} ${path}`);
      return kind === 'binary' ? new Uint8Array(await res.arrayBuffer()) : res.json();
    });

  async function searchOne(request: SearchRequest) {
    const params = { ...request, ...(request.params ?? {}) } as SearchRequest;
    const query = params.query ?? '';
    const hitsPerPage = params.hitsPerPage ?? 20;
    const started = Date.now();
    const tags = options.tags?.();
    const result = await index.search(query, {
      hitsPerPage,
      page: params.page ?? 0,
      ...(tags ? { tags } : {}),
    });
    // Highlight what the query matched, plus the words as typed (a prefix of a longer word).
    const terms = new Set([...result.terms, ...result.words]);
    const snippetWords = snippetLength(params.attributesToSnippet, 'content', 10);
    return {
      hits: result.hits.map((h) => toAlgoliaHit(h, terms, { baseUrl, snippetWords })),
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: params.indexName ?? 'local',
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    /** Algolia's `search({ requests })` (v5) or `search([requests])` (v4). */
    async search(arg: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      return { results: await Promise.all(requests.map(searchOne)) };
    },
    /** Starts fetching the index entry (on intent, before the first keystroke). */
    warm: () => index.warm().catch(() => undefined),
    addAlgoliaAgent: () => undefined,
  };
}
export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
