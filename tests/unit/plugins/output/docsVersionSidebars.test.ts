// Builds tests/fixtures/sites/docs-version-sidebars: a Docusaurus 3.10 site of one docs version
// with three sidebars, whose swizzled DocItem/Footer prints `useDocsVersion().docsSidebars` and
// `useDocsSidebar()` recursively. Docusaurus gives every doc page all the version's sidebars, each
// whole; the generator splits the big guide sidebar into parts a page loads as it shows them, so
// the version's modules carry the sidebars whole for a site that reads them
// (plugins/docs/versionSidebarsReaders.ts). Expected values were recorded from Docusaurus 3.10.2's
// build of the same fixture (2026-12-03): tests/fixtures/docsVersionSidebarsExpected.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';
import { unescapeHtml as unescape } from '../../htmlText.js';
import {
  API_SIDEBAR,
  GUIDE,
  RECIPES,
  VERSION_SIDEBARS,
} from '../../../fixtures/docsVersionSidebarsExpected.js';

const { outDir } = builtFixture('docs-version-sidebars', {
  timeout: 180_000,
  build: {
    reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
  },
});

/** What the page's footer printed: every sidebar of the version, and the page's own. */
function printed(path: string) {
  const page = readFileSync(join(outDir, path, 'index.html'), 'utf8');
  const pre = (name: string) =>
    unescape(new RegExp(`<pre data-${name}="">([^<]*)</pre>`).exec(page)?.[1] ?? '');
  return { version: pre('version-sidebars'), page: pre('page-sidebar') };
}

describe("a docs version's sidebars as a swizzled component reads them, as Docusaurus 3.10 gives them", () => {
  it('gives every doc page every sidebar of its version, whatever sidebar the page is in', () => {
    for (const path of ['docs/intro', 'docs/setup/soil', 'docs/api/trees', 'docs/recipes/cider'])
      expect(printed(path).version, path).toBe(VERSION_SIDEBARS);
  });

  it('gives the page its own sidebar whole, the items of categories it has not opened too', () => {
    // The guide's "Setup" and "Pruning" are parts of their own, not loaded by these pages.
    expect(printed('docs/intro').page).toBe(GUIDE);
    expect(printed('docs/setup/soil').page).toBe(GUIDE);
    expect(printed('docs/setup').page).toBe(GUIDE);
    expect(printed('docs/setup/advanced/deep/whip').page).toBe(GUIDE);
    expect(printed('docs/api/trees').page).toBe(API_SIDEBAR);
    expect(printed('docs/recipes/cider').page).toBe(RECIPES);
  });

  it('still splits the big sidebar: a page loads the parts it shows, the version module the rest', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    expect(assets.filter((f) => /^guide--\d+-.*\.js$/.test(f)).length).toBeGreaterThan(0);
  });
});
