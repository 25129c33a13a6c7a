// A Docusaurus site whose custom CSS sets its colours in cascade layers and the classic Layout's
// `html, body { height: 100% }` (tests/fixtures/sites/layered-css), drawn as Docusaurus 3.8.1 draws
// its build of the same fixture (Chromium, 2026-11-30): the layered colours win over Infima's
// (css/layerPolyfill.ts), and the navbar keeps its 60 px (classicLook.css: the body a block).
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('layered-css', 'layered-css');

/** Docusaurus 3.8.1's values, the same at 1280 and 900 px. */
const DOCUSAURUS = {
  navbar: 60,
  link: 'rgb(15, 138, 95)',
  h2: 'rgb(138, 43, 226)',
  h3: 'rgb(51, 51, 51)',
  callout: ['rgb(194, 65, 12)', '700'],
};

describe('a Docusaurus site with layered custom CSS', () => {
  it('has Docusaurus’s colours and navbar height at 1280 and 900 px', async () => {
    for (const width of [1280, 900]) {
      const context = await site.browser.newContext({ viewport: { width, height: 700 } });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/');
      await waitForHydration(page);
      const drawn = await page.evaluate(() => {
        const style = (q: string) => getComputedStyle(document.querySelector(q)!);
        return {
          navbar: Math.round(document.querySelector('.navbar')!.getBoundingClientRect().height),
          link: style('article p a').color,
          h2: style('article h2').color,
          h3: style('article h3').color,
          callout: [style('.callout').color, style('.callout').fontWeight],
        };
      });
      await context.close();
      expect(drawn, `${width} px`).toEqual(DOCUSAURUS);
    }
  });
});
