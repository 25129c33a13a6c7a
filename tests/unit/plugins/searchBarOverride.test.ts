// tests/fixtures/sites/search-bar-override: a Docusaurus site's own `@theme/SearchBar` with a CSS
// module (as docusaurus-search-local's), and a stylesheet that hides the module's key hint on a
// narrow screen by the class's prefix (as Jellyfin's does). Docusaurus 3.8.1 built the fixture
// once: the values below are what it wrote. In Chromium at 1280 px both builds put the last navbar
// link at x = 960 and the search box at 1064; at 900 px both hide the hint (checked by hand).
// Before: the search bar sat in no container (the links 12 px right of Docusaurus's, Jellyfin's
// navbar) and the module's classes were Vite's `_keyHint_<hash>_<line>` (the hint stayed).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

/** What Docusaurus 3.8.1 wrote for the fixture's home page. */
const DOCUSAURUS = {
  /** The right items' last child, around the site's search bar (`Navbar/Search`'s container). */
  container: /^navbarSearchContainer_[\w-]+$/,
  /** The CSS module's classes: `[local]_` and four characters. */
  keyHint: /^keyHint_[\w-]{4}$/,
  box: /^navbar__search box_[\w-]{4}$/,
};

const { outDir } = builtFixture('search-bar-override', { timeout: 180_000 });
let html = '';
let css = '';

beforeAll(() => {
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  css = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');
});

const classOf = (id: string) => new RegExp(`class="([^"]*)" id="${id}"`).exec(html)?.[1];

describe("a Docusaurus site's own SearchBar in the navbar", () => {
  it("sits in Docusaurus's Navbar/Search container, the right items' last child", () => {
    const right = html.slice(html.indexOf('navbar__items--right'), html.indexOf('</nav>'));
    const container = /<div class="([^"]*)"><div class="[^"]*" id="loom-search">/.exec(right);
    expect(container?.[1]).toMatch(DOCUSAURUS.container);
    // Its padding, as Docusaurus's stylesheet gives it: 12 px before the box on a wide screen.
    const name = container![1]!;
    expect(css).toMatch(
      new RegExp(
        `@media \\(min-width: ?997px\\)\\{\\.${name}\\{padding:0 var\\(--ifm-navbar-item-padding-horizontal\\)\\}`,
      ),
    );
  });

  it("names the CSS module's classes as Docusaurus does, so the site's prefix rule reaches them", () => {
    const hint = classOf('loom-key-hint');
    expect(hint).toMatch(DOCUSAURUS.keyHint);
    expect(classOf('loom-search')).toMatch(DOCUSAURUS.box);
    // The stylesheet's rule and the module's rule, under the name the page uses.
    expect(css).toContain('.navbar [class^=keyHint_]{display:none}');
    expect(css).toContain(`.${hint}{`);
  });
});
