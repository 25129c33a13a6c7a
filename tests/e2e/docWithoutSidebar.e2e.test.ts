// A Docusaurus site's doc pages without a sidebar (tests/fixtures/sites/doc-without-sidebar): one in
// no sidebar, one with `displayed_sidebar: null`. Docusaurus centres the page's container in a main
// column 30 px short of the window's width on a wide screen; these are the boxes Docusaurus 3.8.1's
// build of the fixture drew (Chromium, 2026-12-01, 800 px high), and its page with a sidebar.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('doc-without-sidebar', 'doc-without-sidebar');

/** Docusaurus 3.8.1's boxes, 'x y width height': main, its container, the article, the TOC. */
const DOCUSAURUS: Record<string, Record<number, (string | null)[]>> = {
  '/glossary': {
    1280: ['0 60 1250 740', '55 60 1140 740', '71 76 823 364', '926 76 253 82'],
    997: ['0 60 967 740', '0 60 967 740', '16 76 693 364', '741 76 210 82'],
    900: ['0 60 900 740', '0 60 900 740', '16 76 868 413', '0 0 0 0'],
  },
  '/notes': {
    1280: ['0 60 1250 740', '55 60 1140 740', '71 76 823 111', null],
    997: ['0 60 967 740', '0 60 967 740', '16 76 693 111', null],
    900: ['0 60 900 740', '0 60 900 740', '16 76 868 111', null],
  },
  // The page with a sidebar, for comparison.
  '/': {
    1280: ['300 60 980 740', '300 60 980 740', '316 76 703 282', '1051 76 213 53'],
    997: ['300 60 697 740', '300 60 697 740', '316 76 491 395', '839 76 142 53'],
    900: ['0 60 900 740', '0 60 900 740', '16 76 868 334', '0 0 0 0'],
  },
};

describe('a doc page without a sidebar on a Docusaurus site', () => {
  for (const [path, widths] of Object.entries(DOCUSAURUS))
    it(`draws ${path} in Docusaurus's boxes at 1280, 997 and 900 px`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(site.server.origin + path);
      await waitForHydration(page);
      for (const [width, expected] of Object.entries(widths)) {
        await page.setViewportSize({ width: Number(width), height: 800 });
        const boxes = await page.evaluate(() =>
          ['main', 'main > .container', 'article', 'ul.table-of-contents'].map((q) => {
            const el = document.querySelector(q);
            if (!el) return null;
            const b = el.getBoundingClientRect();
            return [b.x, b.y, b.width, b.height].map(Math.round).join(' ');
          }),
        );
        expect({ width, boxes }).toEqual({ width, boxes: expected });
      }
      await page.close();
    });

  it('keeps Docusaurus’s empty paginator, and scrolls to a heading as Docusaurus does', async () => {
    // Docusaurus 3.8.1 at 1280 × 300: main [0, 60, 1250, 460] (its empty pagination nav's 3rem
    // margin in it); a click on the TOC's last link scrolls to 220, the heading 134 px down.
    const { page, problems } = await openPage(site.browser, '/glossary', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 300 },
    });
    await waitForHydration(page);
    const nav = page.locator('main nav.docusaurus-mt-lg.pagination-nav');
    expect(await nav.getAttribute('aria-label')).toBe('Docs pages');
    expect(await nav.evaluate((el) => el.childElementCount)).toBe(0);
    const main = await page.locator('main').boundingBox();
    expect([main!.x, main!.y, main!.width, main!.height].map(Math.round)).toEqual([
      0, 60, 1250, 460,
    ]);
    await page.locator('.table-of-contents a', { hasText: 'Neap tide' }).click();
    await page.waitForFunction(() => location.hash === '#neap-tide');
    await expect
      .poll(() =>
        page.evaluate(() => [
          Math.round(scrollY),
          Math.round(document.getElementById('neap-tide')!.getBoundingClientRect().top),
        ]),
      )
      .toEqual([220, 134]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
