// `@docusaurus/theme-search-algolia/client` for a search bar ejected from Docusaurus's Algolia
// theme (Dyte's): facet filters of the page's locale and docs version tags, hit URLs made paths
// under the base URL unless external, with Docusaurus 3's rules.
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../../../src/client/navigation.js';

vi.mock('virtual:docs/site-config', async (importOriginal) => {
  const real = (await importOriginal()) as { default: object; siteData: object };
  return {
    ...real,
    siteData: {
      ...real.siteData,
      pluginThemeConfig: {
        algolia: {
          appId: 'A',
          apiKey: 'k',
          indexName: 'i',
          externalUrlRegex: 'external\\.com|other\\.org',
          replaceSearchResultPathname: { from: '/docs/', to: '/guide/' },
        },
      },
    },
  };
});

const {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} = await import('../../../src/theme/docusaurus/searchAlgoliaClient.js');
const { useSearchLinkCreator } = await import('../../../src/theme/docusaurus/themeCommon.js');

// The client's navigation around the page, as in the browser (`useLocation()` reads its location).
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>
    <NavigationProvider
      basename="/"
      resolve={() => new Promise(() => {})}
      initial={{ handle: {}, status: 200 }}
    >
      {children}
    </NavigationProvider>
  </MemoryRouter>
);

describe('theme-search-algolia/client', () => {
  it("gives the theme config's algolia entry", () => {
    const { result } = renderHook(() => useAlgoliaThemeConfig(), { wrapper });
    expect(result.current.algolia?.indexName).toBe('i');
  });

  it('filters on the locale and the default tag (contextual search on by default)', () => {
    const { result } = renderHook(
      () => [useAlgoliaContextualFacetFilters(), useAlgoliaContextualFacetFiltersIfEnabled()],
      { wrapper },
    );
    const [filters, ifEnabled] = result.current;
    expect(filters![0]).toBe('language:en');
    expect(filters![1]).toContain('docusaurus_tag:default');
    expect(ifEnabled).toEqual(filters);
  });

  it('keeps external hits, makes the others paths with the pathname replacement', () => {
    const { result } = renderHook(() => useSearchResultUrlProcessor(), { wrapper });
    const process = result.current;
    expect(process('https://external.com/x')).toBe('https://external.com/x');
    expect(process('https://docs.example.com/docs/intro?q=1#part')).toBe('/guide/intro?q=1#part');
  });

  it("links a query to the search page (theme-common's useSearchLinkCreator)", () => {
    const { result } = renderHook(() => useSearchLinkCreator(), { wrapper });
    expect(result.current('tide & wind')).toBe('/search?q=tide%20%26%20wind');
  });

  it('merges facet filters as Docusaurus does (flattened)', () => {
    expect(mergeFacetFilters(undefined, ['a'])).toEqual(['a']);
    expect(mergeFacetFilters('a', undefined)).toBe('a');
    expect(mergeFacetFilters('a', ['b', ['c', 'd']])).toEqual(['a', 'b', ['c', 'd']]);
  });
});
