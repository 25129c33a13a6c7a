// axe-core over every page type of the real knowledgebase, in light and dark, desktop and 900 px.
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connect, kbUrl, url, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

// axe-core as @axe-core/playwright uses it: its experimental rules (label-content-name-mismatch...).
const requireFromAxePlaywright = createRequire(require.resolve('@axe-core/playwright'));
const experimentalRules = (
  requireFromAxePlaywright('axe-core') as { getRules: (tags: string[]) => { ruleId: string }[] }
)
  .getRules(['experimental'])
  .map((r) => r.ruleId);

const pages: Record<string, string> = {
  home: kbUrl('/'),
  doc: kbUrl('/iot/rockblock/user-manual/transmit-binary'),
  docWithAtNotes: kbUrl('/iot/rockblock/user-manual/at-commands'),
  category: kbUrl('/iot'),
  notFound: kbUrl('/this/page/does/not/exist'),
  activationHelper: kbUrl('/activation-helper'),
  search: kbUrl('/search?q=signal'),
  generatedIndex: url('/category/reference'),
};

describe('accessibility (axe-core, experimental rules on)', () => {
  for (const [kind, path] of Object.entries(pages)) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 900]) {
        it(`${kind} page, ${theme}, ${width} px: no violations`, async () => {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on(
            'console',
            (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()),
          );
          page.on('pageerror', (e) => errors.push(e.message));
          await page.goto(path);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page })
            .options({
              rules: Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }])),
            })
            .analyze();
          const violations = results.violations.map(
            (v) =>
              `${v.impact} ${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
          expect(violations).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe('accessibility with the search modal open (axe-core, experimental rules on)', () => {
  it('knows the experimental rules', () => {
    expect(experimentalRules).toContain('label-content-name-mismatch');
  });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 900]) {
      it(`doc page, ${theme}, ${width} px, modal open with results, then with recent searches: no violations`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        await page.goto(kbUrl('/iot/rockremote/configuration/serial'));
        await waitForHydration(page);
        const axe = () =>
          new AxeBuilder({ page })
            .options({
              rules: Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }])),
            })
            .analyze();
        const format = (r: Awaited<ReturnType<typeof axe>>) =>
          r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes[0]?.target.join(' ')}`);
        // The page with its search button, then the modal over it.
        expect(format(await axe())).toEqual([]);
        await page.locator('.navbar__search .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('signal');
        await page.locator('.DocSearch-Hit').first().waitFor();
        expect(format(await axe())).toEqual([]);
        // The start screen with a recent and a favorite search, each with its action icons.
        const recentHit = (lvl1: string, path: string) => ({
          objectID: lvl1,
          url: path,
          type: 'lvl1',
          hierarchy: { lvl0: 'RockREMOTE', lvl1 },
          content: null,
        });
        await page.evaluate(
          ([recent, favorite]) => {
            localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify([recent]));
            localStorage.setItem(
              '__DOCSEARCH_FAVORITE_SEARCHES__local',
              JSON.stringify([favorite]),
            );
          },
          [
            recentHit('Serial', '/iot/rockremote/configuration/serial'),
            recentHit('Transmit binary', '/iot/rockblock/user-manual/transmit-binary'),
          ],
        );
        await page.keyboard.press('Escape');
        await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
        await page.locator('.navbar__search .DocSearch-Button').click();
        await page.locator('.DocSearch-Hit [data-hit-action]').first().waitFor();
        expect(await page.locator('.DocSearch-Hit-source').allTextContents()).toEqual([
          'Recent',
          'Favorite',
        ]);
        expect(format(await axe())).toEqual([]);
        await context.close();
      });
    }
  }
});
