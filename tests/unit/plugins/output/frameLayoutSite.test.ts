// Builds tests/fixtures/sites/frame-layout: a site whose src/theme/Layout draws the page frame (an
// ejected Docusaurus Layout: skip link, announcement bar, navbar, a marked wrapper, footer). Every
// route kind renders through it, as Docusaurus's classic theme renders it (DocsRoot, BlogLayout,
// BlogArchivePage, MDXPage, NotFound; a React page calls it): each page has the site's wrapper
// once, one navbar, one announcement bar, one skip link and one footer, and none of the theme's
// own frame.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
};

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
