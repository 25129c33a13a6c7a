// A Docusaurus site's plugins in a browser (tests/fixtures/sites/plugin-lifecycle), served with
// its `_headers`: a plugin route reached by client-side navigation, a nested route, the plugin's
// client module told of the route change, its injected inline script allowed by the policy.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('plugin-lifecycle', 'e2e-plugin-lifecycle');

/** Opens a page of the site; problems are console errors and failed requests (the site has no favicon). */
async function open(path: string) {
  const opened = await openPage(site.browser, path, { origin: site.server.origin });
  opened.page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico'))
      opened.problems.push(`${r.status()} ${r.url()}`);
  });
  return opened;
}

const realProblems = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('error: Failed to load resource'));

describe('plugin routes', () => {
  it('navigates client-side from a plugin route to a nested one, with its client module', async () => {
    const { page, problems } = await open('/harvest');
    await waitForHydration(page);
    expect(await page.locator('#harvest-varieties li').allTextContents()).toEqual([
      'Bramley',
      'Cox',
      'Egremont Russet',
    ]);
    // The preBody inline script ran (the Content-Security-Policy allows it by its hash).
    expect(
      await page.evaluate(() => (window as { __harvestPreBody?: boolean }).__harvestPreBody),
    ).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.locator('#to-rows').click();
    await page.waitForURL(site.server.origin + '/orchard/rows');
    await page.locator('#orchard-layout #orchard-rows').waitFor();
    // No page load: the marker survived; the client module saw the new route.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-harvest-route')))
      .toBe('/orchard/rows');
    await expect(page.title()).resolves.toBe('Orchard | Orchard Almanac');
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('gives a doc reached by client navigation its route context and front matter dates', async () => {
    const { page, problems } = await open('/');
    await waitForHydration(page);
    await expect(page.locator('#page-route-context').textContent()).resolves.toBe(
      'docusaurus-plugin-content-pages/default data=undefined',
    );
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.locator('#to-calendar').click();
    await page.waitForURL(site.server.origin + '/docs/context');
    await page.locator('#route-context').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
    // As Docusaurus 3.8.1 renders it (tests/unit/plugins/lifecycle/pluginLifecycleSite.test.ts).
    await expect(page.locator('#route-context').textContent()).resolves.toBe(
      'docusaurus-plugin-content-docs/default data={} date=Date(2024-09-14T00:00:00.000Z) metadata=string',
    );
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it("shows a page's plugin data after hydration", async () => {
    const { page, problems } = await open('/');
    await waitForHydration(page);
    await expect(page.locator('#season').textContent()).resolves.toBe('Season: autumn');
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
