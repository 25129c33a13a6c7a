// Code blocks of a Docusaurus site whose stylesheet wraps some blocks' lines (tests/fixtures/sites/
// code-wrap: `white-space: pre-wrap` on the `pre` of blocks inside `.wrapped`, as Roo Code's
// custom.css does for all of its blocks). Docusaurus's code element floats (theme-classic's
// codeBlockLines: `float: left; min-width: 100%`), so its width is the block's when its lines may
// wrap and its longest line's when they may not: the wrapped block's lines break at the block's
// edge, the other block scrolls. Ours was a block as wide as its longest line (`max-content`),
// which scrolled both.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('code-wrap', 'e2e-code-wrap');

describe('a code block whose pre wraps its lines', () => {
  it("wraps them at the block's width; a block without the rule scrolls", async () => {
    const context = await site.browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const blocks = await page.$$eval('.theme-code-block pre', (pres) =>
      pres.map((pre) => {
        const code = pre.querySelector('code')!;
        const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
        return {
          wrapped: pre.closest('.wrapped') !== null,
          scrolls: pre.scrollWidth > pre.clientWidth,
          codeWidth: code.getBoundingClientRect().width,
          preWidth: pre.clientWidth,
          rows: Math.round(
            (code.querySelector('.token-line')!.getBoundingClientRect().height || 0) / lineHeight,
          ),
        };
      }),
    );
    expect(blocks.map((b) => b.wrapped)).toEqual([true, false]);
    const [wrapped, plain] = blocks;
    expect(wrapped!.scrolls).toBe(false);
    expect(wrapped!.codeWidth).toBeLessThanOrEqual(wrapped!.preWidth);
    expect(wrapped!.rows).toBeGreaterThan(1);
    expect(plain!.scrolls).toBe(true);
    expect(plain!.rows).toBe(1);
    await context.close();
  });
});
