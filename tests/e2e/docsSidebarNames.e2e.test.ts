// The sidebar names a site's components read in a browser (tests/fixtures/sites/docs-sidebar-names:
// versioned docs and a second docs instance; its swizzled DocRoot, DocItem/Footer and
// DocCategoryGeneratedIndexPage print what the docs hooks, props and global data give): hydrated
// as pre-rendered, and the same after client-side navigations between versions and instances,
// each sidebar by its own name as from Docusaurus 3.10.2 (tests/fixtures/docsSidebarNamesExpected.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';
import { PAGES } from '../fixtures/docsSidebarNamesExpected.js';

const site = servedFixtureSite('docs-sidebar-names', 'e2e-docs-sidebar-names');

const realProblems = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('error: Failed to load resource'));

/** What the page's swizzled components print now (as PAGES has them). */
async function printed(page: Page) {
  const out: { root?: string; doc?: string; index?: string } = {};
  for (const [key, name] of [
    ['root', 'root-names'],
    ['doc', 'doc-names'],
    ['index', 'index-names'],
  ] as const) {
    const pre = page.locator(`pre[data-${name}]`);
    if ((await pre.count()) > 0) out[key] = (await pre.textContent()) ?? '';
  }
  return out;
}

/** Clicks the link to `path` (the article's, else the pagination's) and waits for its page. */
async function follow(page: Page, path: string) {
  await page
    .locator(`article a[href="${path}"], nav.pagination-nav a[href="${path}"]`)
    .first()
    .click();
  await page.waitForURL(site.server.origin + path);
  await page.locator(`nav[aria-label="Docs sidebar"] a[href="${path}"]`).first().waitFor();
}

describe('the sidebar names a swizzled component reads in a browser', () => {
  it('hydrates every page with the names it was pre-rendered with, without a warning', async () => {
    for (const [path, names] of Object.entries(PAGES)) {
      const { page, problems } = await openPage(site.browser, path, { origin: site.server.origin });
      await waitForHydration(page);
      await expect(printed(page), path).resolves.toEqual(names);
      expect(realProblems(problems), path).toEqual([]);
      await page.context().close();
    }
  });

  it('gives the same names after client-side navigations between versions and instances', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/next/intro', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    // Next → 1.0 → the keepers' instance → 1.1 → Next → its generated index.
    for (const path of [
      '/docs/1.0/intro',
      '/keepers/rota',
      '/docs/intro',
      '/docs/next/intro',
      '/docs/next/tools',
    ]) {
      await follow(page, path);
      await expect(printed(page), path).resolves.toEqual(PAGES[path]);
    }
    // No page load on the way: the marker survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
