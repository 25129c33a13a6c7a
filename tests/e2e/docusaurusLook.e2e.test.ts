// The DocSearch button of a Docusaurus site, as Docusaurus 3.8 draws it: its text and shortcut keys
// shown down to 769 px (@docsearch/css hides them at 768 px and below), so at 900 px, where the
// navbar is already the mobile one, the button still says "Search". The knowledgebase keeps its own
// look (the icon alone below 997 px: searchButton.e2e.test.ts).
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-search-button', 'docusaurus-search-button');

async function buttonAt(width: number) {
  const context = await site.browser.newContext({ viewport: { width, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.origin + '/');
  await waitForHydration(page);
  const box = (selector: string) =>
    page
      .locator(`.navbar__search ${selector}`)
      .evaluate((el) => Math.round(el.getBoundingClientRect().width));
  const placeholder = await box('.DocSearch-Button-Placeholder');
  const keys = await box('.DocSearch-Button-Keys');
  const named = await page.getByRole('button', { name: 'Search', exact: true }).count();
  const look = await page.locator('.navbar__search .DocSearch-Button').evaluate((button) => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : undefined);
    const b = style(button)!;
    const text = style(button.querySelector('.DocSearch-Button-Placeholder'));
    const key = style(button.querySelector('.DocSearch-Button-Key + .DocSearch-Button-Key'));
    return {
      button: [b.backgroundColor, b.borderStyle, b.borderRadius, b.padding, b.height, b.margin],
      text: text && [text.fontSize, text.fontWeight, text.padding],
      key: key && [key.width, key.height, key.backgroundImage !== 'none', key.boxShadow !== 'none'],
    };
  });
  await context.close();
  return { placeholder, keys, named, look };
}

describe("a Docusaurus site's search button", () => {
  it('shows its text and keys at 1280 and at 900 px', async () => {
    for (const width of [1280, 900]) {
      const at = await buttonAt(width);
      expect(at.placeholder, `${width} px`).toBeGreaterThan(30);
      expect(at.keys, `${width} px`).toBeGreaterThan(20);
      expect(at.named).toBe(1);
    }
  });

  it('is drawn with DocSearch’s button styles and the Algolia theme’s margin', async () => {
    // Docusaurus 3.8.1's build of this fixture, in Chromium at 1280 px (2026-11-29).
    expect((await buttonAt(1280)).look).toEqual({
      button: ['rgb(235, 237, 240)', 'none', '40px', '0px 8px', '36px', '0px'],
      text: ['16px', '500', '0px 12px 0px 6px'],
      key: ['20px', '18px', true, true],
    });
  });

  it('shows its icon alone at 768 px, its text still its name', async () => {
    const at = await buttonAt(768);
    expect(at.placeholder).toBeLessThan(2);
    expect(at.keys).toBe(0);
    expect(at.named).toBe(1);
  });
});
