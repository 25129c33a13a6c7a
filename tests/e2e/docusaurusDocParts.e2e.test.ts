// The docs sidebar's column and the back-to-top button on a Docusaurus site, against Docusaurus
// 3.8.1's build of the same fixture (tests/fixtures/sites/docusaurus-doc-parts) in Chromium at
// 1280 × 800, measured the same way (2026-12-02):
//   - At the page's top, the announcement bar (30 px) shown: the sidebar's menu starts under the
//     navbar (top 90) and ends at the window's foot (bottom 800, 710 px high, its
//     `menuWithAnnouncementBar` margin 30 px), its 1,020 px of items scrolling inside it; once the
//     page is scrolled, the menu is 740 px high from the navbar's foot (top 60), without the class.
//   - The back-to-top button, shown once the reader scrolls up: an empty 48 px button, its arrow
//     its ::after (48 px square, the menu's caret icon as a mask, the page's strongest grey),
//     rgb(235, 237, 240) in light mode and rgb(68, 73, 80) in dark mode.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordProblems, scrollToAndWait, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-doc-parts', 'docusaurus-doc-parts');

const menu = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Docs sidebar"]')!;
    const r = nav.getBoundingClientRect();
    return {
      withBar: nav.className.includes('menuWithAnnouncementBar'),
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      height: nav.clientHeight,
      items: nav.scrollHeight,
      marginBottom: getComputedStyle(nav).marginBottom,
    };
  });

const button = (page: Page) =>
  page.evaluate(() => {
    const b = document.querySelector('button[aria-label="Scroll back to top"]')!;
    const r = b.getBoundingClientRect();
    const after = getComputedStyle(b, '::after');
    return {
      html: b.outerHTML,
      box: [Math.round(r.right), Math.round(r.bottom), r.width, r.height],
      background: getComputedStyle(b).backgroundColor,
      arrow: [
        after.content,
        after.width,
        after.height,
        after.backgroundColor,
        /^url\("data:image\/svg\+xml/.test(after.maskImage),
      ],
    };
  });

describe("a Docusaurus site's doc page parts", () => {
  it("keep the sidebar's menu in the window under the announcement bar, as Docusaurus's", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(site.server.origin + '/lines');
    await waitForHydration(page);
    expect(await menu(page)).toEqual({
      withBar: true,
      top: 90,
      bottom: 800,
      height: 710,
      items: 1020,
      marginBottom: '30px',
    });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(
      () =>
        !document.querySelector('nav[aria-label="Docs sidebar"]')!.className.includes('WithAnn'),
    );
    expect(await menu(page)).toEqual({
      withBar: false,
      top: 60,
      bottom: 800,
      height: 740,
      items: 1020,
      marginBottom: '0px',
    });
    await context.close();
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
  });

  it('draw the back-to-top button empty, its arrow by the stylesheet, light and dark', async () => {
    for (const [scheme, background, arrow] of [
      ['light', 'rgb(235, 237, 240)', 'rgb(0, 0, 0)'],
      ['dark', 'rgb(68, 73, 80)', 'rgb(255, 255, 255)'],
    ] as const) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      const page = await context.newPage();
      await page.goto(site.server.origin + '/lines');
      await waitForHydration(page);
      // Each scroll waits for its own scroll event, so the second is read as one going up.
      await scrollToAndWait(page, 2000);
      await scrollToAndWait(page, 1600);
      await page.waitForFunction(() => {
        const b = document.querySelector('button[aria-label="Scroll back to top"]')!;
        return b.className.includes('backToTopButtonShow') && getComputedStyle(b).opacity === '1';
      });
      expect(await button(page)).toEqual({
        html: '<button aria-label="Scroll back to top" class="clean-btn theme-back-to-top-button backToTopButton_dv backToTopButtonShow_dv" type="button"></button>',
        box: [1259, 779, 48, 48],
        background,
        arrow: ['" "', '48px', '48px', arrow, true],
      });
      await context.close();
    }
  });
});
