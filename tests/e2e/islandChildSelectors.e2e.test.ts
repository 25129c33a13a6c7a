// A Docusaurus site whose CSS addresses the article's children with child selectors, the children
// drawn by its own components (tests/fixtures/sites/island-child-selectors): a list and paragraphs
// of its MDXComponents, a jar of an imported component with state. Each is an island here, in a
// `docs-island` marker; the rules reach them as Docusaurus 3.10.2's build of the fixture draws
// them (Chromium, 2026-12-01), and the jar still hydrates.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('island-child-selectors', 'island-child-selectors');

/** Docusaurus 3.10.2's computed values. */
const DOCUSAURUS = {
  list: ['6px', 'solid', 'rgb(200, 120, 20)', '32px'],
  paragraph: 'rgb(30, 110, 160)',
  jar: ['3px', 'dashed', 'rgb(120, 60, 150)', '8px', '700'],
};

describe("a Docusaurus site's child selectors over its components in a doc", () => {
  it('reach the elements as in Docusaurus, and the island hydrates', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.server.origin + '/docs/shelves');
    await waitForHydration(page);
    const drawn = await page.evaluate(() => {
      const style = (q: string) => getComputedStyle(document.querySelector(q)!);
      const [ul, p, jar] = ['article ul', 'article p', '.jar'].map(style) as CSSStyleDeclaration[];
      return {
        list: [ul!.borderLeftWidth, ul!.borderLeftStyle, ul!.borderLeftColor, ul!.paddingLeft],
        paragraph: p!.color,
        jar: [
          jar!.borderLeftWidth,
          jar!.borderLeftStyle,
          jar!.borderLeftColor,
          jar!.paddingLeft,
          jar!.fontWeight,
        ],
      };
    });
    expect(drawn).toEqual(DOCUSAURUS);
    // The islands are there (the rules are not met without their markers), and the jar hydrated.
    expect(await page.locator('article docs-island').count()).toBeGreaterThan(0);
    await page.locator('.jar button').click();
    await expect.poll(() => page.locator('.jar button').textContent()).toBe('Close');
    await page.close();
  });
});
