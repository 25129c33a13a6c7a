// Where the search page lives, from the search config: the build pre-renders it, the router mounts
// it and the modal's "See all" link points to it (one function, three users).
import type { SiteConfig } from '../types.js';

/**
 * `/search` by default; the Algolia `searchPagePath` when set; null when it is `false` or the site
 * has no search (`search.enabled` false: a Docusaurus site without a search plugin).
 */
export function resolveSearchPagePath(search: SiteConfig['search']): string | null {
  if (search.enabled === false) return null;
  const configured = search.algolia ? search.algolia.searchPagePath : 'search';
  if (configured === false) return null;
  return '/' + configured.replace(/^\/+|\/+$/g, '');
}
