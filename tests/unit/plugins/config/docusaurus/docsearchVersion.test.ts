// The @docsearch/react a Docusaurus site's search bar runs, which draws its button: theme-search-
// algolia 3.9 and 3.10 take `^3.9.0 || ^4.x`, so a 3.9 site installs DocSearch 4 and a 3.10 site
// with a lock file may keep 3; the version is the one installed for the site, as Node resolves it
// from the theme's folder, else what a fresh install of the site's release gets.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FRESH_DOCSEARCH,
  docsearchVersionOf,
} from '../../../../../plugins/config/docusaurus/docsearchVersion.js';
import { clientSiteData } from '../../../../../plugins/routes/virtualModules.js';
import { loadSite } from '../../../../../plugins/loadSite.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A Docusaurus docs site whose package.json has these dependencies. */
function site(dependencies: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsearch-version-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    "export default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies }));
  return dir;
}

/** Writes a package's package.json at `dir` (a `node_modules/<name>` folder). */
function pkg(dir: string, name: string, version: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }));
}

const THEME = '@docusaurus/theme-search-algolia';
const DOCSEARCH = '@docsearch/react';

describe('the @docsearch/react version of a Docusaurus site', () => {
  it('is the one installed beside theme-search-algolia, whatever the release', () => {
    // A 3.9 site's fresh install: DocSearch 4.
    const fresh39 = site({ '@docusaurus/core': '3.9.2' });
    pkg(join(fresh39, 'node_modules', THEME), THEME, '3.9.2');
    pkg(join(fresh39, 'node_modules', DOCSEARCH), DOCSEARCH, '4.7.1');
    expect(docsearchVersionOf(fresh39)).toBe('4.7.1');
    // A 3.10 site whose lock file keeps DocSearch 3.
    const locked310 = site({ '@docusaurus/core': '3.10.2' });
    pkg(join(locked310, 'node_modules', THEME), THEME, '3.10.2');
    pkg(join(locked310, 'node_modules', DOCSEARCH), DOCSEARCH, '3.9.0');
    expect(docsearchVersionOf(locked310)).toBe('3.9.0');
  });

  it('is the theme’s own copy when one is nested under it, and follows pnpm’s links', () => {
    const nested = site({ '@docusaurus/core': '3.10.2' });
    pkg(join(nested, 'node_modules', DOCSEARCH), DOCSEARCH, '3.9.0');
    const theme = join(nested, 'node_modules', THEME);
    pkg(theme, THEME, '3.10.2');
    pkg(join(theme, 'node_modules', DOCSEARCH), DOCSEARCH, '4.2.0');
    expect(docsearchVersionOf(nested)).toBe('4.2.0');

    // pnpm: the site's node_modules/<theme> links to the store, its dependencies beside it there.
    const pnpm = site({ '@docusaurus/core': '3.9.2' });
    const store = join(pnpm, 'node_modules/.pnpm/theme@3.9.2/node_modules');
    pkg(join(store, THEME), THEME, '3.9.2');
    pkg(join(store, DOCSEARCH), DOCSEARCH, '4.1.0');
    mkdirSync(dirname(join(pnpm, 'node_modules', THEME)), { recursive: true });
    symlinkSync(join(store, THEME), join(pnpm, 'node_modules', THEME), 'dir');
    expect(docsearchVersionOf(pnpm)).toBe('4.1.0');

    // The theme installed under the preset only.
    const underPreset = site({ '@docusaurus/preset-classic': '3.10.2' });
    const preset = join(underPreset, 'node_modules/@docusaurus/preset-classic');
    pkg(preset, '@docusaurus/preset-classic', '3.10.2');
    pkg(join(preset, 'node_modules', THEME), THEME, '3.10.2');
    pkg(join(preset, 'node_modules', DOCSEARCH), DOCSEARCH, '4.5.0');
    expect(docsearchVersionOf(underPreset)).toBe('4.5.0');
  });

  it('is the one the site names itself when the theme is not installed', () => {
    const pinned = site({ '@docusaurus/types': '3.10.2', [DOCSEARCH]: '^3.9.0' });
    expect(docsearchVersionOf(pinned)).toBe('3.9.0');
    pkg(join(pinned, 'node_modules', DOCSEARCH), DOCSEARCH, '3.9.0');
    expect(docsearchVersionOf(pinned)).toBe('3.9.0');
  });

  it('is a fresh install’s otherwise: DocSearch 4 from 3.9 on, 3 before', () => {
    expect(docsearchVersionOf(site({ '@docusaurus/core': '3.9.2' }))).toBe(FRESH_DOCSEARCH.v4);
    expect(docsearchVersionOf(site({ '@docusaurus/core': '^3.10.0' }))).toBe(FRESH_DOCSEARCH.v4);
    expect(docsearchVersionOf(site({ '@docusaurus/core': '3.8.1' }))).toBe(FRESH_DOCSEARCH.v3);
    expect(docsearchVersionOf(site({ react: '^19.0.0' }))).toBeUndefined();
    // A site switched to this generator: the generator's own DocSearch in its folder is not read.
    const switched = site({ '@docusaurus/types': '3.10.0', 'docusaurus-vite': '^0.1.0' });
    pkg(join(switched, 'node_modules', DOCSEARCH), DOCSEARCH, '3.9.0');
    expect(docsearchVersionOf(switched)).toBe(FRESH_DOCSEARCH.v4);
  });

  it('reaches the browser in the site data, beside the Docusaurus version', async () => {
    const dir = site({ '@docusaurus/core': '3.10.2' });
    pkg(join(dir, 'node_modules', THEME), THEME, '3.10.2');
    pkg(join(dir, 'node_modules', DOCSEARCH), DOCSEARCH, '3.9.0');
    const data = clientSiteData(await loadSite({ siteDir: dir, production: true }));
    expect(data).toMatchObject({ docusaurusVersion: '3.10.2', docsearchVersion: '3.9.0' });
  });
});
