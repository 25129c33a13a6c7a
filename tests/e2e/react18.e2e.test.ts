// A Docusaurus site on React 18 (tests/fixtures/sites/react-18, with React 18 in its own
// node_modules: tests/fixtures/react18.ts) in the browser: bundled with its own React
// (plugins/siteReact.ts), it hydrates with no console error, its components are interactive, and
// client navigation between a doc and a page works, on React 18 in the browser too.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyReact18Site } from '../fixtures/react18.js';
import { buildAndServe, connect, openPage, recordProblems, waitForHydration } from './helpers.js';

const dir = join(import.meta.dirname, '../.tmp/e2e-react-18');
let server: Awaited<ReturnType<typeof buildAndServe>>;
let browser: Browser;

beforeAll(async () => {
  server = await buildAndServe(copyReact18Site(dir));
  browser = await connect();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a Docusaurus site on React 18', () => {
  it('hydrates on React 18, works, and navigates on the client without errors', async () => {
    const page = await (await browser.newContext()).newPage();
    const problems = recordProblems(page);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.goto(server.origin + '/docs/intro');
    await waitForHydration(page);
    // Rendered by the server with React 18, and by the browser with React 18.
    const version = page.locator('.react-version').first();
    await expect.poll(() => version.textContent()).toBe('React 18.3.1 (browser: React 18.3.1)');
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

    // The doc's link to the home page: a client navigation (the page keeps its mark).
    await page.locator('a', { hasText: 'lantern rounds' }).click();
    await page.waitForURL(server.origin + '/');
    await page.waitForSelector('.owner-note');
    expect(await page.locator('.owner-note').textContent()).toBe('Owner slot: present');
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    const button = page.locator('.light-lantern');
    await button.click();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Lanterns lit: 2');
    await expect
      .poll(() => page.locator('.rounds-react .react-version').textContent())
      .toBe('React 18.3.1 (browser: React 18.3.1)');

    // Back to the doc through the site's Link.
    await page.locator('a', { hasText: 'Back to the log' }).click();
    await page.waitForURL(server.origin + '/docs/intro');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Lighting the lanterns');
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    // Chromium's request for /favicon.ico (the fixture has none) is the one 404: the browser's
    // own request (no response of the page's), logged as a console error.
    expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
  }, 120_000);

  it('loads the home page first with no console error either', async () => {
    const { page, problems } = await openPage(browser, '/', { origin: server.origin });
    await waitForHydration(page);
    await page.locator('.light-lantern').click();
    await expect.poll(() => page.locator('.light-lantern').textContent()).toBe('Lanterns lit: 1');
    expect(problems).toEqual([]);
  }, 60_000);
});
