// A Docusaurus site's `@theme/SearchBar` drawn in its home page's hero, the navbar's search box
// hidden there by the site's CSS (tests/fixtures/sites/hero-search, as crowdsec-docs does). In
// Docusaurus 3.10.2 the hero keeps its button (the SearchBar is the button alone: the navbar's box
// is Navbar/Search's), which opens DocSearch's modal; ours drew its own `navbar__search` box
// around the button, which the site's rule hid.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('hero-search', 'e2e-hero-search');

describe("a Docusaurus site's SearchBar in a home page's hero", () => {
  it('shows its button, which opens the search modal, the navbar’s box hidden', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const hero = page.locator('.hero-search .DocSearch-Button');
    expect(await hero.isVisible()).toBe(true);
    // The site's rule makes it 32rem wide, its padding and border outside (DocSearch 4's `all:
    // unset`): 530 px, as Docusaurus 3.10.2's build draws it in Chromium.
    const width = () => hero.evaluate((b) => Math.round(b.getBoundingClientRect().width));
    expect(await width()).toBe(530);
    expect(await page.locator('.navbar .DocSearch-Button').isVisible()).toBe(false);
    // DocSearch 4.7's name once the page runs, off Apple platforms (Docusaurus's, in Chromium).
    expect(await hero.getAttribute('aria-label')).toBe('Search (Control+k)');
    expect(await hero.getAttribute('aria-keyshortcuts')).toBe('Control+k');
    // Hovered, it keeps the site's width and DocSearch 4's look (not DocSearch 3's hover).
    await hero.hover();
    expect(await width()).toBe(530);
    expect(await hero.evaluate((b) => getComputedStyle(b).borderRadius)).toBe('8px');
    await hero.click();
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await context.close();
  });
});
