// The OpenSearch description of a Docusaurus site with Algolia's DocSearch and its search page, as
// @docusaurus/theme-search-algolia writes it: `opensearch.xml` at the base URL, naming the search
// page with `?q={searchTerms}`, and a `<link rel="search">` to it in every page's head, so that a
// browser offers the site's search from its address bar. None without a search page
// (`searchPagePath: false`), on a site without Algolia, or on a site of our own format.
import type { SiteConfig } from '../../src/shared/types.js';
import { resolveSearchPagePath } from '../../src/shared/search/searchPagePath.js';

export const OPEN_SEARCH_FILE = 'opensearch.xml';

/** XML's five escapes, as the theme's template engine (eta) makes them. */
const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`,
  );

/** Two parts of a URL joined with one slash between them (Docusaurus's normalizeUrl here). */
const join = (a: string, b: string) => `${a.replace(/\/+$/, '')}/${b.replace(/^\/+/, '')}`;

/**
 * The search page's path as the config writes it (slashes kept, as the theme joins it), when the
 * site has an OpenSearch description: a Docusaurus site's Algolia search page.
 */
function searchPageOf(siteConfig: SiteConfig, docusaurus: boolean): string | null {
  const { algolia } = siteConfig.search;
  if (!docusaurus || !algolia || resolveSearchPagePath(siteConfig.search) === null) return null;
  return algolia.searchPagePath || null;
}

/**
 * The `opensearch.xml` of a site (undefined: none), byte for byte as the theme's template gives
 * it (3.10.2): the site's title, its favicon when it has one, its search page's URL.
 */
export function openSearchDescription(
  siteConfig: SiteConfig,
  docusaurus: boolean,
): string | undefined {
  const searchPage = searchPageOf(siteConfig, docusaurus);
  if (!searchPage) return undefined;
  const siteUrl = join(siteConfig.url, siteConfig.baseUrl);
  const title = xml(siteConfig.title);
  const { favicon } = siteConfig;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${title}</ShortName>`,
    `  <Description>Search ${title}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(favicon
      ? [
          `  <Image width="16" height="16" type="image/x-icon">${xml(join(siteUrl, favicon))}</Image>`,
        ]
      : []),
    `  <Url type="text/html" method="get" template="${xml(join(siteUrl, searchPage))}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(siteUrl)}${OPEN_SEARCH_FILE}" />`,
    `  <moz:SearchForm>${xml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
}

/** The head's `<link rel="search">` to the description (undefined: the site has none). */
export function openSearchLinkTag(siteConfig: SiteConfig, docusaurus: boolean): string | undefined {
  if (!searchPageOf(siteConfig, docusaurus)) return undefined;
  const href = join(siteConfig.baseUrl, OPEN_SEARCH_FILE);
  return `<link rel="search" type="application/opensearchdescription+xml" title="${xml(siteConfig.title)}" href="${xml(href)}">`;
}
