// The search page's backend: the index built with the site, or Algolia when the site configures
// it (its lite client is loaded only then). Both answer in Algolia's shape.
import { localSearchTags } from '../docs/searchTags.js';
import siteConfig from 'virtual:docs/site-config';
import {
  createLocalSearchClient,
  type AlgoliaShapedHit,
  type LocalSearchClient,
} from './localSearchClient.js';
import { algoliaFacetFilters, toSiteUrl } from './searchConfig.js';

let localClient: LocalSearchClient | undefined;
/** One client per visit: the index chunks it loaded stay cached between queries and openings. */
export function getLocalSearchClient(): LocalSearchClient {
  return (localClient ??= createLocalSearchClient({
    baseUrl: siteConfig.baseUrl,
    tags: localSearchTags,
  }));
}

export interface SearchPageResult {
  hits: AlgoliaShapedHit[];
  nbHits: number;
  nbPages: number;
}

/** Hits per page of the search page (as Docusaurus's). */
export const SEARCH_PAGE_HITS = 15;

export async function searchForPage(query: string, page: number): Promise<SearchPageResult> {
  const algolia = siteConfig.search.algolia;
  const request = {
    query,
    page,
    hitsPerPage: SEARCH_PAGE_HITS,
    attributesToSnippet: ['content:30'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  };
  let result: { hits: unknown[]; nbHits?: number; nbPages?: number };
  if (algolia) {
    const { liteClient } = await import('algoliasearch/lite');
    const client = liteClient(algolia.appId, algolia.apiKey);
    const res = await client.search({
      requests: [
        {
          indexName: algolia.indexName,
          ...algolia.searchParameters,
          ...request,
          advancedSyntax: true,
          facetFilters: algoliaFacetFilters() as never,
        },
      ],
    });
    result = res.results[0] as typeof result;
  } else {
    result = (await getLocalSearchClient().search({ requests: [request] })).results[0]!;
  }
  const hits = (result.hits as AlgoliaShapedHit[]).map((h) => ({ ...h, url: toSiteUrl(h.url) }));
  return { hits, nbHits: result.nbHits ?? hits.length, nbPages: result.nbPages ?? 1 };
}
