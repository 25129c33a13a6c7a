// A component ejected with `swizzle --eject` on a Docusaurus site draws the page as the theme's own
// did: the same pixels at 1280 px, light and dark, before and after `docusaurus swizzle
// @docusaurus/theme-classic DocSidebar --eject --danger` (and Footer's, with its parts). Our
// components carry no CSS module (their styles are the theme's stylesheet, classicLook.css), so
// nothing beside the copies is needed for them to look the same.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, connect, waitForHydration } from './helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const dirs = {
  before: join(ROOT, 'tests/.tmp/ejected-look-before'),
  after: join(ROOT, 'tests/.tmp/ejected-look-after'),
};
const servers: Record<string, Awaited<ReturnType<typeof buildAndServe>>> = {};
let browser: Browser;

beforeAll(async () => {
  for (const dir of Object.values(dirs)) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(ROOT, 'tests/fixtures/sites/docusaurus-config'), dir, {
      recursive: true,
      filter: (f) => !f.includes('.cache'),
    });
  }
  for (const component of ['DocSidebar', 'Footer'])
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'scripts/run.mjs'),
        'swizzle',
        '@docusaurus/theme-classic',
        component,
        dirs.after,
        '--eject',
        '--danger',
        '--javascript',
      ],
      { cwd: ROOT, stdio: 'pipe' },
    );
  servers.before = await buildAndServe(dirs.before);
  servers.after = await buildAndServe(dirs.after);
  browser = await connect();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const server of Object.values(servers)) await server.close();
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
});

describe('an ejected component', () => {
  it('is the site’s own file', () => {
    expect(existsSync(join(dirs.after, 'src/theme/DocSidebar/index.js'))).toBe(true);
    expect(existsSync(join(dirs.after, 'src/theme/Footer/index.js'))).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const)
    it(`draws the doc page as the theme’s own did (1280 px, ${mode})`, async () => {
      const shots: Buffer[] = [];
      for (const which of ['before', 'after'] as const) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          colorScheme: mode,
        });
        const page = await context.newPage();
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(servers[which]!.origin + '/docs/basics/lamp-care');
        await page.waitForSelector('.theme-doc-sidebar-menu');
        // Hydrated (the colour toggle's state drawn) in both, so that neither is caught before it.
        await waitForHydration(page);
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        await page.evaluate(() => document.fonts.ready);
        shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
        await context.close();
      }
      expect(shots[1]!.equals(shots[0]!)).toBe(true);
    });
});
