// Site-wide options of a Docusaurus config in a browser, on tests/fixtures/sites/site-options:
// client modules (a stylesheet that applies, a script whose route lifecycles are called around a
// client-side navigation as Docusaurus calls them), two static folders served from the output
// root, no footer without themeConfig.footer, and the version dropdown of a category page.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../scripts/start.js';
import { devCacheDir, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('site-options', 'e2e-site-options');

async function open(path: string): Promise<Page> {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return page;
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __routeCalls?: string[] }).__routeCalls ?? []);

describe('client modules', () => {
  it('are loaded before the app renders: the stylesheet applies, the script told of the first page', async () => {
    const page = await open('/docs/next/intro');
    expect(
      await page.evaluate(
        () => (window as unknown as Record<string, unknown>).__clientModuleLoaded,
      ),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--harbour-client-module')
          .trim(),
      ),
    ).toBe('loaded');
    expect(await calls(page)).toEqual([
      'onRouteUpdate null -> /docs/next/intro',
      'onRouteDidUpdate null -> /docs/next/intro',
    ]);
    await page.context().close();
  });

  it('hear of a client-side navigation: onRouteUpdate, its cleanup once loaded, onRouteDidUpdate', async () => {
    const page = await open('/docs/next/intro');
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__samePage = true));
    await page.locator('.theme-doc-markdown').getByRole('link', { name: 'moorings' }).click();
    await page.waitForURL(site.server.origin + '/docs/next/guide/moorings');
    await expect.poll(() => calls(page).then((c) => c.length)).toBe(5);
    expect((await calls(page)).slice(2)).toEqual([
      'onRouteUpdate /docs/next/intro -> /docs/next/guide/moorings',
      'cleanup /docs/next/intro -> /docs/next/guide/moorings',
      'onRouteDidUpdate /docs/next/intro -> /docs/next/guide/moorings',
    ]);
    // When onRouteDidUpdate ran, the new page was on screen.
    expect(await page.locator('h1').first().textContent()).toBe('Moorings');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage),
    ).toBe(true);
    await page.goBack();
    await expect.poll(() => calls(page).then((c) => c.length)).toBe(8);
    expect((await calls(page)).slice(5)).toEqual([
      'onRouteUpdate /docs/next/guide/moorings -> /docs/next/intro',
      'cleanup /docs/next/guide/moorings -> /docs/next/intro',
      'onRouteDidUpdate /docs/next/guide/moorings -> /docs/next/intro',
    ]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});

describe('static folders, footer, versions', () => {
  it('serves every static folder from the root, the first holding a file winning', async () => {
    const page = await open('/docs/next/intro');
    const text = (p: string) => page.request.get(site.server.origin + p).then((r) => r.text());
    expect(await text('/notice.txt')).toBe('from public\n');
    expect(await text('/tide-times.txt')).toBe('only in static\n');
    // The doc's images, one from each folder, are displayed.
    const widths = await page
      .locator('.theme-doc-markdown img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(widths).toEqual([10, 10]);
    expect(await page.locator('footer').count()).toBe(0);
    await page.context().close();
  });

  it("a category page's version dropdown opens the same category page in the other version", async () => {
    const page = await open('/docs/next/category/guide');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.locator('a[role=button]').click();
    const links = dropdown.locator('ul a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/next/category/guide',
      '/docs/category/guide',
    ]);
    await links.nth(1).click();
    await page.waitForURL(site.server.origin + '/docs/category/guide');
    expect(await page.locator('h1').first().textContent()).toBe('Guide');
    await page.context().close();
  });
});

describe('the dev server', () => {
  it('serves every static folder and runs the client modules', async () => {
    const dir = join(site.dir, '..', 'e2e-site-options-dev');
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(import.meta.dirname, '../fixtures/sites/site-options'), dir, { recursive: true });
    const dev = await startDevServer({
      siteDir: dir,
      port: 0,
      host: '127.0.0.1',
      cacheDir: devCacheDir(dir),
    });
    try {
      const origin = `http://127.0.0.1:${(dev.http.address() as { port: number }).port}`;
      const page = await (await site.browser.newContext()).newPage();
      const text = (p: string) => page.request.get(origin + p).then((r) => r.text());
      expect(await text('/notice.txt')).toBe('from public\n');
      expect(await text('/tide-times.txt')).toBe('only in static\n');
      // The first page waits for the pre-bundling, cold on a test's first run (devCacheDir).
      await page.goto(origin + '/docs/next/intro', { timeout: 90_000 });
      await waitForHydration(page);
      await expect
        .poll(() => calls(page))
        .toEqual([
          'onRouteUpdate null -> /docs/next/intro',
          'onRouteDidUpdate null -> /docs/next/intro',
        ]);
      const widths = await page
        .locator('.theme-doc-markdown img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
      expect(widths).toEqual([10, 10]);
      await page.context().close();
    } finally {
      await dev.vite.close();
      await new Promise((r) => dev.http.close(r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
