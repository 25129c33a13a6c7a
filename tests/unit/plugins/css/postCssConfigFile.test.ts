// A site's postcss.config.js beside a plugin's configurePostCss: Docusaurus's postcss-loader
// applies both (the file's plugins, then the loader options the plugins configured). Vite reads a
// config file only when given no PostCSS options, so the file was dropped once a plugin set some.
// The fixture was built once with Docusaurus 3.8.1; the colours below are what its CSS held.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostCssConfigFile,
  mergePostCssPlugins,
  withPostCssConfigFile,
} from '../../../../plugins/css/postCssConfigFile.js';
import { isBuildError } from '../../../../plugins/diagnostics.js';
import { builtFixture } from '../../fixtureSite.js';

/** What Docusaurus 3.8.1 wrote for the two marks (its minifier names the colours). */
const DOCUSAURUS = { glaze: '.glaze-mark{color:teal}', slip: '.slip-mark{color:#800060}' };

describe('mergePostCssPlugins (postcss-loader’s merge)', () => {
  const a = { postcssPlugin: 'a' };
  const b = { postcssPlugin: 'b' };

  it('keeps the file’s plugins before the options’, names as [name, options]', () => {
    expect(mergePostCssPlugins([a, 'tailwindcss'], [b])).toEqual([
      a,
      ['tailwindcss', undefined],
      b,
    ]);
  });

  it('reads the object form; a later entry of a name replaces its options, false removes it', () => {
    expect(
      mergePostCssPlugins({ tailwindcss: {}, autoprefixer: {} }, [
        ['tailwindcss', { config: 'x' }],
        { autoprefixer: false },
        a,
      ]),
    ).toEqual([['tailwindcss', { config: 'x' }], a]);
  });
});

describe('findPostCssConfigFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'postcss-find-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('skips a package.json without a postcss key and an empty file; finds one in a parent', () => {
    const site = join(dir, 'repo', 'website');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'package.json'), '{ "name": "site" }');
    writeFileSync(join(site, 'postcss.config.js'), '');
    expect(findPostCssConfigFile(site)).toBeUndefined();
    writeFileSync(join(dir, 'repo', '.postcssrc.json'), '{ "plugins": {} }');
    expect(findPostCssConfigFile(site)).toBe(join(dir, 'repo', '.postcssrc.json'));
    writeFileSync(join(site, 'package.json'), '{ "name": "site", "postcss": { "plugins": {} } }');
    expect(findPostCssConfigFile(site)).toBe(join(site, 'package.json'));
  });

  it('reads YAML and reports a broken file at its line', async () => {
    const site = join(dir, 'yaml');
    mkdirSync(site);
    writeFileSync(
      join(site, '.postcssrc.yml'),
      'plugins:\n  tailwindcss: {}\n  autoprefixer: {}\n',
    );
    const merged = await withPostCssConfigFile({ plugins: [] }, site, true);
    expect(merged.plugins).toEqual([
      ['tailwindcss', {}],
      ['autoprefixer', {}],
    ]);
    writeFileSync(join(site, '.postcssrc.yml'), 'plugins:\n  tailwindcss: {\n');
    const error = await withPostCssConfigFile({ plugins: [] }, site, true).catch((e) => e);
    expect(isBuildError(error)).toBe(true);
    expect(error.diagnostics[0]).toMatchObject({ file: join(site, '.postcssrc.yml') });
    expect(error.diagnostics[0].line).toBeGreaterThan(1);
  });
});

describe('a site with a postcss.config.js and a plugin configuring PostCSS', () => {
  let css = '';
  const { outDir } = builtFixture('postcss-config-and-plugin', { timeout: 180_000 });
  beforeAll(() => {
    css = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
      .join('\n');
  });

  it("applies the plugin's PostCSS plugin", () => {
    expect(css).not.toContain('GLAZE_TEAL');
    expect(css).toContain(DOCUSAURUS.glaze);
  });

  it("applies the config file's PostCSS plugin too, as Docusaurus does", () => {
    expect(css).not.toContain('SLIP_PLUM');
    expect(css).toContain(DOCUSAURUS.slip);
  });
});
