import { describe, expect, it } from 'vitest';
import {
  checkLinks,
  collectLinksAndIds,
  formatBrokenLinks,
} from '../../../../plugins/output/checkLinks.js';
import { routeToFile } from '../../../../plugins/output/outputPaths.js';
import { sitemapUrl, sitemapXml } from '../../../../plugins/output/sitemap.js';
import { colorModeScript, scriptHash } from '../../../../plugins/output/colorModeScript.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const config = { url: 'https://example.com', baseUrl: '/', trailingSlash: undefined } as SiteConfig;

describe('output', () => {
  it('writes one index.html per route', () => {
    expect(routeToFile('/', undefined)).toBe('index.html');
    expect(routeToFile('/a/b', undefined)).toBe('a/b/index.html');
    expect(routeToFile('/a/b/', undefined)).toBe('a/b/index.html');
    expect(routeToFile('/a/b', false)).toBe('a/b.html');
    expect(routeToFile('/404.html', undefined)).toBe('404.html');
  });

  it('lists pages in the sitemap with the site URL, in the order given', () => {
    const xml = sitemapXml(
      ['/b', '/a', '/'].map((p) => ({
        url: sitemapUrl(p, config),
        changefreq: 'weekly',
        priority: 0.5,
      })),
    )!;
    expect(xml).toContain(
      '<url><loc>https://example.com/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>',
    );
    expect(xml.indexOf('/b<')).toBeLessThan(xml.indexOf('/a<'));
    expect(sitemapXml([])).toBeUndefined();
  });

  it('collects links and ids from rendered HTML', () => {
    expect(
      collectLinksAndIds(
        '<h2 id="a-b">x</h2><a class="x" href="/p#a-b">p</a><a href="https://e.com">e</a>',
      ),
    ).toEqual({ links: ['/p#a-b', 'https://e.com'], ids: ['a-b'] });
  });

  it('finds broken links and anchors, resolving relative links and ignoring external ones', () => {
    const broken = checkLinks({
      baseUrl: '/',
      fileExists: (p) => p === '/img/a.svg',
      pages: [
        {
          path: '/guide/a',
          links: [
            '/guide/b#install',
            '/guide/b#nope',
            'c',
            '/missing',
            'https://x.y',
            '/img/a.svg',
            '#local',
            '#gone',
          ],
          ids: ['local'],
        },
        { path: '/guide/b', links: [], ids: ['install'] },
        { path: '/guide/c', links: [], ids: [] },
      ],
    });
    expect(broken).toEqual([
      { source: '/guide/a', link: '/guide/b#nope', resolved: '/guide/b#nope', kind: 'anchor' },
      { source: '/guide/a', link: '/missing', resolved: '/missing', kind: 'link' },
      { source: '/guide/a', link: '#gone', resolved: '/guide/a#gone', kind: 'anchor' },
    ]);
    expect(formatBrokenLinks(broken, 'link')).toContain(
      '- Broken link on source page path = /guide/a:\n   -> linking to /missing',
    );
  });

  it('reports a link every page shares on each page, and resolves relative links per page', () => {
    // An absolute link is resolved once for the whole check (issue 37); each page still gets its
    // own report, and a relative link or a bare anchor resolves against the page it is on.
    let lookups = 0;
    const broken = checkLinks({
      baseUrl: '/docs/',
      fileExists: (p) => (lookups++, p === '/img/a.svg'),
      pages: [
        { path: '/a/x', links: ['/docs/b#gone', '/docs/img/a.svg', './y', '#top'], ids: ['top'] },
        { path: '/b', links: ['/docs/b#gone', '/docs/img/a.svg', './y', '#top'], ids: [] },
        { path: '/a/y', links: ['//cdn.example.com/x', '/\\evil.example.com'], ids: [] },
      ],
    });
    expect(broken).toEqual([
      { source: '/a/x', link: '/docs/b#gone', resolved: '/b#gone', kind: 'anchor' },
      { source: '/b', link: '/docs/b#gone', resolved: '/b#gone', kind: 'anchor' },
      { source: '/b', link: './y', resolved: '/y', kind: 'link' },
      { source: '/b', link: '#top', resolved: '/b#top', kind: 'anchor' },
    ]);
    // The shared image's file looked up once; `/y` (from `/b`) once.
    expect(lookups).toBe(2);
  });

  it("judges a page's links to its own anchors against its ids, whatever form its path has", () => {
    // `#…` links are judged without being resolved (issue 37): the page's own ids, its anchor
    // decoded or not, and the page named as its other links' targets are.
    const broken = checkLinks({
      baseUrl: '/',
      fileExists: () => false,
      pages: [
        {
          path: '/guide/a/',
          links: ['#', '#caf%C3%A9', '#café', '#missing', '#a#b', '#%E0%A4%A'],
          ids: ['café', 'a#b'],
        },
        { path: '/guide/index.html', links: ['#x', '#caf%C3%A9'], ids: ['café'] },
        { path: '/', links: ['#top', '#'], ids: [] },
      ],
    });
    expect(broken).toEqual([
      { source: '/guide/a/', link: '#missing', resolved: '/guide/a#missing', kind: 'anchor' },
      { source: '/guide/a/', link: '#%E0%A4%A', resolved: '/guide/a#%E0%A4%A', kind: 'anchor' },
      { source: '/guide/index.html', link: '#x', resolved: '/guide#x', kind: 'anchor' },
      { source: '/', link: '#top', resolved: '/#top', kind: 'anchor' },
    ]);
  });

  it("judges each shared link once, by its own anchor, against the target page's ids", () => {
    // What the check finds of an absolute link is kept for the other pages that have it (issue
    // 37): two anchors of one page are two links, each judged against that page's ids, and the
    // same text as a relative link is judged on each page again.
    let lookups = 0;
    const pages = [
      { path: '/t', links: ['/t#here', '/t#gone', 'u'], ids: ['here'] },
      { path: '/s/p', links: ['/t#gone', '/t#here', 'u', '/nowhere'], ids: [] },
      { path: '/s/u', links: ['/t#here', '/nowhere'], ids: [] },
    ];
    const broken = checkLinks({ baseUrl: '/', fileExists: () => (lookups++, false), pages });
    expect(broken).toEqual([
      { source: '/t', link: '/t#gone', resolved: '/t#gone', kind: 'anchor' },
      { source: '/t', link: 'u', resolved: '/u', kind: 'link' },
      { source: '/s/p', link: '/t#gone', resolved: '/t#gone', kind: 'anchor' },
      { source: '/s/p', link: '/nowhere', resolved: '/nowhere', kind: 'link' },
      { source: '/s/u', link: '/nowhere', resolved: '/nowhere', kind: 'link' },
    ]);
    // `u` from `/t` (missing) and `/nowhere` once; `u` from `/s/p` is the page `/s/u`.
    expect(lookups).toBe(2);
  });

  it('builds the colour-mode script from the config and hashes it for CSP', () => {
    const script = colorModeScript({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
      disableSwitch: false,
    });
    expect(script).toContain('localStorage.getItem("theme")');
    expect(script).not.toContain('prefers-color-scheme');
    expect(scriptHash(script)).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it("reads the colour mode from the site's storage: its type and its namespaced key", () => {
    const colorMode = {
      defaultMode: 'dark' as const,
      respectPrefersColorScheme: true,
      disableSwitch: false,
    };
    const script = colorModeScript(colorMode, {
      type: 'sessionStorage',
      namespace: '-182',
    });
    expect(script).toContain('sessionStorage.getItem("theme-182")');
    expect(script).not.toContain('localStorage');
  });
});
