// A content type of the site's own (tests/fixtures/sites/content-plugin, its plugins/notes/ folder)
// on the docs' island path: a note's page keeps the server's HTML of its content, only its
// interactive parts (a tab set) hydrate, and they work.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('content-plugin', 'e2e-content-plugin');

describe('a site plugin’s Markdown content with islands', () => {
  it('hydrates only the note’s tab set, which switches tabs', async () => {
    const { page, problems } = await openPage(site.browser, '/notes/tide-tables', {
      origin: site.server.origin,
    });
    // The site has no favicon: its 404 is no problem; any other failed request is.
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(r.url());
    });
    await waitForHydration(page);
    const content = page.locator('.note-page .markdown');
    // The tab set is inside an island marker; the static text is not.
    await expect(content.locator('docs-island [role="tablist"]').count()).resolves.toBe(1);
    // No element of the content outside the islands is React's (the server's HTML is kept).
    const outside = await page.evaluate(() => {
      const root = document.querySelector('.note-page .markdown')!;
      return [...root.querySelectorAll('*')].filter(
        (el) =>
          !el.closest('docs-island') && Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      ).length;
    });
    expect(outside).toBe(0);
    const dover = content.getByRole('tab', { name: 'Dover' });
    await expect(dover.getAttribute('aria-selected')).resolves.toBe('false');
    await dover.click();
    await expect.poll(() => dover.getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => content.locator('[role="tabpanel"]:not([hidden])').textContent())
      .toContain('High water at Dover: 11:03.');
    // The island marker is React's root now.
    const roots = await page.evaluate(() =>
      [...document.querySelectorAll('.note-page docs-island')].map((m) =>
        Object.keys(m).some((k) => k.startsWith('__reactContainer')),
      ),
    );
    expect(roots).toContain(true);
    expect(problems.filter((p) => !p.startsWith('error: Failed to load resource'))).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
