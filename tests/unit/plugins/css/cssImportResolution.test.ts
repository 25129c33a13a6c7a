// `@import` of a folder (`./plugin` beside `plugin/index.css`) and of `~package/…` resolve as
// webpack's css-loader resolves them in Docusaurus's build; Vite's CSS resolver tries neither
// (CloudPSS's docs stopped at "ENOENT … open './plugin'").
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import {
  cssFolderEntry,
  cssImportFallback,
  findCssImport,
  unresolvedCssImport,
} from '../../../../plugins/css/cssImportResolution.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(root, `tests/.tmp/${prefix}-`));
  dirs.push(dir);
  return dir;
};

describe('cssImportFallback', () => {
  it("gives a folder's index.css, or the file its package.json's style names", async () => {
    const dir = tempDir('css-import-unit');
    mkdirSync(join(dir, 'css/plugin'), { recursive: true });
    writeFileSync(join(dir, 'css/plugin/index.css'), '.a{}');
    mkdirSync(join(dir, 'css/tides/dist'), { recursive: true });
    writeFileSync(join(dir, 'css/tides/package.json'), '{"style": "dist/tides"}');
    writeFileSync(join(dir, 'css/tides/dist/tides.css'), '.b{}');
    writeFileSync(join(dir, 'css/plain.css'), '.c{}');
    const importer = join(dir, 'css/main.css');
    const none = async () => undefined;
    expect(await cssImportFallback('./plugin', importer, none)).toBe(
      join(dir, 'css/plugin/index.css'),
    );
    expect(await cssImportFallback('plugin', importer, none)).toBe(
      join(dir, 'css/plugin/index.css'),
    );
    expect(cssFolderEntry(join(dir, 'css/tides'))).toBe(join(dir, 'css/tides/dist/tides.css'));
    // A file, a missing path, a URL: not the fallback's (Vite's answer stands).
    expect(await cssImportFallback('./plain.css', importer, none)).toBeUndefined();
    expect(await cssImportFallback('./missing', importer, none)).toBeUndefined();
    expect(
      await cssImportFallback('https://cdn.example.org/x.css', importer, none),
    ).toBeUndefined();
    // `~package/…` is the package's request.
    const asked: string[] = [];
    const retry = async (r: string) => (asked.push(r), '/resolved.css');
    expect(await cssImportFallback('~pkg/a.css', importer, retry)).toBe('/resolved.css');
    expect(asked).toEqual(['pkg/a.css']);
  });
});

describe('an @import nothing resolves', () => {
  const source = [
    "/* @import './gone.css'; a comment, not the import */",
    "@import 'tailwindcss';",
    '',
    "  @import url('./gone.css') layer(base);",
    '@import "@kiln/glazes/celadon.css";',
  ].join('\n');

  it('is found at its @import, quoted or in url(), comments skipped', () => {
    expect(findCssImport(source, './gone.css')).toEqual({ line: 4, column: 3 });
    expect(findCssImport(source, '@kiln/glazes/celadon.css')).toEqual({ line: 5, column: 1 });
    expect(findCssImport(source, './elsewhere.css')).toBeUndefined();
  });

  it('is reported there, with a hint for a path and for a package', () => {
    expect(unresolvedCssImport('./gone.css', '/site/src/css/custom.css', source)).toMatchObject({
      file: '/site/src/css/custom.css',
      line: 4,
      column: 3,
      severity: 'error',
      message: "Could not resolve the stylesheet './gone.css' this file imports",
      hint: 'check the path (relative to this stylesheet) and that the file exists',
    });
    expect(
      unresolvedCssImport('@kiln/glazes/celadon.css', '/site/src/css/custom.css', source).hint,
    ).toContain('npm install @kiln/glazes');
  });
});

describe('a site whose stylesheet imports a folder and a ~package', () => {
  it('builds, with both stylesheets in its CSS', async () => {
    const dir = tempDir('css-import-site');
    cpSync(join(root, 'tests/fixtures/sites/classic-like'), dir, { recursive: true });
    mkdirSync(join(dir, 'src/css/tide-plugin'), { recursive: true });
    writeFileSync(join(dir, 'src/css/tide-plugin/index.css'), '.tide-gauge { color: #0a1b2c; }\n');
    const custom = join(dir, 'src/css/custom.css');
    writeFileSync(
      custom,
      `@import url('./tide-plugin');\n@import '~@docsearch/css/dist/_variables.css';\n${readFileSync(custom, 'utf8')}`,
    );
    const out = join(dir, 'build');
    await buildSite({ siteDir: dir, outDir: out });
    const cssDir = join(out, 'assets/css');
    const css = readdirSync(cssDir)
      .map((f) => readFileSync(join(cssDir, f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\.tide-gauge\{color:#0a1b2c\}/);
    expect(css).toContain('--docsearch-primary-color');
  }, 240_000);
});
