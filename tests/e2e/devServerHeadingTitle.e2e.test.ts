// The dev server, a doc titled by its `# heading` (no `title:` in its front matter): a new heading
// is the page's new `<title>` in the open browser, as Docusaurus's dev server shows it (the doc's
// metadata is made again from its file). Before, the heading changed and the title stayed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, save, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('asset-links', 'dev-heading-title', {
  prepare: (dir) =>
    writeFileSync(join(dir, 'docs/glazes.md'), '# Glaze recipes\n\nCeladon and tenmoku.\n'),
});

describe('dev server: a doc titled by its heading', () => {
  it('shows the new heading as the page title after an edit, without a reload', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.origin}/glazes`, { timeout: 90_000 });
    await waitForHydration(page);
    expect(await page.title()).toBe('Glaze recipes | Kiln Notes');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    const file = join(site.dir, 'docs/glazes.md');
    await save(
      site.dev.vite,
      file,
      readFileSync(file, 'utf8').replace('# Glaze recipes', '# Ash glazes'),
    );
    await page.waitForFunction(
      () => document.querySelector('article h1')?.textContent === 'Ash glazes',
    );
    await page.waitForFunction(() => document.title === 'Ash glazes | Kiln Notes');
    // The same document: the page was updated in place.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
  });
});
