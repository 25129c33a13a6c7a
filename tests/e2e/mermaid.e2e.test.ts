// Mermaid diagrams in a browser (issue 25 item 7; tests/fixtures/sites/mermaid): a ```mermaid fence
// and `<Mermaid value>` render as SVG, in light and in dark mode (each mode's mermaid theme, drawn
// again when the mode changes), under the site's derived Content-Security-Policy without a
// violation; a page without a diagram fetches no mermaid code.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cspViolations,
  recordCspViolations,
  servedFixtureSite,
  waitForHydration,
} from './helpers.js';

const site = servedFixtureSite('mermaid', 'e2e-mermaid');

interface Recorded {
  context: BrowserContext;
  page: Page;
  /** The scripts fetched, by file name. */
  scripts: string[];
  errors: string[];
  violations: () => Promise<string[]>;
}

async function open(path: string, mode: 'light' | 'dark' = 'light'): Promise<Recorded> {
  const context = await site.browser.newContext();
  // The visitor's stored choice, as the colour mode switch keeps it.
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await recordCspViolations(context);
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  page.on('console', (m) => {
    // A failed request is reported below with its URL (a site without a favicon gets a 404 for it).
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico'))
      errors.push(`${res.status()} ${res.url()}`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return {
    context,
    page,
    scripts,
    errors,
    violations: () => cspViolations(page),
  };
}

/** The fill of the diagram's first node shape, once the diagram of `mode` is drawn. */
async function nodeFill(page: Page, mode: 'light' | 'dark'): Promise<string> {
  const container = page.locator(`.docusaurus-mermaid-container[data-mermaid-theme="${mode}"]`);
  await container.locator('svg').first().waitFor();
  return container
    .locator('svg .node rect, svg .node polygon, svg .node path')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
}

describe('mermaid diagrams', () => {
  it('renders a fence as SVG in light and dark mode, with no policy violation', async () => {
    const r = await open('/flow/');
    // The pre-rendered page shows the diagram's source until the diagram is drawn.
    const html = await (await fetch(site.server.origin + '/flow/')).text();
    expect(html).toMatch(/<pre class="mermaid-source"><code>graph TD;/);
    const light = await nodeFill(r.page, 'light');
    expect(await r.page.locator('.mermaid-source').count()).toBe(0);
    await r.page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    const dark = await nodeFill(r.page, 'dark');
    expect(light).not.toBe(dark);
    // The SVG's own <style> applies: the node is not left with the SVG default fill (black).
    expect(light).not.toBe('rgb(0, 0, 0)');
    // mermaid.options reach mermaid.initialize (the site's fontFamily is the diagram's).
    const font = await r.page
      .locator('.docusaurus-mermaid-container svg')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toBe('monospace');
    expect(await r.violations()).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.scripts.some((s) => /^mermaid\.core-/.test(s))).toBe(true);
    await r.context.close();
  });

  it("renders <Mermaid value> from @theme/Mermaid and a partial's fence, in the mode the visitor prefers", async () => {
    const r = await open('/component/', 'dark');
    const container = r.page.locator('.docusaurus-mermaid-container[data-mermaid-theme="dark"]');
    await container.first().locator('svg').waitFor();
    const svg = container.first().locator('svg');
    expect(await svg.getAttribute('aria-roledescription')).toBe('sequence');
    expect(await svg.textContent()).toContain('mailbox check');
    // The partial's fence (docs/_legend.md) is a diagram too.
    await container.nth(1).locator('svg').waitFor();
    expect(await container.nth(1).locator('svg').textContent()).toContain('Reporting');
    expect(await r.violations()).toEqual([]);
    expect(r.errors).toEqual([]);
    await r.context.close();
  });

  it('fetches no mermaid code on a page without a diagram', async () => {
    const r = await open('/plain/');
    await r.page.waitForLoadState('networkidle');
    // Neither the page nor its first load names the component's chunk; the library is never
    // fetched. (The sidebar's links to the diagram pages are prefetched once in view, with their
    // route's chunks: the component's small chunk may come that way, the library never does.)
    const html = await (await fetch(site.server.origin + '/plain/')).text();
    expect(html).toMatch(/rel="modulepreload"/);
    expect(html).not.toMatch(/mermaid/i);
    expect(r.scripts.filter((s) => /^mermaid|Diagram-|^chunk-/.test(s))).toEqual([]);
    expect(await r.page.locator('.docusaurus-mermaid-container').count()).toBe(0);
    expect(r.errors).toEqual([]);
    await r.context.close();
  });
});
