// The dev server on a Docusaurus site with React 18 (tests/fixtures/sites/react-18 with React 18 in
// its copy's node_modules: tests/fixtures/react18.ts). React 18's server renderer (development
// build) warns of every layout effect it meets ("useLayoutEffect does nothing on the server"),
// once per component: the theme's frame had five, so the terminal filled with them on each page.
// The theme's layout effects are isomorphic now (useEffect on the server). The site's customCss
// lies under static/ (Jest's does): Vite served it, but warned on each load that "Assets in public
// directory cannot be imported from JavaScript"; the stylesheet applies, in dev and in the build,
// without the warning.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type Logger } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { installReact18Modules } from '../fixtures/react18.js';
import { devServedFixtureSite, recordProblems, waitForHydration } from './helpers.js';
import { buildSite } from '../../plugins/buildSite.js';

/** Vite's messages, every level, as the dev server logs them (warnings and errors shown). */
const messages: string[] = [];
function recordingLogger(): Logger {
  const shown = createLogger('warn');
  return {
    ...shown,
    info: (msg) => void messages.push(msg),
    warn: (msg, options) => (messages.push(msg), shown.warn(msg, options)),
    warnOnce: (msg, options) => (messages.push(msg), shown.warnOnce(msg, options)),
    error: (msg, options) => (messages.push(msg), shown.error(msg, options)),
  };
}

const site = devServedFixtureSite('react-18', 'e2e-dev-react-18', {
  logger: recordingLogger(),
  prepare: (dir) => void installReact18Modules(dir),
});

// What the server-side render writes to the terminal: React's warnings go to console.error.
let errors: MockInstance<typeof console.error>;
let warns: MockInstance<typeof console.warn>;
beforeAll(() => {
  errors = vi.spyOn(console, 'error');
  warns = vi.spyOn(console, 'warn');
});
afterAll(() => {
  errors.mockRestore();
  warns.mockRestore();
});
const printed = () =>
  [...errors.mock.calls, ...warns.mock.calls].map((c) => c.map(String).join(' '));

describe('the dev server on a React 18 site', { timeout: 180_000 }, () => {
  it('renders its pages on the server with React 18 and no layout-effect warning', async () => {
    for (const path of ['/docs/intro', '/']) {
      const response = await fetch(site.origin + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/React (<!-- -->)?18\.3\.1/);
    }
    expect(printed().filter((line) => /useLayoutEffect/.test(line))).toEqual([]);
  });

  it('applies the customCss kept under static/, without Vite’s public-directory warning', async () => {
    const page = await (await site.browser.newContext()).newPage();
    const problems = recordProblems(page);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.goto(site.origin + '/docs/intro', { timeout: 90_000 });
    await waitForHydration(page);
    const glow = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--lantern-glow').trim(),
      );
    await expect.poll(glow).toBe('amber');
    // Still served at its own address, as a file of static/.
    const file = await fetch(site.origin + '/css/lantern.css');
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('--lantern-glow: amber;');
    const text = messages.join('\n');
    expect(text).not.toContain('public directory');
    // Chromium's own request for /favicon.ico (the fixture has none) is the one 404.
    expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    expect(printed().filter((line) => /useLayoutEffect/.test(line))).toEqual([]);
  });

  it('bundles the same stylesheet in the build', async () => {
    const outDir = join(site.dir, 'build');
    await buildSite({ siteDir: site.dir, outDir });
    const css = readdirSync(join(outDir, 'assets/css')).filter((f) => f.endsWith('.css'));
    const bundled = css.map((f) => readFileSync(join(outDir, 'assets/css', f), 'utf8')).join('\n');
    expect(bundled).toMatch(/--lantern-glow:\s*amber/);
    expect(readFileSync(join(outDir, 'css/lantern.css'), 'utf8')).toContain('--lantern-glow');
  });
});
