// The built knowledgebase under its strict Content Security Policy, and hostile URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connect, kbUrl, waitForHydration } from './helpers.js';
import { settle } from './settle.js';

let browser: Browser;

/** A fresh page that records (and dismisses) any alert an injected script would raise. */
async function pageRecordingDialogs() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return { context, page, dialogs };
}
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

describe('Content Security Policy', () => {
  it('is sent by serve with script hashes and no unsafe-inline or unsafe-eval', async () => {
    const response = await fetch(kbUrl('/iot/rockblock/user-manual/at-commands'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('algolia');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('lets every page type work with no policy violation', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
    await context.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const path of [
      '/',
      '/iot/rockblock/user-manual/transmit-binary',
      '/iot',
      '/activation-helper',
      '/no/such/page',
    ]) {
      await page.goto(kbUrl(path));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page
        .locator('.navbar-sidebar')
        .getByRole('button', { name: /Switch between dark and light mode/ })
        .click();
      await page.getByRole('button', { name: 'Close navigation bar' }).click();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('hostile URLs', () => {
  it('renders odd paths and encodings safely as the not-found page', async () => {
    for (const path of [
      '/%3Cscript%3Ealert(1)%3C/script%3E',
      '/iot/%2e%2e/%2e%2e/etc/passwd',
      '/a%00b',
      '/' + 'x'.repeat(3000),
      '/iot/rockblock\'"><img src=x onerror=alert(1)>',
    ]) {
      const response = await fetch(kbUrl(path));
      expect([404, 400]).toContain(response.status);
      const body = await response.text();
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('onerror=alert');
    }
    const { context, page, dialogs } = await pageRecordingDialogs();
    await page.goto(kbUrl('/iot/rockblock\'"><img src=x onerror=alert(1)>'));
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Page Not Found');
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('search page input', () => {
  it('renders a query with HTML or script in it as text', async () => {
    const { context, page, dialogs } = await pageRecordingDialogs();
    const q = '<img src=x onerror=alert(1)><script>alert(2)</script>"sbdix';
    await page.goto(kbUrl(`/search?q=${encodeURIComponent(q)}`));
    await waitForHydration(page);
    // The query has been searched for and its results (or their absence) rendered.
    await page.waitForFunction(
      () =>
        !!document.querySelector('.search-page__count')?.textContent ||
        [...document.querySelectorAll('main p')].some((p) =>
          /No results were found|Unable to fetch results/.test(p.textContent ?? ''),
        ),
    );
    await settle(page);
    expect(await page.locator('h1').first().textContent()).toBe(`Search results for "${q}"`);
    expect(dialogs).toEqual([]);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    await context.close();
  });
});
