// The dev server on a Docusaurus site with a blog (tests/fixtures/sites/blog-basic): a post that
// is added, edited or removed, and a change to authors.yml or tags.yml, show in the open pages
// without a restart.
import { cpSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../../scripts/start.js';
import { connect, devCacheDir, save, trackDevClient } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const siteDir = join(root, 'tests/.tmp/dev-blog-site');
const blogDir = join(siteDir, 'blog');
let browser: Browser;
let dev: { http: Server; vite: ViteDevServer };
let base = '';

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(root, 'tests/fixtures/sites/blog-basic'), siteDir, { recursive: true });
  dev = await startDevServer({
    siteDir,
    port: 0,
    host: '127.0.0.1',
    cacheDir: devCacheDir(siteDir),
  });
  base = `http://127.0.0.1:${(dev.http.address() as { port: number }).port}`;
  browser = await connect();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dev?.vite.close();
  await new Promise((r) => dev?.http.close(r));
  rmSync(siteDir, { recursive: true, force: true });
});

/** Opens a page of the dev server, hydrated (its first render compiles it: a minute at most). */
async function open(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  clients.set(page, trackDevClient(page));
  await page.goto(base + path, { timeout: 60_000 });
  await hydrated(page);
  return page;
}

const clients = new WeakMap<Page, ReturnType<typeof trackDevClient>>();

/** The page's document hydrated and its dev-server client connected (the next edit reaches it). */
async function hydrated(page: Page): Promise<void> {
  const isHydrated = () =>
    page
      .evaluate(
        () =>
          document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
      )
      .catch(() => false); // between two documents
  await expect.poll(isHydrated, { timeout: 60_000, interval: 100 }).toBe(true);
  await clients.get(page)?.connected();
}

/** Waits until the page's `main` shows (or no longer shows) a text, across reloads. */
async function waitForText(page: Page, text: string, shown = true): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await page.locator('main').innerText({ timeout: 1000 })).includes(text);
        } catch {
          return !shown; // between two documents: not decided yet
        }
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(shown);
  // The text may be a reloaded document's server HTML: an edit sent before its client connects
  // would reach no one.
  await hydrated(page);
}

// Each step waits on the page or the watcher, bounded on its own (a page a minute, a text half a
// minute), so that a step that never ends fails by name; the tests' own limit is above their
// steps' sum: a busy machine (the dev server compiles, the pages reload) takes time.
describe('dev server with a blog', { timeout: 300_000 }, () => {
  it('shows a new post on the list page, and drops it once the file is removed', async () => {
    const page = await open('/blog');
    expect(await page.locator('main').innerText()).not.toContain('Cold brew');
    const file = join(blogDir, '2030-01-01-cold-brew.md');
    writeFileSync(
      file,
      '---\ntitle: Cold brew\nauthors: mira\ntags: [green]\n---\n\nOvernight in the fridge.\n\n<!-- truncate -->\n\nStrain in the morning.\n',
    );
    await waitForText(page, 'Cold brew');
    await waitForText(page, 'Overnight in the fridge.');
    const post = await open('/blog/2030/01/01/cold-brew');
    expect(await post.locator('h1').innerText()).toBe('Cold brew');
    unlinkSync(file);
    await waitForText(page, 'Cold brew', false);
    await page.context().close();
    await post.context().close();
  });

  it("shows an edited post on its page and in the list's excerpt", async () => {
    const file = join(blogDir, '2024-01-05-first-steep.md');
    const original = readFileSync(file, 'utf8');
    const post = await open('/blog/2024/01/05/first-steep');
    const list = await open('/blog/tags/green');
    expect(await list.locator('main').innerText()).toContain('Water at eighty degrees');
    try {
      await save(
        dev.vite,
        file,
        original
          .replace('Water at eighty degrees', 'Water just off the boil')
          .replace('Pour everything out', 'Pour it all out'),
      );
      await waitForText(post, 'Pour it all out');
      await waitForText(list, 'Water just off the boil');
    } finally {
      // The post as it was, whatever happened (the next test opens it).
      await save(dev.vite, file, original);
    }
    await waitForText(post, 'Pour everything out');
    await waitForText(list, 'Water at eighty degrees');
    await post.context().close();
    await list.context().close();
  });

  it('shows a change to authors.yml and tags.yml', async () => {
    const authors = join(blogDir, 'authors.yml');
    const tags = join(blogDir, 'tags.yml');
    const post = await open('/blog/2024/01/05/first-steep');
    expect(await post.locator('main').innerText()).toContain('Mira Holt');
    await save(
      dev.vite,
      authors,
      readFileSync(authors, 'utf8').replace('Mira Holt', 'Mira Holt-Vance'),
    );
    await waitForText(post, 'Mira Holt-Vance');
    const tagPage = await open('/blog/tags');
    expect(await tagPage.locator('main').innerText()).toContain('Green tea');
    await save(
      dev.vite,
      tags,
      readFileSync(tags, 'utf8').replace('Green tea', 'Sencha and friends'),
    );
    await waitForText(tagPage, 'Sencha and friends');
    await waitForText(post, 'Sencha and friends');
    await post.context().close();
    await tagPage.context().close();
  });
});
