// The dev server's dependency scan on a site with JSX in its .js files (a page, a component, a
// swizzled theme component: tests/fixtures/sites/dev-jsx-scan), as Docusaurus sites write them.
// Vite's scan reads modules with Rolldown alone, which parses .js as plain JavaScript: it stopped
// on the first `<` ("JSX syntax is disabled") and skipped the pre-bundling, so every package was
// found late, page by page, and the open page reloaded. Now the scan reads the site's .js as JSX
// (plugins/siteJsx.ts, siteJsxScanPlugin) and pre-bundles the packages they import up front. The
// fixture's tsconfig.json extends `@docusaurus/tsconfig`, not installed, as a Docusaurus template's
// does: the scan read it ("[TSCONFIG_ERROR] Failed to load tsconfig") until it was given the
// generator's compile options, as the bundles are (Kysely's dev server skipped pre-bundling).
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from 'vite';
import { devServedFixtureSite, recordProblems, waitForHydration } from './helpers.js';

/** Vite's messages, every level, as the dev server logs them (and shown from warnings up). */
const messages: string[] = [];
function recordingLogger(): Logger {
  const shown = createLogger('warn');
  return {
    ...shown,
    info: (msg, options) => (messages.push(msg), shown.info(msg, options)),
    warn: (msg, options) => (messages.push(msg), shown.warn(msg, options)),
    warnOnce: (msg, options) => (messages.push(msg), shown.warnOnce(msg, options)),
    error: (msg, options) => (messages.push(msg), shown.error(msg, options)),
  };
}

// No pre-bundling of an earlier run: Vite keeps the last one for the same config and then does
// not scan at all.
const site = devServedFixtureSite('dev-jsx-scan', 'e2e-dev-jsx-scan', {
  logger: recordingLogger(),
  freshCache: true,
});

describe("the dev server's dependency scan", { timeout: 240_000 }, () => {
  it("reads the site's JSX in .js and pre-bundles what it imports before the page loads", async () => {
    const page = await (await site.browser.newContext()).newPage();
    const problems = recordProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(new URL(r.url()).pathname));
    await page.goto(site.origin + '/', { timeout: 60_000 });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

    // The page and the swizzled footer, their JSX compiled, the CommonJS package working.
    expect(await page.locator('#home-title').innerText()).toBe('Tide tables');
    expect(await page.locator('#port .port-name').getAttribute('data-slug')).toBe(
      'harbour-mouth-north',
    );
    expect(await page.locator('#footer-note').innerText()).toBe('Times are local.');

    // The scan went through the site's .js files: no parse error, no skipped pre-bundling, and
    // the package only they import is among the pre-bundled ones.
    const optimizer = site.dev.vite.environments.client.depsOptimizer!;
    await optimizer.scanProcessing;
    const text = messages.join('\n');
    expect(text).not.toContain('JSX syntax is disabled');
    expect(text).not.toContain('Failed to run dependency scan');
    expect(text).not.toContain('Skipping dependency pre-bundling');
    expect(Object.keys(optimizer.metadata.optimized)).toContain('lodash.kebabcase');
    // …and served pre-bundled, not from its own folder; found up front, so no late
    // "dependency optimized" (Vite 8's words) and no reload of the open page.
    const bundled = optimizer.metadata.optimized['lodash.kebabcase']!.file;
    expect(requests.some((p) => p.endsWith('/.vite/deps/' + basename(bundled)))).toBe(true);
    expect(requests.filter((p) => p.includes('/node_modules/lodash.kebabcase/'))).toEqual([]);
    expect(text).not.toMatch(/dependenc(?:y|ies) optimized|optimized dependencies changed/);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    // (The browser's own favicon request is no request of the page's: its 404 only in `problems`.)
    expect(failed).toEqual([]);
    expect(problems.filter((p) => !/\[vite\]|Failed to load resource/.test(p))).toEqual([]);
  });
});
