// A runtime `<CodeBlock language="js">` drawn through a site's wrapper of `@theme/CodeBlock/Content`
// (tests/fixtures/sites/codeblock-content-wrapper). Docusaurus 3.10.2 built the fixture once: the
// tokens below (their types, text and colour in Chromium, light mode, the plain ones left out) are
// what its doc showed, loaded or reached by a client navigation. Ours showed the lines as plain
// text; now its Prism tokens are in the pre-rendered HTML and drawn again after a navigation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('codeblock-content-wrapper', 'e2e-codeblock-content-wrapper');

type Token = [types: string, text: string, colour: string];

/** What Docusaurus 3.10.2's doc showed of its runtime block (palenight, its default theme). */
const DOCUSAURUS_WARP: Token[] = [
  ['keyword', 'const', 'rgb(191, 199, 213)'],
  ['operator', '=', 'rgb(137, 221, 255)'],
  ['punctuation', '.', 'rgb(199, 146, 234)'],
  ['method function property-access', 'thread', 'rgb(130, 170, 255)'],
  ['punctuation', '(', 'rgb(199, 146, 234)'],
  ['number', '24', 'rgb(247, 140, 108)'],
  ['punctuation', ')', 'rgb(199, 146, 234)'],
  ['punctuation', ';', 'rgb(199, 146, 234)'],
  ['keyword control-flow', 'if', 'rgb(191, 199, 213)'],
  ['punctuation', '(', 'rgb(199, 146, 234)'],
  ['punctuation', '.', 'rgb(199, 146, 234)'],
  ['property-access', 'tight', 'rgb(191, 199, 213)'],
  ['punctuation', ')', 'rgb(199, 146, 234)'],
  ['keyword control-flow', 'return', 'rgb(191, 199, 213)'],
  ['string', "'weave'", 'rgb(195, 232, 141)'],
  ['punctuation', ';', 'rgb(199, 146, 234)'],
];

/** The first wrapped block's tokens on the page: types (colour classes left out), text, colour. */
const frameTokens = (page: Page): Promise<Token[]> =>
  page
    .locator('.loom-frame')
    .first()
    .evaluate((frame) =>
      [...frame.querySelectorAll('pre .token')]
        .filter((t) => !t.classList.contains('plain') && t.textContent)
        .map((t): Token => [
          [...t.classList].filter((c) => c !== 'token' && !/^pr[ld]-/.test(c)).join(' '),
          t.textContent ?? '',
          getComputedStyle(t).color,
        ]),
    );

describe("a runtime CodeBlock through a site's wrapper of CodeBlock/Content", () => {
  it('is highlighted as Docusaurus highlights it, loaded and after a client navigation', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/docs/warp');
    await waitForHydration(page);
    expect(await frameTokens(page)).toEqual(DOCUSAURUS_WARP);

    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.locator('#to-warp').click();
    await page.waitForURL('**/docs/warp');
    await page.locator('.loom-frame pre .token.keyword').first().waitFor();
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    expect(await frameTokens(page)).toEqual(DOCUSAURUS_WARP);
    await context.close();
  });
});
