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
  await context.close();
  return { placeholder, keys, named };
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

  it('shows its icon alone at 768 px, its text still its name', async () => {
    const at = await buttonAt(768);
    expect(at.placeholder).toBeLessThan(2);
    expect(at.keys).toBe(0);
    expect(at.named).toBe(1);
  });
});
