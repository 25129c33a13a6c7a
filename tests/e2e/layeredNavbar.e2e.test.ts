// A Docusaurus site on the v4 settings (`future.v4`: the theme's CSS in cascade layers) with
// DocSearch as the last item of the navbar's right side (tests/fixtures/sites/layered-navbar).
// In the layers Infima's `.navbar__items--right > :last-child { padding-right: 0 }` sits below the
// theme's layer, where the search box's own padding won over it: the box stood 12 px left of
// Docusaurus's. Docusaurus's Navbar/Content has the rule again in the theme's layer; the boxes
// below are what Chromium drew of Docusaurus 3.8.1's build of the fixture. A `doc` item's own
// `className` was dropped (the Lido docs style theirs by it).
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('layered-navbar', 'e2e-layered-navbar');

/** Docusaurus 3.8.1: the search button's left and right edges, and its container's right padding. */
const DOCUSAURUS = {
  1280: { button: [1109, 1264], lastPadding: '0px' },
  900: { button: [729, 884], lastPadding: '0px' },
};

describe('the navbar of a Docusaurus site in cascade layers', () => {
  it('puts the search box at the right edge as Docusaurus does, at 1280 and 900 px', async () => {
    for (const width of [1280, 900] as const) {
      const context = await site.browser.newContext({ viewport: { width, height: 700 } });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/docs/springs');
      await waitForHydration(page);
      const drawn = await page.evaluate(() => {
        const box = document.querySelector('.DocSearch-Button')!.getBoundingClientRect();
        const last = document.querySelector('.navbar__items--right')!.lastElementChild!;
        return {
          button: [Math.round(box.left), Math.round(box.right)],
          lastPadding: getComputedStyle(last).paddingRight,
        };
      });
      await context.close();
      expect(drawn, `${width} px`).toEqual(DOCUSAURUS[width]);
    }
  });

  it("gives a doc item its own class, before the current page's, as Docusaurus 3.8.1 writes it", async () => {
    const classOf = async (path: string) => {
      const html = await (await fetch(site.server.origin + path)).text();
      return /<a [^>]*class="([^"]*)"[^>]*>Spring tides</.exec(html)?.[1];
    };
    expect(await classOf('/')).toBe('navbar__item navbar__link navbar__item--tides');
    expect(await classOf('/docs/springs')).toBe(
      'navbar__item navbar__link navbar__item--tides navbar__link--active',
    );
  });
});
