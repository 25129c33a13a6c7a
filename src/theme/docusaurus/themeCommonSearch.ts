// The parts of `@docusaurus/theme-common` search themes import (docusaurus-theme-search-typesense,
// Algolia-like search bars): `useEvent`, `isRegexpStringMatch`, `useContextualSearchFilters`, with
// Docusaurus 3's semantics.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { docsSearchTags } from '../docs/searchTags.js';
import { useLocation } from './router.js';
import useDocusaurusContext from './useDocusaurusContext.js';

// useLayoutEffect warns when React renders on the server: the effect runs in the browser only.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A function of stable identity that always calls the latest `callback` given (React's proposed
 * `useEvent`): safe in effect dependencies, never stale. Not to be called during render.
 */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/**
 * Whether `value` matches the regular expression written as `regexAsString` (case-insensitive, as
 * Docusaurus tests `externalUrlRegex`); false when there is none.
 */
export function isRegexpStringMatch(regexAsString: string | undefined, value: string): boolean {
  if (typeof regexAsString === 'undefined') return false;
  return new RegExp(regexAsString, 'gi').test(value);
}

/**
 * The locale and the docsearch tags a contextual search filters on: "default" and, per docs
 * instance, `docs-<plugin>-<version>` of its active version (the open page's), else the visitor's
 * preferred one, else the last one.
 */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  return { locale: i18n.currentLocale, tags: ['default', ...docsSearchTags(pathname)] };
}

/**
 * A function giving the search page's URL for a query (`<base>search?q=…`, or the page Algolia's
 * `searchPagePath` names), as an Algolia search bar's "See all results" link needs.
 */
export function useSearchLinkCreator(): (query: string) => string {
  const { siteConfig } = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as { algolia?: { searchPagePath?: string } }).algolia;
  const page = algolia?.searchPagePath || 'search';
  const base = siteConfig.baseUrl;
  return useCallback(
    (query: string) => `${base}${page}?q=${encodeURIComponent(query)}`,
    [base, page],
  );
}
