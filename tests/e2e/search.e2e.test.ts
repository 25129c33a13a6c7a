// The search experience with the built-in index (no Algolia, no network beyond the site): the
// modal's loading on intent, its shortcuts, cap, grouping, navigation, texts, and the search page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, openPage, url, waitForHydration } from './helpers.js';
import { settle } from './settle.js';
import { FRAGMENT_GROUP } from '../../src/shared/search/indexFormat.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const button = (page: Page) => page.locator('.navbar__search .DocSearch-Button');

async function open(path: string, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser, path, options);
  await waitForHydration(opened.page);
  return opened;
}

async function search(page: Page, query: string) {
  await button(page).click();
  await input(page).fill(query);
}

describe('search modal (built-in index)', () => {
  it('loads nothing of search with the page, and the modal on first intent', async () => {
    const requests: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    // Everything the page does on its own after load (prefetch of links in view…) has started.
    await settle(page);
    const searchRequests = () =>
      requests.filter((r) =>
        /SearchModal|searchBackend|searchConfig|search-index\.json|assets\/search\//.test(r),
      );
    expect(searchRequests()).toEqual([]);
    await expect(button(page).textContent()).resolves.toContain('Search docs');
    // Both waits start before the hover: a fast response must not slip past them.
    const loaded = Promise.all([
      page.waitForResponse((r) => /SearchModal-.*\.js$/.test(r.url())),
      page.waitForResponse((r) => r.url().endsWith('/search-index.json')),
    ]);
    await button(page).hover();
    await loaded;
    expect(await modal(page).count()).toBe(0);
    await context.close();
  });

  it('opens on click and closes on Escape', async () => {
    const { page } = await open('/guide/first');
    await button(page).click();
    await modal(page).waitFor();
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')),
    ).toBe(true);
    // The built-in index does not say "Search by Algolia"; the keyboard help stays.
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(await page.locator('.DocSearch-Commands').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('search--built-in'))).toBe(
      false,
    );
    await page.context().close();
  });

  it('opens on Ctrl+K (which also closes it) and on "/", but not on "/" typed in a field', async () => {
    const { page } = await open('/guide/first');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await modal(page).waitFor();
    expect(await input(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    // A "/" typed in a form field is text, not a shortcut.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'field';
      document.body.prepend(field);
    });
    await page.locator('#field').focus();
    await page.keyboard.press('/');
    // What the key would have started (a render, the modal's chunk) has happened by now.
    await settle(page);
    expect(await modal(page).count()).toBe(0);
    expect(await page.locator('#field').inputValue()).toBe('/');
    await page.context().close();
  });

  it('puts a character typed on the focused button into the query, once; Ctrl+F stays the browser’s', async () => {
    const { page } = await open('/guide/first');
    await button(page).focus();
    await page.keyboard.press('Control+f');
    // What the key would have started (a render, the modal's chunk) has happened by now.
    await settle(page);
    expect(await modal(page).count()).toBe(0);
    await button(page).focus();
    await page.keyboard.press('p');
    await modal(page).waitFor();
    await expect.poll(() => input(page).inputValue()).toBe('p');
    await page.keyboard.type('aragraph');
    await expect.poll(() => input(page).inputValue()).toBe('paragraph');
    await page.context().close();
  });

  it('caps the query at 64 characters', async () => {
    const { page } = await open('/guide/first');
    await button(page).click();
    await input(page).pressSequentially('x'.repeat(80));
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    expect((await input(page).inputValue()).length).toBe(64);
    await page.context().close();
  });

  it('groups hits by page, at most 20, with “See all” counting every match', async () => {
    const { page } = await open('/guide/first');
    await search(page, 'paragraph');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(sources.length).toBe(new Set(sources).size);
    expect(sources).toContain('Guide');
    const hits = await page.locator('.DocSearch-Hit').count();
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(20);
    // Hits of one page sit together: the page paths never interleave.
    const paths = await page.locator('.DocSearch-Hit-path').allTextContents();
    const runs = paths.filter((p, i) => i === 0 || p !== paths[i - 1]);
    expect(runs.length).toBe(new Set(paths).size);
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(20);
    await page.context().close();
  });

  it('writes fragment files of at most FRAGMENT_GROUP records and loads each once for all of its hits', async () => {
    const out = join(inject('siteDir'), 'build');
    const entry = JSON.parse(readFileSync(join(out, 'search-index.json'), 'utf8')) as {
      id: string;
      shelves: string[];
      pageSizes: number[];
    };
    // Chunks in the index's folder, fragment files in their shelves' (one shelf on this site).
    const files = [...new Set([entry.id, ...entry.shelves])].flatMap((f) =>
      readdirSync(join(out, 'assets/search', f)),
    );
    expect(files.filter((f) => /^f\d+\.json$/.test(f)).length).toBe(
      entry.pageSizes.reduce((a, n) => a + Math.ceil(n / FRAGMENT_GROUP), 0),
    );
    // Besides fragments and chunks, only the section boundaries a rare-word query reads.
    expect(files.filter((f) => !/^(f\d+\.json|c\d+\.bin)$/.test(f))).toEqual(['sections.json']);
    const { page } = await open('/guide/first');
    const loads: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/search\/[^/]+\/f\d+\.json$/.test(r.url())) loads.push(r.url());
    });
    // “paragraph” is in most sections of the second page and in the first page.
    await search(page, 'paragraph');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hits = await page.locator('.DocSearch-Hit').count();
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.length).toBe(new Set(loads).size);
    expect(loads.length).toBeLessThan(hits);
    await page.context().close();
  });

  it('follows a hit to its heading anchor with client-side navigation, and keeps it as a recent search', async () => {
    const { page } = await open('/guide/first');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await search(page, 'install section');
    const hit = page.locator('.DocSearch-Hit a', { hasText: 'Install' }).first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe('/guide/second#install');
    await hit.click();
    await page.waitForURL(url('/guide/second#install'));
    await modal(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.scrollY > 500);
    const top = await page.locator('#install').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    // Recent searches live in the browser.
    const stored = await page.evaluate(() =>
      localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local'),
    );
    expect(JSON.parse(stored ?? '[]')[0]?.url).toBe('/guide/second#install');
    await button(page).click();
    await expect(page.locator('.DocSearch-Hit-source').first().textContent()).resolves.toBe(
      'Recent',
    );
    await page.context().close();
  });

  it('makes every hit a real link that is itself the listbox option the arrows move through', async () => {
    const { page } = await open('/guide/first');
    await search(page, 'paragraph');
    const options = page.locator('.DocSearch-Hits [role="option"]');
    await options.first().waitFor();
    // A link a reader can open in a new tab, copy or read the address of: an href on every hit.
    const shape = await page.locator('.DocSearch-Hit').evaluateAll((lis) =>
      lis.map((li) => {
        const a = li.querySelector('a');
        return {
          li: [li.getAttribute('role'), li.id, li.getAttribute('aria-selected')],
          href: a?.getAttribute('href') ?? null,
          role: a?.getAttribute('role'),
          tabIndex: a?.tabIndex,
        };
      }),
    );
    expect(shape.length).toBeGreaterThan(1);
    for (const hit of shape) {
      expect(hit.href).toMatch(/^\//);
      expect(hit).toMatchObject({ li: ['none', '', null], role: 'option', tabIndex: -1 });
    }
    // The focus stays in the input; the active option is the link the input points to.
    const active = () =>
      page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        const el = id ? document.getElementById(id) : null;
        return el && [el.tagName, el.getAttribute('aria-selected'), el.getAttribute('href')];
      });
    await page.keyboard.press('ArrowDown');
    const second = await active();
    expect(second?.slice(0, 2)).toEqual(['A', 'true']);
    expect(await page.locator('a[role="option"][aria-selected="true"]').count()).toBe(1);
    // Its look follows: the selected link has DocSearch's highlight background.
    const background = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(await background('a[role="option"][aria-selected="true"]')).not.toBe(
      await background('a[role="option"][aria-selected="false"]'),
    );
    // Enter follows the active link, through the router.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.keyboard.press('Enter');
    await page.waitForURL(url(second![2]!));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
    await page.context().close();
  });

  it('opens a hit in a new tab on Ctrl+click, as a link does, and keeps the page', async () => {
    const { page } = await open('/guide/first');
    await search(page, 'install section');
    const hit = page.locator('.DocSearch-Hit a', { hasText: 'Install' }).first();
    await hit.waitFor();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      hit.click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForURL(url('/guide/second#install'));
    expect(page.url()).toBe(url('/guide/first'));
    await page.context().close();
  });

  it('saves and removes recent searches with the mouse and with keys on the active option', async () => {
    const { page } = await open('/guide/first');
    const recent = (q: string, url: string) => ({
      objectID: q,
      url,
      type: 'lvl1',
      hierarchy: { lvl0: 'Guide', lvl1: q },
      content: null,
    });
    await page.evaluate(
      (items) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify(items)),
      [recent('First', '/guide/first'), recent('Second', '/guide/second')],
    );
    await button(page).click();
    const options = page.locator('.DocSearch-Hit');
    await expect.poll(() => options.count()).toBe(2);
    // No button inside an option: the actions are icons, and keys the option names.
    expect(await page.locator('.DocSearch-Hit button').count()).toBe(0);
    await expect
      .poll(() => options.first().locator('[role="option"]').getAttribute('aria-keyshortcuts'))
      .toBe('Alt+S Shift+Delete');
    // The mouse: the first recent search's star saves it as a favorite.
    await options.first().hover();
    await options.first().locator('[data-hit-action="save"]').click();
    await expect
      .poll(() => page.locator('.DocSearch-Hit-source').allTextContents())
      .toEqual(['Recent', 'Favorite']);
    // The keyboard: ArrowDown makes the remaining recent search active, Shift+Delete removes it.
    await input(page).press('ArrowDown');
    await page.locator('.DocSearch-Hit [aria-selected="true"]').waitFor();
    const active = await page.locator('.DocSearch-Hit [aria-selected="true"]').textContent();
    await input(page).press('Shift+Delete');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).not.toBe(active);
    const stored = await page.evaluate(() => ({
      recent: JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local') ?? '[]'),
      favorite: JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__local') ?? '[]'),
    }));
    expect(stored.recent.length + stored.favorite.length).toBe(1);
    await page.context().close();
  });

  it('shows DocSearch’s no-results texts, with suggestions and the report link', async () => {
    const { page } = await open('/guide/first');
    await search(page, 'overview');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await input(page).fill('qwxzvy');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('No results for');
    expect(await screen.locator('strong').textContent()).toBe('qwxzvy');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    const report = screen.locator('a', { hasText: 'Let us know.' });
    expect(await report.getAttribute('href')).toBe('https://example.com/issues/new?title=qwxzvy');
    await page.context().close();
  });

  it('keeps unlisted pages out of the index', async () => {
    const { page } = await open('/guide/first');
    await search(page, 'reachable');
    await page.locator('.DocSearch-NoResults').waitFor();
    await page.context().close();
  });

  it('shows the failure texts when the index cannot be fetched', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/search-index.json', (route) => route.abort());
    await page.goto(url('/guide/first'));
    await waitForHydration(page);
    await search(page, 'paragraph');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('Unable to fetch results');
    expect(await screen.textContent()).toContain(
      'You might want to check your network connection.',
    );
    await context.close();
  });
});

describe('search page (built-in index)', () => {
  it('opens from “See all”, shows the count, paths and highlighted excerpts, and loads more on scroll', async () => {
    const { page } = await open('/guide/first');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
    await search(page, 'paragraph');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await seeAll.waitFor();
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
    await seeAll.click();
    await page.waitForURL(url('/search?q=paragraph'));
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search results for "paragraph"');
    await page.locator('article.search-result').first().waitFor();
    await expect(page.locator('.search-page__count').textContent()).resolves.toBe(
      `${count} documents found`,
    );
    expect(await page.locator('article.search-result').count()).toBe(15);
    const section = page
      .locator('article.search-result', { has: page.locator('h2', { hasText: /^Section \d+$/ }) })
      .first();
    expect(await section.locator('.search-result__path li').allTextContents()).toEqual([
      'Guide',
      'Second page',
    ]);
    expect(await section.locator('.search-result__excerpt mark').first().textContent()).toMatch(
      /^paragraph$/i,
    );
    await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('article.search-result').count()).toBeGreaterThan(15);
    await page.context().close();
  });

  it('reads q on a direct visit and updates the URL as the visitor types', async () => {
    const { page } = await open('/search?q=install');
    await expect.poll(() => page.locator('input[name="q"]').inputValue()).toBe('install');
    await page.locator('article.search-result a', { hasText: 'Install' }).first().waitFor();
    await page.locator('input[name="q"]').fill('details level');
    await page.waitForURL(url('/search?q=details+level'));
    await page.locator('article.search-result a', { hasText: 'Details level three' }).waitFor();
    await expect(page.title()).resolves.toBe('Search results for "details level" | E2E Site');
    await page.locator('input[name="q"]').fill('qwxzvy');
    await page.getByText('No results were found').waitFor();
    await page.context().close();
  });
});

describe('search on the knowledgebase', () => {
  it('finds the page that defines an AT command first and opens it at the command', async () => {
    const { page } = await open('/', { site: 'kb' });
    await search(page, 'AT+SBDIX');
    const first = page.locator('.DocSearch-Hit a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(
      /^\/iot\/rockblock\/user-manual\/at-commands#at-sbdix/,
    );
    expect(await page.locator('.DocSearch-Hit mark').first().textContent()).toBe('AT+SBDIX');
    await page.context().close();
  });
});
