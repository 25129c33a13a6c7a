// A third-party preset (found on a real site) adds a PostCSS plugin through `configurePostCss`
// that sorts every stylesheet into a cascade layer by its file (`result.opts.from`): the classic
// theme's (a path under @docusaurus/theme-classic) into one layer, the site's into another, and
// it throws "Unable to scope styles for <file>" for a file it cannot place. The generator's theme
// stylesheets are its own files: the site's plugins now see them under Docusaurus's path.
import { join } from 'node:path';
import postcss, { type AcceptedPlugin, type Result } from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  docusaurusStylesheetPath,
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
