// tests/fixtures/sites/umd-branches in Chromium: a UMD package whose CommonJS branch requires a
// package that is not installed, and a package requiring a missing one inside `try {}`, run as
// webpack's build runs them. Docusaurus 3.8.1's build of the fixture (2026-11-30) showed
// "amd Port Isaac plain" in the paragraph once its effect ran: the UMD's AMD branch with its
// dependency, the optional require thrown and caught (tests/unit/plugins/umdBranches.test.ts
// holds the build's warning).
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('umd-branches', 'e2e-umd-branches');

describe('third-party UMD and optional requires in the browser', () => {
  it('run the branches webpack runs, without errors', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    await page.waitForFunction(
      () => document.querySelector('#tide-branch')?.textContent !== 'not run',
    );
    expect(await page.textContent('#tide-branch')).toBe('amd Port Isaac plain');
    expect(errors).toEqual([]);
    await page.close();
  });
});
