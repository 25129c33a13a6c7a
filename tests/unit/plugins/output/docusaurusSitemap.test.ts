// A Docusaurus site's sitemap as @docusaurus/plugin-sitemap 3.x makes it (createSitemap.ts,
// createSitemapItem.ts, the `sitemap` package's stream): leaf routes in order, ignorePatterns by
// micromatch, noindex pages left out, changefreq/priority/lastmod from the options, each URL as
// `new URL` writes it.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITEMAP_OPTIONS,
  docusaurusSitemap,
  type SitemapOptions,
  type SitemapRoute,
} from '../../../../plugins/output/sitemap.js';

const ROUTES: SitemapRoute[] = [
  { path: '/blog', metadata: { sourceFilePath: 'blog/index', lastUpdatedAt: undefined } },
  { path: '/blog/tags', metadata: {} },
  { path: '/blog/tags/moon', metadata: {} },
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          {
            path: '/docs/intro',
            metadata: {
              sourceFilePath: 'docs/intro.md',
              lastUpdatedAt: Date.UTC(2024, 2, 1, 10, 30),
            },
          },
          { path: '/docs/hidden', metadata: { sourceFilePath: 'docs/hidden.md' } },
          { path: '/docs/reading', metadata: { sourceFilePath: 'docs/reading.md' } },
        ],
      },
    ],
  },
  { path: '/', metadata: { sourceFilePath: 'src/pages/index.md' } },
];

const make = (options: Partial<SitemapOptions>, url = 'https://tides.example.org') =>
  docusaurusSitemap({
    routes: ROUTES,
    siteConfig: { url, baseUrl: '/', trailingSlash: undefined },
    docusaurusSiteConfig: { url },
    noIndex: (path) => path === '/docs/hidden',
    options: { ...DEFAULT_SITEMAP_OPTIONS, ...options },
    lastUpdateOf: (file) => (file === 'docs/reading.md' ? Date.UTC(2023, 11, 24, 8) : undefined),
  });

const locs = (xml: string | undefined) =>
  [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("a Docusaurus site's sitemap", () => {
  it('lists the leaf routes in order, without noindex pages, with the default changefreq and priority', async () => {
    const xml = await make({});
    expect(locs(xml)).toEqual([
      'https://tides.example.org/blog',
      'https://tides.example.org/blog/tags',
      'https://tides.example.org/blog/tags/moon',
      'https://tides.example.org/docs/intro',
      'https://tides.example.org/docs/reading',
      'https://tides.example.org/',
    ]);
    expect(xml).toContain(
      '<url><loc>https://tides.example.org/docs/intro</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>',
    );
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:news=/,
    );
  });

  it('leaves out what ignorePatterns match, a pattern ending in /** its folder too (micromatch)', async () => {
    expect(locs(await make({ ignorePatterns: ['/blog/tags/**'] }))).not.toContain(
      'https://tides.example.org/blog/tags',
    );
  });

  it('writes changefreq and priority as given (null: none; priority to one decimal)', async () => {
    const xml = await make({ changefreq: null, priority: 0.75 });
    expect(xml).toContain(
      '<url><loc>https://tides.example.org/</loc><priority>0.8</priority></url>',
    );
    expect(await make({ changefreq: 'daily', priority: null })).toContain(
      '<url><loc>https://tides.example.org/</loc><changefreq>daily</changefreq></url>',
    );
  });

  it("dates a page by its lastUpdatedAt, else its file's last commit, as lastmod asks", async () => {
    const date = await make({ lastmod: 'date' });
    expect(date).toContain(
      '<loc>https://tides.example.org/docs/intro</loc><lastmod>2024-03-01</lastmod>',
    );
    expect(date).toContain(
      '<loc>https://tides.example.org/docs/reading</loc><lastmod>2023-12-24</lastmod>',
    );
    expect(date).toContain('<loc>https://tides.example.org/</loc><changefreq>');
    expect(await make({ lastmod: 'datetime' })).toContain(
      '<lastmod>2024-03-01T10:30:00.000Z</lastmod>',
    );
  });

  it('writes the URLs as the URL parser does: a url with one slash after https: too', async () => {
    expect(locs(await make({}, 'https:/tides.example.org'))[0]).toBe(
      'https://tides.example.org/blog',
    );
  });

  it("takes a site's createSitemapItems, with the default items' maker", async () => {
    const xml = await make({
      createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) =>
        (await defaultCreateSitemapItems(params)).filter((i) => !i.url.includes('/blog')),
    });
    expect(locs(xml)).toEqual([
      'https://tides.example.org/docs/intro',
      'https://tides.example.org/docs/reading',
      'https://tides.example.org/',
    ]);
  });
});
