// The dev server's pages carry their stylesheets (plugins/dev/pageStyles.ts): styled at the first
// paint, before any module script ran, on a Docusaurus site and on the knowledgebase; Vite's client
// takes them as its own, so none is there twice and a CSS edit updates the one stylesheet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connect, devCacheDir, devServedFixtureSite, openDevPage, save } from './helpers.js';

const site = devServedFixtureSite('classic-like', 'dev-page-styles');

/** A page of `origin` opened with no script of its own run: what is styled, the HTML styled. */
async function openWithoutScripts(browser: Browser, address: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  // The first page waits for the pre-bundling, cold on a test's first run (helpers.devCacheDir).
  await page.goto(address, { timeout: 90_000 });
  return page;
}

/** What the navbar and the docs sidebar look like (infima's rules, when they apply). */
const layoutStyles = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      hydrated: document.querySelectorAll('[data-hydrated]').length,
      navbarDisplay: style('.navbar').display,
      navbarShadow: style('.navbar').boxShadow,
      ...(document.querySelector('.theme-doc-sidebar-menu')
        ? {
            sidebarListStyle: style('.theme-doc-sidebar-menu').listStyleType,
            sidebarLinkDisplay: style('.menu__link').display,
          }
        : {}),
    };
  });

/** The rules of the page's stylesheets whose text has `needle`, each as its text. */
const rulesWith = (page: Page, needle: string) =>
  page.evaluate((n) => {
    const texts: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length)
          walk((rule as CSSGroupingRule).cssRules);
        else if (rule.cssText.includes(n)) texts.push(rule.cssText);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return texts;
  }, needle);

describe('dev server page styles (a Docusaurus site)', () => {
  it('sends the page styled: navbar, custom CSS, the page module CSS, with no script run', async () => {
    const page = await openWithoutScripts(site.browser, site.origin + '/');
    expect({
      ...(await layoutStyles(page)),
      ...(await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim(),
        bannerPadding: getComputedStyle(document.querySelector('header.hero')!).paddingTop,
      }))),
    }).toEqual({
      hydrated: 0,
      navbarDisplay: 'flex', // infima's
      navbarShadow: expect.stringMatching(/rgba?\(/) as string,
      primary: '#1d5f8a', // the site's src/css/custom.css
      bannerPadding: '48px', // src/pages/index.module.css's `.banner`, a CSS module of the route
    });
    await page.context().close();
  }, 120_000);

  it('sends a doc page styled: navbar and sidebar', async () => {
    const page = await openWithoutScripts(site.browser, site.origin + '/docs/intro');
    expect(await layoutStyles(page)).toEqual({
      hydrated: 0,
      navbarDisplay: 'flex',
      navbarShadow: expect.stringMatching(/rgba?\(/) as string,
      sidebarListStyle: 'none', // infima's `.menu__list`
      sidebarLinkDisplay: 'flex', // infima's `.menu__link`
    });
    await page.context().close();
  }, 120_000);

  it("hands the stylesheets to Vite's client: each once, a custom CSS edit in place", async () => {
    const page = await openDevPage(site.browser, site.origin + '/');
    const styles = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].map((s) => ({
          id: s.getAttribute('data-vite-dev-id'),
          text: s.textContent ?? '',
        })),
      );
    const before = await styles();
    // The server's (the theme's, the custom CSS, the generated theme.css of a `\0` id, the
    // page's CSS module) are the client's: no id, no text twice.
    const ids = before.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids).toContain('\0virtual:docs/theme.css');
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(before.map((s) => s.text)).size).toBe(before.length);
    expect(await rulesWith(page, '#1d5f8a')).toHaveLength(1);

    const file = join(site.dir, 'src/css/custom.css');
    await save(site.dev.vite, file, readFileSync(file, 'utf8').replace('#1d5f8a', '#8a1d5f'));
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim() === '#8a1d5f',
      null,
      { timeout: 30_000 },
    );
    // The new rule once, the old one gone, and no stylesheet added.
    expect(await rulesWith(page, '#8a1d5f')).toHaveLength(1);
    expect(await rulesWith(page, '#1d5f8a')).toEqual([]);
    expect((await styles()).map((s) => s.id)).toEqual(ids);
    await page.context().close();
  }, 120_000);
});

describe('dev server page styles (the knowledgebase)', () => {
  const root = join(import.meta.dirname, '../..');
  let dev: Awaited<ReturnType<(typeof import('../../scripts/start.js'))['startDevServer']>>;
  let browser: Browser;
  afterAll(async () => {
    await browser?.close();
    await dev?.vite.close();
    await new Promise((r) => dev?.http.close(r));
  });

  it('sends a doc page styled: navbar and sidebar', async () => {
    const { startDevServer } = await import('../../scripts/start.js');
    dev = await startDevServer({
      siteDir: root,
      port: 0,
      host: '127.0.0.1',
      cacheDir: devCacheDir(join(root, 'tests/.tmp/kb-dev-page-styles')),
    });
    browser = await connect();
    const origin = `http://127.0.0.1:${(dev.http.address() as { port: number }).port}`;
    const page = await openWithoutScripts(browser, origin + '/');
    expect(await layoutStyles(page)).toMatchObject({
      hydrated: 0,
      navbarDisplay: 'flex',
      navbarShadow: expect.stringMatching(/rgba?\(/) as string,
    });
    // A doc of the home page's sidebar.
    const doc = await page.evaluate(
      () => document.querySelector<HTMLAnchorElement>('.theme-doc-sidebar-menu a[href]')?.href,
    );
    await page.goto(doc ?? origin + '/', { timeout: 60_000 });
    expect(await layoutStyles(page)).toEqual({
      hydrated: 0,
      navbarDisplay: 'flex',
      navbarShadow: expect.stringMatching(/rgba?\(/) as string,
      sidebarListStyle: 'none',
      sidebarLinkDisplay: 'flex',
    });
    await page.context().close();
  }, 180_000);
});
