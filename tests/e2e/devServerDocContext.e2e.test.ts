// The dev server on tests/fixtures/sites/dev-doc-context: a doc's front matter edited on disk
// (title, sidebar_label) shows without a reload in the open page's doc context, as read by a
// swizzled DocItem/Footer (`useDoc()`), in DocRoot's sidebar (`useDocsSidebar()` in a swizzled
// DocRoot/Layout/Main) and in the sidebar's link, and in the page's title; also after navigating
// away and back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, save, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('dev-doc-context', 'e2e-dev-doc-context');

describe('a doc edited in the dev server', { timeout: 240_000 }, () => {
  it("updates the doc context inside DocRoot and the sidebar's label, without a reload", async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(site.origin + '/docs/moorings', { timeout: 60_000 });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    expect(await page.locator('#item-doc').innerText()).toBe('Moorings / Mooring list');
    expect(await page.locator('#root-sidebar').innerText()).toBe('Mooring list, Buoys');

    const file = join(site.dir, 'docs/moorings.md');
    await save(
      site.dev.vite,
      file,
      readFileSync(file, 'utf8')
        .replace('title: Moorings', 'title: Berths')
        .replace('sidebar_label: Mooring list', 'sidebar_label: Berth list')
        .replace('Each berth has a ring.', 'Each berth has two rings.'),
    );
    const text = (selector: string) => page.locator(selector).innerText({ timeout: 1000 });
    const poll = { timeout: 60_000, interval: 200 };
    await expect.poll(() => text('main article'), poll).toContain('Each berth has two rings.');
    await expect.poll(() => text('#item-doc'), poll).toBe('Berths / Berth list');
    await expect.poll(() => text('#root-sidebar'), poll).toBe('Berth list, Buoys');
    await expect
      .poll(() => text('.theme-doc-sidebar-menu .menu__link--active'), poll)
      .toBe('Berth list');
    await expect.poll(() => page.title(), poll).toContain('Berths');
    // Away and back by the sidebar's links: the page, its context and title are the edited doc's.
    await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Buoys' }).click();
    await expect.poll(() => text('#item-doc'), poll).toBe('Buoys / -');
    await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Berth list' }).click();
    await expect.poll(() => text('#item-doc'), poll).toBe('Berths / Berth list');
    expect(await text('main article')).toContain('Each berth has two rings.');
    await expect.poll(() => page.title(), poll).toContain('Berths');
    // The same document all along: no reload.
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  });
});
