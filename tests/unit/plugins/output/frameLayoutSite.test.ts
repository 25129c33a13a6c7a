// Builds tests/fixtures/sites/frame-layout: a site whose src/theme/Layout draws the page frame (an
// ejected Docusaurus Layout: skip link, announcement bar, navbar, a marked wrapper, footer). Every
// route kind renders through it, as Docusaurus's classic theme renders it (DocsRoot, BlogLayout,
// BlogArchivePage, MDXPage, NotFound; a React page calls it): each page has the site's wrapper
// once, one navbar, one announcement bar, one skip link and one footer, and none of the theme's
// own frame.
//
// The expected values come from Docusaurus 3.8.1's build of this fixture (2026-11-29: the folder
// copied to /tmp with scripts/bench/peer's node_modules, its node_modules/.cache removed,
// `docusaurus build`): DOCUSAURUS_PAGES is the list of HTML files it wrote, and DOCUSAURUS_MARKERS
// what each of them holds of the markers counted below (the wrapper's class, the title). This
// build writes one page more, `search/index.html` (the built-in search page; Docusaurus has one
// only with a search theme).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/frame-layout');
const siteDir = join(root, 'tests/.tmp/frame-layout-site');
const outDir = join(siteDir, 'build');
const warnings: { file?: string; message: string }[] = [];

const html = (path: string) => readFileSync(join(outDir, path), 'utf8');
const count = (text: string, re: RegExp) => [...text.matchAll(re)].length;

/** Every route kind's page (the route kind in the name). */
const PAGES: Record<string, string> = {
  doc: 'docs/boarding/index.html',
  'nested doc': 'docs/rigging/ladders/index.html',
  'generated index': 'docs/category/rigging/index.html',
  'doc tags list': 'docs/tags/index.html',
  'doc tag': 'docs/tags/safety/index.html',
  'blog list': 'blog/index.html',
  'blog post': 'blog/2024/05/01/first-transfer/index.html',
  'blog tags list': 'blog/tags/index.html',
  'blog tag': 'blog/tags/season/index.html',
  'blog archive': 'blog/archive/index.html',
  'React page': 'index.html',
  'Markdown page': 'tides/index.html',
  '404': '404.html',
  "second docs instance's doc": 'logbook/night-watch/index.html',
};

/** The HTML files Docusaurus 3.8.1 wrote for this fixture. */
const DOCUSAURUS_PAGES = [
  '404.html',
  'blog/2024/05/01/first-transfer/index.html',
  'blog/archive/index.html',
  'blog/index.html',
  'blog/tags/index.html',
  'blog/tags/season/index.html',
  'docs/boarding/index.html',
  'docs/category/rigging/index.html',
  'docs/rigging/ladders/index.html',
  'docs/tags/index.html',
  'docs/tags/safety/index.html',
  'index.html',
  'logbook/fog-signals/index.html',
  'logbook/night-watch/index.html',
  'quiet/index.html',
  'tides/index.html',
];

/** The site wrapper's element and the title of each page, in Docusaurus 3.8.1's build. */
const WRAPPER = '<div data-harbour-frame="main" class="main-wrapper harbour-main">';
const DOCUSAURUS_MARKERS: Record<string, { wrapper: string; title: string }> = {
  '404.html': { wrapper: WRAPPER, title: 'Page Not Found | Harbour Pilot' },
  'blog/2024/05/01/first-transfer/index.html': {
    wrapper: WRAPPER,
    title: 'First transfer of the season | Harbour Pilot',
  },
  'blog/archive/index.html': { wrapper: WRAPPER, title: 'Archive | Harbour Pilot' },
  'blog/index.html': { wrapper: WRAPPER, title: 'Blog | Harbour Pilot' },
  'blog/tags/index.html': { wrapper: WRAPPER, title: 'Tags | Harbour Pilot' },
  'blog/tags/season/index.html': {
    wrapper: WRAPPER,
    title: 'One post tagged with &quot;season&quot; | Harbour Pilot',
  },
  'docs/boarding/index.html': { wrapper: WRAPPER, title: 'Boarding | Harbour Pilot' },
  'docs/category/rigging/index.html': { wrapper: WRAPPER, title: 'Rigging | Harbour Pilot' },
  'docs/rigging/ladders/index.html': { wrapper: WRAPPER, title: 'Ladders | Harbour Pilot' },
  'docs/tags/index.html': { wrapper: WRAPPER, title: 'Tags | Harbour Pilot' },
  'docs/tags/safety/index.html': {
    wrapper: WRAPPER,
    title: '2 docs tagged with &quot;safety&quot; | Harbour Pilot',
  },
  'index.html': { wrapper: WRAPPER, title: 'Berths | Harbour Pilot' },
  'logbook/fog-signals/index.html': { wrapper: WRAPPER, title: 'Fog signals | Harbour Pilot' },
  'logbook/night-watch/index.html': { wrapper: WRAPPER, title: 'Night watch | Harbour Pilot' },
  'quiet/index.html': {
    wrapper: '<div data-harbour-frame="main" class="main-wrapper harbour-main quiet-wrapper">',
    title: 'Quiet hours | Harbour Pilot',
  },
  'tides/index.html': { wrapper: WRAPPER, title: 'Tides | Harbour Pilot' },
};

/**
 * Each page's `<html class>` in Docusaurus 3.8.1's build of this fixture (the same build): the
 * classes of the providers around `@theme/Layout` first, then the plugin's (its `Layout/Provider`),
 * then the route's own.
 */
const DOCUSAURUS_HTML_CLASSES: Record<string, string> = {
  '404.html': 'plugin-native plugin-id-default',
  'blog/2024/05/01/first-transfer/index.html':
    'blog-wrapper blog-post-page plugin-blog plugin-id-default',
  'blog/archive/index.html': 'plugin-blog plugin-id-default',
  'blog/index.html': 'blog-wrapper blog-list-page plugin-blog plugin-id-default',
  'blog/tags/index.html': 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default',
  'blog/tags/season/index.html':
    'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
  'docs/boarding/index.html':
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-boarding',
  'docs/category/rigging/index.html':
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page',
  'docs/rigging/ladders/index.html':
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-rigging/ladders',
  'docs/tags/index.html':
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-list-page',
  'docs/tags/safety/index.html':
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page',
  'index.html': 'plugin-pages plugin-id-default',
  'quiet/index.html': 'plugin-pages plugin-id-default',
  'tides/index.html': 'mdx-wrapper mdx-page plugin-pages plugin-id-default',
};

/** Every HTML file of the build, relative to it, sorted. */
function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? htmlFiles(dir, `${prefix}${e.name}/`)
        : e.name.endsWith('.html')
          ? [`${prefix}${e.name}`]
          : [],
    )
    .sort();
}

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({
    siteDir,
    outDir,
    reporter: {
      stage: () => undefined,
      progress: () => undefined,
      warn: (d: { file?: string; message: string }) => warnings.push(d),
    },
  });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a site whose Layout draws the page frame', () => {
  // Docusaurus 3.8.1's build has each of these once on every one of these pages, and no
  // `id="__main"`; its doc pages have the sidebar inside the wrapper and the navbar, wrapper, title
  // and footer in this order; its quiet page has no footer (counted as below).
  it.each(Object.entries(PAGES))(
    '%s page is drawn in the site Layout, its frame once',
    (_, path) => {
      const page = html(path);
      expect(count(page, /data-harbour-frame="main"/g)).toBe(1);
      expect(count(page, /<nav[^>]*class="[^"]*\bnavbar\b/g)).toBe(1);
      expect(count(page, /<footer class="theme-layout-footer/g)).toBe(1);
      expect(count(page, /Fog in the channel tonight/g)).toBe(1);
      expect(count(page, /class="skipToContent/g)).toBe(1);
      // The theme's own frame (its main wrapper) is not drawn.
      expect(page).not.toContain('id="__main"');
    },
  );

  it("writes Docusaurus's pages (and the built-in search page)", () => {
    expect(htmlFiles(outDir).filter((f) => f !== 'search/index.html')).toEqual(DOCUSAURUS_PAGES);
  });

  it.each(DOCUSAURUS_PAGES)("%s has Docusaurus's wrapper and title", (path) => {
    const page = html(path);
    const expected = DOCUSAURUS_MARKERS[path]!;
    expect(page.match(/<div data-harbour-frame="main"[^>]*>/)?.[0]).toBe(expected.wrapper);
    expect(page.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe(expected.title);
  });

  it('draws the page inside the wrapper, the navbar before and the footer after it', () => {
    const doc = html(PAGES.doc!);
    const nav = doc.search(/<nav[^>]*class="[^"]*\bnavbar\b/);
    const wrapper = doc.indexOf('data-harbour-frame="main"');
    const title = doc.indexOf('>Boarding</h1>');
    const footer = doc.search(/<footer class="theme-layout-footer/);
    expect(nav).toBeGreaterThan(0);
    expect(nav).toBeLessThan(wrapper);
    expect(wrapper).toBeLessThan(title);
    expect(title).toBeLessThan(footer);
    // The docs sidebar is the page's, inside the wrapper.
    expect(doc.indexOf('theme-doc-sidebar-container')).toBeGreaterThan(wrapper);
  });

  it.each(Object.entries(DOCUSAURUS_HTML_CLASSES))(
    "%s has Docusaurus's <html> classes, in its order",
    (path, classes) => {
      expect(html(path).match(/<html[^>]*\sclass="([^"]*)"/)?.[1]).toBe(classes);
    },
  );

  it("gives a React page's Layout props to the site's Layout", () => {
    const quiet = html('quiet/index.html');
    expect(count(quiet, /data-harbour-frame="main"/g)).toBe(1);
    expect(quiet).toContain('harbour-main quiet-wrapper');
    expect(count(quiet, /<footer class="theme-layout-footer/g)).toBe(0);
    expect(html(PAGES['React page']!)).toContain('<title>Berths | Harbour Pilot</title>');
  });

  it('does not bundle the theme parts the site Layout leaves out, and warns of nothing', () => {
    expect(warnings).toEqual([]);
  });
});
