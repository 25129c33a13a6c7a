// A Docusaurus site's pages in a browser (tests/fixtures/sites/classic-like): the React home page
// hydrates without an error, its CSS module classes and the site's customCss apply, its SVG
// components are inline; client navigation to the Markdown page renders it with its title.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('classic-like', 'e2e-classic-like');

describe('the pages of a classic-like site', () => {
  it('home page: hydrated, CSS modules and customCss applied, SVG components inline', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const banner = page.locator('header.hero');
    // index.module.css: `.banner { padding: 3rem 0; text-align: center }`
    expect(await banner.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('48px');
    // custom.css sets the primary colour, which .hero--primary paints.
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(29, 95, 138)',
    );
    const svgs = page.locator('main svg[role="img"], header svg[role="img"]');
    expect(await svgs.count()).toBe(3);
    // styles.module.css of the component sizes its SVGs.
    const box = await page.locator('main svg').first().boundingBox();
    expect(box?.width).toBe(120);
    expect(await page.title()).toBe('Welcome to Lighthouse Keeper | Lighthouse Keeper');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Markdown page: reached by client navigation, titled and laid out', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/markdown-page';
      a.textContent = 'to the Markdown page';
      a.id = 'go';
      document.querySelector('main')!.append(a);
    });
    await page.click('#go');
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'A Markdown page',
    );
    expect(await page.title()).toBe('A Markdown page | Lighthouse Keeper');
    expect(await page.locator('main.container .row .col').count()).toBeGreaterThan(0);
    await context.close();
  });
});
