// Code themes from a Docusaurus config in a browser (issue 25; tests/fixtures/sites/prism-theme):
// `prism.theme` is the site's own Prism theme object, `prism.darkTheme` prism-react-renderer's
// dracula. A code block shows the colours Docusaurus 3.8.1 showed for the same folder in chromium
// (its Prism tokens: plugins/mdx/prismHighlight.ts), from classes (no inline style) under the
// site's Content-Security-Policy. Before, Shiki's dracula coloured keywords pink, strings yellow.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cspViolations,
  recordCspViolations,
  servedFixtureSite,
  waitForHydration,
} from './helpers.js';

const site = servedFixtureSite('prism-theme', 'e2e-prism-theme');
const SHOTS = join(import.meta.dirname, '../.tmp/screenshots');

async function open(
  mode: 'light' | 'dark',
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await site.browser.newContext();
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto(site.server.origin + '/');
  await waitForHydration(page);
  return {
    page,
    violations: () => cspViolations(page),
  };
}

/** The colours of the code block, some of its tokens and its title. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const block = document.querySelector('.code-block')!;
    const token = (text: string) =>
      [...block.querySelectorAll('.token')].find((s) => s.textContent!.trim() === text)!;
    const style = (el: Element) => getComputedStyle(el);
    const comment = token('// Hours between two high waters');
    return {
      background: style(block).backgroundColor,
      comment: style(comment).color,
      commentItalic: style(comment).fontStyle,
      keyword: style(token('const')).color,
      keywordItalic: style(token('const')).fontStyle,
      keywordWeight: style(token('const')).fontWeight,
      number: style(token('12.42')).color,
      string: style(token("'next:'")).color,
      function: style(token('nextHighWater')).color,
      punctuationOpacity: style(token('(')).opacity,
      title: style(block.querySelector('.code-block__title')!).color,
    };
  });
}

describe('code themes from prism.theme and prism.darkTheme', () => {
  it('colours a code block with the site’s Prism theme in light mode', async () => {
    const { page, violations } = await open('light');
    expect(await colours(page)).toEqual({
      background: 'rgb(251, 243, 228)',
      comment: 'rgb(110, 100, 80)',
      commentItalic: 'italic',
      keyword: 'rgb(138, 28, 74)',
      keywordItalic: 'normal',
      keywordWeight: '700',
      number: 'rgb(18, 89, 161)',
      string: 'rgb(29, 107, 58)',
      function: 'rgb(107, 63, 160)',
      punctuationOpacity: '0.8',
      title: 'rgb(59, 47, 30)',
    });
    mkdirSync(SHOTS, { recursive: true });
    await page.locator('.code-block').screenshot({ path: join(SHOTS, 'prism-theme-light.png') });
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('colours it with dracula in dark mode', async () => {
    const { page, violations } = await open('dark');
    expect(await colours(page)).toEqual({
      background: 'rgb(40, 42, 54)',
      comment: 'rgb(98, 114, 164)',
      commentItalic: 'normal',
      keyword: 'rgb(189, 147, 249)',
      keywordItalic: 'italic',
      keywordWeight: '400',
      number: 'rgb(248, 248, 242)',
      string: 'rgb(255, 121, 198)',
      function: 'rgb(80, 250, 123)',
      punctuationOpacity: '1',
      title: 'rgb(248, 248, 242)',
    });
    await page.locator('.code-block').screenshot({ path: join(SHOTS, 'prism-theme-dark.png') });
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('serves the block with classes only, under a policy without unsafe-inline styles', async () => {
    const res = await fetch(site.server.origin + '/');
    const html = await res.text();
    // Docusaurus's classes (prism-code language-js codeBlock_…), Prism's tokens.
    const block = /<pre[^>]*class="prism-code language-js[\s\S]*?<\/pre>/.exec(html)![0];
    expect(block).toContain('<span class="token keyword');
    expect(block).not.toMatch(/style=/);
    const csp = res.headers.get('content-security-policy') ?? html;
    expect(csp).toMatch(/style-src/);
    expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
  });
});
