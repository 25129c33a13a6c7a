// What both backends share: hit URLs rewritten onto the base path (or left alone when external),
// the contextual facet filters sent to Algolia, and the search page link.
import siteConfig from 'virtual:docs/site-config';
import { perLocale } from '../../client/localeScope.js';
import { isExternalUrl, stripBaseUrl, withBaseUrl } from '../../shared/paths.js';
import { resolveSearchPagePath } from '../../shared/search/searchPagePath.js';
import { docsSearchTags } from '../docs/searchTags.js';

/** The locale's search settings, made once per locale (client/localeScope.ts). */
const searchOf = perLocale(() => {
  const pattern = siteConfig.search.algolia?.externalUrlRegex;
  return {
    pagePath: resolveSearchPagePath(siteConfig.search),
    externalPattern: pattern ? new RegExp(pattern) : undefined,
  };
});

/** True for a hit that lives on another site (`externalUrlRegex`): it opens with a full page load. */
export function isExternalHit(url: string): boolean {
  return searchOf().externalPattern?.test(url) ?? false;
}

/** A hit URL as a path of this site: origin dropped, base path added (absolute crawler URLs included). */
export function toSiteUrl(url: string): string {
  if (isExternalHit(url)) return url;
  let path = url;
  if (isExternalUrl(url)) {
    const u = new URL(url);
    path = u.pathname + u.search + u.hash;
  }
  return withBaseUrl(path, siteConfig.baseUrl);
}

/** The router path of a site URL (the router adds the base path itself). */
export function toRouterPath(siteUrl: string): string {
  return stripBaseUrl(siteUrl, siteConfig.baseUrl);
}

/**
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]` plus the
 * configured ones; with versioned docs, one `docs-<plugin>-<version>` tag per docs instance.
 */
export function algoliaFacetFilters(): unknown[] {
  const algolia = siteConfig.search.algolia;
  const configured = algolia?.searchParameters?.facetFilters;
  const extra = Array.isArray(configured)
    ? configured
    : configured !== undefined
      ? [configured]
      : [];
  if (!algolia?.contextualSearch) return extra;
  return [
    'language:en',
    ['docusaurus_tag:default', ...docsSearchTags().map((t) => `docusaurus_tag:${t}`)],
    ...extra,
  ];
}

export function searchPageLink(query: string): string | null {
  const searchPagePath = searchOf().pagePath;
  return searchPagePath ? `${searchPagePath}?q=${encodeURIComponent(query)}` : null;
}

export function missingResultsUrl(): ((args: { query: string }) => string) | undefined {
  const template = siteConfig.search.missingResultsUrl;
  return template
    ? ({ query }) => template.replace('{query}', encodeURIComponent(query))
    : undefined;
}
