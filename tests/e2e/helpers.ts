// Per-file browser connection and page helpers for the e2e tests.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export async function connect(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

export const url = (path: string) => inject('baseUrl') + path;

/** Opens a page and records console errors, warnings and page errors. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(url(path));
  return { page, problems };
}
