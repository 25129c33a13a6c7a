// A translated doc's `.md` links by the translations' paths, against Docusaurus 3.8.1's own build of
// tests/fixtures/sites/docusaurus-i18n-links (by hand, scripts/bench/peer's install): the zh
// version 1.0 intro's links to `i18n/zh/docusaurus-plugin-content-docs/current/guide.md` (from the
// site's folder) and `../current/guide.md` (from the doc's folder) went to the translated current
// guide's route, `/zh/docs/next/guide`, and a link to its own version's translation by its path
// from the site's folder to `/zh/docs/guide` (OpenKruise's zh versioned docs link so).
// Docusaurus left a fourth link, `docs/guide.md` (the current guide's untranslated file), as
// written and warned, and so does this generator (a translated doc's links are looked for only
// where its file is, compat55).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';

let siteDir: string;
const warnings: Diagnostic[] = [];
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-i18n-links-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-i18n-links'), siteDir, {
    recursive: true,
  });
  const reporter = {
    stage: () => {},
    progress: () => {},
    warn: (w: Diagnostic) => void warnings.push(w),
  };
  await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const links = (route: string) =>
  [
    ...readFileSync(join(siteDir, 'build', route, 'index.html'), 'utf8').matchAll(
      /<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g,
    ),
  ].map((m) => [m[2], m[1]]);

describe("a translated doc's links by the translations' paths", () => {
  it('resolve to the localized routes, as Docusaurus 3.8.1 resolves them', () => {
    expect(links('zh/docs/intro').slice(0, 3)).toEqual([
      ['From the site folder', '/zh/docs/next/guide'],
      ['Relative to this doc', '/zh/docs/next/guide'],
      ['The same version&#x27;s, from the site folder', '/zh/docs/guide'],
    ]);
    const broken = warnings.filter((w) => w.kind === 'broken markdown link');
    expect(broken.map((w) => w.message)).toEqual([
      // Docusaurus's wording (its file is absolute there, from the site's folder here).
      "Docs markdown link couldn't be resolved: (docs/guide.md) in source file " +
        '"i18n/zh/docusaurus-plugin-content-docs/version-1.0/intro.md" for version 1.0',
    ]);
  });
});
