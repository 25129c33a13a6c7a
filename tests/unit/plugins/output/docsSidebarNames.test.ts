// Builds tests/fixtures/sites/docs-sidebar-names (versioned docs and a second docs instance; its
// swizzled DocRoot, DocItem/Footer and DocCategoryGeneratedIndexPage print the sidebar names that
// the docs hooks, props and global data give) and reads the pre-rendered pages. The generator
// keeps every docs set's sidebars in one table, under keys such as `beaconSidebar@default@1.0`
// (plugins/docs/instances.ts sidebarKey); a site's code must get the sidebar's own name, as from
// Docusaurus 3.10.2 (tests/fixtures/docsSidebarNamesExpected.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';
import { unescapeHtml as unescape } from '../../htmlText.js';
import { PAGES } from '../../../fixtures/docsSidebarNamesExpected.js';

const { outDir } = builtFixture('docs-sidebar-names', {
  timeout: 180_000,
  build: {
    reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
  },
});

const html = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** What the page's swizzled components printed (`<pre data-<name>>`), when they did. */
function printed(path: string) {
  const page = html(path);
  const pre = (name: string) => {
    const found = new RegExp(`<pre data-${name}="">([^<]*)</pre>`).exec(page)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  const out: { root?: string; doc?: string; index?: string } = {};
  for (const [key, name] of [
    ['root', 'root-names'],
    ['doc', 'doc-names'],
    ['index', 'index-names'],
  ] as const) {
    const text = pre(name);
    if (text !== undefined) out[key] = text;
  }
  return out;
}

describe("the sidebar names a site's components read, in every docs version and instance", () => {
  it.each(Object.entries(PAGES))('%s: every hook gives the sidebar its own name', (path, names) => {
    expect(printed(path.slice(1))).toEqual(names);
  });

  it("names no sidebar by its key in the generator's table in what a page draws", () => {
    // (The head's preloads of the sidebars' chunks are named by their keys: file names only.)
    for (const path of Object.keys(PAGES)) {
      const page = html(path.slice(1));
      expect(page.slice(page.indexOf('<body')), path).not.toMatch(/(?:beacon|logbook)Sidebar@/);
    }
  });

  it('still draws each page its own sidebar around it, the DocRoot handing the name back', () => {
    // The sidebar's links, as Docusaurus 3.10.2 draws them on these pages (its Tools category
    // collapsed but on its own page).
    const links = (path: string) =>
      [...html(path).matchAll(/<a [^>]*>/g)]
        .filter((m) => /class="[^"]*\bmenu__link\b/.test(m[0]))
        .map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
    expect(links('docs/next/intro')).toEqual(['/docs/next/intro', '/docs/next/tools']);
    expect(links('docs/next/tools')).toEqual([
      '/docs/next/intro',
      '/docs/next/tools',
      '/docs/next/tools/lens',
    ]);
    expect(links('docs/next/api/lamps')).toEqual(['/docs/next/api/lamps']);
    expect(links('docs/1.0/intro')).toEqual(['/docs/1.0/intro']);
    expect(links('docs/intro')).toEqual(['/docs/intro']);
    expect(links('keepers/rota')).toEqual(['/keepers/rota']);
  });
});
