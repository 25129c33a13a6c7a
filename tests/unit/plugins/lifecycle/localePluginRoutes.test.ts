// A plugin's `addRoute` path on a locale's build (tests/fixtures/sites/docusaurus-locale-routes):
// Docusaurus takes the path as the plugin wrote it, and the `fr` build's base URL is `/fr/`, so
// `/tide-table` is no page under `/fr/`. Built by Docusaurus 3.8.1, the fixture writes both pages
// (`fr/tide-table/index.html`, `fr/harbour-table/index.html`) and reports one broken link:
// "Broken link on source page path = /fr/: -> linking to /fr/tide-table".
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';
import { checkLinks } from '../../../../plugins/output/checkLinks.js';
import { outsideBaseUrl } from '../../../../plugins/lifecycle/routes.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("a plugin's route without the locale's prefix", () => {
  it('is a broken link target on the locale build, as Docusaurus 3.8.1 reports it', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docs-locale-routes-'));
    dirs.push(siteDir);
    cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-locale-routes'), siteDir, {
      recursive: true,
    });
    const warnings: string[] = [];
    const reporter = {
      stage: () => {},
      progress: () => {},
      warn: (w: Diagnostic) => void (w.kind === 'broken link' && warnings.push(w.message)),
    };
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir, reporter });
    expect(warnings).toEqual(['on /fr/: /fr/tide-table']);
    // Both pages are written where Docusaurus writes them.
    for (const page of ['tide-table', 'harbour-table', 'fr/tide-table', 'fr/harbour-table'])
      expect(existsSync(join(outDir, page, 'index.html'))).toBe(true);
  }, 180_000);
});

describe('outsideBase in the link check', () => {
  const check = (links: string[]) =>
    checkLinks({
      pages: [
        { path: '/', links, ids: [] },
        { path: '/tide-table', links: [], ids: [] },
        { path: '/harbour-table', links: [], ids: [] },
      ],
      baseUrl: '/fr/',
      fileExists: () => false,
      outsideBase: new Set(['/tide-table']),
    }).map((b) => b.link);

  it('reports a link under the base URL to a page outside it, not one outside it', () => {
    expect(check(['/fr/tide-table', 'tide-table', '/tide-table', '/fr/harbour-table'])).toEqual([
      '/fr/tide-table',
      'tide-table',
    ]);
  });

  it('tells a path outside the base URL', () => {
    expect(outsideBaseUrl('/tide-table', '/fr/')).toBe(true);
    expect(outsideBaseUrl('/fr/tide-table', '/fr/')).toBe(false);
    expect(outsideBaseUrl('/fr', '/fr/')).toBe(false);
    expect(outsideBaseUrl('/tide-table', '/')).toBe(false);
  });
});
