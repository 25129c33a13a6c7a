// configureWebpack's copy plugins (copy-webpack-plugin's CopyPlugin, Rspack's CopyRspackPlugin)
// as files of the output: each pattern's files and targets as copy-webpack-plugin 12 gives them,
// the order and `force` against what the output has, the warning for what is not applied, and a
// positioned error for a pattern that matches nothing. typescript-eslint's site copies its
// playground's linter bundle (a package's `dist/`) into `sandbox/` this way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, isBuildError } from '../../../../plugins/diagnostics.js';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import {
  copiedContent,
  copyPatternOf,
  pluginCopies,
  plannedCopies,
  resolveCopies,
  type CopyPattern,
} from '../../../../plugins/lifecycle/webpackCopy.js';
import { loaded, result } from './loadedPlugins.js';

const root = mkdtempSync(join(tmpdir(), 'webpack-copy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const siteDir = join(root, 'site');
const outDir = join(siteDir, 'build');

function file(rel: string, content = rel): string {
  const path = join(siteDir, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return path;
}

// A package's built bundle, a folder of assets, a single file.
file('vendor/linter/dist/index.js', 'define([], function () {});');
file('vendor/linter/dist/index.js.map');
file('vendor/linter/dist/.meta');
file('vendor/linter/dist/nested/worker.js');
file('assets/logo.svg');
file('assets/icons/a.png');
file('assets/icons/b.png');
file('assets/icons/notes.txt');
file('robots.extra.txt');

const patterns = (...raw: unknown[]): CopyPattern[] => raw.map((r) => copyPatternOf(r, siteDir));
const targets = async (...raw: unknown[]) =>
  (await resolveCopies(patterns(...raw), outDir)).map((c) => c.target);

describe('copy patterns', () => {
  it('copies a folder under `to` by the files’ paths in it, dot files too', async () => {
    expect(await targets({ from: join(siteDir, 'vendor/linter/dist'), to: './sandbox/' })).toEqual([
      'sandbox/.meta',
      'sandbox/index.js',
      'sandbox/index.js.map',
      'sandbox/nested/worker.js',
    ]);
  });

  it('reads a relative `from` from the site folder, and `to` without an extension as a folder', async () => {
    expect(await targets({ from: 'assets/logo.svg', to: 'img' })).toEqual(['img/logo.svg']);
    expect(await targets({ from: 'assets/logo.svg', to: 'img/brand.svg' })).toEqual([
      'img/brand.svg',
    ]);
    // No `to`: the output's root.
    expect(await targets('robots.extra.txt')).toEqual(['robots.extra.txt']);
  });

  it('copies a glob’s files by their path from the context, without dot files, minus `ignore`', async () => {
    expect(await targets({ from: 'assets/**/*', to: 'static-copy' })).toEqual([
      'static-copy/assets/icons/a.png',
      'static-copy/assets/icons/b.png',
      'static-copy/assets/icons/notes.txt',
      'static-copy/assets/logo.svg',
    ]);
    expect(
      await targets({
        from: 'icons/*',
        context: 'assets',
        globOptions: { ignore: ['**/*.txt'] },
      }),
    ).toEqual(['icons/a.png', 'icons/b.png']);
    expect(
      await targets({
        from: join(siteDir, 'vendor/linter/dist'),
        to: 'sandbox',
        globOptions: { ignore: ['**/*.map', '**/nested/**'], dot: false },
      }),
    ).toEqual(['sandbox/index.js']);
  });

  it('names targets by a template, by a function, and keeps what `filter` accepts', async () => {
    expect(await targets({ from: 'assets/icons/*.png', to: 'i/[name].copy[ext]' })).toEqual([
      'i/a.copy.png',
      'i/b.copy.png',
    ]);
    expect(
      await targets({
        from: 'assets/icons',
        to: ({ absoluteFilename }: { absoluteFilename: string }) =>
          `flat/${absoluteFilename.split('/').pop()}`,
        filter: (f: string) => !f.endsWith('.txt'),
      }),
    ).toEqual(['flat/a.png', 'flat/b.png']);
    await expect(targets({ from: 'assets/logo.svg', to: '[contenthash].svg' })).rejects.toThrow(
      /\[contenthash\].*only \[name\], \[ext\], \[base\] and \[path\]/,
    );
  });

  it('fails on a pattern that matches nothing, unless noErrorOnMissing', async () => {
    await expect(targets({ from: 'not-built/dist', to: 'sandbox' })).rejects.toThrow(
      /unable to locate '.*not-built\/dist' glob/,
    );
    expect(await targets({ from: 'not-built/dist', noErrorOnMissing: true })).toEqual([]);
  });

  it('refuses a target outside the output and patterns webpack would reject', async () => {
    await expect(targets({ from: 'assets/logo.svg', to: '../logo.svg' })).rejects.toThrow(
      /outside the output folder/,
    );
    expect(() => copyPatternOf({ to: 'x' }, siteDir)).toThrow(/"from" is undefined/);
    expect(() => copyPatternOf({ from: 'a', toType: 'folder' }, siteDir)).toThrow(/toType/);
  });

  it('orders by priority and keeps what the output has unless `force`', async () => {
    const copies = await resolveCopies(
      patterns(
        {
          from: 'assets/logo.svg',
          to: 'logo.svg',
          priority: 5,
          force: true,
          transform: () => 'late',
        },
        { from: 'assets/logo.svg', to: 'logo.svg', transform: () => 'early' },
        { from: 'robots.extra.txt', to: 'robots.txt' },
        { from: 'assets/icons/a.png', to: 'img/a.png', force: true },
      ),
      outDir,
    );
    const planned = plannedCopies(copies, (f) => f === 'robots.txt' || f === 'img/a.png');
    expect([...planned.keys()].sort()).toEqual(['img/a.png', 'logo.svg']);
    // The later pattern (priority 5) with force replaces the earlier one's file.
    expect(String(await copiedContent(planned.get('logo.svg')!))).toBe('late');
  });
});

class CopyRspackPlugin {
  readonly _args: unknown[];
  constructor(options: unknown) {
    this._args = [options];
  }
}
class CopyPlugin {
  constructor(readonly patterns: unknown[]) {}
}

describe('configureWebpack with a copy plugin', () => {
  const pluginDir = join(root, 'plugin');
  const pluginFile = join(pluginDir, 'index.js');
  mkdirSync(pluginDir, { recursive: true });
  writeFileSync(
    pluginFile,
    [
      'module.exports = function () {',
      '  return {',
      '    configureWebpack() {',
      '      return { plugins: [new CopyRspackPlugin({ patterns })] };',
      '    },',
      '  };',
      '};',
    ].join('\n'),
  );
  const plugin = (name: string, config: Record<string, unknown>) =>
    loaded({ name, configureWebpack: () => config }, pluginDir);

  it('maps Rspack’s and copy-webpack-plugin’s patterns, naming only what is not applied', async () => {
    const mapping = await collectWebpack(
      result(
        [
          plugin('playground', {
            plugins: [
              new CopyRspackPlugin({
                patterns: [{ from: join(siteDir, 'vendor/linter/dist'), to: './sandbox/' }],
              }),
            ],
          }),
          plugin('assets', {
            plugins: [new CopyPlugin([{ from: 'assets/logo.svg', to: 'img', cache: true }])],
          }),
        ],
        siteDir,
      ),
    );
    const planned = await pluginCopies(mapping.copies, outDir, () => false);
    expect([...planned.keys()]).toEqual([
      'sandbox/.meta',
      'sandbox/index.js',
      'sandbox/index.js.map',
      'sandbox/nested/worker.js',
      'img/logo.svg',
    ]);
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "assets" configureWebpack sets plugins (CopyPlugin pattern cache), which the Vite build does not use',
    ]);
  });

  it('stops the build at the copy plugin for a bundle that is not built', async () => {
    const mapping = await collectWebpack(
      result(
        [
          plugin('playground', {
            plugins: [new CopyRspackPlugin({ patterns: [{ from: 'packages/linter/dist' }] })],
          }),
        ],
        siteDir,
      ),
    );
    const error = await pluginCopies(mapping.copies, outDir, () => false).catch((e) => e);
    expect(isBuildError(error)).toBe(true);
    const [d] = error.diagnostics;
    expect(d).toMatchObject({ file: pluginFile, line: 4, column: 26 });
    expect(formatDiagnostic(d, { color: false })).toContain(
      `plugin "playground" configureWebpack copies files: unable to locate '${siteDir}/packages/linter/dist' glob`,
    );
  });

  it('stops the build on a pattern without `from`, positioned at the copy plugin', async () => {
    const error = await collectWebpack(
      result(
        [plugin('broken', { plugins: [new CopyRspackPlugin({ patterns: [{ to: 'x' }] })] })],
        siteDir,
      ),
    ).catch((e) => e);
    expect(isBuildError(error)).toBe(true);
    expect(error.diagnostics[0]).toMatchObject({ file: pluginFile, line: 4 });
    expect(error.diagnostics[0].message).toBe(
      'plugin "broken" configureWebpack: CopyRspackPlugin pattern 1: a pattern\'s "from" is undefined: a non-empty string is needed',
    );
  });
});
