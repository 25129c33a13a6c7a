// A Docusaurus site's images of both colour modes (tests/fixtures/sites/themed-images): a navbar
// logo and a footer logo with `srcDark`, a `ThemedImage` in a page; and the base-URL issue banner,
// on by default. Docusaurus 3.8.1 built the fixture once; the values below are what it wrote and
// what Chromium showed of its build. Its ThemedImage writes both modes' images into the server's
// HTML, then keeps only the current mode's once hydrated (before, ours kept both logos, with
// classes of its own); its banner script (in `<head>`, home page only) adds the banner when
// `window.docusaurus` is missing, before the body's first child, hidden by the stylesheet.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('themed-images', 'e2e-themed-images');

const light = (cls = '') => `${cls}themedComponent_dv themedComponent--light_dv`;
const dark = (cls = '') => `${cls}themedComponent_dv themedComponent--dark_dv`;

/** Every image of the page: its src and classes. */
const images = (page: Page) =>
  page.$$eval('img', (list) => list.map((img) => `${img.getAttribute('src')} ${img.className}`));

describe('themed images', () => {
  it('writes both modes’ images into the server HTML, as Docusaurus 3.8.1 does', async () => {
    const html = await (await fetch(site.server.origin + '/')).text();
    const written = [...html.matchAll(/<img [^>]*>/g)].map((m) => [
      m[0].match(/src="([^"]*)"/)![1],
      m[0].match(/class="([^"]*)"/)![1],
    ]);
    expect(written).toEqual([
      ['/img/day.svg', light()],
      ['/img/night.svg', dark()],
      ['/img/day.svg', light()],
      ['/img/night.svg', dark()],
      ['/img/day.svg', light('footer__logo ')],
      ['/img/night.svg', dark('footer__logo ')],
    ]);
  });

  it('keeps only the current mode’s image once hydrated, and swaps it with the mode', async () => {
    // Docusaurus 3.8.1's DOM: one image per logo and per ThemedImage (1280 px, light).
    const { page, problems } = await openPage(site.browser, '/', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    await waitForHydration(page);
    await expect
      .poll(() => images(page))
      .toEqual([
        `/img/day.svg ${light()}`,
        `/img/day.svg ${light()}`,
        `/img/day.svg ${light('footer__logo ')}`,
      ]);
    await page.locator('.navbar__items--right button[title]').first().click();
    await expect
      .poll(() => images(page))
      .toEqual([
        `/img/night.svg ${dark()}`,
        `/img/night.svg ${dark()}`,
        `/img/night.svg ${dark('footer__logo ')}`,
      ]);
    // Shown at the sizes Docusaurus's were (the SVGs' own 40 px, the sizes the config gives).
    const boxes = await page.$$eval('img', (list) =>
      list.map((img) => [img.getBoundingClientRect().width, getComputedStyle(img).display]),
    );
    expect(boxes).toEqual([
      [32, 'inline'],
      [80, 'inline'],
      [60, 'inline'],
    ]);
    expect(problems).toEqual([]);
  });

  it('has one dark image per logo at 900 px in dark mode, the mobile menu’s logo too', async () => {
    const { page } = await openPage(site.browser, '/', {
      origin: site.server.origin,
      viewport: { width: 900, height: 800 },
      colorScheme: 'dark',
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => images(page))
      .toEqual([
        `/img/night.svg ${dark()}`,
        `/img/night.svg ${dark()}`,
        `/img/night.svg ${dark()}`,
        `/img/night.svg ${dark('footer__logo ')}`,
      ]);
  });
});

/** The banner's HTML as Docusaurus 3.8.1's script inserted it on this fixture's home page. */
const BANNER =
  '\n<div id="__docusaurus-base-url-issue-banner" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">\n' +
  '   <p style="font-weight: bold; font-size: 30px;">Your Docusaurus site did not load properly.</p>\n' +
  '   <p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight: bold;">baseUrl configuration</a>.</p>\n' +
  '   <p>Current configured baseUrl = <span style="font-weight: bold; color: red;">/</span>  (default value)</p>\n' +
  '   <p>We suggest trying baseUrl = <span id="__docusaurus-base-url-issue-banner-suggestion-container" style="font-weight: bold; color: green;">/</span></p>\n' +
  '</div>\n';

/** The banner of a page opened with its scripts (and, with `css`, its stylesheets) failing. */
async function bannerWhenBroken(path: string, css: boolean) {
  const page = await (await site.browser.newContext()).newPage();
  await page.route('**/*', (route) => {
    const url = route.request().url();
    return /\.m?js(\?|$)/.test(url) || (css && /\.css(\?|$)/.test(url))
      ? route.abort()
      : route.continue();
  });
  await page.goto(site.server.origin + path);
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const banner = document.getElementById('__docusaurus-base-url-issue-banner-container');
    return (
      banner && {
        first: document.body.firstElementChild === banner,
        display: getComputedStyle(banner).display,
        html: banner.innerHTML,
      }
    );
  });
}

describe('the base-URL issue banner', () => {
  it('is inserted as Docusaurus 3.8.1 inserts it when the scripts fail, hidden by the CSS', async () => {
    expect(await bannerWhenBroken('/', false)).toEqual({
      first: true,
      display: 'none',
      html: BANNER,
    });
    expect(await bannerWhenBroken('/', true)).toEqual({
      first: true,
      display: 'block',
      html: BANNER,
    });
    // The home page only.
    expect(await bannerWhenBroken('/docs/lamps', true)).toBeNull();
  });

  it('is not there when the client runs; its script is in the home page’s head', async () => {
    const { page } = await openPage(site.browser, '/', { origin: site.server.origin });
    await waitForHydration(page);
    expect(await page.$('[id^="__docusaurus-base-url-issue-banner"]')).toBeNull();
    const html = await (await fetch(site.server.origin + '/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('__docusaurus-base-url-issue-banner-container');
    expect(head).not.toContain('__docs-base-url-issue-banner');
  });
});
