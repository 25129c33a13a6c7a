// The search experience with Algolia configured (tests/fixtures/sites/search-algolia, base path
// /docs/): every request to Algolia is answered here by page.route, so there is no outside network.
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAndServe,
  connect,
  cspViolations,
  recordCspViolations,
  waitForHydration,
} from './helpers.js';

const root = join(import.meta.dirname, '../..');
const siteDir = join(root, 'tests/fixtures/sites/search-algolia');
let browser: Browser;
let close: (() => Promise<void>) | undefined;
let origin: string;

beforeAll(async () => {
  ({ origin, close } = await buildAndServe(siteDir, { baseUrl: '/docs/' }));
  browser = await connect();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await close?.();
});

const CONTEXTUAL_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
const hl = (value: string) => ({
  value,
  matchLevel: value.includes('<mark>') ? 'full' : 'none',
  matchedWords: [],
});
const nulls = { lvl3: null, lvl4: null, lvl5: null, lvl6: null };
const HITS = [
  {
    objectID: 'a',
    // A crawler URL on another host: only its path and hash are kept.
    url: 'https://docs.example.com/docs/guide/signal#check',
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Guide', lvl1: 'Signal strength', lvl2: 'Check the signal', ...nulls },
    _highlightResult: {
      hierarchy: {
        lvl0: hl('Guide'),
        lvl1: hl('<mark>Signal</mark> strength'),
        lvl2: hl('Check the <mark>signal</mark>'),
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: hl('<mark>Signal</mark> strength'),
        lvl2: hl('Check the <mark>signal</mark>'),
      },
    },
  },
  {
    objectID: 'b',
    // A URL without the base path: it is rewritten onto it.
    url: 'https://example.com/guide/signal',
    type: 'lvl1',
    content: 'How to read the signal.',
    hierarchy: { lvl0: 'Guide', lvl1: 'Signal strength', lvl2: null, ...nulls },
    _highlightResult: {
      hierarchy: { lvl0: hl('Guide'), lvl1: hl('<mark>Signal</mark> strength') },
      content: hl('How to read the <mark>signal</mark>.'),
    },
    _snippetResult: {
      hierarchy: { lvl1: hl('<mark>Signal</mark> strength') },
      content: hl('How to read the <mark>signal</mark>.'),
    },
  },
  {
    objectID: 'c',
    url: 'https://external.example.org/signal-guide',
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Elsewhere', lvl1: 'External signal guide', lvl2: null, ...nulls },
    _highlightResult: {
      hierarchy: { lvl0: hl('Elsewhere'), lvl1: hl('External <mark>signal</mark> guide') },
    },
    _snippetResult: { hierarchy: { lvl1: hl('External <mark>signal</mark> guide') } },
  },
];

interface SentRequest {
  indexName: string;
  query: string;
  hitsPerPage?: number;
  facetFilters?: unknown;
  params?: string;
}

/** Answers Algolia's search requests with HITS and records what was sent. */
async function answerAlgolia(page: Page, sent: SentRequest[], mode: 'answer' | 'fail' = 'answer') {
  await page.route(/algolia\.net|algolianet\.com/, async (route: Route) => {
    const request = route.request();
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 200, headers: cors });
    if (mode === 'fail') return route.abort();
    const body = JSON.parse(request.postData() ?? '{}') as { requests: SentRequest[] };
    sent.push(...body.requests);
    const results = body.requests.map((r) => ({
      hits: HITS,
      nbHits: 42,
      page: 0,
      nbPages: 3,
      hitsPerPage: r.hitsPerPage ?? 20,
      processingTimeMS: 1,
      query: r.query,
      params: '',
      exhaustiveNbHits: true,
      index: r.indexName,
    }));
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'Content-Type': 'application/json' },
      body: JSON.stringify({ results }),
    });
  });
  await page.route('https://external.example.org/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>External</title><h1>External signal guide</h1>',
    }),
  );
}

async function openSite(path: string, mode: 'answer' | 'fail' = 'answer') {
  const context = await browser.newContext();
  await recordCspViolations(context);
  const page = await context.newPage();
  const sent: SentRequest[] = [];
  await answerAlgolia(page, sent, mode);
  await page.goto(origin + path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return { page, sent };
}

async function searchFor(page: Page, query: string) {
  await page.locator('.navbar__search .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

describe('search with Algolia', () => {
  it('sends the contextual facet filters and asks for 20 hits', async () => {
    const { page, sent } = await openSite('/docs/');
    await searchFor(page, 'signal');
    const last = sent[sent.length - 1]!;
    expect(last.indexName).toBe('e2e_docs');
    expect(last.query).toBe('signal');
    expect(last.hitsPerPage).toBe(20);
    expect(last.facetFilters).toEqual(CONTEXTUAL_FILTERS);
    await expect(page.locator('.DocSearch-HitsFooter a').textContent()).resolves.toBe(
      'See all 42 results',
    );
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the Algolia logo in its colours with no Content-Security-Policy violation', async () => {
    const { page } = await openSite('/docs/');
    const response = await fetch(origin + '/docs/');
    expect(response.headers.get('content-security-policy')).toMatch(/style-src/);
    await searchFor(page, 'signal');
    const logo = page.locator('.DocSearch-Logo svg');
    expect(await logo.isVisible()).toBe(true);
    expect(await page.locator('.DocSearch-Modal style').count()).toBe(0);
    expect(
      await logo
        .locator('.cls-1')
        .first()
        .evaluate((el) => getComputedStyle(el).fill),
    ).toBe('rgb(0, 61, 255)');
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('rewrites hits onto the base path and follows them with client-side navigation', async () => {
    const { page } = await openSite('/docs/');
    await searchFor(page, 'signal');
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/guide/signal#check',
        '/docs/guide/signal',
        'https://external.example.org/signal-guide',
      ]),
    );
    await page.locator('.DocSearch-Hit a[href="/docs/guide/signal#check"]').click();
    await page.waitForURL(origin + '/docs/guide/signal#check');
    await page.locator('article h1', { hasText: 'Signal strength' }).waitFor();
    expect(await marker(page)).toBe(1);
    await page.context().close();
  });

  it('opens a hit matching externalUrlRegex with a full page load', async () => {
    const { page } = await openSite('/docs/');
    await searchFor(page, 'signal');
    await page
      .locator('.DocSearch-Hit a[href="https://external.example.org/signal-guide"]')
      .click();
    await page.waitForURL('https://external.example.org/signal-guide');
    await page.locator('h1', { hasText: 'External signal guide' }).waitFor();
    expect(await marker(page)).toBeUndefined();
    await page.context().close();
  });

  it('opens the search page from “See all”, which asks Algolia with the same filters', async () => {
    const { page, sent } = await openSite('/docs/');
    await searchFor(page, 'signal');
    await page.locator('.DocSearch-HitsFooter a').click();
    await page.waitForURL(origin + '/docs/search?q=signal');
    await page.locator('article.search-result').first().waitFor();
    expect(await marker(page)).toBe(1);
    const pageRequest = sent[sent.length - 1]!;
    expect(pageRequest.hitsPerPage).toBe(15);
    expect(pageRequest.facetFilters).toEqual(CONTEXTUAL_FILTERS);
    await expect(page.locator('.search-page__count').textContent()).resolves.toBe(
      '42 documents found',
    );
    expect(await page.locator('article.search-result h2 a').first().getAttribute('href')).toBe(
      '/docs/guide/signal#check',
    );
    await page.context().close();
  });

  it('shows the failure texts when Algolia cannot be reached', async () => {
    const { page } = await openSite('/docs/', 'fail');
    await page.locator('.navbar__search .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('signal');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('Unable to fetch results');
    expect(await screen.textContent()).toContain(
      'You might want to check your network connection.',
    );
    await page.context().close();
  });
});
