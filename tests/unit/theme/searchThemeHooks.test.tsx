// The hooks search themes import from `@docusaurus/theme-common` and the docs client
// (docusaurus-theme-search-typesense's SearchBar and SearchPage), with Docusaurus 3's semantics.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isRegexpStringMatch,
  useContextualSearchFilters,
  useEvent,
} from '../../../src/theme/docusaurus/themeCommon.js';
import { useAllDocsData, useDocsData } from '../../../src/theme/docusaurus/docsClient.js';
import useBaseUrl, { useBaseUrlUtils } from '../../../src/theme/useBaseUrl.js';
import type { DocsVersionsData } from '../../../src/shared/types.js';
import { siteData } from './fixtures/siteConfig.js';
import { renderAt } from './render.js';

const data = siteData as { hasHomePage: boolean; docsVersions?: DocsVersionsData };

/** The site's versions while a test runs: "current" (Next) at /docs/next, 1.0 (the last) at /docs. */
function withVersions() {
  data.docsVersions = {
    default: [
      {
        name: 'current',
        label: 'Next',
        path: '/docs/next',
        isLast: false,
        mainDoc: '/docs/next/a',
      },
      { name: '1.0', label: '1.0', path: '/docs', isLast: true, mainDoc: '/docs/a' },
    ],
  };
}

afterEach(() => {
  delete data.docsVersions;
  localStorage.clear();
});

/** What a hook returns, rendered at `path` (inside the router, as a page is). */
function hookAt<T>(hook: () => T, path: string): T {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  renderAt(<Probe />, path);
  return value!;
}

describe('isRegexpStringMatch', () => {
  it('tests the string as a case-insensitive regular expression; no expression is no match', () => {
    expect(isRegexpStringMatch(undefined, 'https://example.org/a')).toBe(false);
    expect(isRegexpStringMatch('example\\.org', 'https://EXAMPLE.org/a')).toBe(true);
    expect(isRegexpStringMatch('^/docs', '/blog/docs')).toBe(false);
    // A new expression each call: the global flag's lastIndex does not carry over.
    expect(isRegexpStringMatch('a', 'a')).toBe(true);
    expect(isRegexpStringMatch('a', 'a')).toBe(true);
  });
});

describe('useEvent', () => {
  it('keeps one function across renders that calls the latest callback', () => {
    const { result, rerender } = renderHook(({ n }) => useEvent((x: number) => x + n), {
      initialProps: { n: 1 },
    });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ n: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});

describe('useContextualSearchFilters', () => {
  it('gives the locale and the default tag with the one version of an unversioned site', () => {
    expect(hookAt(useContextualSearchFilters, '/docs/a')).toEqual({
      locale: 'en',
      tags: ['default', 'docs-default-current'],
    });
  });

  it("picks the open page's version, else the preferred one, else the last one", () => {
    withVersions();
    expect(hookAt(useContextualSearchFilters, '/docs/next/a').tags).toEqual([
      'default',
      'docs-default-current',
    ]);
    expect(hookAt(useContextualSearchFilters, '/blog').tags).toEqual([
      'default',
      'docs-default-1.0',
    ]);
    localStorage.setItem('docs-preferred-version-default', 'current');
    expect(hookAt(useContextualSearchFilters, '/blog').tags).toEqual([
      'default',
      'docs-default-current',
    ]);
  });
});

describe('useAllDocsData and useDocsData', () => {
  it("gives the docs plugin's global data as the build sets it", () => {
    const all = hookAt(useAllDocsData, '/');
    expect(Object.keys(all)).toEqual(['default']);
    expect(all.default!.path).toBe('/docs');
    expect(all.default!.versions.map((v) => [v.name, v.isLast, v.mainDocId])).toEqual([
      ['current', true, 'intro'],
    ]);
    expect(hookAt(() => useDocsData('default'), '/')).toBe(all.default);
  });

  it('throws for an instance the site does not have, naming it', () => {
    expect(() => hookAt(() => useDocsData('api'), '/')).toThrow(/with id "api"/);
  });
});

describe('useBaseUrlUtils', () => {
  it("gives useBaseUrl's function as withBaseUrl", () => {
    const { withBaseUrl } = hookAt(useBaseUrlUtils, '/');
    expect(withBaseUrl('/img/a.png')).toBe(useBaseUrl('/img/a.png'));
    expect(withBaseUrl('/docs/a', { forcePrependBaseUrl: true })).toBe('/docs/a');
  });
});
