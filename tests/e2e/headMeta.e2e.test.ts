// The meta and link elements a page gives through `@docusaurus/Head` (tests/fixtures/sites/
// head-meta), in the browser: the server's HTML has them (tests/unit/plugins/output/
// headMetaBuild.test.ts keeps Docusaurus 3.8.1's), hydration takes them over without writing
// them twice, and a client navigation to a page without them removes them, as react-helmet does.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('head-meta', 'e2e-head-meta');
const dev = devServedFixtureSite('head-meta', 'e2e-head-meta-dev');

/** The `content` (or `href`) of every head element the selector finds. */
const values = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      [...document.head.querySelectorAll(s)].map(
        (e) => e.getAttribute('content') ?? e.getAttribute('href'),
      ),
    selector,
  );

describe("a page's <Head> meta and link elements in the browser", () => {
  it('are there once after hydration, and gone after navigating away', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.origin + '/almanac');
    await waitForHydration(page);
    // After the Heads' effects: the page's description replaced the Layout's.
    await expect
      .poll(() => values(page, 'meta[name="description"]'))
      .toEqual(['Every tide of the year in one almanac.']);
    expect(await values(page, 'meta[name="author"]')).toEqual(['Harbour office']);
    expect(await values(page, 'link[rel="canonical"]')).toEqual([
      'https://tides.example.org/almanac/2026',
    ]);
    expect(await values(page, 'meta[property="og:image"]')).toEqual([
      'https://cdn.example.org/almanac-card.png',
    ]);
    await page.getByRole('link', { name: 'Tides', exact: true }).first().click();
    await page.waitForURL(site.server.origin + '/');
    await expect.poll(() => values(page, 'meta[name="author"]')).toEqual([]);
    expect(await values(page, 'link[rel="canonical"]')).not.toContain(
      'https://tides.example.org/almanac/2026',
    );
    expect(await values(page, 'meta[property="og:image"]')).not.toContain(
      'https://cdn.example.org/almanac-card.png',
    );
    await page.close();
  });

  it("are in the dev server's HTML", async () => {
    const response = await fetch(dev.origin + '/docs/springs');
    const head = (await response.text()).replace(/<\/head>[\s\S]*$/, '');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="Spring tides, explained for skippers." data-rh="true">',
    ]);
    expect(head).toContain('<meta property="og:title" content="Spring tides for skippers"');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/springs.xml"');
  });
});
