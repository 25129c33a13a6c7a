// Markdown links on a locale's build (tests/fixtures/sites/docusaurus-locale-links): Docusaurus
// knows a doc by its file (`@site/docs/moorings.md`, `@site/i18n/fr/…/current/anchoring.md` for
// the translated one) and resolves a link only where that file is found (resolveMarkdownLinkPathname:
// the localized folder, the docs folder, the site's folder, then the linking file's own folder).
// Expected values: `docusaurus build --locale fr` (3.8.1) of the fixture.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

let siteDir: string;
const warnings: string[] = [];
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-locale-links-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-locale-links'), siteDir, {
    recursive: true,
  });
  const reporter = {
    stage: () => {},
    progress: () => {},
    warn: (w: Diagnostic) =>
      void (
        w.kind === 'broken markdown link' &&
        warnings.push(
          `${relative(siteDir, w.file!)}: ${/resolved: \(([^)]*)\)/.exec(w.message)?.[1]}`,
        )
      ),
  };
  await buildSite({ siteDir, outDir: join(siteDir, 'build'), locale: 'fr', reporter });
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** The `/docs/…` links of a built page, in order. */
const docLinks = (page: string) =>
  [
    ...readFileSync(join(siteDir, 'build/docs', page, 'index.html'), 'utf8').matchAll(
      /href="(\/docs\/[^"]*)"/g,
    ),
  ].map((m) => m[1]);

describe("a locale's links between untranslated and translated docs", () => {
  it('reports the links Docusaurus 3.8.1 cannot resolve, and no other', () => {
    expect(warnings.sort()).toEqual([
      'docs/moorings.md: ./anchoring.md',
      'docs/moorings.md: /docs/anchoring.md',
      'docs/swinging.md: ./anchoring.md',
      'i18n/fr/docusaurus-plugin-content-docs/current/anchoring.md: ./moorings.md',
    ]);
  });

  it('renders each link as Docusaurus 3.8.1 does', () => {
    // ./anchoring.md, anchoring.md, /anchoring.md, /docs/anchoring.md, the translation's path,
    // then ./swinging.md: the translated doc is found from the localized folder only.
    expect(docLinks('moorings')).toEqual([
      '/docs/anchoring.md',
      '/docs/anchoring',
      '/docs/anchoring',
      '/docs/anchoring.md',
      '/docs/anchoring',
      '/docs/swinging',
    ]);
    // From the translation: ./moorings.md is not beside it; moorings.md, /moorings.md and
    // /docs/moorings.md are found from the docs folder and the site's.
    expect(docLinks('anchoring')).toEqual([
      '/docs/moorings.md',
      '/docs/moorings',
      '/docs/moorings',
      '/docs/moorings',
    ]);
    expect(docLinks('swinging')).toEqual(['/docs/anchoring.md']);
  });
});
