// The dev server's pages carry their stylesheets (plugins/dev/pageStyles.ts): styled at the first
// paint, before any module script ran, and a CSS edit still updates the one stylesheet in place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, save, trackDevClient, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('classic-like', 'dev-page-styles');

describe('dev server page styles', () => {
  it('sends the page styled: the navbar, the custom CSS and the page module CSS, with no script run', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    // No script of the page runs: what is styled is styled by the HTML alone.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    // The first page waits for the pre-bundling, cold on a test's first run (helpers.devCacheDir).
    await page.goto(site.origin + '/', { timeout: 90_000 });
    const styled = await page.evaluate(() => {
      const navbar = document.querySelector('.navbar')!;
      const banner = document.querySelector('header.hero')!;
      return {
        hydrated: document.querySelectorAll('#__docs[data-hydrated]').length,
        navbarDisplay: getComputedStyle(navbar).display,
        navbarShadow: getComputedStyle(navbar).boxShadow,
        primary: getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim(),
        bannerPadding: getComputedStyle(banner).paddingTop,
      };
    });
    expect(styled).toEqual({
      hydrated: 0,
      navbarDisplay: 'flex', // infima's
      navbarShadow: expect.stringMatching(/rgba?\(/) as string,
      primary: '#1d5f8a', // the site's src/css/custom.css
      bannerPadding: '48px', // src/pages/index.module.css's `.banner`, a CSS module of the route
    });
    await context.close();
  }, 120_000);

  it('updates a custom CSS edit in place: the new rule once, the old one gone', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const client = trackDevClient(page);
    await page.goto(site.origin + '/', { timeout: 90_000 });
    await waitForHydration(page);
    await client.connected();
    const customCss = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('style')]
            .map((s) => s.textContent ?? '')
            .filter((t) => t.includes('#6cb4e4')), // the custom CSS's dark primary, kept by the edit
      );
    expect(await customCss()).toEqual([expect.stringContaining('#1d5f8a')]);
    // Every stylesheet the server sent is the client's own: none twice.
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-vite-dev-id]')].map((s) =>
        s.getAttribute('data-vite-dev-id'),
      ),
    );
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    const file = join(site.dir, 'src/css/custom.css');
    await save(site.dev.vite, file, readFileSync(file, 'utf8').replace('#1d5f8a', '#8a1d5f'));
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--ifm-color-primary')
          .trim() === '#8a1d5f',
      null,
      { timeout: 30_000 },
    );
    const after = await customCss();
    expect(after).toHaveLength(1);
    expect(after[0]).toContain('#8a1d5f');
    expect(after[0]).not.toContain('#1d5f8a');
  }, 120_000);
});
