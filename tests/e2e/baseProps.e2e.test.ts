// tests/fixtures/sites/base-props (served at /base/) in Chromium: after client navigation, the
// swizzled components get the props and hook values Docusaurus 3.8.1 gives them (whole permalinks)
// and `<html class>` is Docusaurus's, none on a page that does not render `@theme/Layout`
// (Docusaurus 3.8.1's build, navigated the same way, gave the values its pre-rendered pages hold:
// tests/fixtures/baseProps.ts). Pre-rendered: tests/unit/plugins/output/basePropsSite.test.ts.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_PAGES } from '../fixtures/baseProps.js';
import { buildAndServe, connect, openPage, waitForHydration } from './helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const dir = join(ROOT, 'tests/.tmp/e2e-base-props');
let server: Awaited<ReturnType<typeof buildAndServe>>;
let browser: Browser;

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'tests/fixtures/sites/base-props'), dir, { recursive: true });
  server = await buildAndServe(dir, { baseUrl: '/base/' });
  browser = await connect();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's `<html class>` and its components' JSON. */
const read = (page: Page) =>
  page.evaluate(() => {
    const dumps: Record<string, unknown[]> = {};
    for (const pre of document.querySelectorAll<HTMLElement>('pre[data-dump]'))
      (dumps[pre.dataset.dump!] ??= []).push(JSON.parse(pre.textContent!));
    return { htmlClass: document.documentElement.getAttribute('class'), dumps };
  });

/** Docusaurus's values for a path below /base/. */
const expected = (path: string) => {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const { htmlClass, dumps } = DOCUSAURUS_PAGES[file]!;
  return { htmlClass, dumps };
};

/** Navigates the client as its router does on Back/Forward (no page load). */
const clientNavigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);

describe('@theme props and <html class> after client navigation on a site at /base/', () => {
  it("gives each page's components Docusaurus's values, without a page load", async () => {
    const { page, problems } = await openPage(browser, '/base/docs/intro', {
      origin: server.origin,
    });
    // The fixture has no favicon: Chromium's request for /favicon.ico is the one 404 allowed.
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(new URL(r.url()).pathname);
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    expect(await read(page)).toEqual(expected('/docs/intro'));

    // A page without @theme/Layout (by the navbar's link): no class on <html>, as in Docusaurus.
    await page.locator('.navbar a', { hasText: 'Plain' }).first().click();
    await page.waitForURL(server.origin + '/base/plain');
    await expect.poll(() => read(page)).toEqual(expected('/plain'));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('class'))).toBe(false);
    // Back to a doc by its link: the docs' classes again.
    await page.locator('a', { hasText: 'To the intro' }).click();
    await page.waitForURL(server.origin + '/base/docs/intro');
    await expect.poll(() => read(page)).toEqual(expected('/docs/intro'));

    for (const path of [
      '/docs/category/ropes',
      '/docs/ropes/hemp',
      '/docs/tags',
      '/docs/tags/knots',
      '/blog/page/2',
      '/blog/2024/03/01/first-splice',
      '/blog/tags',
      '/blog/tags/splicing',
      '/blog/archive',
      '/blog/authors/rigger',
      '/',
    ]) {
      await clientNavigate(page, '/base' + path);
      await expect.poll(() => read(page), { message: path }).toEqual(expected(path));
    }
    // One document all along: every page came by client navigation.
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    expect(failed.filter((path) => path !== '/favicon.ico')).toEqual([]);
    const notFound = 'error: Failed to load resource: the server responded with a status of 404';
    expect(problems.filter((p) => !p.startsWith(notFound))).toEqual([]);
  });
});
