// A Docusaurus site with navbar.hideOnScroll (tests/fixtures/sites/hideable-navbar-logo): on a
// wide screen the docs sidebar holds the navbar's logo and title at its top, out of the tab order,
// under the navbar while it shows and in its place once it hides, as Docusaurus 3.10.2's build of
// the fixture draws it (Chromium, 2026-12-01, 1280 × 800).
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('hideable-navbar-logo', 'hideable-navbar-logo');

/** Docusaurus 3.10.2's boxes, [x, y, width, height], before and after scrolling 400 px. */
const DOCUSAURUS = {
  top: {
    logo: [16, 0, 268, 60],
    img: [16, 14, 32, 32],
    menu: [8, 68, 282, 32],
    column: [0, 0, 300, 3014],
  },
  scrolled: {
    logo: [16, 0, 268, 60],
    img: [16, 14, 32, 32],
    menu: [8, 68, 282, 32],
    column: [0, -400, 300, 3014],
  },
};

describe('the docs sidebar of a site whose navbar hides on scroll', () => {
  it('has the navbar’s logo at its top, placed as in Docusaurus', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const logo = page.locator('.theme-doc-sidebar-container a[tabindex="-1"]');
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.locator('b').textContent()).toBe('Orchard');
    expect(await logo.locator('img').first().getAttribute('alt')).toBe('Orchard logo');
    const boxes = () =>
      page.evaluate(() => {
        const box = (q: string) => {
          const b = document.querySelector(q)!.getBoundingClientRect();
          return [b.x, b.y, b.width, b.height].map(Math.round);
        };
        const c = '.theme-doc-sidebar-container';
        return {
          logo: box(`${c} a[tabindex="-1"]`),
          img: box(`${c} a[tabindex="-1"] img`),
          menu: box(`${c} .menu__link`),
          column: box(c),
        };
      });
    expect(await boxes()).toEqual(DOCUSAURUS.top);
    // Two steps down, as Docusaurus hides its navbar only on a scroll down after another.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => scrollY >= 200);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(
      () => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 1,
    );
    expect(await boxes()).toEqual(DOCUSAURUS.scrolled);
    await page.close();
  });
});
