// Answers queries from the built-in index (see indexFormat.ts), loading only the chunks the words
// need and the fragments of the pages it returns. Every word must match (as Algolia does), exactly,
// as a prefix (the word being typed) or with a typo (1 from 4 letters, 2 from 8); identifiers match
// as a whole (`at+sbdix`) or, when the whole is nowhere, by their parts. Pure: the caller passes
// the loader (fetch in the browser, the file system in tests and benchmarks).
import { chunkFile, decodeChunk, forEachPosting, fragmentFile, IMPACT_SCALE, SEARCH_ENTRY_FILE, type Chunk, type PageFragment, type SearchIndexEntry } from './indexFormat.js';
import { tokenize, type Token } from './tokenize.js';

export type SearchIndexLoader = (path: string, kind: 'json' | 'binary') => Promise<unknown>;

export interface LocalHit {
  /** Record number in the index. */
  id: number;
  page: number;
  score: number;
  /** The page's path (without the base URL) and the section's anchor. */
  path: string;
  anchor: string | null;
  level: number;
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: string | null; lvl5: string | null; lvl6: string | null };
  content: string | null;
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Index terms the query matched (for highlighting). */
  terms: string[];
}

/** Most prefix completions a word expands to (the most frequent ones). */
const MAX_EXPANSIONS = 40;
/** Most chunks one word may pull in; beyond it the range narrows to a longer prefix. */
const MAX_CHUNKS_PER_WORD = 3;
/** At most this many hits of one page come before the next page's (DocSearch shows 5 per group). */
export const HITS_PER_PAGE_GROUP = 5;

const PREFIX_WEIGHT = 0.75;
const TYPO_WEIGHT = [1, 0.45, 0.3];
/** Other matches of a word that exists as typed count this much less. */
const EXACT_PREFERENCE = 0.7;

/** Optimal-string-alignment distance, or max + 1 as soon as it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

export const typoBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

interface Word {
  term: string;
  prefix: boolean;
  /** For an identifier: its parts, searched when the identifier itself matches nothing. */
  parts: Word[];
}

export function parseQuery(query: string): Word[] {
  const tokens: Token[] = tokenize(query.slice(0, 256)).slice(0, 12);
  const typing = !/\s$/.test(query);
  return tokens.map((t, i) => {
    const prefix = typing && i === tokens.length - 1;
    return { term: t.term, prefix, parts: t.parts.map((p, j) => ({ term: p, prefix: prefix && j === t.parts.length - 1, parts: [] })) };
  });
}

export function createSearchIndex(load: SearchIndexLoader) {
  let entryPromise: Promise<{ entry: SearchIndexEntry; starts: number[] }> | undefined;
  const chunkCache = new Map<number, Promise<Chunk>>();
  const fragmentCache = new Map<number, Promise<PageFragment>>();

  const getEntry = () => {
    entryPromise ??= (load(SEARCH_ENTRY_FILE, 'json') as Promise<SearchIndexEntry>).then((entry) => {
      const starts = [0];
      for (const n of entry.pageSizes) starts.push(starts[starts.length - 1]! + n);
      return { entry, starts };
    });
    entryPromise.catch(() => (entryPromise = undefined));
    return entryPromise;
  };
  const getChunk = (entry: SearchIndexEntry, i: number) => {
    let p = chunkCache.get(i);
    if (!p) {
      p = (load(chunkFile(entry.id, i), 'binary') as Promise<Uint8Array>).then(decodeChunk);
      p.catch(() => chunkCache.delete(i));
      chunkCache.set(i, p);
    }
    return p;
  };
  const getFragment = (entry: SearchIndexEntry, page: number) => {
    let p = fragmentCache.get(page);
    if (!p) {
      p = load(fragmentFile(entry.id, page), 'json') as Promise<PageFragment>;
      p.catch(() => fragmentCache.delete(page));
      fragmentCache.set(page, p);
    }
    return p;
  };

  /** Index of the chunk that holds `term` (the last chunk starting at or before it). */
  const chunkOf = (chunks: string[], term: string) => {
    let lo = 0;
    let hi = chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (chunks[mid]! <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  /** Chunks holding terms that start with `prefix`. */
  const chunksWithPrefix = (chunks: string[], prefix: string) => {
    const first = chunkOf(chunks, prefix);
    let last = first;
    while (last + 1 < chunks.length && chunks[last + 1]!.startsWith(prefix)) last++;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };

  /** The chunk numbers a word can match in: exact, prefix range and typo range. */
  function chunksFor(chunks: string[], w: Word): number[] {
    const need = new Set<number>([chunkOf(chunks, w.term)]);
    if (w.prefix) for (const i of chunksWithPrefix(chunks, w.term).slice(0, MAX_CHUNKS_PER_WORD)) need.add(i);
    if (typoBudget(w.term)) {
      // A typo is looked for among terms sharing the first letters (as most engines do).
      for (let n = 2; n <= w.term.length; n++) {
        const range = chunksWithPrefix(chunks, w.term.slice(0, n));
        if (range.length <= MAX_CHUNKS_PER_WORD) {
          for (const i of range) need.add(i);
          break;
        }
      }
    }
    for (const p of w.parts) for (const i of chunksFor(chunks, p)) need.add(i);
    return [...need];
  }

  /** Scores of the records matching one word, and the index terms it matched. */
  function matchWord(w: Word, chunks: Map<number, Chunk>, total: number): { scores: Map<number, number>; terms: string[] } {
    const candidates = new Map<string, { chunk: Chunk; i: number; weight: number }>();
    const max = typoBudget(w.term);
    const prefixHits: { chunk: Chunk; i: number; term: string }[] = [];
    for (const chunk of chunks.values()) {
      const { terms } = chunk;
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        if (t === w.term) candidates.set(t, { chunk, i, weight: 1 });
        else if (w.prefix && t.startsWith(w.term)) prefixHits.push({ chunk, i, term: t });
        else if (max && t[0] === w.term[0]) {
          const d = editDistance(w.term, t, max);
          if (d <= max && !candidates.has(t)) candidates.set(t, { chunk, i, weight: TYPO_WEIGHT[d]! });
        }
      }
    }
    prefixHits.sort((a, b) => b.chunk.counts[b.i]! - a.chunk.counts[a.i]!);
    for (const h of prefixHits.slice(0, MAX_EXPANSIONS)) {
      // The closer the completion is to what was typed, the more it counts.
      const weight = PREFIX_WEIGHT + (1 - PREFIX_WEIGHT) * (w.term.length / h.term.length);
      const prev = candidates.get(h.term);
      if (!prev || prev.weight < weight) candidates.set(h.term, { chunk: h.chunk, i: h.i, weight });
    }
    const scores = new Map<number, number>();
    const idfOf = (df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
    // When the word exists as typed, its completions and near misses never outrank it for being rarer.
    const exact = candidates.get(w.term);
    const exactIdf = exact ? idfOf(exact.chunk.counts[exact.i]!) : Infinity;
    for (const [term, { chunk, i, weight }] of candidates) {
      const idf = term === w.term ? exactIdf : Math.min(idfOf(chunk.counts[i]!), exactIdf);
      const f = (idf * weight * (exact && term !== w.term ? EXACT_PREFERENCE : 1)) / IMPACT_SCALE;
      forEachPosting(chunk, i, (id, impact) => {
        const s = impact * f;
        if ((scores.get(id) ?? 0) < s) scores.set(id, s);
      });
    }
    return { scores, terms: [...candidates.keys()] };
  }

  async function search(query: string, options: { hitsPerPage?: number; page?: number } = {}): Promise<LocalSearchResult> {
    const hitsPerPage = options.hitsPerPage ?? 20;
    const page = options.page ?? 0;
    const { entry, starts } = await getEntry();
    const words = parseQuery(query);
    if (!words.length) return { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, terms: [] };
    const needed = new Set<number>();
    for (const w of words) for (const i of chunksFor(entry.chunks, w)) needed.add(i);
    const loaded = new Map<number, Chunk>();
    await Promise.all([...needed].map(async (i) => loaded.set(i, await getChunk(entry, i))));

    const total = entry.records;
    const matches: Map<number, number>[] = [];
    const terms: string[] = [];
    for (const w of words) {
      const m = matchWord(w, loaded, total);
      if (m.scores.size || !w.parts.length) {
        matches.push(m.scores);
        terms.push(...m.terms);
        continue;
      }
      // The identifier is nowhere as a whole: every part must match instead.
      for (const p of w.parts) {
        const pm = matchWord(p, loaded, total);
        matches.push(pm.scores);
        terms.push(...pm.terms);
      }
    }
    const ranked = rank(matches);
    const nbHits = ranked.length;
    const ordered = groupByPage(ranked, starts);
    const slice = ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const fragments = new Map<number, PageFragment>();
    await Promise.all([...new Set(slice.map((h) => h.page))].map(async (p) => fragments.set(p, await getFragment(entry, p))));
    const hits = slice.map((h) => toHit(h, fragments.get(h.page)!, starts));
    return { hits, nbHits, page, nbPages: Math.ceil(nbHits / hitsPerPage), hitsPerPage, terms: [...new Set(terms)] };
  }

  return { search, warm: () => getEntry().then(() => undefined) };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;

/** All words required; if that leaves nothing, records matching the most words (then by score). */
function rank(matches: Map<number, number>[]): { id: number; score: number }[] {
  if (!matches.length) return [];
  const bySize = [...matches].sort((a, b) => a.size - b.size);
  const all: { id: number; score: number }[] = [];
  for (const [id, s] of bySize[0]!) {
    let score = s;
    let ok = true;
    for (let k = 1; k < bySize.length && ok; k++) {
      const v = bySize[k]!.get(id);
      if (v === undefined) ok = false;
      else score += v;
    }
    if (ok) all.push({ id, score });
  }
  if (all.length || matches.length === 1) return all.sort((a, b) => b.score - a.score || a.id - b.id);
  const sum = new Map<number, { n: number; score: number }>();
  for (const m of matches)
    for (const [id, s] of m) {
      const e = sum.get(id) ?? { n: 0, score: 0 };
      e.n++;
      e.score += s;
      sum.set(id, e);
    }
  return [...sum]
    .filter(([, e]) => e.n > 1 || matches.length === 1)
    .map(([id, e]) => ({ id, score: e.score * (e.n / matches.length), n: e.n }))
    .sort((a, b) => b.n - a.n || b.score - a.score || a.id - b.id)
    .map(({ id, score }) => ({ id, score }));
}

function pageOf(starts: number[], id: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Hits of one page stay together, pages ordered by their best hit; a page shows at most
 * HITS_PER_PAGE_GROUP hits before the next page's, its others follow after every page's first ones.
 */
export function groupByPage(ranked: { id: number; score: number }[], starts: number[]): { id: number; score: number; page: number }[] {
  const pages = new Map<number, { id: number; score: number; page: number }[]>();
  for (const r of ranked) {
    const page = pageOf(starts, r.id);
    let list = pages.get(page);
    if (!list) pages.set(page, (list = []));
    list.push({ ...r, page });
  }
  const lists = [...pages.values()];
  const head = lists.flatMap((l) => l.slice(0, HITS_PER_PAGE_GROUP));
  const tail = lists.flatMap((l) => l.slice(HITS_PER_PAGE_GROUP));
  return [...head, ...tail];
}

function toHit(h: { id: number; score: number; page: number }, fragment: PageFragment, starts: number[]): LocalHit {
  const local = h.id - starts[h.page]!;
  const hierarchy: LocalHit['hierarchy'] = { lvl0: fragment.h[0], lvl1: fragment.h[1], lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const trail: (string | null)[] = [];
  for (let i = 0; i <= local; i++) {
    const [level, , heading] = fragment.r[i]!;
    if (level < 2) continue;
    trail[level] = heading;
    for (let l = level + 1; l <= 6; l++) trail[l] = null;
  }
  const [level, anchor, , content] = fragment.r[local]!;
  for (let l = 2; l <= level; l++) hierarchy[`lvl${l}` as 'lvl2'] = trail[l] ?? null;
  return { id: h.id, page: h.page, score: h.score, path: fragment.u, anchor, level, hierarchy, content };
}
