// The classic theme's layout options from a Docusaurus config, in a browser: navbar.hideOnScroll,
// navbar.style, the logo's own link, docs.sidebar.hideable and autoCollapseCategories: false.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('theme-options', 'e2e-theme-options');

async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(site.browser, path, {
    origin: site.server.origin,
    viewport: { width, height: 700 },
  });
  await waitForHydration(opened.page);
  return opened;
}

/** The navbar's bottom edge in the viewport: at or below 0 when hidden. */
const navbarBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);

describe('navbar options', () => {
  it('hides the dark navbar while scrolling down and shows it on the way up', async () => {
    const { page, problems } = await open('/rigging/knots');
    const nav = page.locator('nav.navbar');
    expect(await nav.getAttribute('class')).toContain('navbar--dark');
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    // Two steps: Docusaurus hides it on a scroll down from a position below the top.
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => scrollY >= 300);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    // Near the top it stays shown whatever the direction.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('keeps the navbar on the first step down and hides it on the next, the sidebar as Docusaurus', async () => {
    const { page, problems } = await open('/rigging/knots');
    // Docusaurus 3.8.1's boxes for this fixture, [x, y, width, height] (Chromium, 2026-12-01,
    // 1280 × 700), at the top and after each 150 px wheel step: the navbar, the sidebar's column,
    // its sticky viewport (the whole window's height), the menu, the collapse button at its foot.
    const column = (y: number) => [0, y, 300, 3413];
    const sticky = [
      [0, 0, 299, 700],
      [0, 60, 300, 600],
      [0, 660, 300, 40],
    ];
    const shown = [0, 0, 1280, 60];
    const hidden = [0, -62, 1280, 60];
    const DOCUSAURUS = [
      [shown, column(0), ...sticky],
      [shown, column(-150), ...sticky],
      [hidden, column(-300), ...sticky],
    ];
    const boxes = () =>
      page.evaluate(() =>
        [
          'nav.navbar',
          '.theme-doc-sidebar-container',
          '.sidebarViewport_dv',
          '.sidebarViewport_dv nav',
          '.collapseSidebarButton_dv',
        ].map((q) => {
          const b = document.querySelector(q)!.getBoundingClientRect();
          return [b.x, b.y, b.width, b.height].map(Math.round);
        }),
      );
    expect(await boxes()).toEqual(DOCUSAURUS[0]);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 150);
    await page.waitForFunction(() => scrollY >= 150);
    // Two frames on, React has drawn what the scroll decided: the navbar is not hiding.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await page.locator('nav.navbar').getAttribute('class')).not.toContain('navbar--hidden');
    expect(await boxes()).toEqual(DOCUSAURUS[1]);
    await page.mouse.wheel(0, 150);
    await page.waitForFunction(() => scrollY >= 300);
    await expect.poll(boxes).toEqual(DOCUSAURUS[2]);
    expect(problems).toEqual([]);
  });

  it('hides the navbar on a jump to a heading, the heading 0.5rem down, as Docusaurus', async () => {
    // Docusaurus 3.8.1 (1280 × 700): a click on the TOC's "Reef knot" scrolls to 822, the heading
    // 8 px down, the navbar hidden; the page opened at #sheet-bend is at 975, the navbar hidden.
    const { page, problems } = await open('/rigging/knots');
    const state = (id: string) =>
      page.evaluate(
        (id) => [
          Math.round(scrollY),
          Math.round(document.getElementById(id)!.getBoundingClientRect().top),
          document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'),
        ],
        id,
      );
    await page.locator('.table-of-contents a', { hasText: 'Reef knot' }).click();
    await expect.poll(() => state('reef-knot')).toEqual([822, 8, true]);
    const opened = await open('/rigging/knots#sheet-bend');
    await expect
      .poll(() =>
        opened.page.evaluate(() => [
          Math.round(scrollY),
          document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'),
        ]),
      )
      .toEqual([975, true]);
    expect([...problems, ...opened.problems]).toEqual([]);
  });

  it('marks the link of the section the page is in as current, and only that one', async () => {
    const { page } = await open('/rigging/knots');
    const knots = page.locator('nav.navbar').getByRole('link', { name: 'Knots' });
    expect(await knots.getAttribute('class')).toContain('navbar__link--active');
    const other = await open('/sails/jib');
    const link = other.page.locator('nav.navbar').getByRole('link', { name: 'Knots' });
    expect(await link.getAttribute('class')).not.toContain('navbar__link--active');
  });

  it("links the logo to the site's own address, in a new tab", async () => {
    const { page } = await open('/');
    const brand = page.locator('nav.navbar .navbar__brand').first();
    expect(await brand.getAttribute('href')).toBe('https://club.example.org/');
    expect(await brand.getAttribute('target')).toBe('_blank');
    expect(await brand.locator('img').getAttribute('width')).toBe('28');
  });
});

describe('baseUrlIssueBanner: false', () => {
  it('writes no banner script, and no banner shows when the scripts fail', async () => {
    // Docusaurus 3.8.1 wrote no banner script into this fixture's home page.
    const html = await (await fetch(site.server.origin + '/')).text();
    expect(html).not.toMatch(/base-url-issue-banner/);
    const page = await (await site.browser.newContext()).newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(site.server.origin + '/');
    await page.waitForLoadState('load');
    expect(await page.$('[id*="base-url-issue-banner"]')).toBeNull();
  });
});

describe('sidebar options', () => {
  it('collapses the sidebar to a bar, widening the page, and brings it back', async () => {
    const { page, problems } = await open('/rigging/knots');
    const main = page.locator('main');
    const before = (await main.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await main.boundingBox())!.width).toBeGreaterThan(before + 200);
    // Hidden once the column's width transition ends, as in Docusaurus.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible())
      .toBe(false);
    // The choice holds on the next page (client navigation).
    await page.locator('nav.navbar').getByRole('link', { name: 'Knots' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).resolves.toBe(
      true,
    );
    expect(problems).toEqual([]);
  });

  it('draws the hideable sidebar as Docusaurus 3.8.1 does, collapsed and expanded (1280 px)', async () => {
    const { page, problems } = await open('/rigging/knots');
    // What Docusaurus 3.8.1 drew for this fixture (its CSS-module classes' local names, `_dv` for
    // the hash; its sidebar logo of navbar.hideOnScroll left out: not drawn here yet).
    const sidebar = (hidden: string) =>
      `aside.theme-doc-sidebar-container.docSidebarContainer_dv${hidden ? '.docSidebarContainerHidden_dv' : ''}(` +
      `div.sidebarViewport_dv(div.sidebar_dv.sidebarWithHideableNavbar_dv${hidden ? '.sidebarHidden_dv' : ''}(nav,` +
      'button.button.button--secondary.button--outline.collapseSidebarButton_dv[type=button]' +
      '[title=Collapse sidebar][aria-label=Collapse sidebar](svg.collapseSidebarButtonIcon_dv))' +
      `${hidden ? ',div.expandButton_dv[role=button][title=Expand sidebar][aria-label=Expand sidebar][tabindex=0](svg.expandButtonIcon_dv)' : ''}))`;
    const shape = () =>
      page.$eval('aside.theme-doc-sidebar-container', (aside) => {
        const attrs = ['type', 'role', 'title', 'aria-label', 'tabindex'];
        const walk = (el: Element): string => {
          if (el.tagName === 'NAV') return 'nav';
          const own = attrs.filter((a) => el.hasAttribute(a));
          const kids =
            el.tagName === 'svg' ? [] : [...el.children].filter((c) => c.tagName !== 'A');
          return (
            el.tagName.toLowerCase() +
            [...el.classList].map((c) => `.${c}`).join('') +
            own.map((a) => `[${a}=${el.getAttribute(a)}]`).join('') +
            (kids.length ? `(${kids.map(walk).join(',')})` : '')
          );
        };
        return walk(aside);
      });
    const widths = () =>
      page.evaluate(() =>
        ['aside.theme-doc-sidebar-container', 'main'].map(
          (s) => document.querySelector(s)!.getBoundingClientRect().width,
        ),
      );
    expect(await shape()).toBe(sidebar(''));
    expect(await widths()).toEqual([300, 980]);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    // The column narrows, then (its transition ended) the sidebar hides behind the expand bar.
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await shape()).toBe(sidebar('hidden'));
    await expect.poll(widths).toEqual([30, 1250]);
    expect(await page.$eval('main', (main) => main.className)).toContain(
      'docMainContainerEnhanced_dv',
    );
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(shape).toBe(sidebar(''));
    await expect.poll(widths).toEqual([300, 980]);
    expect(problems).toEqual([]);
  });

  it('leaves a category open when another opens (autoCollapseCategories: false)', async () => {
    const { page } = await open('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const rigging = sidebar.getByRole('button', { name: 'Rigging' });
    const sails = sidebar.getByRole('button', { name: 'Sails' });
    await rigging.click();
    await sails.click();
    expect(await rigging.getAttribute('aria-expanded')).toBe('true');
    expect(await sails.getAttribute('aria-expanded')).toBe('true');
  });
});
