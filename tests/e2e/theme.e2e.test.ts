// Visitor-facing theme behaviour (issue 3): colour mode, storage, mobile sidebar, skip link,
// progress bar, prefetch, chunk failures, crash page, breadcrumbs and TOC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { connect, openPage, url, waitForHydration } from './helpers.js';
import { flushTasks, settle } from './settle.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

/**
 * A page whose "second" route chunk is held back until `release()` (every request for it, a
 * prefetch's included); `released` resolves once the chunk has reached the page.
 */
async function pageWithHeldSecondChunk(options: { clock?: boolean } = {}) {
  const context = await browser.newContext();
  if (options.clock) await context.clock.install();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let chunkUrl: string | undefined;
  await context.route(/\/assets\/docs\/second-[\w-]+\.js$/, async (route) => {
    chunkUrl = route.request().url();
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  /** Releases the chunk, and resolves once the page has run it (and whatever awaited it). */
  const releaseAndRun = async () => {
    release();
    // Importing the chunk again resolves once the browser has run it; the router's own wait on it
    // was registered first, so it has seen the module by then, and flushTasks lets React render.
    await expect.poll(() => chunkUrl).toBeDefined();
    // (A string, so that the test runner leaves this import() alone.)
    await page.evaluate(`import(${JSON.stringify(chunkUrl)}).then(() => undefined)`);
    await flushTasks(page);
  };
  return { context, page, release, releaseAndRun };
}

const chunkOf = (name: string) => (r: Request) =>
  new RegExp(`/assets/(docs/)?${name}-[\\w-]+\\.js$`).test(r.url());

describe('colour mode', () => {
  it('is light by default, ignoring the system preference', async () => {
    const { page } = await openPage(browser, '/guide/first', { colorScheme: 'dark' });
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.context().close();
  });

  it('toggles, persists under "theme" and applies the stored mode before the bundle runs', async () => {
    const { page, problems } = await openPage(browser, '/guide/first');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Block every script file: only the inline head script can set the mode now.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /currently dark mode/ })
      .first()
      .click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(
      problems.filter(
        (p) => !p.includes('net::ERR_FAILED') && !p.includes('Failed to load resource'),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('follows a change made in another tab', async () => {
    const { page } = await openPage(browser, '/guide/first');
    const other = await page.context().newPage();
    await other.goto(url('/guide/second'));
    await waitForHydration(page);
    await waitForHydration(other);
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.context().close();
  });

  it('keeps working when storage is blocked, with one warning and nothing persisted', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) =>
      (m.type() === 'warning' ? warnings : m.type() === 'error' ? errors : []).push(m.text()),
    );
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(warnings.filter((w) => w.includes('storage is unavailable'))).toHaveLength(1);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });
});

describe('layout and navigation', () => {
  it('closes a navbar dropdown on a click, touch or focus outside it', async () => {
    const { page } = await openPage(browser, '/guide/first');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown');
    const button = dropdown.getByRole('button', { name: 'Resources' });
    const isOpen = () => dropdown.evaluate((el) => el.classList.contains('dropdown--show'));
    await button.click();
    expect(await isOpen()).toBe(true);
    await page.mouse.click(600, 500);
    await expect.poll(isOpen).toBe(false);
    await button.click();
    await page.evaluate(() =>
      document
        .querySelector('article')!
        .dispatchEvent(new TouchEvent('touchstart', { bubbles: true })),
    );
    await expect.poll(isOpen).toBe(false);
    await button.click();
    await page.locator('nav[aria-label="Docs sidebar"] a').first().focus();
    await expect.poll(isOpen).toBe(false);
    await button.click();
    await dropdown.getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL(url('/reference/glossary'));
    await page.context().close();
  });

  it('reaches the skip link first with Tab and jumps to the main content', async () => {
    const { page } = await openPage(browser, '/guide/first');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#__main');
    await page.context().close();
  });

  it('opens the mobile sidebar at 900 px with the docs sidebar first, locks scrolling and closes as it should', async () => {
    const { page } = await openPage(browser, '/guide/first', {
      viewport: { width: 900, height: 800 },
    });
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect.poll(() => nav.getAttribute('class')).toContain('navbar-sidebar--show');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const sidebar = page.locator('.navbar-sidebar');
    await expect
      .poll(() => sidebar.locator('.navbar-sidebar__items').getAttribute('class'))
      .toContain('--show-secondary');
    // The docs sidebar's panel (the first panel's Resources dropdown lists this page too, open
    // from the start as Docusaurus opens a dropdown holding the page).
    const docsPanel = sidebar.locator('.theme-layout-navbar-sidebar-panel').nth(1);
    expect(
      await docsPanel.getByRole('link', { name: 'First page' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await sidebar
        .locator('.theme-layout-navbar-sidebar-panel')
        .first()
        .locator('li.menu__list-item:has(> .menu__list-item-collapsible)')
        .getAttribute('class'),
    ).toBe('menu__list-item');
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await expect
      .poll(() => sidebar.locator('.navbar-sidebar__items').getAttribute('class'))
      .not.toContain('--show-secondary');
    expect(await sidebar.getByRole('link', { name: 'External' }).isVisible()).toBe(true);
    // Becoming desktop closes it.
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => nav.getAttribute('class')).not.toContain('navbar-sidebar--show');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // A link click closes it and navigates.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await sidebar.getByRole('link', { name: 'Second page' }).click();
    await page.waitForURL(url('/guide/second'));
    await expect.poll(() => nav.getAttribute('class')).not.toContain('navbar-sidebar--show');
    await page.context().close();
  });

  it('shows breadcrumbs with a home link and the category path, and a TOC of levels 2–3', async () => {
    const { page } = await openPage(browser, '/guide/first');
    const crumbs = page.locator('nav[aria-label="Breadcrumbs"] li');
    expect(await crumbs.count()).toBe(3);
    expect(await crumbs.nth(0).locator('a').getAttribute('aria-label')).toBe('Home page');
    expect(await crumbs.nth(1).textContent()).toBe('Guide');
    expect(await crumbs.nth(2).textContent()).toBe('First page');
    expect(await page.locator('.table-of-contents-container a').allTextContents()).toEqual([
      'Overview',
      'Details level three',
    ]);
    // This generator's own look (src/theme/look.css), not Docusaurus's classic one.
    expect(
      await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim(),
        crumb: getComputedStyle(document.querySelector('.breadcrumbs__link')!).fontSize,
      })),
    ).toEqual({ primary: '#1d5fbf', crumb: '16px' });
    await page.context().close();
  });

  it('starts the progress bar only when a route change takes longer than 200 ms', async () => {
    const { context, page, releaseAndRun } = await pageWithHeldSecondChunk({ clock: true });
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sawBar: boolean }).sawBar = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]'))
          (window as unknown as { sawBar: boolean }).sawBar = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Second page' })
      .click();
    await page.locator('[role="progressbar"]').waitFor();
    expect(await page.locator('article h1').textContent()).toBe('First page'); // the old page stays while loading
    await releaseAndRun();
    await page.locator('article h1', { hasText: 'Second page' }).waitFor();
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    // A fast change (already loaded): no bar at all.
    await page.evaluate(() => ((window as unknown as { sawBar: boolean }).sawBar = false));
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'First page' })
      .click();
    await page.locator('article h1', { hasText: 'First page' }).waitFor();
    // Every timer the change started has run (and React has rendered what they set).
    await settle(page, { timersFor: 1000 });
    expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(
      false,
    );
    await context.close();
  });

  it('highlights the TOC entry of the section in view', async () => {
    const { page } = await openPage(browser, '/guide/second', {
      viewport: { width: 1280, height: 700 },
    });
    await waitForHydration(page);
    const active = () => page.locator('.table-of-contents__link--active').textContent();
    await expect.poll(active).toBe('Section 1');
    await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
    await expect.poll(active).toBe('Section 5');
    await page.context().close();
  });

  it('scrolls to the top when a new page is swapped in, and animates categories with a height-based duration', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 600 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(url('/guide/second'));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.locator('.pagination-nav__link--prev').click();
    await page.locator('article h1', { hasText: 'First page' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Collapsing the Guide category under reduced motion: a 1 ms transition.
    const caret = page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('button', { name: "Collapse sidebar category 'Guide'" });
    const list = page.locator(`[id="${await caret.getAttribute('aria-controls')}"]`);
    await caret.click();
    await expect.poll(() => list.isHidden()).toBe(true);
    await context.close();
  });

  it('lets a newer click win over a slower earlier one', async () => {
    const { context, page, releaseAndRun } = await pageWithHeldSecondChunk();
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.getByRole('link', { name: 'Second page' }).click(); // held back
    await page.locator('[role="progressbar"]').waitFor(); // that navigation is under way
    await sidebar.getByRole('link', { name: 'Guide', exact: true }).click(); // fast, later
    await page.waitForURL(url('/guide/'));
    await page.locator('article h1', { hasText: 'Guide' }).waitFor();
    await releaseAndRun(); // the earlier click's page has loaded now
    expect(new URL(page.url()).pathname).toBe('/guide/');
    expect(await page.locator('article h1').textContent()).toBe('Guide');
    await context.close();
  });

  it('prefetches a link on hover, once, and a link scrolled into view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 500 } });
    await context.clock.install();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url('/guide/second'));
    await waitForHydration(page);
    const firstChunk = () =>
      requests.filter((u) => chunkOf('first')({ url: () => u } as Request)).length;
    await settle(page, { timersFor: 3000 });
    expect(firstChunk()).toBe(0);
    const link = page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'First page' });
    await link.hover();
    await expect.poll(firstChunk).toBe(1);
    await page.mouse.move(600, 400);
    await link.hover();
    await settle(page, { timersFor: 3000 });
    expect(firstChunk()).toBe(1);
    await context.close();

    // In view: the "Previous" link at the bottom of the long page.
    const other = await browser.newContext({ viewport: { width: 1280, height: 500 } });
    await other.clock.install();
    const viewed = await other.newPage();
    const seen: string[] = [];
    viewed.on('request', (r) => seen.push(r.url()));
    await viewed.goto(url('/guide/second'));
    await waitForHydration(viewed);
    await settle(viewed, { timersFor: 3000 });
    expect(seen.filter((u) => chunkOf('first')({ url: () => u } as Request))).toEqual([]);
    await viewed.locator('.pagination-nav__link--prev').scrollIntoViewIfNeeded();
    await settle(viewed, { timersFor: 3000 });
    expect(seen.filter((u) => chunkOf('first')({ url: () => u } as Request)).length).toBe(1);
    await other.close();
  });

  it('does not prefetch on save-data connections', async () => {
    const context = await browser.newContext();
    await context.clock.install();
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url('/guide/second'));
    await waitForHydration(page);
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'First page' })
      .hover();
    await page.locator('.pagination-nav__link--prev').scrollIntoViewIfNeeded();
    await settle(page, { timersFor: 3000 });
    expect(requests.filter((u) => chunkOf('first')({ url: () => u } as Request))).toEqual([]);
    await context.close();
  });

  it('reloads the page when a route chunk fails to load', async () => {
    // The chunk is missing (as after a new deployment) until the page reloads.
    const context = await browser.newContext();
    let reloaded = false;
    let documents = 0;
    await context.route(/\/assets\/docs\/second-[\w-]+\.js$/, (route) =>
      reloaded ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    page.on('request', (r) => {
      if (r.isNavigationRequest() && ++documents > 1) reloaded = true;
    });
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Second page' })
      .click();
    await expect.poll(() => reloaded, { timeout: 10_000 }).toBe(true);
    await page.locator('article h1', { hasText: 'Second page' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await context.close();
  });

  it('shows the crash page with the cause chain and recovers with Try again', async () => {
    const { page } = await openPage(browser, '/crash');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Crash' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    const text = await page.locator('.error-page').textContent();
    expect(text).toContain('The widget failed to render');
    expect(text).toContain('Cause:\nSensor value was undefined');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Crash test' }).waitFor();
    await page.context().close();
  });

  it('shows the base URL banner when the site is served under the wrong path', async () => {
    const { page } = await openPage(browser, '/');
    // Simulate assets missing at the configured base: every script and stylesheet 404s.
    await page.route(/\/assets\//, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await page.getByText('Your site did not load properly.').waitFor();
    expect(await page.textContent('body')).toContain(
      'Current configured baseUrl = / (default value)',
    );
    await page.context().close();
  });
});

export type { Page };
