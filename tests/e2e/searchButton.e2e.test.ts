// The search entry on the knowledgebase (built-in index, strict Content-Security-Policy): no policy
// violation with the modal open, a button named by its visible text, and an answer when the
// modal's code cannot load because the network went away after the page loaded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, cspViolations, kbUrl, recordCspViolations, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

const DOC = '/iot/rockblock/user-manual/at-commands';
const button = (page: Page) => page.locator('.navbar__search .DocSearch-Button');

/** A page of the knowledgebase that records Content-Security-Policy violations. */
async function openRecording(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto(kbUrl(DOC));
  await waitForHydration(page);
  return { context, page };
}

const violations = (page: Page) => cspViolations(page);

describe('search button and modal on the knowledgebase', () => {
  it('opens the modal and shows results with no Content-Security-Policy violation', async () => {
    const { context, page } = await openRecording();
    await button(page).click();
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Input').fill('signal');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // With the built-in index there is no "Search by Algolia" logo, and no <style> for it.
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(await page.locator('.DocSearch-Modal style').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('names the search button with its visible text, and says the shortcut apart', async () => {
    const { context, page } = await openRecording();
    const visible = (
      await page.locator('.navbar__search .DocSearch-Button-Placeholder').innerText()
    ).trim();
    expect(visible).toBe('Search docs');
    const named = page.getByRole('button', { name: visible, exact: true });
    expect(await named.count()).toBe(1);
    expect(await named.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    expect(await named.getAttribute('aria-label')).toBeNull();
    // At 900 px only the icon shows; the text stays the name.
    await page.setViewportSize({ width: 900, height: 800 });
    const placeholder = page.locator('.navbar__search .DocSearch-Button-Placeholder');
    expect(await placeholder.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(2);
    expect(await page.getByRole('button', { name: visible, exact: true }).count()).toBe(1);
    await context.close();
  });

  it('tells the visitor that search is unreachable when the network went away after load', async () => {
    const { context, page } = await openRecording();
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Unable to fetch results');
    expect(await dialog.textContent()).toContain(
      'You might want to check your network connection.',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await button(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Back online, the modal itself opens.
    await context.setOffline(false);
    await button(page).click();
    await page.locator('.DocSearch-Modal').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
