// The dev server on a Docusaurus site with React in its own node_modules, as every real site has
// (tests/fixtures/sites/dev-own-react, copied by tests/fixtures/ownReact.ts with a copy of the
// generator's React, an ES module and a CommonJS package with hooks, and a stand-in of its installed
// @docusaurus/theme-common). Vite left the packages of node_modules to Node in the server's render:
// the generator's react-router and @mdx-js/react loaded the generator's React, the site's code and
// packages the site's, and every page answered 500 ("Invalid hook call"); the site's installed
// theme-common was loaded, and failed on `@docusaurus/useDocusaurusContext`, which only the generator
// provides. Now the server and the browser each have one React, the site's, as the build has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOwnReactSite } from '../fixtures/ownReact.js';
import { devServedFixtureSite, recordProblems, save, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('dev-own-react', 'e2e-dev-own-react', {
  prepare: (dir) => void copyOwnReactSite(dir),
});

/** What the browser reports, but its own request of /favicon.ico (the fixture has none). */
const pageProblems = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource.*404/.test(p) && !/\[vite\]/.test(p));

describe('the dev server on a site with its own React', { timeout: 240_000 }, () => {
  it('renders a doc and a page on the server with the hooks of the site, its packages and the theme', async () => {
    for (const [path, title] of [
      ['/docs/intro', 'Reading the tables'],
      ['/', 'Harbour tides'],
    ] as const) {
      const response = await fetch(site.origin + path);
      const html = await response.text();
      expect(response.status, html.slice(0, 2000)).toBe(200);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('<p class="tide-site">Harbour Tides</p>');
      expect(html).toContain('Dial turns: 0');
      expect(html).toContain('High tides: 2');
    }
  });

  it('hydrates without errors, navigates on the client and shows a doc edit', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const problems = recordProblems(page);
    await page.goto(site.origin + '/docs/intro', { timeout: 60_000 });
    await waitForHydration(page);
    await page.locator('.tide-hydrated').waitFor();
    await page.locator('.tide-dial').click();
    await expect.poll(() => page.locator('.tide-dial').textContent()).toBe('Dial turns: 1');
    await page.locator('.tide-counter').click();
    await expect.poll(() => page.locator('.tide-counter').textContent()).toBe('High tides: 3');
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

    // The doc's link to the home page, and the page's back: client navigations.
    await page.locator('a', { hasText: 'harbour tides' }).click();
    await page.waitForURL(site.origin + '/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Harbour tides');
    await page.locator('.tide-dial').click();
    await expect.poll(() => page.locator('.tide-dial').textContent()).toBe('Dial turns: 1');
    await page.locator('a', { hasText: 'Reading the tables' }).click();
    await page.waitForURL(site.origin + '/docs/intro');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Reading the tables');
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    // An edit of the doc shows up in the open page.
    const file = join(site.dir, 'docs/intro.mdx');
    await save(
      site.dev.vite,
      file,
      readFileSync(file, 'utf8').replace('one tide, in local time', 'one tide, in harbour time'),
    );
    await page.waitForFunction(
      () => document.querySelector('article')?.textContent?.includes('one tide, in harbour time'),
      null,
      { timeout: 30_000 },
    );
    expect(pageProblems(problems)).toEqual([]);
  });
});
