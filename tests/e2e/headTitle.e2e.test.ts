// The tab title of pages that title themselves through `@docusaurus/Head` (tests/fixtures/sites/
// head-title): in the server's HTML, through hydration and after client navigation, as Docusaurus
// 3.8.1 gave them (built once, 2026-11-30, looked at in Chromium). A `<Head><title>` of the page's
// own rendered after the theme's titles is the whole title (docusaurus-search-local's search page,
// inside a Layout without a title; a doc's MDX `<Head>`); a Layout's title rendered after it wins.
// Docusaurus's tab shows the site's title alone for a moment while some pages hydrate (react-helmet
// applies the site's default `<Head>` on an animation frame before the page's has rendered); here
// the title stays the page's throughout, which is what the reader should see. og:title stays the
// theme's (a Layout's title or the site's), as Docusaurus's react-helmet keeps its meta.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('head-title', 'e2e-head-title');

/** Each page's `<title>`, the same in Docusaurus 3.8.1's HTML and after its hydration. */
const DOCUSAURUS: Record<string, string> = {
  '/': 'Home | Kiln Notes',
  '/log': 'Every firing so far',
  '/glazes': 'Glazes | Kiln Notes',
  '/docs/clay': 'Clay bodies, tested',
  '/docs/cones': 'Pyrometric cones | Kiln Notes',
};

/**
 * Each page's og:title in Docusaurus 3.8.1's HTML (built again 2026-12-03): the theme's title (its
 * PageMetadata's, or the site's own), which a page's `<Head><title>` does not change.
 */
const DOCUSAURUS_OG_TITLE: Record<string, string> = {
  '/': 'Home | Kiln Notes',
  '/log': 'Kiln Notes',
  '/glazes': 'Glazes | Kiln Notes',
  '/docs/clay': 'Clay bodies | Kiln Notes',
  '/docs/cones': 'Pyrometric cones | Kiln Notes',
};

describe('the tab title a page gives through <Head>', () => {
  it("is the page's in the HTML, and stays the page's through hydration", async () => {
    const context = await site.browser.newContext();
    // Every title the tab shows from the first byte on.
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __titles: string[] }).__titles = []);
      const record = () => {
        if (document.title && seen.at(-1) !== document.title) seen.push(document.title);
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const page = await context.newPage();
    for (const [path, title] of Object.entries(DOCUSAURUS)) {
      const response = await page.goto(site.server.origin + path);
      const html = (await response!.text()).replace(/<\/head>[\s\S]*$/, '');
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], `${path} HTML`).toBe(title);
      expect(
        /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
        `${path} og:title`,
      ).toBe(DOCUSAURUS_OG_TITLE[path]);
      await waitForHydration(page);
      expect(await page.title(), path).toBe(title);
      const seen = await page.evaluate(
        () => (window as unknown as { __titles: string[] }).__titles,
      );
      expect(seen, `${path}: titles shown`).toEqual([title]);
    }
    await context.close();
  });

  it("is the page's after client navigation", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const links: Record<string, string> = {
      'Firing log': '/log',
      Glazes: '/glazes',
      Clay: '/docs/clay',
      Cones: '/docs/cones',
    };
    for (const [label, path] of Object.entries(links)) {
      await page.goto(site.server.origin + '/');
      await waitForHydration(page);
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(site.server.origin + path);
      await expect.poll(() => page.title()).toBe(DOCUSAURUS[path]);
    }
    await context.close();
  });
});
