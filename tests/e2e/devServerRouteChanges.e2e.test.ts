// The dev server when a route comes or goes (tests/fixtures/sites/e2e, two Markdown pages added to
// its copy): a reload sent while no page was open is not replayed to the next page that connects;
// a Markdown page that is deleted reloads its open page once, to the "Page Not Found" page, with no
// hot update of the module that went.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  devServedFixtureSite,
  recordProblems,
  trackDevClient,
  waitForHydration,
} from './helpers.js';

const site = devServedFixtureSite('e2e', 'dev-route-changes', {
  prepare: (dir) => {
    writeFileSync(join(dir, 'src/pages/harbour.md'), '# Harbour\n\nTide tables for the harbour.\n');
    writeFileSync(join(dir, 'src/pages/slipway.md'), '# Slipway\n\nThe slipway opens at dawn.\n');
  },
});

/** Chromium's request for /favicon.ico (the fixture has none), and a 404 page's own status. */
const NOT_FOUND = 'error: Failed to load resource: the server responded with a status of 404';

/** Opens `path` hydrated and connected; `loads()` counts the documents the page loaded since. */
async function open(
  path: string,
): Promise<{ page: Page; loads: () => number; problems: string[] }> {
  const page = await (await site.browser.newContext()).newPage();
  const problems = recordProblems(page);
  const client = trackDevClient(page);
  // Each document the page requests (a reload while the page still loads fires no second `load`).
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  await page.goto(site.origin + path, { timeout: 120_000 });
  await waitForHydration(page);
  await client.connected();
  return { page, loads: () => loads, problems };
}

/** The page's text ('' between two documents). */
const bodyText = (page: Page) =>
  page
    .locator('body')
    .innerText({ timeout: 1000 })
    .catch(() => '');

/** Time for a message the server sent to reach the page and act (a reload to start and end). */
const settle = () => new Promise((r) => setTimeout(r, 2000));

describe('dev server: routes that come and go', { timeout: 240_000 }, () => {
  it('does not reload the next page for a reload sent while no page was open', async () => {
    // The first page the dev server serves may wait for its pre-bundling: served once beforehand.
    (await open('/guide/first')).page.context().close();
    await settle();
    // An edit of the site's config: the site reload sends a full reload, to no page.
    const config = join(site.dir, 'site.config.ts');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace('Copyright © 2025 Example', 'Copyright © 2026 Example'));
    try {
      // The new footer served: the site reload that sent the full reload has ended. A site
      // reload loads the config and the content again: on a busy machine (the whole suite at load
      // 5) it took longer than half a minute.
      await expect
        .poll(async () => (await fetch(site.origin + '/guide/second')).text(), {
          timeout: 90_000,
          interval: 200,
        })
        .toContain('Copyright © 2026 Example');
      const { page, loads, problems } = await open('/guide/second');
      await settle();
      expect(loads()).toBe(1);
      expect(problems.filter((p) => !p.startsWith(NOT_FOUND))).toEqual([]);
      await page.context().close();
    } finally {
      writeFileSync(config, original);
    }
    await expect
      .poll(async () => (await fetch(site.origin + '/guide/second')).text(), {
        timeout: 90_000,
        interval: 200,
      })
      .toContain('Copyright © 2025 Example');
  });

  it('reloads an open Markdown page once to "Page Not Found" when its file is deleted', async () => {
    const { page, loads, problems } = await open('/harbour');
    expect(await bodyText(page)).toContain('Tide tables for the harbour.');
    unlinkSync(join(site.dir, 'src/pages/harbour.md'));
    await expect
      .poll(() => bodyText(page), { timeout: 30_000, interval: 200 })
      .toContain('Page Not Found');
    await settle();
    expect(loads()).toBe(2);
    expect((await fetch(site.origin + '/harbour')).status).toBe(404);
    expect(problems.filter((p) => !p.startsWith(NOT_FOUND))).toEqual([]);
    await page.context().close();
  });

  it('drops the route of a Markdown page deleted while another page is open, with no error', async () => {
    const { page, problems } = await open('/guide/first');
    unlinkSync(join(site.dir, 'src/pages/slipway.md'));
    await expect
      .poll(async () => (await fetch(site.origin + '/slipway')).status, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(404);
    await settle();
    expect(await bodyText(page)).toContain('Intro paragraph of the first page.');
    expect(problems.filter((p) => !p.startsWith(NOT_FOUND))).toEqual([]);
    await page.context().close();
  });
});
