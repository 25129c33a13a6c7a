// A site whose src/theme/Layout draws the page frame (tests/fixtures/sites/frame-layout) in the
// browser: client navigation from a doc to the blog, a page and back, and a missing page, keep one
// navbar, one footer and the site's wrapper on each, the navbar's state right, and no console
// error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('frame-layout', 'e2e-frame-layout');

/** How many of each frame part the page has now. */
const frame = (page: Page) =>
  page.evaluate(() => ({
    wrapper: document.querySelectorAll('[data-harbour-frame="main"]').length,
    navbar: document.querySelectorAll('nav.navbar').length,
    footer: document.querySelectorAll('footer.theme-layout-footer').length,
    announcement: document.querySelectorAll('.announcement-bar').length,
    themeMain: document.querySelectorAll('#__main').length,
  }));
const ONCE = { wrapper: 1, navbar: 1, footer: 1, announcement: 1, themeMain: 0 };
/** The mark set on the first page: still there after client navigation, gone after a load. */
const mark = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: number }).mark ?? 0);

describe('a site Layout that draws the page frame, across client navigation', () => {
  it('keeps one frame from a doc to the blog, a page and a missing page, without errors', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/boarding', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    expect(await frame(page)).toEqual(ONCE);
    expect(await page.locator('.theme-doc-sidebar-container').count()).toBe(1);
    // The navbar's docSidebar item is current on a doc of its sidebar.
    expect(await page.locator('.navbar a.navbar__link--active', { hasText: 'Guide' }).count()).toBe(
      1,
    );

    await page.locator('.navbar a', { hasText: 'Log' }).first().click();
    await page.waitForURL(site.server.origin + '/blog');
    await page.waitForSelector('.blog-list-page');
    expect(await frame(page)).toEqual(ONCE);
    expect(await page.locator('.navbar a.navbar__link--active', { hasText: 'Guide' }).count()).toBe(
      0,
    );

    const marks: Record<string, number> = { blog: await mark(page) };
    await page.locator('.navbar a', { hasText: 'Tides' }).first().click();
    await page.waitForURL(site.server.origin + '/tides');
    await page.locator('h1', { hasText: 'Tides' }).waitFor();
    expect(await frame(page)).toEqual(ONCE);

    marks.page = await mark(page);
    // The mobile menu opens from the site Layout's navbar and shows the docs sidebar on a doc.
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goBack();
    await page.goBack();
    await page.waitForURL(site.server.origin + '/docs/boarding');
    await page.locator('h1', { hasText: 'Boarding' }).waitFor();
    marks.back = await mark(page);
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar--show').waitFor();
    await page.locator('.navbar-sidebar a', { hasText: 'Rigging' }).click();
    await page.waitForURL(site.server.origin + '/docs/category/rigging');
    await page.locator('h1', { hasText: 'Rigging' }).waitFor();
    // The menu closes on navigation.
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(0);
    expect(await frame(page)).toEqual(ONCE);

    marks.menu = await mark(page);
    // A missing page (the browser loads a path outside the route table): the 404 in the site's
    // Layout.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-berth';
      a.textContent = 'uncharted';
      document.querySelector('article')!.append(a);
    });
    await page.locator('a', { hasText: 'uncharted' }).click();
    await page.locator('h1', { hasText: 'Page Not Found' }).waitFor();
    expect(await frame(page)).toEqual(ONCE);

    // Every step before it was client navigation.
    expect(marks).toEqual({ blog: 1, page: 1, back: 1, menu: 1 });
    // The missing page is a document load that answers 404 (the browser logs that response, and
    // a site without a favicon its favicon's): nothing else.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});
