// The dev server writes what a site adds to every page as the build does: its plugins'
// `injectHtmlTags` (head, before and after the app), on tests/fixtures/sites/plugin-lifecycle.
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_ROOT_ELEMENT_ID } from '../../src/shared/constants.js';
import { devServedFixtureSite, waitForHydration } from './helpers.js';

const site = devServedFixtureSite('plugin-lifecycle', 'dev-head-site');

describe('dev server page head', () => {
  it("writes the plugins' injectHtmlTags where the build writes them", async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta name="harvest-count" content="\d+">/);
    expect(head).toContain('<link rel="preconnect" href="https://cdn.orchard.example.org">');
    const body = html.slice(html.indexOf('<body>'));
    // A Docusaurus site (its config is docusaurus.config.js): the root has Docusaurus's id.
    const app = body.indexOf(`<div id="${DOCUSAURUS_ROOT_ELEMENT_ID}">`);
    expect(body.indexOf('window.__harvestPreBody = true;')).toBeGreaterThan(-1);
    expect(body.indexOf('window.__harvestPreBody = true;')).toBeLessThan(app);
    expect(body.indexOf('<div id="harvest-post-body" hidden>after the app</div>')).toBeGreaterThan(
      app,
    );
    expect(body).toContain('<div id="inline-marker" hidden>inline plugin</div>');
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __harvestPreBody?: boolean }).__harvestPreBody,
      ),
    ).toBe(true);
  });
});
