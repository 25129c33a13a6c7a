// The link check reads links as Docusaurus 3.8.1/3.10's (core `server/brokenLinks.js`, the same in
// both): a link is fine when it names a route, with or without a trailing slash. A folder of the
// output is no route, so `/`, `/dir/` and `/dir` with no page there are broken, as on a docs-only
// site without a home page; a file of the output (a static file) stays fine here. Links are parsed
// with `new URL`, so a backslash in a link's path is a slash.
import { describe, expect, it } from 'vitest';
import { checkLinks, type PageLinks } from '../../../../plugins/output/checkLinks.js';

// The output: the root and `img/` are folders without an index.html; `guide/` has one.
const files = new Set(['/', '/img', '/img/logo.svg', '/guide', '/guide/index.html']);
const fileExists = (p: string) => files.has(p.replace(/(.)\/$/, '$1'));
const isFolder = (p: string) => ['/', '/img', '/guide'].includes(p.replace(/(.)\/$/, '$1'));

const check = (links: string[], baseUrl = '/') =>
  checkLinks({
    pages: [
      { path: '/docs/intro', links, ids: ['top'] },
      { path: '/docs/next', links: [], ids: [] },
    ] satisfies PageLinks[],
    baseUrl,
    fileExists: (p) => fileExists(p),
    foldersNeedAPage: true,
    isFolder,
  }).map((b) => `${b.link} -> ${b.resolved}`);

describe('link check: what counts as existing', () => {
  it('reports a folder without a page, with or without its trailing slash', () => {
    expect(check(['/', '/img/', '/img'])).toEqual(['/ -> /', '/img/ -> /img', '/img -> /img']);
  });

  it('accepts a route either way, a folder with an index.html and a static file', () => {
    expect(check(['/docs/next', '/docs/next/', '/guide', '/guide/', '/img/logo.svg'])).toEqual([]);
  });

  // Docusaurus 3.8.1's build of a docs-only site (pages /docs/intro, /docs/guide/setup, and its
  // /404.html) reported `/index.html` and `/docs/guide/setup.html` and accepted `/404.html`,
  // `/docs/intro/` and `/docs/guide/setup/`: a page's file name is no route.
  it("reports a page's .html or index.html name, as Docusaurus, which matches routes", () => {
    expect(check(['/docs/next.html', '/docs/next/index.html', '/guide/index.html'])).toEqual([
      '/docs/next.html -> /docs/next.html',
      '/docs/next/index.html -> /docs/next/index.html',
    ]);
    const legacy = checkLinks({
      pages: [{ path: '/legacy.html', links: ['/legacy.html', '/404.html'], ids: [] }],
      baseUrl: '/',
      fileExists: (p) => p === '/404.html',
      foldersNeedAPage: true,
    });
    expect(legacy).toEqual([]);
  });

  it('reads the base URL root as the site root', () => {
    const atBase = checkLinks({
      pages: [{ path: '/docs/intro', links: ['/base/', '/base'], ids: [] }],
      baseUrl: '/base/',
      fileExists,
      foldersNeedAPage: true,
      isFolder,
    });
    expect(atBase.map((b) => b.link)).toEqual(['/base/', '/base']);
  });
});

describe('link check: backslashes', () => {
  it('reads a backslash in the path as a slash, as `new URL` does', () => {
    // Docusaurus: parseURLPath('.\\next', '/docs/intro') is /docs/next.
    expect(check(['.\\next', '\\docs\\next', '..\\docs\\intro#top'])).toEqual([]);
    expect(check(['.\\missing'])).toEqual(['.\\missing -> /docs/missing']);
  });

  it('keeps a backslash of the query or the hash', () => {
    expect(check(['/docs/intro#to\\p'])).toEqual(['/docs/intro#to\\p -> /docs/intro#to\\p']);
  });

  it('takes `\\\\host\\path` as a link to another site', () => {
    expect(check(['\\\\example.com\\a'])).toEqual([]);
  });
});
