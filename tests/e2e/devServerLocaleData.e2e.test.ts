// `start --locale fr` and the locale's own data files, which the build reads before the site's
// (Docusaurus's getDataFilePath): a blog's `i18n/fr/docusaurus-plugin-content-blog/tags.yml` and
// `authors.yml`, a docs version's `i18n/fr/docusaurus-plugin-content-docs/current/tags.yml`. An
// edit of one, or one that comes, shows in the open pages as an edit of `blog/tags.yml` does
// (devServerBlog.e2e.test.ts); the dev server watched the site's own files only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { devServedFixtureSite, save, trackDevClient, waitForHydration } from './helpers.js';

const BLOG = 'i18n/fr/docusaurus-plugin-content-blog';
const DOCS = 'i18n/fr/docusaurus-plugin-content-docs/current';

const write = (dir: string, file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
/** Adds a front matter key to a Markdown file's front matter. */
const addFrontMatter = (dir: string, file: string, line: string) =>
  write(dir, file, readFileSync(join(dir, file), 'utf8').replace(/^---\n/, `---\n${line}\n`));

const site = devServedFixtureSite('i18n-classic', 'dev-locale-data-site', {
  locale: 'fr',
  prepare(dir) {
    // The post's author is in the site's authors map; its tag in the locale's tags file.
    write(dir, 'blog/authors.yml', 'keeper:\n  name: Lamp Keeper\n');
    addFrontMatter(dir, 'blog/2024-05-01-first-light.md', 'authors: [keeper]');
    addFrontMatter(dir, `${BLOG}/2024-05-01-first-light.md`, 'authors: [keeper]');
    write(dir, `${BLOG}/tags.yml`, 'news:\n  label: Nouvelles\n  permalink: /nouvelles\n');
    write(dir, `${DOCS}/tags.yml`, 'lamps:\n  label: Lampes\n  permalink: /lampes\n');
    addFrontMatter(dir, `${DOCS}/intro.md`, 'tags: [lamps]');
  },
});

/** Opens a page, hydrated and its dev-server client connected (the next edit reaches it). */
async function open(path: string): Promise<Page> {
  const page = await (await site.browser.newContext()).newPage();
  page.setDefaultTimeout(60_000);
  const client = trackDevClient(page);
  await page.goto(site.origin + path);
  await waitForHydration(page);
  await client.connected();
  return page;
}

/** Waits until the page's `main` shows a text, across reloads. */
async function waitForText(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('main')
          .innerText({ timeout: 1000 })
          .then((t) => t.includes(text))
          .catch(() => false), // between two documents
      { timeout: 45_000, interval: 100 },
    )
    .toBe(true);
}

describe(
  'dev server, a locale’s own tags and authors files (start --locale fr)',
  { timeout: 240_000 },
  () => {
    it('shows an edit of the locale’s blog tags.yml, and an authors.yml it did not have', async () => {
      const post = await open('/fr/blog/2024/05/01/first-light');
      await waitForText(post, 'Nouvelles');
      await waitForText(post, 'Lamp Keeper');
      const tags = join(site.dir, BLOG, 'tags.yml');
      await save(site.dev.vite, tags, readFileSync(tags, 'utf8').replace('Nouvelles', 'Dépêches'));
      await waitForText(post, 'Dépêches');
      // The locale's own authors map, new: read before the blog's.
      const authors = join(site.dir, BLOG, 'authors.yml');
      expect(existsSync(authors)).toBe(false);
      writeFileSync(authors, 'keeper:\n  name: Gardien des lampes\n');
      await waitForText(post, 'Gardien des lampes');
      await save(site.dev.vite, authors, 'keeper:\n  name: Gardienne des lampes\n');
      await waitForText(post, 'Gardienne des lampes');
      await post.context().close();
    });

    it('shows an edit of the locale’s tags file of a docs version', async () => {
      const doc = await open('/fr/docs/intro');
      await waitForText(doc, 'Lampes');
      const tags = join(site.dir, DOCS, 'tags.yml');
      await save(
        site.dev.vite,
        tags,
        readFileSync(tags, 'utf8').replace('Lampes', 'Lampes à huile'),
      );
      await waitForText(doc, 'Lampes à huile');
      await doc.context().close();
    });
  },
);
