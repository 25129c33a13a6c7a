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

  // Docusaurus's page classes on <html> (theme-classic's HtmlClassNameProviders): the server's
  // for the first page, then the next page's after a client navigation, the colour mode kept.
  it('doc → blog by client navigation: <html> trades the doc page classes for the blog list’s', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.origin + '/docs/intro');
    await waitForHydration(page);
    const classes = () =>
      page.evaluate(() => [...document.documentElement.classList].sort().join(' '));
    expect(await classes()).toBe(
      'docs-doc-id-intro docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
    );
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/blog';
      a.textContent = 'to the blog';
      a.id = 'go';
      document.querySelector('main')!.append(a);
    });
    await page.click('#go');
    await page.waitForFunction(() => document.documentElement.classList.contains('blog-list-page'));
    expect(await classes()).toBe('blog-list-page blog-wrapper plugin-blog plugin-id-default');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await context.close();
  });

  // Docusaurus's classic look, measured on zig.guide built by Docusaurus 3.6.3 (same values as
  // 3.8.1's Infima and theme-classic styles): the navbar's and code blocks' shadow, code 1rem from
  // the block's edges, breadcrumbs at 0.8 size, the sidebar menu's padding, the doc column kept at
  // 75% without a TOC, and the last update italic and smaller, right-aligned on desktop only.
  it('doc page: the classic look of Docusaurus', async () => {
    const SHADOW = 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px';
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/docs/intro');
    await waitForHydration(page);
    const style = (sel: string, prop: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    expect(await style('.navbar', 'box-shadow')).toBe(SHADOW);
    expect(await style('.code-block', 'box-shadow')).toBe(SHADOW);
    expect(await style('.code-block', 'border-top-width')).toBe('0px');
    // The code 1rem from the block's left and top edges. Docusaurus pads the `code`
    // (codeBlockLines: --ifm-pre-padding), not each line: the first line's box starts there, with
    // no padding of its own.
    const block = (await page.locator('.code-block').first().boundingBox())!;
    const line = (await page.locator('.code-block .line').first().boundingBox())!;
    expect([line.x - block.x, line.y - block.y]).toEqual([16, 16]);
    expect(await style('.code-block .line', 'padding-left')).toBe('0px');
    expect(await style('.code-block pre code', 'padding-left')).toBe('16px');
    expect(await style('.breadcrumbs__link', 'font-size')).toBe('12.8px');
    expect(await style('.breadcrumbs__link', 'padding')).toBe('5.12px 10.24px');
    expect(await style('.theme-doc-sidebar-container .menu', 'padding')).toBe('8px 0px 8px 8px');
    // The intro has no TOC: the column keeps its room all the same.
    expect(await page.locator('.toc-desktop, .table-of-contents').count()).toBe(0);
    expect(await style('.doc-main__content', 'max-width')).toBe('75%');
    const lastUpdated = () =>
      page.evaluate(() => {
        const row = document.createElement('div');
        row.className = 'row';
        row.innerHTML = '<div class="col"></div><div class="col lastUpdated_dv">x</div>';
        document.querySelector('article')!.append(row);
        const cs = getComputedStyle(row.lastElementChild!);
        const out = [cs.fontStyle, cs.fontSize, cs.textAlign];
        row.remove();
        return out;
      });
    expect(await lastUpdated()).toEqual(['italic', '13.3333px', 'right']);
    await page.setViewportSize({ width: 900, height: 900 });
    expect(await lastUpdated()).toEqual(['italic', '13.3333px', 'start']);
    await context.close();
  });
});
