// webpack's `resolve.alias` with both forms of one name, as a plugin gives them to pin a package
// to one install: `name` (the package's folder: the request and its subpaths) and then `name$`
// (its main file: that request only). The case: a site's plugin that aliases `react` to its own
// install's folder and `react$`, `react/jsx-runtime$`… to the files its exports name. The `$` was
// dropped and `react` became the main file, so `react/jsx-runtime` resolved under it
// (`react/index.js/jsx-runtime`) and the build failed.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import { pluginAliases, webpackAlias } from '../../../../plugins/lifecycle/viteSettings.js';
import type { SitePlugins } from '../../../../plugins/lifecycle/sitePlugins.js';
import { loaded, result } from './loadedPlugins.js';

const dir = mkdtempSync(join(tmpdir(), 'webpack-alias-exact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe('webpackAlias', () => {
  it('makes `name$` an alias of that request only and `name` one of it and its subpaths', () => {
    expect(webpackAlias('lamp', '/pkg/lamp')).toEqual({ find: 'lamp', replacement: '/pkg/lamp' });
    const exact = webpackAlias('@shade/lamp/wick$', '/pkg/wick.js').find as RegExp;
    expect(exact.test('@shade/lamp/wick')).toBe(true);
    expect(exact.test('@shade/lamp/wick/oil')).toBe(false);
    expect(exact.test('@shadeXlamp/wick')).toBe(false);
  });
});

describe('a plugin aliasing a package folder and its main file', () => {
  it('keeps both, in order, and the bundle finds the subpath in the folder', async () => {
    const lamp = join(dir, 'install', 'node_modules', 'lamp');
    write(join(lamp, 'package.json'), '{ "name": "lamp", "main": "main.js" }');
    const main = write(join(lamp, 'main.js'), 'export const glow = "main";\n');
    write(join(lamp, 'wick.js'), 'export const flame = "wick";\n');
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'one-lamp',
          configureWebpack: () => ({
            resolve: { alias: { lamp, lamp$: main } },
          }),
        }),
      ]),
    );
    expect(Object.keys(mapping.alias)).toEqual(['lamp', 'lamp$']);

    const root = join(dir, 'site');
    const entry = write(
      join(root, 'entry.js'),
      [
        'import { glow } from "lamp";',
        'import { flame } from "lamp/wick.js";',
        'globalThis.seen = glow + "+" + flame;',
      ].join('\n'),
    );
    const outDir = join(dir, 'out');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      resolve: { alias: pluginAliases(root, { webpack: mapping } as unknown as SitePlugins) },
      build: {
        outDir,
        minify: false,
        lib: { entry, formats: ['iife'], name: 'entry', fileName: 'entry' },
      },
    });
    const file = readdirSync(outDir).find((f) => /\.m?js$/.test(f))!;
    const sandbox: Record<string, unknown> = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(join(outDir, file), 'utf8'), sandbox);
    expect(sandbox.seen).toBe('main+wick');
  });
});
