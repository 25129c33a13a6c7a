// A Docusaurus site's code in a browser, coloured as Docusaurus colours it
// (tests/fixtures/sites/prism-highlight: prism-react-renderer's github in light mode, dracula in
// dark mode). Docusaurus 3.8.1 built the fixture once and chromium showed the computed colour
// and slant below for these tokens, and the blocks' background (its dark mode drawn by a
// re-render after hydration; ours by the stylesheet, with no re-render and no style attribute).
// Before: Shiki's github-light and dracula coloured Shiki's tokens (dracula's keywords pink).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cspViolations,
  recordCspViolations,
  servedFixtureSite,
  waitForHydration,
} from './helpers.js';

const site = servedFixtureSite('prism-highlight', 'e2e-prism-highlight');

/** Block (0-based, in page order) → token text → [Prism classes, colour, font style]. */
type Expected = Record<string, [string, string, string]>;

const LIGHT: Expected = {
  '0 // Degrees per hour, up to the hold': ['token comment', 'rgb(153, 153, 136)', 'italic'],
  '0 const': ['token keyword', 'rgb(0, 0, 159)', 'normal'],
  '0 RAMP': ['token constant', 'rgb(54, 172, 170)', 'normal'],
  '0 minutesTo': ['token function', 'rgb(215, 58, 73)', 'normal'],
  '1 className': ['token tag attr-name', 'rgb(0, 164, 219)', 'normal'],
  '2 echo': ['token builtin class-name', 'rgb(57, 58, 52)', 'normal'],
  '3 "kiln"': ['token property', 'rgb(54, 172, 170)', 'normal'],
  '4 name': ['token key atrule', 'rgb(0, 164, 219)', 'normal'],
  '5 """Time to the last target."""': [
    'token triple-quoted-string string',
    'rgb(227, 17, 108)',
    'normal',
  ],
  '6   - rate: 100': ['token deleted-sign deleted line', 'rgb(215, 58, 73)', 'normal'],
  '6   - rate: 80': ['token inserted-sign inserted line', 'rgb(54, 172, 170)', 'normal'],
  '7 public': ['token keyword', 'rgb(0, 0, 159)', 'normal'],
  '8 <?php': ['token delimiter important', 'rgb(57, 58, 52)', 'normal'],
  '9 kiln K-2 ramp 150 hold 10': ['token plain', 'rgb(57, 58, 52)', 'normal'],
};

const DARK: Expected = {
  '0 // Degrees per hour, up to the hold': ['token comment', 'rgb(98, 114, 164)', 'normal'],
  '0 const': ['token keyword', 'rgb(189, 147, 249)', 'italic'],
  '0 RAMP': ['token constant', 'rgb(189, 147, 249)', 'normal'],
  '0 minutesTo': ['token function', 'rgb(80, 250, 123)', 'normal'],
  '1 className': ['token tag attr-name', 'rgb(241, 250, 140)', 'normal'],
  '2 echo': ['token builtin class-name', 'rgb(189, 147, 249)', 'normal'],
  '3 "kiln"': ['token property', 'rgb(248, 248, 242)', 'normal'],
  '4 name': ['token key atrule', 'rgb(248, 248, 242)', 'normal'],
  '5 """Time to the last target."""': [
    'token triple-quoted-string string',
    'rgb(255, 121, 198)',
    'normal',
  ],
  '6   - rate: 100': ['token deleted-sign deleted line', 'rgb(255, 85, 85)', 'normal'],
  '6   - rate: 80': ['token inserted-sign inserted line', 'rgb(80, 250, 123)', 'normal'],
  '7 public': ['token keyword', 'rgb(189, 147, 249)', 'italic'],
  '8 <?php': ['token delimiter important', 'rgb(248, 248, 242)', 'normal'],
  '9 kiln K-2 ramp 150 hold 10': ['token plain', 'rgb(248, 248, 242)', 'normal'],
};

const BACKGROUND = { light: 'rgb(246, 248, 250)', dark: 'rgb(40, 42, 54)' };
/**
 * A highlighted line's background: theme-classic's --docusaurus-highlighted-code-line-bg
 * defaults (CodeBlock/Line), which the fixture does not set (a site's custom.css may; the
 * create-docusaurus template's 0.1 and 0.3 black are drawn by both). Before: our own line colour.
 */
const HIGHLIGHTED_LINE = { light: 'rgb(72, 77, 91)', dark: 'rgb(100, 100, 100)' };

async function open(mode: 'light' | 'dark'): Promise<Page> {
  const context = await site.browser.newContext();
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto(site.server.origin + '/');
  await waitForHydration(page);
  return page;
}

/** The expected tokens' classes, colour and slant, and each block's `pre` background. */
function seen(page: Page, keys: string[]) {
  return page.evaluate((keys) => {
    const pres = [...document.querySelectorAll('article pre')];
    const tokens: Record<string, [string, string, string]> = {};
    for (const key of keys) {
      const [block, ...words] = key.split(' ');
      const text = words.join(' ');
      const token = [...pres[Number(block)]!.querySelectorAll('.token')].find(
        (t) => t.textContent === text,
      );
      if (!token) continue;
      const classes = (token.getAttribute('class') ?? '')
        .split(' ')
        .filter((c) => !/^pr[ld]-/.test(c))
        .join(' ');
      const style = getComputedStyle(token);
      tokens[key] = [classes, style.color, style.fontStyle];
    }
    return {
      tokens,
      backgrounds: [...new Set(pres.map((p) => getComputedStyle(p).backgroundColor))],
      highlighted: [
        ...new Set(
          [...document.querySelectorAll('article .theme-code-block-highlighted-line')].map(
            (l) => getComputedStyle(l).backgroundColor,
          ),
        ),
      ],
      styled: document.querySelectorAll('article pre [style], article pre[style]').length,
    };
  }, keys);
}

describe("a Docusaurus site's code, coloured by its Prism themes", () => {
  for (const [mode, expected] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const)
    it(`gives its tokens Docusaurus's colours in ${mode} mode`, async () => {
      const page = await open(mode);
      expect(await seen(page, Object.keys(expected))).toEqual({
        tokens: expected,
        backgrounds: [BACKGROUND[mode]],
        highlighted: [HIGHLIGHTED_LINE[mode]],
        styled: 0,
      });
      expect(await cspViolations(page)).toEqual([]);
      await page.context().close();
    });
});
