// tests/fixtures/sites/i18n-generated in Chromium: once hydrated, the page's and the swizzled
// footer's readings of `@generated/i18n.json` (default, named and namespace imports) are each
// locale's own, the values Docusaurus 3.8.1 rendered (tests/unit/plugins/i18n/generatedImports.test.ts
// checks the pre-rendered HTML), with no error; the locale's file is preloaded by the page.
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('i18n-generated', 'e2e-i18n-generated');

/** What each reading shows once hydrated (Docusaurus 3.8.1's values, read by the client). */
const HYDRATED: Record<string, Record<string, string>> = {
  '/': {
    'named-current': '"en"',
    'named-locales': '["en","fr"]',
    'default-current': '"en"',
    'default-label': '"English"',
    'namespace-current': '"en"',
    'namespace-default': '"en"',
    'teapot-footer': 'en/en/en',
  },
  '/fr/': {
    'named-current': '"fr"',
    'named-locales': '["en","fr"]',
    'default-current': '"fr"',
    'default-label': '"Français (théières)"',
    'namespace-current': '"fr"',
    'namespace-default': '"fr"',
    'teapot-footer': 'fr/en/fr',
  },
};

describe('@generated/i18n.json after hydration', () => {
  it("shows each locale's own values, its i18n.json preloaded", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    for (const [path, readings] of Object.entries(HYDRATED)) {
      const requested: string[] = [];
      const onRequest = (r: { url: () => string }) => requested.push(new URL(r.url()).pathname);
      page.on('request', onRequest);
      await page.goto(site.server.origin + path);
      await waitForHydration(page);
      for (const [id, value] of Object.entries(readings))
        await expect
          .poll(() => page.locator(`#${id}`).textContent(), { timeout: 10_000 })
          .toBe(`client:${value}`);
      page.off('request', onRequest);
      // The one i18n.json chunk the page loads is one its HTML preloads.
      const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
      );
      const loaded = requested.filter((p) => /\/i18n-[\w-]+\.js$/.test(p));
      expect(new Set(loaded).size, path).toBe(1);
      expect(preloaded, path).toContain(loaded[0]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
