// The dev server after an edit of docusaurus.config.js (tests/fixtures/sites/docusaurus-look): a
// page served after it has the new config's site title in its <title>, as Docusaurus's restarted
// dev server gives it (ours kept the title of the config it started with; the open page reloaded
// with the old title).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, save, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('docusaurus-look', 'dev-config-edit-site');

const titleOf = async (path: string) =>
  /<title[^>]*>([^<]*)<\/title>/.exec(await (await fetch(site.origin + path)).text())?.[1];

describe('dev server: an edited site config', () => {
  it('titles the pages served after the edit with the new site title', async () => {
    expect(await titleOf('/moon')).toBe('Moon phases | Tide Tables');
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(site.origin + '/moon');
    await waitForHydration(page);
    const file = join(site.dir, 'docusaurus.config.js');
    const text = readFileSync(file, 'utf8');
    await save(site.dev.vite, file, text.replace("title: 'Tide Tables',", "title: 'Slack Water',"));
    await expect
      .poll(() => titleOf('/moon'), { timeout: 60_000, interval: 500 })
      .toBe('Moon phases | Slack Water');
    // The open page reloads, with the new title too.
    await expect
      .poll(() => page.title().catch(() => ''), { timeout: 60_000, interval: 500 })
      .toBe('Moon phases | Slack Water');
    await page.context().close();
  });
});
