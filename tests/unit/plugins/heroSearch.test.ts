// tests/fixtures/sites/hero-search: a Docusaurus site whose home page draws `@theme/SearchBar` in
// its hero and hides the navbar's search box there (`.navbar__search`, `[class*=
// navbarSearchContainer]`), as crowdsec-docs does. In Docusaurus 3.10.2 (with @docsearch/react
// 4.7.1) the SearchBar is DocSearch's button alone; the box around it in the navbar is
// `@theme/Navbar/Search`'s. Ours drew its own `navbar__search` box around the button, so the
// site's rule hid the hero's search too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const { outDir } = builtFixture('hero-search', { timeout: 180_000 });
let home = '';

beforeAll(() => {
  home = readFileSync(join(outDir, 'index.html'), 'utf8');
});

/** The start tag of DocSearch's button, as Docusaurus 3.10.2's build wrote it (pre-render). */
const BUTTON = /^<button type="button" class="DocSearch DocSearch-Button"([^>]*)>/;

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe("a Docusaurus site's SearchBar drawn in a page", () => {
  it('is the button alone, named as DocSearch 4 names it', () => {
    const hero = home.split('<div class="hero-search">')[1] ?? '';
    const button = BUTTON.exec(hero);
    expect(button, 'the hero holds the button itself').not.toBeNull();
    // Docusaurus 3.10.2's: aria-label="Search (Meta+k)" aria-keyshortcuts="Meta+k" until the page
    // runs (the platform is not known on the server).
    expect(attributes(button![1]!)).toEqual({
      'aria-label': 'Search (Meta+k)',
      'aria-keyshortcuts': 'Meta+k',
    });
    expect(hero.slice(0, hero.indexOf('</button>'))).not.toContain('navbar__search');
  });

  it("has the navbar's box from Navbar/Search, around the same button", () => {
    const navbar = home.slice(home.indexOf('<nav'), home.indexOf('</nav>'));
    const box = /<div class="(navbar__search[^"]*)">(<button[^>]*>)/.exec(navbar);
    expect(box?.[1]).toBe('navbar__search navbar__search--docsearch4');
    expect(box?.[2]).toMatch(BUTTON);
    expect(navbar.match(/DocSearch-Button"/g)).toHaveLength(1);
  });
});
