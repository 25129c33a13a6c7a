// Docs kept beside the site folder (`path: '../docs'`; tests/fixtures/sites/docs-beside-site):
// the config's relative require.resolve names files beside the config, and a package the docs
// import is found in the site folder's node_modules, as Docusaurus finds it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';

const root = mkdtempSync(join(tmpdir(), 'docs-beside-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('docs beside the site folder', () => {
  it('builds, with the sidebars the config names and a package from the site folder', async () => {
    cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docs-beside-site'), root, { recursive: true });
    const pkg = join(root, 'website/node_modules/tide-gauge-widget');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'tide-gauge-widget', type: 'module', main: 'index.js' }),
    );
    writeFileSync(
      join(pkg, 'index.js'),
      "import { createElement } from 'react';\n" +
        "export default ({ level }) => createElement('meter', { value: level, max: 5 }, 'tide ' + level);\n",
    );
    const outDir = join(root, 'out');
    await buildSite({ siteDir: join(root, 'website'), outDir });
    const intro = readFileSync(join(outDir, 'intro/index.html'), 'utf8');
    expect(intro).toContain('<meter value="3" max="5">tide 3</meter>');
    // The sidebar is the one of website/sidebars.js (two entries, in its order).
    const sidebar = intro.slice(intro.indexOf('Docs sidebar'));
    expect(sidebar.indexOf('>Intro<')).toBeLessThan(sidebar.indexOf('>More<'));
  }, 120_000);
});
