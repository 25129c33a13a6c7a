// `start --hot-only` on a Docusaurus site with a blog (tests/fixtures/sites/blog-basic): Docusaurus
// does not fall back to a page reload when a change cannot be applied hot. A blog post's page
// reloaded itself on an edit of the post, and the error page on any save: both now stay as they
// are, the post's page saying so in the browser's console, the error page above its error and in
// the terminal.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from 'vite';
import type { Page } from 'playwright-core';
import { HELD_RELOAD_NOTE_ID } from '../../plugins/dev/errorPage.js';
import { devServedFixtureSite, recordProblems, save, trackDevClient } from './helpers.js';

/** The dev server's warnings (and shown from errors up). */
const warnings: string[] = [];
function recordingLogger(): Logger {
  const shown = createLogger('error');
  return {
    ...shown,
    warn: (msg, options) => (warnings.push(msg), shown.warn(msg, options)),
    warnOnce: (msg, options) => (warnings.push(msg), shown.warnOnce(msg, options)),
  };
}

const site = devServedFixtureSite('blog-basic', 'dev-hot-only', {
  hotOnly: true,
  logger: recordingLogger(),
});

const HELD = 'the page was not reloaded (--hot-only)';

/** Opens `path` with its dev-server client connected; `loads()` counts its document requests. */
async function open(path: string, hydrated = true) {
  const page = await (await site.browser.newContext()).newPage();
  const problems = recordProblems(page);
  const client = trackDevClient(page);
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  const response = await page.goto(site.origin + path, { timeout: 120_000 });
  if (hydrated)
    await page.waitForFunction(
      () => document.querySelector('#__docusaurus')?.hasAttribute('data-hydrated') ?? false,
    );
  await client.connected();
  return { page, problems, loads: () => loads, status: response?.status() };
}

const mainText = (page: Page) => page.locator('main').innerText();
/** Time for a message the server sent to reach the page and act (a reload to start and end). */
const settle = () => new Promise((r) => setTimeout(r, 2500));

describe('dev server: --hot-only', { timeout: 240_000 }, () => {
  it("keeps a blog post's page when the post is edited, and says so", async () => {
    const file = join(site.dir, 'blog/2024-01-05-first-steep.md');
    const original = readFileSync(file, 'utf8');
    const { page, problems, loads } = await open('/blog/2024/01/05/first-steep');
    expect(await mainText(page)).toContain('Pour everything out');
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    try {
      await save(site.dev.vite, file, original.replace('Pour everything out', 'Pour it all out'));
      await expect
        .poll(() => problems.some((p) => p.includes(HELD)), { timeout: 30_000, interval: 100 })
        .toBe(true);
      await settle();
      expect(loads()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
      // A reload the writer asks for shows the edit.
      await page.reload();
      expect(await mainText(page)).toContain('Pour it all out');
    } finally {
      await save(site.dev.vite, file, original);
    }
    await page.context().close();
  });

  it('keeps the error page when the file is fixed, with a note that a reload shows the page', async () => {
    const file = join(site.dir, 'blog/loose-leaf.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}\nA stray { brace.\n`);
    try {
      const { page, loads, status } = await open('/blog/leaf-versus-bag', false);
      expect(status).toBe(500);
      expect(await page.locator('pre').innerText()).toContain('blog/loose-leaf.md');
      const warned = warnings.length;
      writeFileSync(file, original);
      await page.locator(`#${HELD_RELOAD_NOTE_ID}`).waitFor({ timeout: 30_000 });
      expect(await page.locator(`#${HELD_RELOAD_NOTE_ID}`).innerText()).toContain(HELD);
      await settle();
      expect(loads()).toBe(1);
      expect(warnings.slice(warned).some((w) => w.includes(HELD))).toBe(true);
      await page.context().close();
    } finally {
      writeFileSync(file, original);
    }
  });
});
