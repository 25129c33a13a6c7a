// A site's swizzled components in the browser (tests/fixtures/sites/swizzled): they hydrate, an
// interactive one (the site's MDX component) works, and they stay as the reader moves between a
// doc, the blog and a missing page by client navigation, with no console error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, scrollToAndWait, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('swizzled', 'e2e-swizzled');

/** The overrides' markers on the page now. */
const markers = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[data-swizzle]')].map((e) => e.getAttribute('data-swizzle')),
    ),
  ]);

const EVERY_PAGE = [
  'root',
  'skip-to-content',
  'navbar-content',
  'navbar-toggle',
  'navbar-logo',
  'navbar-custom',
  'footer-links',
  'footer-logo',
  'footer-copyright',
  'footer-layout',
  'footer-columns',
  'navbar-search',
  'color-mode-toggle',
  'logo',
];

describe('swizzled components across client navigation', () => {
  it('keeps the overrides from a doc to the blog, a post and a missing page, without errors', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
    });
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    // The site's ThemeProvider/TitleFormatter titles each page, after client navigation too.
    expect(await page.title()).toBe('Reading a table | Tide Tables (docs)');
    expect(await markers(page)).toEqual(
      expect.arrayContaining([
        ...EVERY_PAGE,
        'doc-footer',
        'admonition-harbour',
        'codeblock',
        'mdx-tide',
        'toc',
        'doc-sidebar',
        'sidebar-desktop',
      ]),
    );
    // The site's component is interactive: it hydrates as an island.
    const tide = page.locator('[data-swizzle="mdx-tide"]');
    await tide.click();
    await expect.poll(() => tide.textContent()).toBe('Tides counted: 1');
    // The code block's parts: the site's lines (static HTML) and its copy button, drawn in the
    // browser (as Docusaurus draws the buttons) in the block's context, and working.
    expect(await page.locator('[data-swizzle="codeblock-line"]').count()).toBe(1);
    const copy = page.locator('[data-swizzle="copy-button"]');
    await copy.waitFor();
    expect(await copy.getAttribute('data-language')).toBe('js');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied 1 line');

    await page.locator('.navbar a', { hasText: 'Log' }).first().click();
    await page.waitForURL(site.server.origin + '/blog');
    await page.waitForSelector('[data-swizzle="post-footer-list"]');
    await expect.poll(() => page.title()).toBe('Blog | Log of Tide Tables');
    expect(await markers(page)).toEqual(
      expect.arrayContaining([
        ...EVERY_PAGE,
        'post-title',
        'blog-sidebar',
        'blog-sidebar-desktop',
        'blog-layout',
        'post-items',
        'post-info',
        'blog-author',
        'read-more',
        'list-paginator',
      ]),
    );
    // The wrapped colour-mode switch works through the setter the navbar gives it.
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await theme();
    await page.locator('.navbar__items--right [data-swizzle="color-mode-toggle"] button').click();
    await expect.poll(theme).not.toBe(before);

    await page.locator('[data-swizzle="post-title"] a').click();
    await page.waitForURL(/\/blog\/2024\/05\/01\/first-log$/);
    await page.waitForSelector('[data-swizzle="post-footer-page"]');
    expect(await markers(page)).toEqual(
      expect.arrayContaining([...EVERY_PAGE, 'post-title', 'blog-layout', 'post-info']),
    );
    expect(await page.title()).toBe('First log entry | Log of Tide Tables');

    // A link to a page that does not exist, followed by the client router.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-chart';
      a.textContent = 'uncharted';
      document.querySelector('[itemprop="articleBody"]')!.append(a);
    });
    await page.locator('a', { hasText: 'uncharted' }).click();
    await page.waitForSelector('[data-swizzle="notfound-content"]');
    expect(await markers(page)).toEqual(expect.arrayContaining(EVERY_PAGE));
    expect(await page.locator('h1').textContent()).toBe('Lost at sea');
    // Below the docs' path the docs' levels stay and DocRoot draws `NotFound/Content` alone, as in
    // Docusaurus: no page sets a title, so the tab shows the site's title as core's
    // SiteMetadataDefaults writes it (unformatted; tests/e2e/nestedRoutes.e2e.test.ts).
    expect(await page.title()).toBe('Tide Tables');

    await page.goBack();
    await page.waitForSelector('[data-swizzle="post-footer-page"]');
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    expect({ problems, missing }).toEqual({ problems: [], missing: [] });
  });
});

describe('navbar item types and islands (swizzle7)', () => {
  it("keeps the site's navbar items after client navigation and in the slide-in menu", async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    const bar = (marker: string) => page.locator(`.navbar__inner [data-swizzle="${marker}"]`);
    await page.locator('.navbar a', { hasText: 'Log' }).first().click();
    await page.waitForURL(site.server.origin + '/blog');
    await page.waitForSelector('[data-swizzle="post-footer-list"]');
    // The NavbarItem wrapper's own item, the docSidebar and html items' wrappers.
    expect(await bar('navbar-compass').textContent()).toBe('Compass: north');
    expect(await bar('navbar-doc-sidebar').getAttribute('href')).toBe('/docs/intro');
    expect(await bar('navbar-html').textContent()).toBe('Moon: waxing');
    // At 900 px the items are in the slide-in menu (its first panel; the blog's posts are shown
    // over it): the wrapper's item, and the links through the site's DefaultNavbarItem/Mobile (the
    // docSidebar item's too).
    await page.setViewportSize({ width: 900, height: 900 });
    await page.locator('[data-swizzle="navbar-toggle"] button').click();
    const menu = page.locator('.navbar-sidebar');
    await menu.locator('[data-swizzle="navbar-compass"]').waitFor();
    expect(await menu.locator('li[data-swizzle="navbar-compass"]').count()).toBe(1);
    const links = menu.locator('a[data-swizzle="navbar-link-mobile"]');
    expect(await links.allTextContents()).toEqual(['Guide', 'Log']);
    // The dropdown's entries, opened in the menu's first panel: each through NavbarItem (`mobile`,
    // `isDropdownItem`): its link through the site's DefaultNavbarItem/Mobile, its custom type.
    await menu.locator('button', { hasText: 'Back to main menu' }).click();
    await menu.getByRole('button', { name: 'Tides', exact: true }).click();
    await menu.locator('[data-swizzle="navbar-custom-dropdown"][data-mobile="yes"]').waitFor();
    expect(await links.allTextContents()).toEqual(['Guide', 'Log', 'Springs and neaps']);
    expect(
      await menu
        .locator('[data-swizzle="navbar-custom-dropdown"]')
        .getAttribute('data-active-class'),
    ).toBe('menu__link--active');
    // No search box in the menu (SearchNavbarItem draws none there): one, in the bar.
    expect(await page.locator('.DocSearch-Button').count()).toBe(1);
    await menu.locator('a', { hasText: 'Springs and neaps' }).click();
    await page.waitForURL(site.server.origin + '/docs/springs');
    expect(problems).toEqual([]);
  });

  it('renders useIsBrowser and BrowserOnly in an island as on the server until it hydrates', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    // The island hydrates after the page: its first render must still match the server's HTML
    // (false, the fallback), then it turns to the browser's.
    const tide = page.locator('[data-swizzle="mdx-tide"]');
    await expect.poll(() => tide.getAttribute('data-browser')).toBe('true');
    await page.locator('em.tide-browser').waitFor();
    expect(await page.locator('.tide-fallback').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('swizzled sidebar and mobile menu parts', () => {
  it('follows links of the wrapped sidebar items, on the page and in the slide-in menu', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    // DocSidebarItem/Link and /Category wrappers give their items a class of the site's.
    await page.locator('.theme-doc-sidebar-container .tide-sidebar-category a').first().click();
    await page
      .locator('.theme-doc-sidebar-container .tide-sidebar-link a', { hasText: 'Ports' })
      .click();
    await page.waitForURL(/\/docs\/charts\/ports$/);

    // The slide-in menu: the site's toggle reads useNavbarMobileSidebar(); the docs sidebar in it
    // (DocSidebar/Mobile) has the wrapped items, and following one closes the menu.
    await page.setViewportSize({ width: 800, height: 900 });
    const toggle = page.locator('[data-swizzle="navbar-toggle"]');
    await toggle.locator('button').click();
    await expect.poll(() => toggle.getAttribute('data-menu-shown')).toBe('true');
    await page.locator('.navbar-sidebar .tide-sidebar-link a', { hasText: 'Springs' }).click();
    await page.waitForURL(/\/docs\/springs$/);
    await expect.poll(() => toggle.getAttribute('data-menu-shown')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('swizzled head, back-to-top button and blog sidebar on a narrow screen', () => {
  it("applies SiteMetadata's and SearchMetadata's head tags, and the back-to-top button scrolls up", async () => {
    const { page, problems } = await openPage(site.browser, '/docs/springs', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    // Head tags of the site's wrappers (Docusaurus writes them on the server; here the browser).
    await page.waitForSelector('meta[name="tide-site"]', { state: 'attached' });
    expect(await page.locator('meta[name="tide-search"]').first().getAttribute('content')).toBe(
      'default en',
    );
    // The wrapped button: hidden, then shown while scrolling up a long page, and back to the top.
    const button = page.locator('[data-swizzle="back-to-top"] button');
    expect(await button.getAttribute('aria-label')).toBe('Scroll back to top');
    expect(await button.isVisible()).toBe(false);
    // Each scroll waits for its own scroll event, so the second is read as one going up.
    const scrollTo = (y: number) => scrollToAndWait(page, y);
    await page.evaluate(() => {
      document.querySelector('main')!.style.minHeight = '6000px';
    });
    await scrollTo(3000);
    await scrollTo(2000);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect.poll(() => button.isVisible()).toBe(false);
    // The category written as an ejected Docusaurus one keeps its state with theme-common's
    // internals: closed elsewhere, open once its page is (usePrevious), closed by a click there.
    const category = page.locator('.theme-doc-sidebar-container li.tide-sidebar-category');
    const collapsed = () =>
      category.evaluate((li) => li.classList.contains('menu__list-item--collapsed'));
    expect(await collapsed()).toBe(true);
    await category.locator('a').first().click();
    await page.waitForURL(/\/docs\/category\/charts$/);
    await expect.poll(collapsed).toBe(false);
    await category.locator('a').first().click();
    await expect.poll(collapsed).toBe(true);
    expect(problems).toEqual([]);
  });

  it('puts the blog posts in the slide-in menu on a narrow screen (BlogSidebar/Mobile)', async () => {
    const { page, problems } = await openPage(site.browser, '/blog', {
      origin: site.server.origin,
    });
    await page.setViewportSize({ width: 800, height: 900 });
    await waitForHydration(page);
    await page.waitForSelector('[data-swizzle="blog-sidebar-mobile"][data-posts="1"]', {
      state: 'attached',
    });
    await page.locator('[data-swizzle="navbar-toggle"] button').click();
    const post = page.locator('.navbar-sidebar .blog-sidebar-mobile a', {
      hasText: 'First log entry',
    });
    await post.click();
    await page.waitForURL(/\/blog\/2024\/05\/01\/first-log$/);
    expect(problems).toEqual([]);
  });

  it("looks as Docusaurus's classic theme draws it: Infima's colours and sizes, not this generator's look", async () => {
    const { page, problems } = await openPage(site.browser, '/docs/springs', {
      origin: site.server.origin,
    });
    await waitForHydration(page);
    const look = await page.evaluate(() => {
      const px = (sel: string) => getComputedStyle(document.querySelector(sel)!).fontSize;
      return {
        primary: getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim(),
        menuLink: px('.theme-doc-sidebar-container .menu__link'),
        crumb: document.querySelector('.breadcrumbs__link') ? px('.breadcrumbs__link') : 'none',
        // The site's wrapped Heading makes each h2 an island, in a marker below `.markdown`.
        h2: (({ fontSize, marginTop, marginBottom }) => [fontSize, marginTop, marginBottom])(
          getComputedStyle(document.querySelector('.markdown h2[data-swizzle]')!),
        ),
      };
    });
    // Infima's default primary colour (the fixture has no custom CSS), a 16 px sidebar link, the
    // breadcrumbs at 0.8 of their size as Docusaurus's DocBreadcrumbs stylesheet sets them, and
    // the wrapped h2 at Infima's article size and rhythm: all as Docusaurus 3.8.1's build of this
    // fixture computes them at 1280 px.
    expect(look).toEqual({
      primary: '#3578e5',
      menuLink: '16px',
      crumb: '12.8px',
      h2: ['32px', '40px', '20px'],
    });
    expect(problems).toEqual([]);
  });
});

describe('swizzled doc route levels (DocsRoot, DocVersionRoot, DocRoot, DocItem) across navigation', () => {
  it('draws them on the way into the docs, a generated index and a tags page, and not out of them', async () => {
    const { page, problems } = await openPage(site.browser, '/', { origin: site.server.origin });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    expect(await markers(page)).not.toContain('docs-root');
    // Into a doc, by the navbar's sidebar link: every level, with the props Docusaurus gives.
    await page.locator('.navbar a', { hasText: 'Guide' }).first().click();
    await page.waitForURL(/\/docs\/intro$/);
    await page.waitForSelector('[data-swizzle="doc-item"]');
    expect(await markers(page)).toEqual(
      expect.arrayContaining([
        'docs-root',
        'doc-version-root',
        'doc-root',
        'doc-root-layout',
        'doc-root-main',
        'doc-root-sidebar',
        'doc-item',
        'tag',
      ]),
    );
    expect(
      await page.locator('[data-swizzle="doc-root-layout"]').getAttribute('data-sidebar'),
    ).toBe('tides');
    // The hideable sidebar: the site's collapse button hides it, its expand button shows it.
    await page.locator('[data-swizzle="sidebar-collapse"] button').click();
    const expand = page.locator('[data-swizzle="sidebar-expand"] [role="button"]');
    await expand.click();
    await expect.poll(() => expand.count()).toBe(0);
    // A tag of the doc's footer, to the tag's page (the version's child, beside DocRoot).
    await page.locator('[data-swizzle="tag"] a', { hasText: 'reading' }).first().click();
    await page.waitForURL(/\/docs\/tags\/reading$/);
    await page.waitForSelector('[data-swizzle="doc-tag-doc-list"]');
    const tagPage = await markers(page);
    expect(tagPage).toEqual(expect.arrayContaining(['docs-root', 'doc-version-root']));
    expect(tagPage).not.toContain('doc-root');
    // Back into the docs, to the generated index by the sidebar.
    await page.locator('a', { hasText: 'View all tags' }).click();
    await page.waitForSelector('[data-swizzle="tags-by-letter"]');
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/docs\/intro$/);
    await page.locator('.theme-doc-sidebar-container .tide-sidebar-category a').first().click();
    await page.waitForURL(/\/docs\/category\/charts$/);
    await page.waitForSelector('[data-swizzle="generated-index"]');
    expect(await markers(page)).toEqual(expect.arrayContaining(['doc-root', 'doc-root-layout']));
    // The swizzled DocCard's doc by id and version's docs, loaded with the route after client
    // navigation (the page was not loaded from its HTML).
    const card = page.locator('[data-swizzle="doc-card"]').first();
    expect(await card.getAttribute('data-version-docs')).toBe('charts/ports intro springs');
    expect(await card.locator('[data-swizzle="doc-by-id"]').textContent()).toBe(
      'Ports: A standard port has a full table; a secondary port borrows one.',
    );
    // Out of the docs, to the blog: no level is left.
    await page.locator('.navbar a', { hasText: 'Log' }).first().click();
    await page.waitForURL(site.server.origin + '/blog');
    await page.waitForSelector('[data-swizzle="post-footer-list"]');
    const blog = await markers(page);
    for (const level of ['docs-root', 'doc-version-root', 'doc-root', 'doc-item'])
      expect(blog).not.toContain(level);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    expect(problems).toEqual([]);
  });
});
