// Files imported for their URL through webpack's file-loader and url-loader (Flow's website gives
// vscode-oniguruma's onig.wasm to file-loader by a configureWebpack rule): the URL and file name
// Docusaurus gives, and a plain `.wasm` import, which Docusaurus's webpack refuses, stopped at the
// import (plugins/webpackFileLoaders.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { formatDiagnostic, isBuildError } from '../../../plugins/diagnostics.js';
import { collectWebpack } from '../../../plugins/lifecycle/hooks.js';
import {
  fileLoaderFileName,
  fileLoaderRequestOf,
  urlLoaderInlines,
} from '../../../plugins/webpackFileLoaders.js';
import { fixtureCopies, fixturePath } from '../fixtureSite.js';
import { loaded, result } from './lifecycle/loadedPlugins.js';

const fixture = fixturePath('wasm-loaders');
const copies = fixtureCopies('wasm-loaders');
const moduleCopies = fixtureCopies('wasm-modules');

// Docusaurus 3.8.1's build of the fixture (`docusaurus build`): each link's href, and the files it
// wrote at the output's root (file-loader's `[contenthash].[ext]`, the MD4 of the bytes).
const DOCUSAURUS = {
  'tide-file': '/harbour/ddb4cb25425d8998120861fbc1071337.wasm',
  'tide-data': 'data:application/wasm;base64,AGFzbQEAAAAADAR0aWRlaGFyYm91cg==',
  'tide-limited': '/harbour/ddb4cb25425d8998120861fbc1071337.wasm',
  chart: '/harbour/f6c6d3b4909c5a3fb99d93b6435042de.bin',
  ruled: '/harbour/50cd9c1b824d3c8f0ac159b70409dfba.wasm',
  required: '/harbour/f6c6d3b4909c5a3fb99d93b6435042de.bin',
};
const DOCUSAURUS_FILES = {
  'ddb4cb25425d8998120861fbc1071337.wasm': 'src/wasm/tide.wasm',
  'f6c6d3b4909c5a3fb99d93b6435042de.bin': 'src/data/chart.bin',
  '50cd9c1b824d3c8f0ac159b70409dfba.wasm': 'src/wasm/ruled.wasm',
};

describe('file-loader and url-loader requests', () => {
  it('reads the inline forms, with or without a prefix, and their options', () => {
    expect(fileLoaderRequestOf('!!file-loader!./onig.wasm')).toEqual({
      path: './onig.wasm',
      use: { loader: 'file-loader', options: {} },
    });
    expect(fileLoaderRequestOf('file-loader!../data/chart.bin')?.path).toBe('../data/chart.bin');
    expect(fileLoaderRequestOf('-!url-loader?limit=8&esModule=true!./x.wasm')?.use).toEqual({
      loader: 'url-loader',
      options: { limit: '8', esModule: true },
    });
    expect(fileLoaderRequestOf('!url-loader?{"limit":8}!./x.wasm')?.use.options).toEqual({
      limit: 8,
    });
    expect(fileLoaderRequestOf('!!raw-loader!./x.txt')).toBeUndefined();
    expect(fileLoaderRequestOf('./x.wasm')).toBeUndefined();
    expect(fileLoaderRequestOf('!!style-loader!file-loader!./x.css')).toBeUndefined();
  });

  it('names the file as file-loader does, and inlines as url-loader does', () => {
    const bytes = readFileSync(join(fixture, 'src/wasm/tide.wasm'));
    const use = (options: Record<string, unknown> = {}) => ({
      loader: 'file-loader' as const,
      options,
    });
    expect(fileLoaderFileName('/s/tide.wasm', bytes, use())).toBe(
      'ddb4cb25425d8998120861fbc1071337.wasm',
    );
    expect(
      fileLoaderFileName(
        '/s/tide.wasm',
        bytes,
        use({ name: '[name].[hash:8].[ext]', outputPath: 'wasm' }),
      ),
    ).toBe('wasm/tide.ddb4cb25.wasm');
    expect(urlLoaderInlines(22, undefined)).toBe(true);
    expect(urlLoaderInlines(22, '22')).toBe(true);
    expect(urlLoaderInlines(22, 8)).toBe(false);
    expect(urlLoaderInlines(22, false)).toBe(false);
  });
});

describe("configureWebpack's file-loader rules", () => {
  it("take Flow's .wasm rule and its WebAssembly experiment without a warning", async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'wasm',
          configureWebpack: () => ({
            experiments: { syncWebAssembly: true },
            module: {
              rules: [{ test: /\.wasm$/i, loader: 'file-loader', type: 'javascript/auto' }],
            },
          }),
        }),
      ]),
    );
    expect(mapping.fileRules.map((r) => [r.test.map(String), r.use])).toEqual([
      [['/\\.wasm$/i'], { loader: 'file-loader', options: {} }],
    ]);
    expect(mapping.wasmModules).toBe(true);
    expect(mapping.warnings).toEqual([]);
  });

  it('names a rule it does not apply: on a type Docusaurus loads, or with other conditions', async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'media',
          configureWebpack: () => ({
            module: {
              rules: [
                { test: /\.(png|glb)$/, use: [{ loader: 'url-loader', options: { limit: 10 } }] },
                { test: /\.glb$/, include: ['/x'], loader: 'file-loader' },
              ],
            },
          }),
        }),
      ]),
    );
    expect(mapping.fileRules).toEqual([]);
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "media" configureWebpack sets module.rules[0] (url-loader: it takes files Docusaurus has a loader for), module.rules[1] (file-loader: its include (only test is applied)), which the Vite build does not use',
    ]);
  });
});

describe('a site importing files through file-loader and url-loader', () => {
  it('gives each import the URL Docusaurus gives, and writes the files Docusaurus writes', async () => {
    const siteDir = copies.copy();
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const hrefs = Object.fromEntries(
      [...html.matchAll(/<a class="([a-z-]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(hrefs).toEqual(DOCUSAURUS);
    for (const [name, source] of Object.entries(DOCUSAURUS_FILES))
      expect(readFileSync(join(outDir, name))).toEqual(readFileSync(join(fixture, source)));
  }, 240_000); // a whole build, on a busy machine

  it('stops at a plain .wasm import without a rule, as Docusaurus does, at the import', async () => {
    const siteDir = copies.copy();
    const config = join(siteDir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8');
    writeFileSync(config, text.slice(0, text.indexOf('  plugins: [')) + '};\n');
    // Docusaurus 3.8.1 (webpack 5.105.4): "Module parse failed: Unexpected character … The module
    // seem to be a WebAssembly module, but module is not flagged as WebAssembly module for webpack."
    let error: unknown;
    try {
      await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const [diagnostic] = (error as { diagnostics: Parameters<typeof formatDiagnostic>[0][] })
      .diagnostics;
    expect(diagnostic).toMatchObject({
      file: join(siteDir, 'src/pages/index.js'),
      line: 6,
      column: 19,
      severity: 'error',
    });
    const text2 = formatDiagnostic(diagnostic!, { color: false, frame: false });
    expect(text2).toContain('"../wasm/ruled.wasm" imports a WebAssembly file as a module');
    expect(text2).toContain('!!file-loader!../wasm/ruled.wasm');
  }, 240_000); // a whole build, on a busy machine

  it('imports a .wasm file’s exports with experiments.asyncWebAssembly, in the pre-render too', async () => {
    // Vite's WebAssembly integration, as webpack's `webassembly/async` modules. Docusaurus 3.8.1
    // builds this fixture's bundles (the file as `[hash].module.wasm`, client and server) but its
    // pre-render of the page stops: "ReferenceError: __dirname is not defined" (its server
    // bundle's wasm loader reads the file beside itself with `__dirname`, which its evaluation has
    // not). Here the server bundle keeps the file, and the page renders the function's answer.
    const siteDir = moduleCopies.copy();
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<p class="answer">The module answers <!-- -->42<!-- -->.</p>');
  }, 240_000); // a whole build, on a busy machine
});
