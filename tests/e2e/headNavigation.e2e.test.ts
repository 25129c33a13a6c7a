// The head after client navigations (tests/fixtures/sites/head-navigation): the theme's elements
// (canonical URL, og:url, hreflang alternates, og:title, description, keywords, social card, the
// search tags) are the shown page's, and a page's own `<Head>` elements (a canonical URL, an author,
// structured data, a style) come and go with it, as react-helmet updates Docusaurus's head. The
// expected heads are what Docusaurus 3.8.1's build of the same fixture held after each step in
// chromium (attributes sorted; stylesheets, script files, preloads, generator, charset and
// viewport left out).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('head-navigation', 'e2e-head-navigation');

/** The head's elements, each as its tag and sorted attributes (a script's, a style's text). */
const headOf = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('title, meta, link, script, style')]
      .filter(
        (e) =>
          !/^(stylesheet|modulepreload|preload|prefetch)$/.test(e.getAttribute('rel') ?? '') &&
          !(e.tagName === 'SCRIPT' && ((e as HTMLScriptElement).src || !e.getAttribute('type'))) &&
          !/^(generator|viewport|docs-routes)$/.test(e.getAttribute('name') ?? '') &&
          !e.hasAttribute('charset'),
      )
      .map((e) => {
        if (e.tagName === 'TITLE') return `title: ${e.textContent}`;
        const attributes = [...e.attributes]
          .filter((a) => a.name !== 'data-rh')
          .map((a) => `${a.name.toLowerCase()}=${a.value}`)
          .sort()
          .join(' ');
        const text = /^(SCRIPT|STYLE)$/.test(e.tagName) ? ` :: ${e.textContent!.trim()}` : '';
        return `${e.tagName.toLowerCase()} ${attributes}${text}`;
      })
      .sort(),
  );

/** Docusaurus 3.8.1's heads (built 2026-11-30). */
const BEACONS = [
  'link href=https://lights.example.net/docs/beacons hreflang=en rel=alternate',
  'link href=https://lights.example.net/docs/beacons hreflang=x-default rel=alternate',
  'link href=https://lights.example.net/docs/beacons rel=canonical',
  'meta content=Beacons | Lighthouse Log property=og:title',
  "meta content=How a beacon's light is told apart at night. name=description",
  "meta content=How a beacon's light is told apart at night. property=og:description",
  'meta content=current name=docsearch:version',
  'meta content=current name=docusaurus_version',
  'meta content=docs-default-current name=docsearch:docusaurus_tag',
  'meta content=docs-default-current name=docusaurus_tag',
  'meta content=en name=docsearch:language',
  'meta content=en name=docusaurus_locale',
  'meta content=en property=og:locale',
  'meta content=flash,period name=keywords',
  'meta content=https://lights.example.net/docs/beacons property=og:url',
  'meta content=https://lights.example.net/img/beacon-card.png name=twitter:image',
  'meta content=https://lights.example.net/img/beacon-card.png property=og:image',
  'meta content=summary_large_image name=twitter:card',
  'title: Beacons | Lighthouse Log',
];
const KEEPERS = [
  'link href=https://lights.example.net/docs/keepers hreflang=en rel=alternate',
  'link href=https://lights.example.net/docs/keepers hreflang=x-default rel=alternate',
  'link href=https://lights.example.net/people/keepers rel=canonical',
  'meta content=Coast guild name=author',
  'meta content=Keepers | Lighthouse Log property=og:title',
  'meta content=The people who tended the lamps. name=description',
  'meta content=The people who tended the lamps. property=og:description',
  'meta content=current name=docsearch:version',
  'meta content=current name=docusaurus_version',
  'meta content=docs-default-current name=docsearch:docusaurus_tag',
  'meta content=docs-default-current name=docusaurus_tag',
  'meta content=en name=docsearch:language',
  'meta content=en name=docusaurus_locale',
  'meta content=en property=og:locale',
  'meta content=https://lights.example.net/docs/keepers property=og:url',
  'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
  'meta content=https://lights.example.net/img/lamp.png property=og:image',
  'meta content=lighthouses, coast name=keywords',
  'meta content=summary_large_image name=twitter:card',
  'script type=application/ld+json :: {"@context":"https://schema.org","@type":"Article","headline":"Keepers"}',
  'style  :: .keeper-note{font-style:italic}',
  'title: Keepers | Lighthouse Log',
];
const HOME = [
  'link href=https://lights.example.net/ hreflang=en rel=alternate',
  'link href=https://lights.example.net/ hreflang=x-default rel=alternate',
  'link href=https://lights.example.net/ rel=canonical',
  "meta content=A log of the coast's lights. name=description",
  "meta content=A log of the coast's lights. property=og:description",
  'meta content=Home | Lighthouse Log property=og:title',
  'meta content=default name=docsearch:docusaurus_tag',
  'meta content=default name=docusaurus_tag',
  'meta content=en name=docsearch:language',
  'meta content=en name=docusaurus_locale',
  'meta content=en property=og:locale',
  'meta content=https://lights.example.net/ property=og:url',
  'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
  'meta content=https://lights.example.net/img/lamp.png property=og:image',
  'meta content=lighthouses, coast name=keywords',
  'meta content=summary_large_image name=twitter:card',
  'title: Home | Lighthouse Log',
];

describe('the head after client navigation', () => {
  it("is each page's: A → B → back → A, as Docusaurus's", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.origin + '/docs/beacons');
    await waitForHydration(page);
    await expect.poll(() => headOf(page)).toEqual(BEACONS);
    await page.locator('article a[href="/docs/keepers"]').click();
    await page.waitForURL(site.server.origin + '/docs/keepers');
    await expect.poll(() => headOf(page)).toEqual(KEEPERS);
    await page.goBack();
    await page.waitForURL(site.server.origin + '/docs/beacons');
    await expect.poll(() => headOf(page)).toEqual(BEACONS);
    await page.close();
  });

  it('from a page with its own canonical URL to others', async () => {
    const page = await site.browser.newPage();
    await page.goto(site.server.origin + '/docs/keepers');
    await waitForHydration(page);
    await expect.poll(() => headOf(page)).toEqual(KEEPERS);
    await page.locator('article a[href="/docs/beacons"]').click();
    await page.waitForURL(site.server.origin + '/docs/beacons');
    await expect.poll(() => headOf(page)).toEqual(BEACONS);
    await page.goBack();
    await page.waitForURL(site.server.origin + '/docs/keepers');
    await expect.poll(() => headOf(page)).toEqual(KEEPERS);
    await page.locator('article a[href="/"]').click();
    await page.waitForURL(site.server.origin + '/');
    await expect.poll(() => headOf(page)).toEqual(HOME);
    await page.close();
  });
  it('loads its navigation module with the first navigation, not with the first page', async () => {
    const page = await site.browser.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const navigationHead = () => requested.filter((p) => /\/themeHead[^/]*\.js$/.test(p));
    await page.goto(site.server.origin + '/docs/beacons');
    await waitForHydration(page);
    await expect.poll(() => headOf(page)).toEqual(BEACONS);
    expect(navigationHead()).toEqual([]);
    await page.locator('article a[href="/docs/keepers"]').click();
    await page.waitForURL(site.server.origin + '/docs/keepers');
    await expect.poll(() => headOf(page)).toEqual(KEEPERS);
    expect(navigationHead()).toHaveLength(1);
    await page.close();
  });
});
