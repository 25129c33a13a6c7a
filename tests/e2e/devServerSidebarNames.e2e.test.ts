// The dev server on tests/fixtures/sites/docs-sidebar-names (versioned docs and a second docs
// instance): a page of an older version shows its sidebar's change without a reload, the dev
// server sending it by its key in the site's table (`beaconSidebar@default@1.0`), while the
// site's components keep reading the sidebar's own name (tests/fixtures/docsSidebarNamesExpected.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, openDevPage, recordProblems, save } from './helpers.js';
import { PAGES } from '../fixtures/docsSidebarNamesExpected.js';

const site = devServedFixtureSite('docs-sidebar-names', 'dev-docs-sidebar-names');

describe("the dev server's sidebar updates on a page of an older docs version", () => {
  it("shows its doc's new title in the page's sidebar, the hooks still giving the sidebar's own name", async () => {
    const page = await openDevPage(site.browser, site.origin + '/docs/1.0/intro');
    const problems = recordProblems(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const file = join(site.dir, 'versioned_docs/version-1.0/intro.md');
    await save(
      site.dev.vite,
      file,
      readFileSync(file, 'utf8').replace('# Lighting up (1.0)', '# Lighting the lamps (1.0)'),
    );
    await page
      .locator('nav[aria-label="Docs sidebar"] a[href="/docs/1.0/intro"]', {
        hasText: 'Lighting the lamps (1.0)',
      })
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('pre[data-root-names]').textContent()).toBe(
      PAGES['/docs/1.0/intro']!.root,
    );
    expect(await page.locator('pre[data-doc-names]').textContent()).toBe(
      PAGES['/docs/1.0/intro']!.doc,
    );
    // Shown in place: no reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems.filter((p) => !p.includes('[vite]'))).toEqual([]);
    await page.context().close();
  });
});
