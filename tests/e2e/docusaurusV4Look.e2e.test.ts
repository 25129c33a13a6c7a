// The look of a Docusaurus site with the v4 future flags (Infima in a cascade layer, as in the 3.10
// template), where a rule of this theme's own stylesheet, outside the layers, would win over
// Infima's dark-mode values; against Docusaurus 3.10.2.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-v4-look', 'docusaurus-v4-look');

describe("a v4 Docusaurus site's docs sidebar and table of contents", () => {
  it("are bordered in Infima's TOC border colour, emphasis-200 in dark mode", async () => {
    const measured: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/moorings');
      await waitForHydration(page);
      // The colour mode as the theme sets it (a v4 site keeps the reader's choice under a key of
      // its own: siteStorage.ts).
      await page.evaluate(
        (mode) => document.documentElement.setAttribute('data-theme', mode),
        theme,
      );
      measured[theme] = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.theme-doc-sidebar-container')!).borderRightColor,
        getComputedStyle(document.querySelector('.table-of-contents')!).borderLeftColor,
      ]);
      await context.close();
    }
    // Docusaurus 3.10.2's classic template (`future.v4`) in Chromium at 1280 px (2026-12-03):
    // Infima's `--ifm-toc-border-color`, emphasis-300 in light mode, emphasis-200 in dark mode.
    expect(measured).toEqual({
      light: ['rgb(218, 221, 225)', 'rgb(218, 221, 225)'],
      dark: ['rgb(68, 73, 80)', 'rgb(68, 73, 80)'],
    });
  });
});
