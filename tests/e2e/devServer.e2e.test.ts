import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../../scripts/start.js';
import { connect, devCacheDir, recordProblems, save, waitForHydration } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const siteDir = join(root, 'tests/.tmp/dev-site');
let browser: Browser;
let dev: { http: Server; vite: ViteDevServer };
let base = '';

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(root, 'tests/fixtures/sites/e2e'), siteDir, {
    recursive: true,
    filter: (src) => !src.includes('/build'),
  });
  dev = await startDevServer({
    siteDir,
    port: 0,
    host: '127.0.0.1',
    cacheDir: devCacheDir(siteDir),
  });
  base = `http://127.0.0.1:${(dev.http.address() as { port: number }).port}`;
  browser = await connect();
});
afterAll(async () => {
  await browser?.close();
  await dev?.vite.close();
  await new Promise((r) => dev?.http.close(r));
  rmSync(siteDir, { recursive: true, force: true });
});

describe('dev server', () => {
  it('renders pages on the server and shows a doc edit and a sidebar change without a reload', async () => {
    const page = await (await browser.newContext()).newPage();
    // The first page waits for the pre-bundling, cold on a test's first run (helpers.devCacheDir).
    await page.goto(base + '/guide/first', { timeout: 90_000 });
    await waitForHydration(page);
    expect(await page.locator('article').textContent()).toContain(
      'Intro paragraph of the first page.',
    );
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const file = join(siteDir, 'docs/guide/first.md');
    await save(
      dev.vite,
      file,
      readFileSync(file, 'utf8').replace(
        'Intro paragraph of the first page.',
        'Edited while the page is open.',
      ),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('article')?.textContent?.includes('Edited while the page is open.'),
      null,
      { timeout: 10_000 },
    );
    await save(
      dev.vite,
      file,
      readFileSync(file, 'utf8').replace('title: First page', 'title: Renamed first page'),
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector('nav[aria-label="Docs sidebar"]')
          ?.textContent?.includes('Renamed first page'),
      null,
      { timeout: 10_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    // The title back as it was (the next tests read this site), shown before the next test starts.
    await save(
      dev.vite,
      file,
      readFileSync(file, 'utf8').replace('title: Renamed first page', 'title: First page'),
    );
    await page.waitForFunction(
      () =>
        !document
          .querySelector('nav[aria-label="Docs sidebar"]')
          ?.textContent?.includes('Renamed first page'),
      null,
      { timeout: 10_000 },
    );
    await page.context().close();
  });

  it('logs nothing in the console when an edited doc is swapped in, nor when the edit is undone', async () => {
    // The content renders whole after a hot update (and after a client navigation): its static
    // parts (headings, links, list items, code) were each given the key "null", so React logged
    // "two children with the same key" for every such part beside another.
    const page = await (await browser.newContext()).newPage();
    const problems = recordProblems(page);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
    // The first page the dev server serves waits for its warm-up (this test may run first).
    await page.goto(base + '/guide/second', { timeout: 120_000 });
    await waitForHydration(page);
    const file = join(siteDir, 'docs/guide/second.md');
    const original = readFileSync(file, 'utf8');
    const shows = (text: string) =>
      page.waitForFunction(
        (t) => document.querySelector('article')?.textContent?.includes(t),
        text,
        { timeout: 10_000 },
      );
    await save(
      dev.vite,
      file,
      original.replace('## Section 1\n', '## Section 1\n\nA paragraph added.\n'),
    );
    await shows('A paragraph added.');
    // The swapped content still has its parts: the sections' headings, the links.
    expect(await page.locator('article h2').count()).toBeGreaterThan(1);
    await save(dev.vite, file, original);
    await page.waitForFunction(
      () => !document.querySelector('article')?.textContent?.includes('A paragraph added.'),
      null,
      { timeout: 10_000 },
    );
    // And a client navigation renders another page's content whole too.
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/"]').click();
    await page.waitForURL(base + '/');
    await page.locator('article h1').waitFor();
    // Chromium's request for /favicon.ico (the fixture has none) is the one 404: it is no
    // response of the page's, so `missing` stays empty while the console reports it.
    const favicon = 'error: Failed to load resource: the server responded with a status of 404';
    expect({ problems: problems.filter((p) => !p.startsWith(favicon)), missing }).toEqual({
      problems: [],
      missing: [],
    });
    await page.context().close();
  }, 180_000);

  it("updates a neighbour's previous/next title when a doc is renamed, open or loaded again", async () => {
    // The second page's paginator shows the first page's title (its module exports it): renaming
    // the first page must reach an open second page, and the second page loaded afterwards must
    // hydrate with the title the server rendered.
    const favicon = 'error: Failed to load resource: the server responded with a status of 404';
    const previousTitle = (p: Page) =>
      p.locator('.pagination-nav__link--prev .pagination-nav__label').innerText();
    const open = await (await browser.newContext()).newPage();
    const openProblems = recordProblems(open);
    await open.goto(base + '/guide/second', { timeout: 120_000 });
    await waitForHydration(open);
    expect(await previousTitle(open)).toBe('First page');
    const file = join(siteDir, 'docs/guide/first.md');
    const original = readFileSync(file, 'utf8');
    await save(dev.vite, file, original.replace('title: First page', 'title: Retitled first page'));
    try {
      await open.waitForFunction(
        () =>
          document.querySelector('.pagination-nav__link--prev .pagination-nav__label')
            ?.textContent === 'Retitled first page',
        null,
        { timeout: 15_000 },
      );
      const next = await (await browser.newContext()).newPage();
      const problems = recordProblems(next);
      await next.goto(base + '/guide/second');
      await waitForHydration(next);
      expect(await previousTitle(next)).toBe('Retitled first page');
      // React reports a mismatch while hydrating, before the hydrated mark is set; a round trip
      // to the page after it lets every console message of that time arrive.
      await next.evaluate(() => 0);
      expect(problems.filter((p) => !p.startsWith(favicon))).toEqual([]);
      await next.context().close();
    } finally {
      await save(dev.vite, file, original);
    }
    await open.waitForFunction(
      () =>
        document.querySelector('.pagination-nav__link--prev .pagination-nav__label')
          ?.textContent === 'First page',
      null,
      { timeout: 15_000 },
    );
    expect(openProblems.filter((p) => !p.startsWith(favicon))).toEqual([]);
    await open.context().close();
  }, 180_000);

  it('shows a doc saved while the hot-reload connection was still opening, once it is up', async () => {
    // The page's hot-reload connection is held open-pending until the save has reached the
    // browsers that are connected (a second page shows it): the update went to nobody on this one.
    const page = await (await browser.newContext()).newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => (release = r));
    await page.routeWebSocket(
      () => true,
      async (ws) => {
        await released;
        ws.connectToServer();
      },
    );
    await page.goto(base + '/reference/glossary');
    await waitForHydration(page);
    const connected = await (await browser.newContext()).newPage();
    await connected.goto(base + '/reference/glossary');
    await waitForHydration(connected);
    const file = join(siteDir, 'docs/reference/glossary.md');
    const original = readFileSync(file, 'utf8');
    expect(original).toContain('A short glossary');
    writeFileSync(file, original.replace('A short glossary', 'A glossary saved early'));
    const showsEdit = () =>
      document.querySelector('article')?.textContent?.includes('A glossary saved early') ?? false;
    await connected.waitForFunction(showsEdit, null, { timeout: 10_000 });
    expect(await page.evaluate(showsEdit)).toBe(false);
    release();
    await page.waitForFunction(showsEdit, null, { timeout: 10_000 });
    await page.context().close();
    await connected.context().close();
    writeFileSync(file, original);
  });

  it('shows a build error in the page and recovers when the file is fixed', async () => {
    const file = join(siteDir, 'docs/guide/second.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('## Section 1\n', '## Section 1\n\nA stray { brace\n'));
    const broken = await fetch(base + '/guide/second');
    expect(broken.status).toBe(500);
    const text = await broken.text();
    expect(text).toContain('docs/guide/second.md:');
    expect(text).toContain('hint:');
    writeFileSync(file, original);
    // Recovers as soon as the watcher has seen the fix (well under a second on an idle machine).
    await expect
      .poll(async () => (await fetch(base + '/guide/second')).status, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(200);
  });

  it('serves a search index built from the current pages, rebuilt after an edit', async () => {
    const entry = await fetch(base + '/search-index.json');
    expect(entry.status).toBe(200);
    const page = await (await browser.newContext()).newPage();
    await page.goto(base + '/guide/first');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('glossary');
    await page.locator('.DocSearch-Hit', { hasText: 'Glossary' }).first().waitFor();
    await page.context().close();
  });
});
