// Tags pages inside their docs version in a browser (tests/fixtures/sites/docs-tags-version-context,
// whose swizzled DocTagDocListPage reads each tagged doc with useDocById): a tag page hydrates
// without an error, and a client-side navigation from a doc to its tag's page draws the version's
// docs there, as the build's HTML does (tests/unit/plugins/output/docsTagsVersionContext.test.ts).
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docs-tags-version-context', 'e2e-docs-tags-version-context');

const realProblems = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('error: Failed to load resource'));

/** The tagged docs as the page lists them (each `<li>`'s text). */
const taggedDocs = (page: import('playwright-core').Page) =>
  page.locator('li[data-doc]').allTextContents();

describe("tags pages with their docs version's docs", () => {
  it('hydrates a tag page of each instance without an error', async () => {
    for (const [path, docs] of [
      ['/docs/tags/lines', ['Introduction (one) in oldRigging', 'Rigging of old in oldRigging']],
      ['/drills/tags/safety', ['Man overboard in defaultSidebar']],
    ] as const) {
      const { page, problems } = await openPage(site.browser, path, { origin: site.server.origin });
      await waitForHydration(page);
      await expect(taggedDocs(page)).resolves.toEqual(docs);
      expect(realProblems(problems)).toEqual([]);
      await page.context().close();
    }
  });

  it("navigates from a doc to its tag's page client-side, with the version's docs", async () => {
    const { page, problems } = await openPage(site.browser, '/docs/next/rigging/halyard', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.locator('article a[href="/docs/next/tags/sails"]').first().click();
    await page.waitForURL(site.server.origin + '/docs/next/tags/sails');
    await page.locator('li[data-doc]').first().waitFor();
    await expect(taggedDocs(page)).resolves.toEqual([
      'Halyard in rigging',
      'Stowage in no sidebar',
    ]);
    await expect(page.locator('p[data-version]').getAttribute('data-banner')).resolves.toBe(
      'unreleased',
    );
    // No page load on the way: the marker survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
