// A docs version's sidebars in a browser (tests/fixtures/sites/docs-version-sidebars, whose
// swizzled DocItem/Footer prints `useDocsVersion().docsSidebars` and `useDocsSidebar()`): after
// hydration and after client-side navigations between sidebars, a page reads every sidebar of its
// version and its own sidebar whole, stubs of the split guide sidebar included, as Docusaurus
// 3.10.2 gives them (tests/unit/plugins/output/docsVersionSidebars.test.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';
import {
  API_SIDEBAR,
  GUIDE,
  RECIPES,
  VERSION_SIDEBARS,
} from '../fixtures/docsVersionSidebarsExpected.js';

const site = servedFixtureSite('docs-version-sidebars', 'e2e-docs-version-sidebars');

const realProblems = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('error: Failed to load resource'));

/** What the page's footer prints now. */
const printed = async (page: Page) => ({
  version: await page.locator('pre[data-version-sidebars]').textContent(),
  page: await page.locator('pre[data-page-sidebar]').textContent(),
});

/** Clicks the article's link to `path` and waits for the new page's footer. */
async function follow(page: Page, path: string, pageSidebar: string) {
  await page.locator(`article a[href="${path}"]`).first().click();
  await page.waitForURL(site.server.origin + path);
  await page.locator('pre[data-page-sidebar]', { hasText: pageSidebar.split('\n')[0]! }).waitFor();
}

describe("a docs version's sidebars as a swizzled component reads them", () => {
  it('hydrates a page of the split guide sidebar with every sidebar whole', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await expect(printed(page)).resolves.toEqual({ version: VERSION_SIDEBARS, page: GUIDE });
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('reads them the same after client-side navigations between sidebars', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/setup/advanced/deep/cleft', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    // The deepest page → the introduction (its guide's stubs not loaded by it) → Trees → Cider.
    await follow(page, '/docs/intro', GUIDE);
    await expect(printed(page)).resolves.toEqual({ version: VERSION_SIDEBARS, page: GUIDE });
    await follow(page, '/docs/api/trees', API_SIDEBAR);
    await expect(printed(page)).resolves.toEqual({ version: VERSION_SIDEBARS, page: API_SIDEBAR });
    await follow(page, '/docs/recipes/cider', RECIPES);
    await expect(printed(page)).resolves.toEqual({ version: VERSION_SIDEBARS, page: RECIPES });
    // No page load on the way: the marker survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
