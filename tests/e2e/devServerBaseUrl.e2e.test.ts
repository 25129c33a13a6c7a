// The dev server of a site served below a base URL (tests/fixtures/sites/base-props, `/base/`):
// the base URL without its slash leads to the home page. Docusaurus's dev server renders the home
// page there; ours rendered an empty page (the client's routes are all under `/base/`).
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('base-props', 'dev-base-url-site');

describe('dev server below a base URL', () => {
  it('sends the base URL without its slash to the home page', async () => {
    const bare = await fetch(`${site.origin}/base?from=bookmark`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([302, '/base/?from=bookmark']);
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.origin}/base`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/base/');
    expect((await page.locator('#__docs, #__docusaurus').innerText()).trim()).not.toBe('');
    await page.context().close();
  });
});
