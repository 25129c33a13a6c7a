// The content plugins' component options in a browser (tests/fixtures/sites/component-options):
// pages rendered by the modules the options name hydrate without an error, and client-side
// navigation goes from one such route to another (a blog list to a doc under the site's docs
// root components, to a category's generated index) without a page load.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('component-options', 'e2e-component-options');

const realProblems = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('error: Failed to load resource'));

/** A probe's first line (what the component printed of its props and route). */
const probe = (page: import('playwright-core').Page, name: string) =>
  page.locator(`[data-probe="${name}"] > p`).first().textContent();

describe('routes rendered by the modules the component options name', () => {
  it('hydrates a blog list, then navigates to a doc and a generated index client-side', async () => {
    const { page, problems } = await openPage(site.browser, '/blog', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await expect(probe(page, 'blog-list')).resolves.toBe(
      'blog-list props items,metadata,route,sidebar route /blog match /blog',
    );
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 5));
    await page.locator('nav a[href="/docs/intro"]').first().click();
    await page.waitForURL(site.server.origin + '/docs/intro');
    await page.locator('[data-probe="doc-root"]').waitFor();
    await expect(probe(page, 'docs-root')).resolves.toBe(
      'docs-root props route route /docs match /docs',
    );
    await expect(probe(page, 'doc-version-root')).resolves.toBe(
      'doc-version-root props route,version route /docs match /docs',
    );
    await expect(page.locator('article h1').textContent()).resolves.toBe('Tides at a glance');
    await page.locator('.menu a[href="/docs/category/guide"]').first().click();
    await page.waitForURL(site.server.origin + '/docs/category/guide');
    await page.locator('[data-probe="generated-index"]').waitFor();
    await expect(page.locator('[data-probe="generated-index"] h1').textContent()).resolves.toBe(
      'Reading the guide',
    );
    // No page load on the way: the marker survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(5);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it("hydrates a post drawn by a component of the site's theme folder, and an MDX page", async () => {
    for (const [path, name] of [
      ['/blog/2025/03/20/equinox', 'blog-post'],
      ['/almanac', 'mdx-page'],
      ['/docs/tags/moon', 'doc-tag'],
    ] as const) {
      const { page, problems } = await openPage(site.browser, path, { origin: site.server.origin });
      await waitForHydration(page);
      await page.locator(`[data-probe="${name}"]`).waitFor();
      expect(realProblems(problems)).toEqual([]);
      await page.context().close();
    }
  });
});
