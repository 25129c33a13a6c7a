// The search page's backend: the index built with the site, or Algolia when the site configures
// it (its lite client is loaded only then). Both answer in Algolia's shape. A module of the search
// page's own: the modal, whose first query loads the shared search code, does not need it.
import siteConfig from 'virtual:docs/site-config';
import type { AlgoliaShapedHit } from './localSearchClient.js';
import { getLocalSearchClient } from './searchBackend.js';
import { algoliaFacetFilters, toSiteUrl } from './searchConfig.js';

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
