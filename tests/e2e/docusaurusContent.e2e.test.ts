// Docusaurus content in a browser (issue 24 item 8): the derived Content-Security-Policy lets a
// page's embeds and inline styles through (the classic template's <Highlight> keeps its colour),
// and Tabs with a query string select from the URL after hydration, without a hydration error.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, connect, waitForHydration } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const sites = ['csp-content', 'docusaurus-features'] as const;
const servers: Record<string, { origin: string; close: () => Promise<void> }> = {};
let browser: Browser;

beforeAll(async () => {
  for (const name of sites) {
    const dir = join(root, 'tests/.tmp/e2e-' + name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(root, 'tests/fixtures/sites', name), dir, { recursive: true });
    servers[name] = await buildAndServe(dir);
  }
  browser = await connect();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  for (const s of Object.values(servers)) await s.close();
  for (const name of sites)
    rmSync(join(root, 'tests/.tmp/e2e-' + name), { recursive: true, force: true });
});

/** A context that records policy violations and answers every request to another origin. */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
  );
  return context;
}

describe('the derived policy in a browser', () => {
  it('blocks nothing the page uses, and the inline style applies', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(servers['csp-content']!.origin + '/intro/');
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('iframe') !== null);
    const highlight = page.getByText('Docusaurus green');
    expect(await highlight.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(37, 194, 160)',
    );
    // Client navigation to a page without embeds and back keeps the one site-wide policy.
    await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Plain' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Plain');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe('Tabs with a query string', () => {
  it('selects the tab the URL names after hydration, without a hydration error, and writes the choice back', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(servers['docusaurus-features']!.origin + '/tabs/?os=two&lang=py');
    await waitForHydration(page);
    const selected = () =>
      page.$$eval('[role=tab][aria-selected=true]', (tabs) => tabs.map((t) => t.textContent));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role=tab][aria-selected=true]')]
          .map((t) => t.textContent)
          .join() === 'Apple,macOS,Two,Python',
    );
    expect(await selected()).toEqual(['Apple', 'macOS', 'Two', 'Python']);
    // lazy: only the selected panel is in the page
    expect(await page.getByText('Second panel.').count()).toBe(1);
    expect(await page.getByText('First panel.').count()).toBe(0);
    await page.getByRole('tab', { name: 'One' }).click();
    expect(new URL(page.url()).search).toBe('?os=one&lang=py');
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    expect(new URL(page.url()).search).toBe('?os=one&lang=js');
    expect(errors).toEqual([]);
    await context.close();
  });
});
