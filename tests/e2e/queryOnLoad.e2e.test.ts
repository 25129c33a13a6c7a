// A Docusaurus site's page whose query lives in the URL (tests/fixtures/sites/query-on-load): it
// reads `?q=` only once `useIsBrowser()` is true, and an effect writes its state back with
// `history.replace`. Opened with `?q=term`, its first effect drops the query from the URL; its next
// render, in the browser, must still read `term` from `useLocation()` (the location on screen, as
// Docusaurus's router shows a new location a tick later) and put it back, as with Docusaurus.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('query-on-load', 'e2e-query-on-load');

/** The finder's heading, its results and the URL's query, once they agree on `query`. */
async function settledOn(page: Page, query: string) {
  await page
    .waitForFunction(
      (q) =>
        document.querySelector('#finder-title')?.textContent ===
          (q ? `Lamps matching "${q}"` : 'Find a lamp') &&
        new URLSearchParams(window.location.search).get('q') === (q || null),
      query,
      { timeout: 10_000 },
    )
    // What the page shows instead is the failure's message below.
    .catch(() => undefined);
  return page.evaluate(() => ({
    title: document.querySelector('#finder-title')?.textContent,
    results: [...document.querySelectorAll('#finder-results li')].map((li) => li.textContent),
    search: window.location.search,
  }));
}

describe('a page reading its query once in the browser', () => {
  it('keeps ?q= of a page load in the URL and shows its results', async () => {
    const { page, problems } = await openPage(site.browser, '/search?q=term', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    expect(await settledOn(page, 'term')).toEqual({
      title: 'Lamps matching "term"',
      results: ['Intermittent beacon'],
      search: '?q=term',
    });
    expect(problems).toEqual([]);
  });

  it('writes what the reader types into the URL, and drops the query when cleared', async () => {
    const { page, problems } = await openPage(site.browser, '/search', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    const input = page.getByRole('searchbox', { name: 'Lamp' });
    await input.fill('lens');
    expect(await settledOn(page, 'lens')).toEqual({
      title: 'Lamps matching "lens"',
      results: ['Fresnel lens'],
      search: '?q=lens',
    });
    await input.fill('');
    expect(await settledOn(page, '')).toEqual({ title: 'Find a lamp', results: [], search: '' });
    // Client-side all along: no page load.
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    expect(problems).toEqual([]);
  });
});
