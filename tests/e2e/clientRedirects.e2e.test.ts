// Redirect pages of @docusaurus/plugin-client-redirects in a browser, served with the site's
// `_headers` (its Content-Security-Policy): an old address opens the new page with its query and
// hash, the redirect leaves no history entry, and the policy allows the redirect's script.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('client-redirects', 'e2e-client-redirects');

async function open(path: string) {
  const opened = await openPage(site.browser, path, { origin: site.server.origin });
  opened.page.on(
    'response',
    (r) => r.status() >= 400 && opened.problems.push(`${r.status()} ${r.url()}`),
  );
  return opened;
}

describe('client redirects', () => {
  it('open the new page with the query and the hash of the old address', async () => {
    const { page, problems } = await open('/');
    await page.goto(site.server.origin + '/tables/all?tide=spring#low-water');
    await page.waitForURL('**/docs/guide/reading-tables?tide=spring#low-water');
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Reading the tables');
    // location.replace: Back returns to the page before the old address, not to the redirect.
    await page.goBack();
    await page.waitForURL(site.server.origin + '/');
    expect(problems).toEqual([]);
  });

  it("keep the target's own hash, and work from a page's .html address", async () => {
    const { page, problems } = await open('/docs/intro.html/');
    await page.waitForURL('**/docs/intro');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tide tables');
    expect(problems).toEqual([]);
  });
});
