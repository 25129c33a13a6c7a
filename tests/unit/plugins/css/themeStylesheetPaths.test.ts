// A third-party preset (found on a real site) adds a PostCSS plugin through `configurePostCss`
// that sorts every stylesheet into a cascade layer by its file (`result.opts.from`): the classic
// theme's (a path under @docusaurus/theme-classic) into one layer, the site's into another, and
// it throws "Unable to scope styles for <file>" for a file it cannot place. The generator's theme
// stylesheets are its own files: the site's plugins now see them under Docusaurus's path.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss, { type AcceptedPlugin, type Result } from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import {
  docusaurusStylesheetPath,
  sitePostCss,
  withDocusaurusStylesheetPaths,
} from '../../../../plugins/css/themeStylesheetPaths.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

const siteDir = '/sites/example';
const classic = `${siteDir}/node_modules/@docusaurus/theme-classic/lib/theme/`;

/** Like the preset's plugin: a layer by file, an error for a file it cannot place. */
function layerByFile(): AcceptedPlugin {
  return {
    postcssPlugin: 'layer-by-file',
    prepare(result: Result) {
      const from = result.opts.from ?? '';
      const layer = from.includes('@docusaurus/theme-classic')
        ? 'theme'
        : from.startsWith(siteDir)
          ? 'site'
          : undefined;
      if (!layer) throw new Error(`Unable to place ${from}`);
      return {
        Once(root, { AtRule }) {
          const wrapper = new AtRule({ name: 'layer', params: layer });
          root.each((node) => {
            wrapper.append(node.clone());
          });
          root.removeAll();
          root.append(wrapper);
        },
      };
    },
  };
}

const run = (plugins: AcceptedPlugin[], from: string) =>
  postcss(plugins).process('a { color: red }', { from }).css;

describe('docusaurusStylesheetPath', () => {
  it("puts the generator's theme stylesheets under @docusaurus/theme-classic", () => {
    const file = join(PACKAGE_ROOT, 'src/theme/styles.css');
    expect(docusaurusStylesheetPath(file, siteDir)).toBe(`${classic}styles.css`);
    expect(
      docusaurusStylesheetPath(join(PACKAGE_ROOT, 'src/theme/search/searchPage.css'), siteDir),
    ).toBe(`${classic}search/searchPage.css`);
    expect(docusaurusStylesheetPath('virtual:docs/theme.css', siteDir)).toBe(`${classic}theme.css`);
    expect(docusaurusStylesheetPath('\0virtual:docs/theme.css?used', siteDir)).toBe(
      `${classic}theme.css?used`,
    );
  });

  it("leaves the site's and packages' files alone", () => {
    for (const file of [
      `${siteDir}/src/css/custom.css`,
      `${siteDir}/node_modules/infima/dist/css/default/default.css`,
      join(PACKAGE_ROOT, 'src/theme/DocItem/index.tsx'),
      undefined,
    ])
      expect(docusaurusStylesheetPath(file, siteDir)).toBe(file);
  });
});

describe('withDocusaurusStylesheetPaths', () => {
  const themeFile = join(PACKAGE_ROOT, 'src/theme/styles.css');

  it('fails on the old path: the plugin cannot place the theme stylesheet', () => {
    expect(() => run([layerByFile()], themeFile)).toThrow(/Unable to place/);
  });

  it("places the theme stylesheet as Docusaurus's, and the site's as the site's", () => {
    const plugin = withDocusaurusStylesheetPaths(layerByFile(), siteDir) as AcceptedPlugin;
    expect(run([plugin], themeFile)).toBe('@layer theme {a { color: red } }');
    expect(run([plugin], `${siteDir}/src/css/custom.css`)).toBe('@layer site {a { color: red } }');
  });

  it('serves every plugin shape: a creator, a function, listeners with helpers', () => {
    const seen: string[] = [];
    const creator = Object.assign(
      () => ({
        postcssPlugin: 'creator',
        Once: (_root: unknown, { result }: { result: Result }) => void seen.push(result.opts.from!),
      }),
      { postcss: true as const },
    );
    const fn = (_root: unknown, result: Result) => void seen.push(result.opts.from!);
    const keyed = {
      postcssPlugin: 'keyed',
      Declaration: {
        color: (_decl: unknown, { result }: { result: Result }) =>
          void seen.push(result.opts.from!),
      },
    };
    const plugins = [creator, fn, keyed].map(
      (p) => withDocusaurusStylesheetPaths(p, siteDir) as AcceptedPlugin,
    );
    // The real file stays what PostCSS itself reads (source maps, Vite's own steps).
    const result = postcss(plugins).process('a { color: red }', { from: themeFile });
    expect(result.css).toBe('a { color: red }');
    expect(result.opts.from).toBe(themeFile);
    expect(seen).toEqual([`${classic}styles.css`, `${classic}styles.css`, `${classic}styles.css`]);
  });
});

// CloudPSS's docs: `configurePostCss(options) { options.plugins.push('postcss-preset-env') }`.
// postcss-loader (Docusaurus's) loads a plugin named by its package; PostCSS itself refused the
// string ("postcss-preset-env is not a PostCSS plugin") for every stylesheet.
describe('a PostCSS plugin named by its package', () => {
  const site = mkdtempSync(join(tmpdir(), 'postcss-named-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const pkg = (name: string, type: 'module' | 'commonjs', main: string, code: string) => {
    mkdirSync(join(site, 'node_modules', name), { recursive: true });
    writeFileSync(
      join(site, 'node_modules', name, 'package.json'),
      JSON.stringify({ name, type, exports: { '.': `./${main}` } }),
    );
    writeFileSync(join(site, 'node_modules', name, main), code);
  };
  writeFileSync(join(site, 'package.json'), '{ "name": "site" }');
  // An ES module's default export (postcss-preset-env 11 is ESM only) and a CommonJS one.
  pkg(
    'postcss-shade',
    'module',
    'index.mjs',
    "const shade = (opts = {}) => ({ postcssPlugin: 'postcss-shade', Declaration(d) { if (d.prop === 'color') d.value = opts.to ?? 'gray'; } });\nshade.postcss = true;\nexport default shade;\n",
  );
  pkg(
    'postcss-mark',
    'commonjs',
    'index.js',
    "module.exports = () => ({ postcssPlugin: 'postcss-mark', Once(root) { root.append({ text: 'marked' }); } });\nmodule.exports.postcss = true;\n",
  );

  it('is loaded from the site, called with its options; `false` leaves it out', async () => {
    const { plugins } = sitePostCss(
      { plugins: ['postcss-mark', ['postcss-shade', { to: 'teal' }], ['postcss-absent', false]] },
      site,
    );
    expect(plugins).toHaveLength(2);
    const out = await postcss(plugins as unknown as AcceptedPlugin[]).process('a { color: red }', {
      from: join(site, 'src/css/custom.css'),
    });
    expect(out.css).toBe('a { color: teal } /* marked */');
    const plain = sitePostCss({ plugins: ['postcss-shade'] }, site).plugins;
    const css = await postcss(plain as unknown as AcceptedPlugin[]).process('a { color: red }', {
      from: undefined,
    });
    expect(css.css).toBe('a { color: gray }');
  });

  it('that is not installed is named, with the command that installs it', () => {
    expect(() => sitePostCss({ plugins: ['postcss-nowhere'] }, site)).toThrow(
      /The PostCSS plugin "postcss-nowhere" .*npm install postcss-nowhere/s,
    );
  });
});
