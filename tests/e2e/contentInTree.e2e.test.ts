// Content inside the contexts a site's components provide (issue 32; fixture content-in-tree): the
// docItemComponent's store reaches the button in the doc's MDX and the panel beside it, the
// swizzled DocItem/Layout's context reaches its docs' content, with no console error, on the first
// page and after client navigations between them; a Markdown page keeps its island.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('content-in-tree', 'e2e-content-in-tree');

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await site.browser.newPage();
  const problems = recordProblems(page);
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return { page, problems };
}

const text = (page: Page, selector: string) => page.locator(selector).textContent();

async function addApple(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Add apple' }).click();
  await page.waitForFunction(
    (n) => document.querySelector('#cart-count')?.textContent === `${n} in the cart`,
    count,
  );
}

describe("a docItemComponent's store and a swizzled layout's context", () => {
  it("changes the docItemComponent's store from the doc's content, seen by its panel", async () => {
    const { page, problems } = await open('/shop/apples');
    expect(await text(page, '#cart-panel')).toBe('Cart: empty');
    await addApple(page, 1);
    await addApple(page, 2);
    expect(await text(page, '#cart-panel')).toBe('Cart: apple, apple');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches the swizzled layout's tone from the doc's content", async () => {
    const { page, problems } = await open('/docs/tone');
    expect(await text(page, '#tone-value')).toBe('warm');
    await page.getByRole('button', { name: 'Switch tone' }).click();
    await page.waitForFunction(() => document.querySelector('#tone-value')?.textContent === 'cool');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps both working across client navigations to and from the pages', async () => {
    const { page, problems } = await open('/shop/apples');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('link', { name: "the shop's notes" }).click();
    await page.waitForURL('**/docs/tone');
    await page.getByRole('button', { name: 'Switch tone' }).click();
    await page.waitForFunction(() => document.querySelector('#tone-value')?.textContent === 'cool');
    await page.getByRole('link', { name: 'shopping' }).click();
    await page.waitForURL('**/shop/apples');
    await addApple(page, 1);
    expect(await text(page, '#cart-panel')).toBe('Cart: apple');
    // Client navigations: the window of the first page is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates the island of a page nothing of the site encloses', async () => {
    const { page, problems } = await open('/notes');
    expect(await page.locator('docs-island #clicker').count()).toBe(1);
    await page.locator('#clicker').click();
    await page.waitForFunction(
      () => document.querySelector('#clicker')?.textContent === 'Clicked 1 times',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
