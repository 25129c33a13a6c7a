// A site whose src/theme/Layout draws the page frame (tests/fixtures/sites/frame-layout) in the
// browser: client navigation from a doc to the blog, a page and back, and a missing page, keep one
// navbar, one footer and the site's wrapper on each, the navbar's state right, and no console
// error; the site's Layout stays mounted from one page of a docs instance to the next and is
// mounted again where Docusaurus 3.8.1 mounts it again, and prefetch, the progress bar, scroll
// positions and the TOC work on those navigations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('frame-layout', 'e2e-frame-layout');

/** How many of each frame part the page has now. */
const frame = (page: Page) =>
  page.evaluate(() => ({
    wrapper: document.querySelectorAll('[data-harbour-frame="main"]').length,
    navbar: document.querySelectorAll('nav.navbar').length,
    footer: document.querySelectorAll('footer.theme-layout-footer').length,
    announcement: document.querySelectorAll('.announcement-bar').length,
    themeMain: document.querySelectorAll('#__main').length,
  }));
const ONCE = { wrapper: 1, navbar: 1, footer: 1, announcement: 1, themeMain: 0 };
/** The mark set on the first page: still there after client navigation, gone after a load. */
const mark = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: number }).mark ?? 0);

describe('a site Layout that draws the page frame, across client navigation', () => {
  it('keeps one frame from a doc to the blog, a page and a missing page, without errors', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/boarding', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    expect(await frame(page)).toEqual(ONCE);
    expect(await page.locator('.theme-doc-sidebar-container').count()).toBe(1);
    // The navbar's docSidebar item is current on a doc of its sidebar.
    expect(await page.locator('.navbar a.navbar__link--active', { hasText: 'Guide' }).count()).toBe(
      1,
    );

    await page.locator('.navbar a', { hasText: 'Log' }).first().click();
    await page.waitForURL(site.server.origin + '/blog');
    await page.waitForSelector('.blog-list-page');
    expect(await frame(page)).toEqual(ONCE);
    expect(await page.locator('.navbar a.navbar__link--active', { hasText: 'Guide' }).count()).toBe(
      0,
    );

    const marks: Record<string, number> = { blog: await mark(page) };
    await page.locator('.navbar a', { hasText: 'Tides' }).first().click();
    await page.waitForURL(site.server.origin + '/tides');
    await page.locator('h1', { hasText: 'Tides' }).waitFor();
    expect(await frame(page)).toEqual(ONCE);

    marks.page = await mark(page);
    // The mobile menu opens from the site Layout's navbar and shows the docs sidebar on a doc.
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goBack();
    await page.goBack();
    await page.waitForURL(site.server.origin + '/docs/boarding');
    await page.locator('h1', { hasText: 'Boarding' }).waitFor();
    marks.back = await mark(page);
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar--show').waitFor();
    await page.locator('.navbar-sidebar a', { hasText: 'Rigging' }).click();
    await page.waitForURL(site.server.origin + '/docs/category/rigging');
    await page.locator('h1', { hasText: 'Rigging' }).waitFor();
    // The menu closes on navigation.
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(0);
    expect(await frame(page)).toEqual(ONCE);

    marks.menu = await mark(page);
    // A missing page (the browser loads a path outside the route table): the 404 in the site's
    // Layout.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-berth';
      a.textContent = 'uncharted';
      document.querySelector('article')!.append(a);
    });
    await page.locator('a', { hasText: 'uncharted' }).click();
    await page.locator('h1', { hasText: 'Page Not Found' }).waitFor();
    expect(await frame(page)).toEqual(ONCE);

    // Every step before it was client navigation.
    expect(marks).toEqual({ blog: 1, page: 1, back: 1, menu: 1 });
    // The missing page is a document load that answers 404 (the browser logs that response, and
    // a site without a favicon its favicon's): nothing else.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});

/** The site Layout's mount (its effect numbers each mount), its state and the page's path. */
const layoutState = async (page: Page) => {
  await page.waitForFunction(() =>
    document.querySelector('[data-harbour-frame="main"]')?.hasAttribute('data-harbour-mount'),
  );
  return page.evaluate(() => {
    const { harbourLayout } = window as unknown as {
      harbourLayout: { mounts: number; unmounts?: number };
    };
    return {
      path: location.pathname + location.hash,
      mount: Number(
        document.querySelector('[data-harbour-frame="main"]')!.getAttribute('data-harbour-mount'),
      ),
      unmounts: harbourLayout.unmounts ?? 0,
      frames: document.querySelectorAll('[data-harbour-frame="main"]').length,
      lit: document.querySelector('.harbour-lantern')!.getAttribute('aria-pressed') === 'true',
    };
  });
};

/**
 * What Docusaurus 3.8.1 gives on these steps (2026-11-29: this fixture built with
 * `docusaurus build` from scripts/bench/peer's node_modules, served as static files, and driven in
 * Chromium through the same clicks; the lantern is lit on the first doc and on the first logbook
 * doc): its DocsRoot route renders `@theme/Layout` once for every page of a docs instance (docs,
 * generated index, tags pages), so the Layout, its state and its effect stay from one to the next;
 * the other instance's DocsRoot, the blog's pages and the pages' own Layout mount it again.
 */
const DOCUSAURUS_STEPS = [
  { step: 'load', path: '/docs/boarding', mount: 1, unmounts: 0, lit: false },
  { step: 'lantern lit', path: '/docs/boarding', mount: 1, unmounts: 0, lit: true },
  { step: 'doc → doc', path: '/docs/rigging/ladders', mount: 1, unmounts: 0, lit: true },
  { step: 'doc → tag page', path: '/docs/tags/safety', mount: 1, unmounts: 0, lit: true },
  { step: 'tag page → doc', path: '/docs/boarding', mount: 1, unmounts: 0, lit: true },
  { step: 'doc → index', path: '/docs/category/rigging', mount: 1, unmounts: 0, lit: true },
  { step: 'index → doc', path: '/docs/boarding', mount: 1, unmounts: 0, lit: true },
  {
    step: 'doc → doc#hash',
    path: '/docs/rigging/ladders#height',
    mount: 1,
    unmounts: 0,
    lit: true,
  },
  { step: 'back', path: '/docs/boarding', mount: 1, unmounts: 0, lit: true },
  { step: 'other instance', path: '/logbook/night-watch', mount: 2, unmounts: 1, lit: false },
  { step: 'its doc → doc', path: '/logbook/fog-signals', mount: 2, unmounts: 1, lit: true },
  { step: 'doc → blog', path: '/blog', mount: 3, unmounts: 2, lit: false },
  {
    step: 'blog → post',
    path: '/blog/2024/05/01/first-transfer',
    mount: 4,
    unmounts: 3,
    lit: false,
  },
  { step: 'post → page', path: '/tides', mount: 5, unmounts: 4, lit: false },
  { step: 'page → doc', path: '/docs/boarding', mount: 6, unmounts: 5, lit: false },
  { step: 'back to page', path: '/tides', mount: 7, unmounts: 6, lit: false },
  { step: 'forward to doc', path: '/docs/boarding', mount: 8, unmounts: 7, lit: false },
];

/** The classes on `<html>` at each step, in Docusaurus 3.8.1 (the same run; here sorted). */
const DOCUSAURUS_HTML_CLASSES: Record<string, string> = {
  load: 'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'lantern lit':
    'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'doc → doc':
    'docs-doc-id-rigging/ladders docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'doc → tag page':
    'docs-tags-doc-list-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'tag page → doc':
    'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'doc → index': 'docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'index → doc':
    'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'doc → doc#hash':
    'docs-doc-id-rigging/ladders docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  back: 'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'other instance':
    'docs-doc-id-night-watch docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-logbook',
  'its doc → doc':
    'docs-doc-id-fog-signals docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-logbook',
  'doc → blog': 'blog-list-page blog-wrapper plugin-blog plugin-id-default',
  'blog → post': 'blog-post-page blog-wrapper plugin-blog plugin-id-default',
  'post → page': 'mdx-page mdx-wrapper plugin-id-default plugin-pages',
  'page → doc':
    'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
  'back to page': 'mdx-page mdx-wrapper plugin-id-default plugin-pages',
  'forward to doc':
    'docs-doc-id-boarding docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default',
};

describe("a site Layout across client navigation: mounted as Docusaurus's DocsRoot keeps it", () => {
  it('stays mounted from page to page of a docs instance, and mounts again elsewhere', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/boarding', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    const steps: Record<string, unknown>[] = [];
    const classes: Record<string, string> = {};
    const record = async (step: string) => {
      const { frames, ...state } = await layoutState(page);
      expect(frames, step).toBe(1);
      steps.push({ step, ...state });
      classes[step] = await page.evaluate(() =>
        [...document.documentElement.classList].sort().join(' '),
      );
    };
    const go = async (link: ReturnType<Page['locator']>, path: string) => {
      await link.first().click();
      await page.waitForURL(site.server.origin + path);
    };
    // The lantern sits under the sticky sidebar: a click event, not a pointer's.
    const light = () => page.locator('.harbour-lantern').dispatchEvent('click');
    await record('load');
    await light();
    await expect.poll(() => page.locator('.harbour-lantern[aria-pressed="true"]').count()).toBe(1);
    await record('lantern lit');
    await go(page.locator('article a', { hasText: 'ladders' }), '/docs/rigging/ladders');
    await record('doc → doc');
    await go(page.locator('article a[href="/docs/tags/safety"]'), '/docs/tags/safety');
    await record('doc → tag page');
    await go(page.locator('main a[href="/docs/boarding"]'), '/docs/boarding');
    await record('tag page → doc');
    const sidebar = (label: string) =>
      page.locator('.theme-doc-sidebar-container a', { hasText: label });
    await go(sidebar('Rigging'), '/docs/category/rigging');
    await record('doc → index');
    await go(sidebar('Boarding'), '/docs/boarding');
    await record('index → doc');
    await go(page.locator('article a', { hasText: 'height' }), '/docs/rigging/ladders#height');
    await record('doc → doc#hash');
    await page.goBack();
    await page.waitForURL(site.server.origin + '/docs/boarding');
    await record('back');
    await go(page.locator('article a', { hasText: 'night watch' }), '/logbook/night-watch');
    await record('other instance');
    await light();
    await go(page.locator('article a', { hasText: 'fog signals' }), '/logbook/fog-signals');
    await record('its doc → doc');
    await go(page.locator('.navbar a', { hasText: 'Log' }), '/blog');
    await record('doc → blog');
    await go(page.locator('article h2 a'), '/blog/2024/05/01/first-transfer');
    await record('blog → post');
    await go(page.locator('.navbar a', { hasText: 'Tides' }), '/tides');
    await record('post → page');
    await go(page.locator('.navbar a', { hasText: 'Guide' }), '/docs/boarding');
    await record('page → doc');
    await page.goBack();
    await page.waitForURL(site.server.origin + '/tides');
    await record('back to page');
    await page.goForward();
    await page.waitForURL(site.server.origin + '/docs/boarding');
    await record('forward to doc');
    expect(steps).toEqual(DOCUSAURUS_STEPS);
    // The page classes of the kept DocsRoot and of the new page's levels, as Docusaurus's.
    expect(classes).toEqual(DOCUSAURUS_HTML_CLASSES);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('prefetches, shows the progress bar, scrolls and highlights the TOC doc → doc', async () => {
    // The ladders doc's module is held until released (its prefetch too).
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let requested = 0;
    await context.route(/\/assets\/docs\/ladders-[\w-]+\.js$/, async (route) => {
      requested += 1;
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(site.server.origin + '/docs/boarding');
    await waitForHydration(page);
    const first = await layoutState(page);
    const link = page.locator('article a', { hasText: 'ladders' }).first();
    // Prefetched on hover.
    await link.hover();
    await expect.poll(() => requested).toBeGreaterThan(0);
    await link.click();
    // The module is late: the progress bar shows, the doc stays until it has loaded.
    await page.locator('[role="progressbar"]').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Boarding');
    release();
    await page.waitForURL(site.server.origin + '/docs/rigging/ladders');
    await page.locator('h1', { hasText: 'Ladders' }).waitFor();
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    // The Layout stayed; the new doc's TOC is drawn.
    expect((await layoutState(page)).mount).toBe(first.mount);
    const toc = page.locator('.table-of-contents');
    expect(await toc.locator('a').allTextContents()).toEqual(['Spreaders', 'Steps', 'Height']);
    // Scrolled down, then to the previous page by the paginator: at its top.
    await page.locator('.pagination-nav__link--prev').scrollIntoViewIfNeeded();
    const ladderY = await page.evaluate(() => window.scrollY);
    expect(ladderY).toBeGreaterThan(0);
    await page.locator('.pagination-nav__link--prev').click();
    await page.waitForURL(site.server.origin + '/docs/category/rigging');
    await page.locator('h1', { hasText: 'Rigging' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back: the doc where it was left.
    await page.goBack();
    await page.locator('h1', { hasText: 'Ladders' }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, ladderY);
    // From the first doc to a heading of the other: scrolled to it, its TOC link active.
    await page.locator('.theme-doc-sidebar-container a', { hasText: 'Boarding' }).click();
    await page.locator('h1', { hasText: 'Boarding' }).waitFor();
    await page.locator('article a', { hasText: 'height' }).click();
    await page.waitForURL(site.server.origin + '/docs/rigging/ladders#height');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('height')?.getBoundingClientRect().top),
      )
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect
      .poll(() => toc.locator('.table-of-contents__link--active').textContent())
      .toBe('Height');
    expect((await layoutState(page)).mount).toBe(first.mount);
    expect(problems).toEqual([]);
    await context.close();
  });
});
