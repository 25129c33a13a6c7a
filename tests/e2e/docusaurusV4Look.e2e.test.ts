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

describe("a Docusaurus site's images in a doc", () => {
  it('keeps an HTML image at the size of its attributes, a Markdown image in its proportions', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(site.server.origin + '/charts');
    await waitForHydration(page);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('article img')].map((img) => {
        const box = img.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      }),
    );
    await page.close();
    // As Docusaurus 3.10 draws them: `height: auto` is on its Markdown images' class only
    // (MDXComponents/Img), and Infima gives every image `max-width: 100%` alone, so an HTML
    // image's height attribute holds (this theme's own look stretched it to the SVG's proportions).
    expect(sizes).toEqual([
      [400, 300],
      [100, 120],
    ]);
  });
});
