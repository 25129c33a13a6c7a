// A Docusaurus site with DocSearch and its search page gets the OpenSearch description Docusaurus's
// theme-search-algolia writes, linked from every page's head (fixture algolia-opensearch; the
// expected file and tag are a Docusaurus 3.10.2 build's of the same folder).
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';
import { openSearchDescription, openSearchLinkTag } from '../../../../plugins/output/openSearch.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const fixture = builtFixture('algolia-opensearch', { timeout: 120_000 });

// Docusaurus 3.10.2's build/opensearch.xml for the fixture (no line break at its end).
const DOCUSAURUS_OPENSEARCH = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"
                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Harbour &amp; Tides</ShortName>
  <Description>Search Harbour &amp; Tides</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/x-icon">https://harbour.example.org/charts/img/buoy.svg</Image>
  <Url type="text/html" method="get" template="https://harbour.example.org/charts/find?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="https://harbour.example.org/charts/opensearch.xml" />
  <moz:SearchForm>https://harbour.example.org/charts/</moz:SearchForm>
</OpenSearchDescription>`;
// …and the tag in its pages' head.
const DOCUSAURUS_LINK =
  '<link rel="search" type="application/opensearchdescription+xml" title="Harbour &amp; Tides" href="/charts/opensearch.xml">';

describe('the OpenSearch description of a DocSearch site', () => {
  it('is written as Docusaurus writes it', () => {
    expect(fixture.read('opensearch.xml')).toBe(DOCUSAURUS_OPENSEARCH);
  });

  it("is linked from every page's head: a doc, the search page and the 404 page", () => {
    for (const file of ['index.html', 'find/index.html', '404.html']) {
      const head = fixture.read(file).split('</head>')[0]!;
      expect(head, file).toContain(DOCUSAURUS_LINK);
    }
  });

  const config = (search: SiteConfig['search'], favicon?: string) =>
    ({
      title: 'Tides',
      url: 'https://tides.example.org/',
      baseUrl: '/',
      search,
      ...(favicon ? { favicon } : {}),
    }) as SiteConfig;
  const algolia = (searchPagePath: string | false) =>
    ({
      enabled: true,
      algolia: { appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath },
    }) as unknown as SiteConfig['search'];

  it('has no image without a favicon, and the search page at its path as the config writes it', () => {
    const xml = openSearchDescription(config(algolia('/lookup/')), true)!;
    expect(xml).not.toContain('<Image');
    // Docusaurus 3.10.2's theme for `searchPagePath: '/lookup/'` (its trailing slash kept).
    expect(xml).toContain('template="https://tides.example.org/lookup/?q={searchTerms}"');
    expect(xml).toContain('<moz:SearchForm>https://tides.example.org/</moz:SearchForm>');
  });

  it('is not made without a search page, without Algolia, or for a site of our own format', () => {
    expect(openSearchDescription(config(algolia(false)), true)).toBeUndefined();
    expect(openSearchLinkTag(config(algolia(false)), true)).toBeUndefined();
    const local = { enabled: true } as unknown as SiteConfig['search'];
    expect(openSearchDescription(config(local), true)).toBeUndefined();
    expect(openSearchDescription(config(algolia('search')), false)).toBeUndefined();
    expect(openSearchLinkTag(config(algolia('search')), false)).toBeUndefined();
  });
});
