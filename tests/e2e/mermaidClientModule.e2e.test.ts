// A Docusaurus site with theme-mermaid, a client module that looks for the diagrams' containers
// once a page is on screen (as @r74tech/docusaurus-plugin-panzoom does, wrapping each one), and a
// home page that goes on with a relative `history.replace` from an effect on `history`
// (tests/fixtures/sites/mermaid-client-module). The expected values are what Docusaurus 3.9.2's
// build of the fixture did in Chromium: no container before the diagram is drawn (ours held the
// diagram's source in one, which the module wrapped before hydration: React reported a mismatch),
// and the home page lands on /docs/lock (ours went on to /docs/docs/lock, a missing page: each
// render gave a new history object and the effect ran again from the page it had led to).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('mermaid-client-module', 'e2e-mermaid-client-module');

/** What Docusaurus 3.9.2's build of the fixture showed. */
const DOCUSAURUS = {
  fromHome: {
    url: '/docs/lock',
    probe: [
      { path: '/', containers: 0 },
      { path: '/docs/lock', containers: 0 },
    ],
  },
  direct: { probe: [{ path: '/docs/lock', containers: 0 }], serverContainers: 0, drawn: 1 },
};

async function open(
  path: string,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const probe = (page: Page) =>
  page.evaluate(() => (window as { __containerProbe?: unknown }).__containerProbe);

describe('mermaid diagrams and a client module that selects their containers', () => {
  it('writes no container before the diagram is drawn, as Docusaurus does', async () => {
    const html = await (await fetch(site.server.origin + '/docs/lock')).text();
    expect(html.split('docusaurus-mermaid-container').length - 1).toBe(
      DOCUSAURUS.direct.serverContainers,
    );
    const r = await open('/docs/lock');
    await r.page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    expect(await probe(r.page)).toEqual(DOCUSAURUS.direct.probe);
    expect(await r.page.locator('.docusaurus-mermaid-container').count()).toBe(
      DOCUSAURUS.direct.drawn,
    );
    expect(r.errors).toEqual([]);
    await r.close();
  });

  it("follows a home page's relative history.replace once, as Docusaurus does", async () => {
    const r = await open('/');
    await r.page.waitForURL((url) => url.pathname !== '/');
    await r.page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    expect(new URL(r.page.url()).pathname).toBe(DOCUSAURUS.fromHome.url);
    expect(await probe(r.page)).toEqual(DOCUSAURUS.fromHome.probe);
    expect(r.errors).toEqual([]);
    await r.close();
  });
});
