// Builds tests/fixtures/sites/sidebar-not-collapsible: a Docusaurus site with
// `sidebarCollapsible: false`. Its sidebar's markup is Docusaurus 3.8.1's for the same site (its
// build of this fixture, 2026-12-02): a category without a page is a plain `menu__link` anchor
// (no href, caret or button role), one with a page a plain link, each with its items' list right
// in its <li>, and the links inside a category in the tab order (`tabindex="0"`).
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const site = builtFixture('sidebar-not-collapsible', { timeout: 300_000 });

/** The docs sidebar's <nav> of a page, with React's text separators left out. */
const sidebarOf = (file: string) => {
  const html = site.read(file).replace(/<!-- -->/g, '');
  const start = html.indexOf('<nav aria-label="Docs sidebar"');
  return html.slice(start, html.indexOf('</nav>', start) + '</nav>'.length);
};

/** Each <li>'s classes and its first element's tag, classes and attributes, in document order. */
const items = (nav: string) =>
  [...nav.matchAll(/<li class="([^"]*)"><(div class="[^"]*"><)?(a[^>]*)>/g)].map(
    (m) => `${m[1]} > ${m[3]!.replace(/ aria-current="page"| tabindex="0"/g, '').trim()}`,
  );

describe('a sidebar that cannot collapse', () => {
  it('draws a category without a page as a plain label, and one with a page as a link', () => {
    const nav = sidebarOf('tides/springs/index.html');
    expect(items(nav)).toEqual([
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item > a href="/" class="menu__link"',
      'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item > a class="menu__link menu__link--active"',
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item > a href="/tides/springs" class="menu__link menu__link--active"',
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item > a href="/tides/neaps" class="menu__link"',
      'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item > a href="/boats/" class="menu__link"',
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item > a href="/boats/dinghies" class="menu__link"',
    ]);
    // Open, without a caret or a toggle.
    expect(nav).not.toMatch(/menu__caret|menu__link--sublist|menu__list-item--collapsed|role=/);
    expect(nav).toContain(
      '<div class="menu__list-item-collapsible"><a class="menu__link menu__link--active">Tides</a></div><ul class="menu__list"><li',
    );
  });

  it('keeps the links inside a category in the tab order, as Docusaurus marks them', () => {
    const nav = sidebarOf('boats/index.html');
    expect(nav).toMatch(/<a href="\/" class="menu__link">/);
    expect(
      nav.match(/<a [^>]*tabindex="0"[^>]*>/g)?.map((a) => /href="([^"]*)"/.exec(a)![1]),
    ).toEqual(['/tides/springs', '/tides/neaps', '/boats/dinghies']);
    // The category's own page is marked current on its row and link.
    expect(nav).toContain(
      '<div class="menu__list-item-collapsible menu__list-item-collapsible--active"><a href="/boats/" class="menu__link menu__link--active" aria-current="page"',
    );
  });
});
