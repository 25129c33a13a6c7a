// Big sidebars come in chunks (plugins/routes/splitSidebars.ts): the knowledgebase's sidebar is
// split, so a page loads only its part of it and the rest loads when a category is opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connect, openPage, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

describe('sidebar chunks on the knowledgebase', () => {
  it('renders the chunks above the page on the server and loads a collapsed category when opened', async () => {
    const { page, problems } = await openPage(browser, '/tracking/', { site: 'kb' });
    const sidebarChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/tutorialSidebar--\d+-/.test(r.url())) sidebarChunks.push(r.url());
    });
    await waitForHydration(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    // A collapsed, split-off category: its items arrive when it is opened.
    await sidebar.getByRole('button', { name: "Expand sidebar category 'IoT / M2M'" }).click();
    const nested = sidebar.getByRole('button', { name: 'RockBLOCK 9603' });
    await nested.waitFor();
    await nested.click();
    const child = sidebar
      .locator('a.menu__link:not([role="button"])[href^="/iot/rockblock/"]')
      .first();
    await child.waitFor();
    expect(sidebarChunks.length).toBeGreaterThanOrEqual(2);

    // Following a link inside it is a client navigation; the new page marks itself in the sidebar.
    const href = await child.getAttribute('href');
    await child.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.waitForFunction(
      (h) =>
        document
          .querySelector(`nav[aria-label="Docs sidebar"] a[aria-current="page"]`)
          ?.getAttribute('href') === h,
      href,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pre-renders a deep page with every category above it open, without JavaScript', async () => {
    const { page } = await openPage(browser, '/iot/rockblock/overview', {
      site: 'kb',
      javaScriptEnabled: false,
    });
    const current = page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(
      await page
        .locator('nav[aria-label="Breadcrumbs"] a, nav[aria-label="Breadcrumbs"] span')
        .count(),
    ).toBeGreaterThan(1);
    await page.context().close();
  });
});
