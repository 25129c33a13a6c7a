// Islands on every page made of MDX (issue 26), not only docs: a blog post, a Markdown page of
// src/pages and a blog list page's excerpts stay the server's HTML (no React commit holds a node of
// their static content, nothing in it changes), their tab sets hydrate near the viewport or on
// interaction, without a hydration warning; client navigation to and from them keeps
// load-then-swap, the progress bar and scroll positions (tests/fixtures/sites/islands-pages).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('islands-pages', 'e2e-islands-pages');

const POST = '/blog/grafting-season';
const MARKDOWN_PAGE = '/pruning-guide';
const LIST = '/blog';

/** The element holding MDX content: a post's body, an excerpt, a Markdown page's article, a doc. */
const CONTENT = '[itemprop="articleBody"], .markdown-page article, article .markdown';

/**
 * From the end of parsing, before any script of the page runs: every DOM change inside the content
 * outside island markers, and (through React's devtools hook) every node outside the markers that
 * a React commit holds.
 */
const RECORD = `
  const CONTENT = ${JSON.stringify(CONTENT)};
  const outsideIslands = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return !!el && !el.matches(CONTENT) && !!el.closest(CONTENT) && !el.closest('docs-island');
  };
  window.__mutations = [];
  window.__committed = [];
  window.__commits = 0;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if (outsideIslands(r.target)) window.__mutations.push(r.type + ' ' + r.target.nodeName);
    });
    for (const el of document.querySelectorAll(CONTENT))
      observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.__commits++;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const node = fiber.stateNode;
        if (node && typeof node.nodeType === 'number' && outsideIslands(node))
          window.__committed.push(node.nodeName);
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    },
  };
`;

interface Recorded {
  __mutations: string[];
  __committed: string[];
  __commits: number;
}

/** Opens a page; the requests matching `hold`, if given, wait until `release` is called. */
async function open(
  path: string,
  hold?: RegExp,
): Promise<{ page: Page; problems: string[]; release: () => void }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(RECORD);
  let release = () => {};
  if (hold) {
    const held = new Promise<void>((r) => (release = r));
    await context.route(hold, async (route) => {
      await held;
      await route.continue();
    });
  }
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  // Marks the document: a full page load would lose the mark, client navigation keeps it.
  await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));
  return { page, problems, release };
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Recorded;
    return { mutations: w.__mutations, committed: w.__committed, commits: w.__commits };
  });

/** Per island marker of the content: whether a React root was made on it. */
const islandRoots = (page: Page) =>
  page.evaluate(
    (content) =>
      [...document.querySelectorAll(`:is(${content}) docs-island`)].map((m) =>
        Object.keys(m).some((k) => k.startsWith('__reactContainer')),
      ),
    CONTENT,
  );

/** Elements of the content outside islands that React holds a fiber for. */
const reactNodesOutsideIslands = (page: Page) =>
  page.evaluate(
    (content) =>
      [...document.querySelectorAll(`:is(${content}) *`)].filter(
        (el) =>
          !el.closest('docs-island') && Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      ).length,
    CONTENT,
  );

/** The island of the content's last tab set (far below the fold on the post and the page). */
const lastTabsIsland = (page: Page) =>
  page.locator(`:is(${CONTENT}) docs-island`).filter({ has: page.locator('[role="tablist"]') });

const hydrated = (page: Page, marker: ReturnType<typeof lastTabsIsland>) =>
  marker.evaluate((m) => Object.keys(m).some((k) => k.startsWith('__reactContainer')));

const stillSpa = (page: Page) =>
  page.evaluate(() => (window as unknown as { spa?: boolean }).spa === true);

describe.each([
  ['a blog post', POST, 'Grafting season', 'Cleft'],
  ['a Markdown page', MARKDOWN_PAGE, 'Pruning guide', 'Plum'],
])('islands on %s', (_kind, path, title, secondTab) => {
  it('leaves the static content to the server and hydrates the tab set when it comes near', async () => {
    const { page, problems } = await open(path);
    expect(await page.locator('h1').innerText()).toBe(title);
    const tabs = lastTabsIsland(page).last();
    expect(await tabs.count()).toBe(1);
    // Far below the fold: still the server's HTML.
    expect(await hydrated(page, tabs)).toBe(false);
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    await tabs.evaluate((m) => m.firstElementChild!.scrollIntoView());
    await page.waitForFunction((content) => {
      const all = [...document.querySelectorAll(`:is(${content}) docs-island`)].filter((m) =>
        m.querySelector('[role="tablist"]'),
      );
      return Object.keys(all[all.length - 1]!).some((k) => k.startsWith('__reactContainer'));
    }, CONTENT);
    await tabs.getByRole('tab', { name: secondTab }).click();
    await expect
      .poll(() => tabs.getByRole('tab', { name: secondTab }).getAttribute('aria-selected'))
      .toBe('true');
    const { mutations, committed, commits } = await recorded(page);
    expect(commits).toBeGreaterThan(1); // the page frame and at least the tab set's root
    expect(committed).toEqual([]);
    expect(mutations).toEqual([]);
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hydrates the tab set on interaction, before it is near the viewport', async () => {
    const { page, problems } = await open(path);
    const tabs = lastTabsIsland(page).last();
    expect(await hydrated(page, tabs)).toBe(false);
    // Keyboard focus on a tab far below: the island hydrates, and the arrow keys work at once.
    await tabs.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => tabs.getByRole('tab', { name: secondTab }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await hydrated(page, tabs)).toBe(true);
    expect((await recorded(page)).committed).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('islands on a blog list page', () => {
  it('keeps each excerpt static; the islands of the second excerpt hydrate as its own', async () => {
    const { page, problems } = await open(LIST);
    const excerpts = page.locator('article .markdown');
    expect(await excerpts.count()).toBe(2);
    // One island in each excerpt: a code block's copy button, then a tab set (island 1 of the page,
    // the first of its excerpt).
    expect(await islandRoots(page)).toHaveLength(2);
    const tabs = excerpts.nth(1).locator('docs-island');
    expect(await tabs.getAttribute('data-island')).toBe('1');
    await tabs.getByRole('tab', { name: 'Apple' }).click();
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Apple' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await tabs.getByRole('tabpanel').innerText()).toBe('Discovery, on the twentieth.');
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    const { mutations, committed } = await recorded(page);
    expect(committed).toEqual([]);
    expect(mutations).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('client navigation to and from a blog post and a Markdown page', () => {
  it('keeps load-then-swap, the progress bar, scroll to top and Back/Forward positions', async () => {
    // The Markdown page's module is held until released (prefetches too): the post stays while
    // it loads.
    const { page, problems, release } = await open(POST, /pruning-guide[^/]*\.js$/);
    const link = page.locator(`:is(${CONTENT}) a`, { hasText: 'the pruning guide' });
    await link.scrollIntoViewIfNeeded();
    const postY = await page.evaluate(() => window.scrollY);
    expect(postY).toBeGreaterThan(0);
    await link.click();
    await page.locator('[role="progressbar"]').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Grafting season'); // the old page stays
    release();
    await page.waitForURL(site.server.origin + MARKDOWN_PAGE);
    await page.locator('h1', { hasText: 'Pruning guide' }).waitFor();
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Rendered whole by React from its module, islands in the same markers as the server's (the
    // commits now hold the content's nodes: what the first page's tests see none of).
    expect(await reactNodesOutsideIslands(page)).toBeGreaterThan(0);
    expect((await recorded(page)).committed.length).toBeGreaterThan(0);
    const tabs = lastTabsIsland(page).last();
    await tabs.getByRole('tab', { name: 'Plum' }).click();
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Plum' }).getAttribute('aria-selected'))
      .toBe('true');
    // From the Markdown page's static-turned-rendered content to a blog post.
    await page.locator(`:is(${CONTENT}) a`, { hasText: 'grafting' }).click();
    await page.waitForURL(site.server.origin + POST);
    await page.locator('h1', { hasText: 'Grafting season' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back to the Markdown page at the top, back again to the post where it was left.
    await page.goBack();
    await page.locator('h1', { hasText: 'Pruning guide' }).waitFor();
    await page.goBack();
    await page.locator('h1', { hasText: 'Grafting season' }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, postY);
    await page.goForward();
    await page.locator('h1', { hasText: 'Pruning guide' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The links of content React rendered whole navigate in the app too: to a doc, and from it.
    await page.locator(`:is(${CONTENT}) a`, { hasText: 'the start page' }).click();
    await page.locator('h1', { hasText: 'Start here' }).waitFor();
    await page.locator(`:is(${CONTENT}) a`, { hasText: 'the pruning guide' }).click();
    await page.locator('h1', { hasText: 'Pruning guide' }).waitFor();
    expect(await stillSpa(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('wrappers of the site that provide nothing to the content (issue 32)', () => {
  it("keeps a doc's content the server's HTML inside the site's DocItem/Layout wrapper", async () => {
    const { page, problems } = await open('/docs/start');
    expect(await page.locator('[data-search-weight="2"] article .markdown h1').innerText()).toBe(
      'Start here',
    );
    // Content in the page's tree would be hydrated by React: its nodes would hold fibers.
    expect(await page.locator('article .markdown p').count()).toBeGreaterThan(0);
    expect(await reactNodesOutsideIslands(page)).toBe(0);
    expect((await recorded(page)).committed).toEqual([]);
    expect(await page.locator('#orchard-widget').innerText()).toBe('Ask the orchard');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("puts the BlogPostItem wrapper's note beside a post, not in the list's excerpts", async () => {
    const { page, problems } = await open(POST);
    expect(await page.locator('#post-comments').count()).toBe(1);
    await page.context().close();
    const list = await open(LIST);
    expect(await list.page.locator('#post-comments').count()).toBe(0);
    expect(problems).toEqual([]);
    expect(list.problems).toEqual([]);
    await list.page.context().close();
  });
});
