// The dev server after an edit that leaves the site unable to load (tests/fixtures/sites/e2e): a
// doc renamed while sidebars.ts still names its old id. The site data kept from before was stale:
// the renamed doc's new path was "Page Not Found", its old path a 500 naming the missing file, and
// the open page reloaded to a blank document, with nothing in the terminal. Docusaurus's dev server
// reports the sidebar error; ours now serves it as every page's error page until the site loads.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, openDevPage } from './helpers.js';

const site = devServedFixtureSite('e2e', 'dev-site-error-site');

describe('dev server: a site that no longer loads after an edit', () => {
  it('shows the load error in the open page and on every path, and the doc once fixed', async () => {
    const page = await openDevPage(site.browser, site.origin + '/guide/second');
    const bodyText = () =>
      page
        .locator('body')
        .innerText({ timeout: 1000 })
        .catch(() => '');
    const docs = join(site.dir, 'docs/guide');
    renameSync(join(docs, 'first.md'), join(docs, 'primer.md'));
    try {
      // The open page reloads to the error page, which names the sidebars file and the doc id.
      await expect.poll(bodyText, { timeout: 30_000, interval: 100 }).toContain('guide/first');
      expect(await bodyText()).toContain('sidebars.ts');
      // The renamed doc's new path and its old one: the same error, not a stale page or a 404.
      for (const path of ['/guide/primer', '/guide/first']) {
        const response = await fetch(site.origin + path);
        expect({ path, status: response.status }).toEqual({ path, status: 500 });
        expect(await response.text()).toContain('sidebars.ts');
      }
    } finally {
      renameSync(join(docs, 'primer.md'), join(docs, 'first.md'));
    }
    // Fixed: the open error page reloads to the doc.
    await expect
      .poll(async () => (await bodyText()).includes('Section 1'), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    expect((await fetch(site.origin + '/guide/first')).status).toBe(200);
    await page.context().close();
  }, 240_000);
});
