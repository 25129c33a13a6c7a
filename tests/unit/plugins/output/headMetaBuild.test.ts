// tests/fixtures/sites/head-meta built from the command line: pages and a doc's MDX add meta and
// link elements through `@docusaurus/Head` (a description, a social card, a canonical URL, an
// author, a feed link), beside the theme's and `themeConfig.metadata`'s. The server's HTML has
// them, merged as Docusaurus's react-helmet-async merges them: the last Head rendered wins for a
// key (a meta's name or property, a link's rel=canonical or href), so a Head inside the Layout
// beats the Layout's description, and the Layout's beats one of a Head rendered before it. The
// expected head elements are those of Docusaurus 3.8.1's build of the same fixture (attributes
// sorted; stylesheets, scripts, preloads, generator, charset and viewport left out). The fixture
// has no search plugin: Docusaurus 3.8.1 draws no search box (an empty navbar search container),
// has no search page and writes no index, and neither does this build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/head-meta');
let dir = '';
let out = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'head-meta-'));
  cpSync(fixture, join(dir, 'site'), { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', join(dir, 'site'), '--out-dir', out],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LEFT_OUT =
  /^(link .*rel=(stylesheet|modulepreload|preload|prefetch)\b|meta .*(name=(generator|viewport|docs-routes)|charset=))/;

/** A page's title, meta and link elements, each as its tag and sorted attributes. */
function headElements(route: string): string[] {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const found: string[] = [];
  for (const m of head.matchAll(/<(meta|link|title)\b([^>]*?)\/?>(?:([^<]*)<\/title>)?/g)) {
    if (m[1] === 'title') {
      found.push(`title: ${m[3]}`);
      continue;
    }
    const attributes = [...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .filter((a) => a[1] !== 'data-rh')
      .map((a) => `${a[1]!.toLowerCase()}=${a[2]}`)
      .sort();
    found.push(`${m[1]} ${attributes.join(' ')}`);
  }
  return found.filter((e) => !LEFT_OUT.test(e)).sort();
}

/** Docusaurus 3.8.1's head elements of the same pages (built 2026-11-30). */
const DOCUSAURUS: Record<string, string[]> = {
  almanac: [
    'link href=https://cdn.example.org rel=preconnect',
    'link href=https://tides.example.org/almanac hreflang=en rel=alternate',
    'link href=https://tides.example.org/almanac hreflang=x-default rel=alternate',
    'link href=https://tides.example.org/almanac/2026 rel=canonical',
    'meta content=@harbourmaster name=twitter:site',
    'meta content=A year of tides. property=og:description',
    'meta content=Almanac | Tide Tables property=og:title',
    'meta content=Every tide of the year in one almanac. name=description',
    'meta content=Harbour office name=author',
    'meta content=almanac, moon name=keywords',
    'meta content=default name=docsearch:docusaurus_tag',
    'meta content=default name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://cdn.example.org/almanac-card.png property=og:image',
    'meta content=https://tides.example.org/almanac property=og:url',
    'meta content=https://tides.example.org/img/harbour.png name=twitter:image',
    'meta content=summary name=twitter:card',
    'title: Almanac | Tide Tables',
  ],
  draft: [
    'link href=https://tides.example.org/draft hreflang=en rel=alternate',
    'link href=https://tides.example.org/draft hreflang=x-default rel=alternate',
    'link href=https://tides.example.org/draft rel=canonical',
    'meta content=@harbourmaster name=twitter:site',
    'meta content=Draft | Tide Tables property=og:title',
    'meta content=Tides we are still checking. name=description',
    'meta content=Tides we are still checking. property=og:description',
    'meta content=default name=docsearch:docusaurus_tag',
    'meta content=default name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://tides.example.org/draft property=og:url',
    'meta content=https://tides.example.org/img/harbour.png name=twitter:image',
    'meta content=https://tides.example.org/img/harbour.png property=og:image',
    'meta content=noindex name=robots',
    'meta content=summary_large_image name=twitter:card',
    'meta content=tides, harbour name=keywords',
    'title: Draft | Tide Tables',
  ],
  'docs/springs': [
    'link href=/springs.xml rel=alternate title=Springs feed type=application/rss+xml',
    'link href=https://tides.example.org/docs/springs hreflang=en rel=alternate',
    'link href=https://tides.example.org/docs/springs hreflang=x-default rel=alternate',
    'link href=https://tides.example.org/docs/springs rel=canonical',
    'meta content=@harbourmaster name=twitter:site',
    'meta content=Spring tides for skippers property=og:title',
    'meta content=Spring tides, explained for skippers. name=description',
    'meta content=When the sun and the moon pull together. property=og:description',
    'meta content=current name=docsearch:version',
    'meta content=current name=docusaurus_version',
    'meta content=docs-default-current name=docsearch:docusaurus_tag',
    'meta content=docs-default-current name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://tides.example.org/docs/springs property=og:url',
    'meta content=https://tides.example.org/img/harbour.png name=twitter:image',
    'meta content=https://tides.example.org/img/harbour.png property=og:image',
    'meta content=summary_large_image name=twitter:card',
    'meta content=tides, harbour name=keywords',
    'title: Spring tides | Tide Tables',
  ],
};

describe("a page's <Head> meta and link elements in the server's HTML", () => {
  for (const [route, expected] of Object.entries(DOCUSAURUS))
    it(`/${route} has the head Docusaurus 3.8.1 writes`, () => {
      expect(headElements(route)).toEqual(expected);
    });

  it('writes each of them once', () => {
    for (const route of Object.keys(DOCUSAURUS)) {
      const elements = headElements(route);
      expect(new Set(elements).size, route).toBe(elements.length);
    }
  });
});

describe('a Docusaurus site without a search plugin', () => {
  it('has no search box, search page or index, as Docusaurus 3.8.1', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('DocSearch-Button');
    // Docusaurus: `<div class="navbarSearchContainer_B7X6"></div>` at the bar's end, empty.
    expect(html).toMatch(/<div class="navbarSearchContainer_dv"><\/div><\/div><\/div>/);
    expect(existsSync(join(out, 'search'))).toBe(false);
    expect(existsSync(join(out, SEARCH_ENTRY_FILE))).toBe(false);
    expect(existsSync(join(out, 'assets/search'))).toBe(false);
  });
});
