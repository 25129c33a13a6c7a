// The dev server's error page (tests/fixtures/sites/dev-error-page): a doc opened while its file
// does not compile gets the server's error page (file, line, column); once the writer fixes the
// file, the page shows the doc without a manual reload, as an open page recovers from the overlay.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { devServedFixtureSite, trackDevClient, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('dev-error-page', 'dev-error-page');

/** The page's text ('' between two documents). */
const shown = (page: Page) => page.evaluate(() => document.body.innerText).catch(() => '');

describe('dev server: the error page', { timeout: 240_000 }, () => {
  it('shows a doc that did not compile once its file is fixed', async () => {
    const file = join(site.dir, 'docs/moorings.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('until noon.', 'until noon {.'));
    const page = await (await site.browser.newContext()).newPage();
    const client = trackDevClient(page);
    const response = await page.goto(site.origin + '/moorings', { timeout: 90_000 });
    expect(response?.status()).toBe(500);
    // The file from the site's folder, not from where the server was started.
    expect(await shown(page)).toMatch(/^docs\/moorings\.md:3:\d+/);
    // Its hot-reload connection up before the fix, as a writer's page has it.
    await client.connected();
    writeFileSync(file, original);
    await expect
      .poll(() => shown(page), { timeout: 30_000, interval: 100 })
      .toContain('Boats rest on the mud until noon.');
    await page.context().close();
  });

  it('shows an open doc broken by an edit in the overlay as a writer reads it: no internal frame, no absolute path', async () => {
    const file = join(site.dir, 'docs/moorings.md');
    const original = readFileSync(file, 'utf8');
    const page = await (await site.browser.newContext()).newPage();
    const client = trackDevClient(page);
    await page.goto(site.origin + '/moorings', { timeout: 90_000 });
    await waitForHydration(page);
    await client.connected();
    writeFileSync(file, original.replace('until noon.', 'until noon {.'));
    await page.waitForFunction(
      () => !!document.querySelector('vite-error-overlay')?.shadowRoot?.textContent,
      null,
      { timeout: 30_000 },
    );
    const overlay = await page.evaluate(
      () => document.querySelector('vite-error-overlay')!.shadowRoot!.textContent ?? '',
    );
    writeFileSync(file, original);
    expect(overlay).toMatch(/docs\/moorings\.md:3:36/);
    expect(overlay).toContain('MDX compile error');
    expect(overlay).toContain('hint: in MDX');
    expect(overlay).toContain('until noon {.'); // the code frame
    expect(overlay).not.toContain(site.dir);
    expect(overlay).not.toMatch(/\bat \w+ \(|compileDoc|\.\.\//);
    await page.context().close();
  });
});
