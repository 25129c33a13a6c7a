// configureWebpack's `externals` on Vite: a module taken from a global variable becomes a module
// whose value is that global (typescript-eslint's `{ typescript: 'window.ts' }`, for the
// TypeScript its playground loads from a CDN); other kinds are named in the warning. A small
// client build checks that the bundle reads the global instead of bundling the package.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import {
  externalModuleCode,
  mapExternals,
  webpackExternalsPlugin,
  type ExternalModules,
} from '../../../../plugins/lifecycle/webpackExternals.js';
import { loaded, result } from './loadedPlugins.js';

const dir = mkdtempSync(join(tmpdir(), 'webpack-externals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mapExternals', () => {
  it('maps globals of the default `var` type, property paths and typed strings', () => {
    const out: ExternalModules = {};
    const lost = mapExternals(
      [
        {
          typescript: 'window.ts',
          lib: ['Lib', 'util'],
          react: 'var React',
          jquery: true,
          lodash: 'commonjs lodash',
          moment: { root: 'moment', commonjs: 'moment' },
          kept: false,
        },
        'd3',
        /^@scope\//,
      ],
      undefined,
      out,
    );
    expect(out).toEqual({
      typescript: '(window.ts)',
      lib: '(Lib)["util"]',
      react: '(React)',
      jquery: '(jquery)',
      d3: '(d3)',
    });
    // A `commonjs` external, an object without the type in use, a RegExp: no Vite meaning here.
    expect(lost).toEqual(['externals.lodash', 'externals.moment', 'externals (/^@scope\\//)']);
  });

  it('reads the object of the type in use and the global-object types', () => {
    const out: ExternalModules = {};
    expect(
      mapExternals({ moment: { window: 'moment' }, pako: 'self pako' }, 'window', out),
    ).toEqual([]);
    expect(out).toEqual({ moment: 'window["moment"]', pako: 'self["pako"]' });
    expect(mapExternals({ x: 'x' }, 'module', {})).toEqual(['externals.x']);
  });

  it('writes the module as webpack’s external module: CommonJS in the build, ESM in dev', () => {
    expect(externalModuleCode('(window.ts)', 'commonjs')).toBe('module.exports = (window.ts);\n');
    expect(externalModuleCode('(window.ts)', 'esm')).toBe(
      'const value = (window.ts);\nexport default value;\n',
    );
  });
});

describe('externals in configureWebpack', () => {
  it('are applied, and only the kinds without a Vite meaning are named', async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'webpack-custom-plugin',
          configureWebpack: () => ({
            externals: { typescript: 'window.ts', fs: 'commonjs fs' },
          }),
        }),
      ]),
    );
    expect(mapping.externals).toEqual({ typescript: '(window.ts)' });
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "webpack-custom-plugin" configureWebpack sets externals.fs, which the Vite build does not use',
    ]);
  });

  it('need no warning for a `?raw` rule of `asset/source`, which Vite’s `?raw` does itself', async () => {
    const rule = { resourceQuery: /raw/, type: 'asset/source' };
    const mapping = await collectWebpack(
      result([
        loaded({ name: 'raw', configureWebpack: () => ({ module: { rules: [rule] } }) }),
        loaded({
          name: 'loader',
          configureWebpack: () => ({ module: { rules: [{ ...rule, use: 'raw-loader' }] } }),
        }),
      ]),
    );
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "loader" configureWebpack sets module, which the Vite build does not use',
    ]);
  });

  it('make the client bundle read the global instead of the package', async () => {
    const root = join(dir, 'site');
    mkdirSync(join(root, 'node_modules', 'big-lib'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules', 'big-lib', 'index.js'),
      'export const Kind = { Bundled: 1 }; export default "bundled";\n',
    );
    writeFileSync(
      join(root, 'node_modules', 'big-lib', 'package.json'),
      '{ "name": "big-lib", "type": "module", "main": "index.js" }',
    );
    writeFileSync(
      join(root, 'entry.js'),
      [
        "import * as ns from 'big-lib';",
        "import { Kind } from 'big-lib';",
        "import lib from 'big-lib';",
        'globalThis.seen = [ns.Kind.Global, Kind.Global, lib.Kind.Global];',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [webpackExternalsPlugin({ 'big-lib': '(window.lib)' }, false)],
      build: {
        outDir: out,
        minify: false,
        lib: { entry: join(root, 'entry.js'), formats: ['iife'], name: 'entry', fileName: 'entry' },
      },
    });
    const [file] = readdirSync(out).filter((f) => f.endsWith('.js'));
    const code = readFileSync(join(out, file!), 'utf8');
    expect(code).not.toContain('Bundled');
    const sandbox: Record<string, unknown> = { window: { lib: { Kind: { Global: 7 } } } };
    sandbox.globalThis = sandbox;
    runInNewContext(code, sandbox);
    // A namespace import, a named import and the default import all read the global's value.
    expect(sandbox.seen).toEqual([7, 7, 7]);
  });
});
