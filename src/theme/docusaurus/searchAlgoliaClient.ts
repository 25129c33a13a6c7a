// `@docusaurus/theme-search-algolia/client`: the hooks a search bar ejected from Docusaurus's
// Algolia theme imports (Dyte's swizzled `SearchBar`), over this theme's contextual search tags
// and base URL, with Docusaurus 3's semantics: the locale and the docs' version tags as facet
// filters, and a hit's URL made a path under the site's base URL unless it matches
// `externalUrlRegex`.
import { useCallback } from 'react';
import { useBaseUrlUtils } from '../useBaseUrl.js';
import { isRegexpStringMatch, useContextualSearchFilters } from './themeCommonSearch.js';
import useDocusaurusContext from './useDocusaurusContext.js';

type FacetFilters = string | (string | string[])[];

interface AlgoliaThemeConfig {
  algolia?: {
    contextualSearch?: boolean;
    externalUrlRegex?: string;
    replaceSearchResultPathname?: { from: string; to: string };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** The site's theme config (its `algolia` entry is what the Algolia hooks read). */
export function useAlgoliaThemeConfig(): AlgoliaThemeConfig {
  return useDocusaurusContext().siteConfig.themeConfig as AlgoliaThemeConfig;
}

/** `[language:<locale>, [docusaurus_tag:<tag>, …]]`: the page's locale and search tags. */
export function useAlgoliaContextualFacetFilters(): [string, string[]] {
  const { locale, tags } = useContextualSearchFilters();
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** The contextual filters when `algolia.contextualSearch` is on (its default), else undefined. */
export function useAlgoliaContextualFacetFiltersIfEnabled(): [string, string[]] | undefined {
  const on = useAlgoliaThemeConfig().algolia?.contextualSearch ?? true;
  const filters = useAlgoliaContextualFacetFilters();
  return on ? filters : undefined;
}

/** A hit's URL as the link to follow: kept when external, else its path under the base URL. */
export function useSearchResultUrlProcessor(): (url: string) => string {
  const { withBaseUrl } = useBaseUrlUtils();
  const { externalUrlRegex, replaceSearchResultPathname: replace } =
    useAlgoliaThemeConfig().algolia ?? {};
  return useCallback(
    (url: string) => {
      const parsed = new URL(url);
      if (isRegexpStringMatch(externalUrlRegex, parsed.href)) return url;
      const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
      return withBaseUrl(
        replace ? path.replaceAll(new RegExp(replace.from, 'g'), replace.to) : path,
      );
    },
    [withBaseUrl, externalUrlRegex, replace],
  );
}

/** Both filters' entries in one list (Docusaurus flattens them so). */
export function mergeFacetFilters(
  a: FacetFilters | undefined,
  b: FacetFilters | undefined,
): FacetFilters | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const list = (f: FacetFilters) => (typeof f === 'string' ? [f] : f);
  return [...list(a), ...list(b)];
}
