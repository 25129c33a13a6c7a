// configureWebpack's `externals` on Vite: a module taken from a global variable becomes a module
// whose value is that global (typescript-eslint's `{ typescript: 'window.ts' }`, for the
// TypeScript its playground loads from a CDN); other kinds are named in the warning. The server
// bundle takes the externals the plugin gives Docusaurus's server config (`isServer: true`), of
// its default `commonjs2` type: a module name is required from the site's folder. Small client,
// server and dev-server builds check that each reads the global (or the required module) instead
// of bundling the package, with default, named and namespace imports.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build, createServer } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import {
  externalModuleCode,
  importedNames,
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
    const expression = (e: string) => ({ kind: 'expression', expression: e });
    expect(out).toEqual({
      typescript: expression('(window.ts)'),
      lib: expression('(Lib)["util"]'),
      react: expression('(React)'),
      jquery: expression('(jquery)'),
      d3: expression('(d3)'),
    });
    // A `commonjs` external, an object without the type in use, a RegExp: no Vite meaning here.
    expect(lost).toEqual(['externals.lodash', 'externals.moment', 'externals (/^@scope\\//)']);
  });

  it('reads the object of the type in use and the global-object types', () => {
    const out: ExternalModules = {};
    expect(
      mapExternals({ moment: { window: 'moment' }, pako: 'self pako' }, 'window', out),
    ).toEqual([]);
    expect(out).toEqual({
      moment: { kind: 'expression', expression: 'window["moment"]' },
      pako: { kind: 'expression', expression: 'self["pako"]' },
    });
    expect(mapExternals({ x: 'x' }, 'module', {})).toEqual(['externals.x']);
  });

  it('maps the server’s: commonjs2 by default (a module required), Node’s `global`', () => {
    const out: ExternalModules = {};
    const lost = mapExternals(
      {
        typescript: 'window.ts',
        deep: ['pkg', 'sub'],
        lodash: 'commonjs lodash',
        react: 'var React',
        g: 'global G',
        m: 'module m',
      },
      undefined,
      out,
      'server',
    );
    expect(out).toEqual({
      // webpack's server bundle: `module.exports = require("window.ts")`.
      typescript: { kind: 'require', request: 'window.ts', path: [] },
      deep: { kind: 'require', request: 'pkg', path: ['sub'] },
      lodash: { kind: 'require', request: 'lodash', path: [] },
      react: { kind: 'expression', expression: '(React)' },
      g: { kind: 'expression', expression: 'global["G"]' },
    });
    expect(lost).toEqual(['externals.m']);
    // The plugin's own `externalsType` applies to the server config too.
    const typed: ExternalModules = {};
    expect(mapExternals({ ts: 'ts' }, 'var', typed, 'server')).toEqual([]);
    expect(typed).toEqual({ ts: { kind: 'expression', expression: '(ts)' } });
  });

  it('writes the module as webpack’s external module: CommonJS in the build, ESM in dev', () => {
    const ts = { kind: 'expression', expression: '(window.ts)' } as const;
    expect(externalModuleCode(ts, 'commonjs')).toBe('module.exports = (window.ts);\n');
    expect(externalModuleCode(ts, 'esm')).toBe(
      'const value = (window.ts);\nexport default value;\n',
    );
    // In dev, the names its importers take are named exports.
    expect(externalModuleCode(ts, 'esm', ['SyntaxKind', 'default', 'a-b'])).toBe(
      [
        'const value = (window.ts);',
        'export default value;',
        'const __external0 = value == null ? undefined : value["SyntaxKind"];',
        'export { __external0 as SyntaxKind };',
        'const __external1 = value == null ? undefined : value["a-b"];',
        'export { __external1 as "a-b" };',
        '',
      ].join('\n'),
    );
  });

  it('reads the names a module takes from an external', () => {
    const code = [
      "import ts, { SyntaxKind, ScriptTarget as Target } from 'typescript';",
      "import * as tsNs from 'typescript';",
      "import { other } from 'not-external';",
      "export { version } from 'typescript';",
      'const a = tsNs.createSourceFile, b = tsNs?.factory, c = tsNs["ModuleKind"];',
      'const d = notTsNs.skipped;',
    ].join('\n');
    const names = importedNames(code, new Set(['typescript']));
    expect([...names!.get('typescript')!].sort()).toEqual(
      ['ModuleKind', 'ScriptTarget', 'SyntaxKind', 'createSourceFile', 'factory', 'version'].sort(),
    );
    expect(names!.has('not-external')).toBe(false);
    expect(importedNames('this is not { JavaScript', new Set(['typescript']))).toBeUndefined();
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
    expect(mapping.externals).toEqual({
      typescript: { kind: 'expression', expression: '(window.ts)' },
    });
    // Called again for the server config, as Docusaurus does: `fs` requires itself there.
    expect(mapping.serverExternals).toEqual({
      typescript: { kind: 'require', request: 'window.ts', path: [] },
      fs: { kind: 'require', request: 'fs', path: [] },
    });
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "webpack-custom-plugin" configureWebpack sets externals.fs, which the Vite build does not use',
    ]);
  });

  it('are the server config’s for the server bundle: the plugin may give other ones there', async () => {
    const seen: boolean[] = [];
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'by-bundle',
          configureWebpack: (_config: unknown, isServer: boolean) => {
            seen.push(isServer);
            return isServer
              ? { externals: { 'browser-only': 'var {}' } }
              : { externals: { 'browser-only': 'window.BrowserOnly' } };
          },
        }),
      ]),
    );
    expect(seen).toEqual([false, true]);
    expect(mapping.externals).toEqual({
      'browser-only': { kind: 'expression', expression: '(window.BrowserOnly)' },
    });
    expect(mapping.serverExternals).toEqual({
      'browser-only': { kind: 'expression', expression: '({})' },
    });
    expect(mapping.warnings).toEqual([]);
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

  it('need no warning for a rule compiling stylesheets with default loaders, which Vite does itself', async () => {
    // docusaurus-theme-openapi-docs's, when no Sass plugin's rule is there.
    const sass = {
      test: /\.s[ac]ss$/,
      include: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme',
      use: [{ loader: '/site/node_modules/sass-loader/dist/cjs.js', options: {} }],
    };
    const mapping = await collectWebpack(
      result([
        loaded({ name: 'sass', configureWebpack: () => ({ module: { rules: [sass] } }) }),
        // Options (here Sass's own), another loader, or other files: not what Vite does alone.
        loaded({
          name: 'options',
          configureWebpack: () => ({
            module: {
              rules: [
                {
                  ...sass,
                  use: [{ loader: 'sass-loader', options: { additionalData: '$x: 1;' } }],
                },
              ],
            },
          }),
        }),
        loaded({
          name: 'other-loader',
          configureWebpack: () => ({
            module: { rules: [{ ...sass, use: ['sass-loader', 'my-loader'] }] },
          }),
        }),
        loaded({
          name: 'other-files',
          configureWebpack: () => ({
            module: { rules: [{ test: /\.(js|scss)$/, use: ['sass-loader'] }] },
          }),
        }),
      ]),
    );
    expect(mapping.warnings.map((w) => w.message)).toEqual(
      ['options', 'other-loader', 'other-files'].map(
        (name) =>
          `plugin "${name}" configureWebpack sets module, which the Vite build does not use`,
      ),
    );
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
      plugins: webpackExternalsPlugin(
        { 'big-lib': { kind: 'expression', expression: '(window.lib)' } },
        'client',
      ),
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

  it('are modules of JavaScript even when named like a stylesheet', async () => {
    // A plugin's `externals: { 'ask-widget/styles.css': 'ask-widget/styles.css' }` (an optional
    // dependency its theme imports in a try): the module was compiled as CSS, which failed the
    // build's CSS minifier ("Unexpected end of input").
    const root = join(dir, 'css-named');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      join(root, 'entry.js'),
      [
        'globalThis.loaded = import("ask-widget/styles.css").then(',
        '  (m) => m.default,',
        '  () => "absent",',
        ');',
      ].join('\n'),
    );
    const out = join(dir, 'css-named-out');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: webpackExternalsPlugin(
        { 'ask-widget/styles.css': { kind: 'expression', expression: '(window.askWidgetStyles)' } },
        'client',
      ),
      build: {
        outDir: out,
        minify: true,
        cssMinify: true,
        rollupOptions: { input: join(root, 'entry.js') },
      },
    });
    const files = readdirSync(join(out, 'assets'));
    expect(files.filter((f) => f.endsWith('.css'))).toEqual([]);
    const code = files
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, 'assets', f), 'utf8'))
      .join('\n');
    expect(code).toContain('window.askWidgetStyles');
  });

  it('make the server bundle require the module the server config names, from the site', async () => {
    const root = join(dir, 'server-site');
    mkdirSync(join(root, 'node_modules', 'big-lib'), { recursive: true });
    mkdirSync(join(root, 'node_modules', 'real-lib'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules', 'big-lib', 'index.js'),
      'export const Kind = { Bundled: 1 }; export default "bundled";\n',
    );
    writeFileSync(
      join(root, 'node_modules', 'big-lib', 'package.json'),
      '{ "name": "big-lib", "type": "module", "main": "index.js" }',
    );
    // What the server config's external names: a CommonJS package of the site, required.
    writeFileSync(
      join(root, 'node_modules', 'real-lib', 'index.js'),
      'exports.Kind = { Server: 9 };\n',
    );
    writeFileSync(
      join(root, 'node_modules', 'real-lib', 'package.json'),
      '{ "name": "real-lib", "main": "index.js" }',
    );
    writeFileSync(
      join(root, 'entry.js'),
      [
        "import * as ns from 'big-lib';",
        "import { Kind } from 'big-lib';",
        "import lib from 'big-lib';",
        "import { G } from 'global-lib';",
        'export const seen = [ns.Kind.Server, Kind.Server, lib.Kind.Server, G];',
      ].join('\n'),
    );
    const out = join(dir, 'server-out');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'package.json'), '{ "type": "module" }');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      ssr: { noExternal: true },
      plugins: webpackExternalsPlugin(
        {
          'big-lib': { kind: 'require', request: 'real-lib', path: [] },
          'global-lib': { kind: 'expression', expression: 'global["propsGlobal"]' },
        },
        'server',
        root,
      ),
      build: { outDir: out, emptyOutDir: false, minify: false, ssr: join(root, 'entry.js') },
    });
    const file = join(
      out,
      readdirSync(out).find((f) => /\.m?js$/.test(f))!,
    );
    expect(readFileSync(file, 'utf8')).not.toContain('Bundled');
    (globalThis as { propsGlobal?: unknown }).propsGlobal = { G: 5 };
    try {
      const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { seen: unknown };
      // Default, named and namespace imports read the required module; `global` is Node's.
      expect(mod.seen).toEqual([9, 9, 9, 5]);
    } finally {
      delete (globalThis as { propsGlobal?: unknown }).propsGlobal;
    }
  });

  it('give the dev server named exports: the names its importers take', async () => {
    const root = join(dir, 'dev-site');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      join(root, 'a.ts'),
      [
        "import lib, { Kind } from 'big-lib';",
        "import type { Shape } from 'big-lib';",
        "import * as ns from 'big-lib';",
        'export const seen: unknown[] = [lib.Kind, Kind, ns.Flag] satisfies Shape[];',
      ].join('\n'),
    );
    writeFileSync(join(root, 'b.js'), "export { Later } from 'big-lib';\n");
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: webpackExternalsPlugin(
        { 'big-lib': { kind: 'expression', expression: '(globalThis.devLib)' } },
        'dev',
      ),
    });
    // The id the browser's `/@id/__x00__webpack-external:big-lib` asks for.
    const url = '\0webpack-external:big-lib';
    let n = 0;
    /** The external module as the dev server serves it, evaluated as the browser would. */
    const served = async () => {
      const code = (await server.transformRequest(url))!.code;
      const file = join(dir, `dev-external-${n++}.mjs`);
      writeFileSync(file, code);
      return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    };
    (globalThis as { devLib?: unknown }).devLib = { Kind: 1, Flag: 2, Later: 3 };
    try {
      expect((await server.transformRequest('/a.ts'))!.code).toContain('webpack-external:big-lib');
      const first = await served();
      expect(first.default).toEqual({ Kind: 1, Flag: 2, Later: 3 });
      // A named import and a namespace import's property are named exports (the type is not).
      expect([first.Kind, first.Flag]).toEqual([1, 2]);
      expect(Object.keys(first).sort()).toEqual(['Flag', 'Kind', 'default']);
      // A module that takes a name the served module has not: served again, the page reloaded.
      const send = vi.spyOn(server.ws, 'send');
      await server.transformRequest('/b.js');
      expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
      expect((await served()).Later).toBe(3);
    } finally {
      delete (globalThis as { devLib?: unknown }).devLib;
      await server.close();
    }
  });
});
