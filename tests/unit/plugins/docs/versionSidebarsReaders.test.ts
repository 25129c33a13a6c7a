// Whether a site's version modules carry its sidebars whole: only when its own code or a plugin's
// theme reads them (useDocsVersion().docsSidebars, useDocsSidebar, useDocRootMetadata).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readsVersionSidebars } from '../../../../plugins/docs/versionSidebarsReaders.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A site folder with `files` (path → text). */
function site(files: Record<string, string>) {
  const siteDir = mkdtempSync(join(tmpdir(), 'version-sidebars-'));
  dirs.push(siteDir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(siteDir, path, '..'), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  }
  return siteDir;
}

describe('readsVersionSidebars', () => {
  it("finds a swizzled component or a site component reading a version's sidebars", () => {
    for (const code of [
      'const { docsSidebars } = useDocsVersion();',
      'const items = useDocsSidebar()?.items;',
      'import { useDocRootMetadata } from "@docusaurus/plugin-content-docs/client";',
    ])
      expect(readsVersionSidebars({ siteDir: site({ 'src/theme/Cards/index.tsx': code }) })).toBe(
        true,
      );
  });

  it('finds it in a plugin theme, not in node_modules of the site nor in other words', () => {
    const siteDir = site({
      'src/components/Note.jsx': 'export const useDocsVersionless = 1; // not a hook',
      'src/node_modules/x/index.js': 'useDocsVersion()',
      'plugins/cards/theme/Cards.js': 'useDocsVersion().docsSidebars',
    });
    expect(readsVersionSidebars({ siteDir })).toBe(false);
    expect(
      readsVersionSidebars({
        siteDir,
        plugins: { themePaths: [{ dir: join(siteDir, 'plugins/cards/theme') }] },
      }),
    ).toBe(true);
  });

  it('finds nothing on a site whose code reads only the current category', () => {
    const siteDir = site({
      'src/theme/DocCardList/index.js': 'const category = useCurrentSidebarCategory();',
    });
    expect(readsVersionSidebars({ siteDir })).toBe(false);
  });
});
