import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connect, openPage, url } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

describe('pre-rendered pages and client navigation', () => {
  it('serves a deep link whose content is readable with JavaScript off', async () => {
    const { page } = await openPage(browser, '/guide/first', { javaScriptEnabled: false });
    await expect(page.title()).resolves.toBe('First page | E2E Site');
    expect(await page.locator('article h1').textContent()).toBe('First page');
    expect(await page.locator('article').textContent()).toContain(
      'Intro paragraph of the first page.',
    );
    expect(
      await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').textContent(),
    ).toBe('First page');
    expect(await page.locator('.table-of-contents a').allTextContents()).toEqual([
      'Overview',
      'Details level three',
    ]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'The first guide page.',
    );
    await page.context().close();
  });

  it('hydrates without warnings and navigates on click without a page load', async () => {
    const { page, problems } = await openPage(browser, '/guide/first');
    await page.waitForFunction(
      () =>
        document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
    );
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('article a', { hasText: 'second page' }).click();
    await page.waitForURL(url('/guide/second'));
    await page.locator('article h1', { hasText: 'Second page' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(page.title()).resolves.toBe('Second page | E2E Site');
    expect(
      await page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').textContent(),
    ).toBe('Second page');
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the hash anchor of the target page', async () => {
    const { page } = await openPage(browser, '/');
    await page.waitForFunction(
      () =>
        document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
    );
    await page.locator('article a', { hasText: 'install section' }).click();
    await page.waitForURL(url('/guide/second#install'));
    await page.waitForFunction(() => window.scrollY > 500);
    const top = await page.locator('#install').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await page.context().close();
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(url('/no/such/page'));
    expect(response.status).toBe(404);
    const { page } = await openPage(browser, '/no/such/page');
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await page.context().close();
  });

  it('keeps unlisted pages out of the sidebar and the sitemap, with noindex', async () => {
    const { page } = await openPage(browser, '/guide/secret', { javaScriptEnabled: false });
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(await page.locator('.theme-admonition-caution').textContent()).toContain(
      'Unlisted page',
    );
    await page.context().close();
    const other = await openPage(browser, '/guide/first', { javaScriptEnabled: false });
    expect(await other.page.locator('nav[aria-label="Docs sidebar"]').textContent()).not.toContain(
      'Secret page',
    );
    await other.page.context().close();
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    expect(sitemap).toContain('/guide/first<');
    expect(sitemap).not.toContain('secret');
  });

  it('shows the same page for .html and index.html paths', async () => {
    const { page } = await openPage(browser, '/guide/first.html');
    await page.waitForFunction(
      () =>
        document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
    );
    expect(new URL(page.url()).pathname).toBe('/guide/first');
    await expect(page.locator('article h1').textContent()).resolves.toBe('First page');
    await page.context().close();
  });
});

describe('generated-index category pages', () => {
  it('lists the category items as cards, with breadcrumbs and pagination', async () => {
    const { page, problems } = await openPage(browser, '/category/reference');
    await page.waitForFunction(
      () =>
        document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
    );
    expect(await page.locator('main h1').textContent()).toBe('Reference');
    expect(await page.locator('main header p').textContent()).toBe(
      'Every reference page of the fixture.',
    );
    expect(await page.locator('.doc-card-list .card h2').allTextContents()).toEqual([
      '📄️ Glossary',
    ]);
    expect(
      await page.locator('.pagination-nav__link--next .pagination-nav__label').textContent(),
    ).toBe('Glossary');
    await expect(page.title()).resolves.toBe('Reference | E2E Site');
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await page.context().close();
  });
});
