// The dev server writes what a site adds to every page as the build does: its plugins'
// `injectHtmlTags` (head, before and after the app), on tests/fixtures/sites/plugin-lifecycle.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../../scripts/start.js';
import { ROOT_ELEMENT_ID } from '../../src/shared/constants.js';
import { connect, waitForHydration } from './helpers.js';

const root = join(import.meta.dirname, '../..');
const siteDir = join(root, 'tests/.tmp/dev-head-site');
let browser: Browser;
let dev: { http: Server; vite: ViteDevServer };
let origin = '';

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(join(root, 'tests/fixtures/sites/plugin-lifecycle'), siteDir, {
    recursive: true,
    filter: (src) => !src.includes('/build') && !src.includes('/.cache'),
  });
  dev = await startDevServer({ siteDir, port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(dev.http.address() as { port: number }).port}`;
  browser = await connect();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await dev?.vite.close();
  await new Promise((r) => dev?.http.close(r));
  rmSync(siteDir, { recursive: true, force: true });
});

describe('dev server page head', () => {
  it("writes the plugins' injectHtmlTags where the build writes them", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta name="harvest-count" content="\d+">/);
    expect(head).toContain('<link rel="preconnect" href="https://cdn.orchard.example.org">');
    const body = html.slice(html.indexOf('<body>'));
    const app = body.indexOf(`<div id="${ROOT_ELEMENT_ID}">`);
    expect(body.indexOf('window.__harvestPreBody = true;')).toBeGreaterThan(-1);
    expect(body.indexOf('window.__harvestPreBody = true;')).toBeLessThan(app);
    expect(body.indexOf('<div id="harvest-post-body" hidden>after the app</div>')).toBeGreaterThan(
      app,
    );
    expect(body).toContain('<div id="inline-marker" hidden>inline plugin</div>');
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __harvestPreBody?: boolean }).__harvestPreBody,
      ),
    ).toBe(true);
  });
});
