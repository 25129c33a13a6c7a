// Code themes from a Docusaurus config in a browser (issue 25; tests/fixtures/sites/prism-theme):
// `prism.theme` is the site's own Prism theme object, `prism.darkTheme` prism-react-renderer's
// dracula. A code block shows the converted theme's colours and background in light mode and
// dracula's in dark mode, from classes (no inline style) under the site's Content-Security-Policy.
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

/** The colours of the code block, its comment, its `const` and its plain text. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const block = document.querySelector('.code-block')!;
    const span = (text: string) =>
      [...block.querySelectorAll('pre span span')].find((s) => s.textContent!.trim() === text)!;
    const style = (el: Element) => getComputedStyle(el);
    return {
      background: style(block).backgroundColor,
      comment: style(span('// Hours between two high waters')).color,
      commentItalic: style(span('// Hours between two high waters')).fontStyle,
      keyword: style(span('const')).color,
      keywordWeight: style(span('const')).fontWeight,
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
      keywordWeight: '700',
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
      keyword: 'rgb(255, 121, 198)',
      keywordWeight: '400',
      title: 'rgb(248, 248, 242)',
    });
    await page.locator('.code-block').screenshot({ path: join(SHOTS, 'prism-theme-dark.png') });
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('serves the block with classes only, under a policy without unsafe-inline styles', async () => {
    const res = await fetch(site.server.origin + '/');
    const html = await res.text();
    // Docusaurus's classes first (prism-code language-js codeBlock_…), then Shiki's.
    const block = /<pre[^>]*class="prism-code [^"]*\bshiki\b[\s\S]*?<\/pre>/.exec(html)![0];
    expect(block).toContain('shiki-themes docusaurus-prism-light dracula');
    expect(block).not.toMatch(/style=/);
    const csp = res.headers.get('content-security-policy') ?? html;
    expect(csp).toMatch(/style-src/);
    expect(csp).not.toMatch(/style-src[^;]*unsafe-inline/);
  });
});
