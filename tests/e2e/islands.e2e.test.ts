// Islands (issue 26): the first page's article stays the server's HTML (React holds no node of it
// and changes none), its interactive parts hydrate on their own when near the viewport or on
// intent, and a page reached by client navigation renders whole with the same markers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connect, kbUrl, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

// A long page whose tab sets and code blocks start far below the fold.
const LONG = '/software-services/cloudloop/data-api';

/**
 * Records, from the end of parsing (before any script of the page runs), every DOM change inside
 * the article that is not inside an island marker.
 */
const RECORD_STATIC_MUTATIONS = `
  window.__staticMutations = [];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const article = document.querySelector('.theme-doc-markdown');
    if (!article) return;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (!el.closest('docs-island')) window.__staticMutations.push(r.type + ' ' + el.tagName);
      }
    }).observe(article, { subtree: true, childList: true, attributes: true, characterData: true });
  });
`;

async function open(path: string, height = 720): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height } });
  const page = await context.newPage();
  await context.addInitScript(RECORD_STATIC_MUTATIONS);
  await page.goto(kbUrl(path));
  await waitForHydration(page);
  return page;
}

/** Per island marker of the article: whether a React root was made on it. */
const islandRoots = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.theme-doc-markdown docs-island')].map((m) =>
      Object.keys(m).some((k) => k.startsWith('__reactContainer')),
    ),
  );

/** Elements of the article outside islands that React holds a fiber for. */
const reactNodesOutsideIslands = (page: Page) =>
  page.evaluate(() => {
    const article = document.querySelector('.theme-doc-markdown')!;
    return [...article.querySelectorAll('*')].filter(
      (el) =>
        !el.closest('docs-island') && Object.keys(el).some((k) => k.startsWith('__reactFiber')),
    ).length;
  });

describe('islands', () => {
  it('leaves the static article to the server: no fiber in it, no change to it', async () => {
    const page = await open(LONG);
    // The island markers keep the server's HTML: tab sets and code blocks are inside them.
    expect(await page.locator('.theme-doc-markdown docs-island [role="tablist"]').count()).toBe(
      await page.locator('.theme-doc-markdown [role="tablist"]').count(),
    );
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    // The article's own container is React's; nothing inside it outside the islands is.
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('.theme-doc-markdown')!).some((k) =>
          k.startsWith('__reactFiber'),
        ),
      ),
    ).toBe(true);
    // Scroll through the page (every island hydrates) and use a tab set: still no change outside.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600)
      await page.evaluate(
        // Two frames at each position: the intersection observer sees every island pass.
        (top) =>
          new Promise((done) => {
            window.scrollTo(0, top);
            requestAnimationFrame(() => requestAnimationFrame(done));
          }),
        y,
      );
    // An island the observer did not report while the page scrolled past it (a loaded machine
    // may deliver its callback after the next scroll): brought into view again, one by one.
    const islands = page.locator('.theme-doc-markdown docs-island');
    for (let i = 0; i < (await islands.count()); i++) {
      const island = islands.nth(i);
      const hydrated = () =>
        island.evaluate((m) => Object.keys(m).some((k) => k.startsWith('__reactContainer')));
      if (await hydrated()) continue;
      await island.scrollIntoViewIfNeeded();
      await expect.poll(hydrated).toBe(true);
    }
    const tabs = page.locator('.theme-doc-markdown [role="tablist"]').last();
    await tabs.getByRole('tab').nth(1).click();
    await expect
      .poll(() => tabs.getByRole('tab').nth(1).getAttribute('aria-selected'))
      .toBe('true');
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __staticMutations: string[] }).__staticMutations,
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('hydrates an island when it comes near the viewport, not before', async () => {
    const page = await open(LONG);
    const before = await islandRoots(page);
    expect(before.length).toBeGreaterThan(3);
    // Every island is more than a screen below the top: none is hydrated yet.
    expect(before.every((hydrated) => !hydrated)).toBe(true);
    const last = page.locator('.theme-doc-markdown docs-island').last();
    await last.evaluate((m) => m.firstElementChild!.scrollIntoView());
    await page.waitForFunction(() => {
      const all = document.querySelectorAll('.theme-doc-markdown docs-island');
      return Object.keys(all[all.length - 1]!).some((k) => k.startsWith('__reactContainer'));
    });
    const after = await islandRoots(page);
    // Only islands near where the reader is: the first ones, far above, are not hydrated.
    expect(after[0]).toBe(false);
    await page.context().close();
  });

  it('hydrates an island on interaction, before it is near the viewport', async () => {
    const page = await open(LONG);
    const island = page.locator('.theme-doc-markdown docs-island').filter({
      has: page.locator('[role="tablist"]'),
    });
    const n = (await islandRoots(page)).length;
    expect(n).toBeGreaterThan(0);
    // Keyboard focus on a tab far below: the island hydrates, and the arrow keys work at once.
    const tab = island.last().getByRole('tab').first();
    await tab.focus();
    await page.keyboard.press('ArrowRight'); // moves the focus (the island's own key handler)
    await page.keyboard.press('Enter'); // selects
    await expect
      .poll(() => island.last().getByRole('tab').nth(1).getAttribute('aria-selected'))
      .toBe('true');
    expect(
      await island
        .last()
        .evaluate((m) => Object.keys(m).some((k) => k.startsWith('__reactContainer'))),
    ).toBe(true);
    // The others far from the viewport are still the server's HTML.
    expect((await islandRoots(page)).filter(Boolean).length).toBeLessThan(n);
    await page.context().close();
  });

  it('keeps client navigation: article links navigate without a reload, the next page renders whole', async () => {
    const page = await open('/iot/rockblock/user-manual/transmit-binary');
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    const link = page.locator('.theme-doc-markdown a[href^="/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(kbUrl(href));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    // The page the client rendered: React's whole, islands in the same markers as the server's.
    await page.goBack();
    await page.waitForURL(kbUrl('/iot/rockblock/user-manual/transmit-binary'));
    await page.locator('.theme-doc-markdown docs-island').first().waitFor({ state: 'attached' });
    expect(await reactNodesOutsideIslands(page)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await page.context().close();
  });
});
