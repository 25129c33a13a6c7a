// What official plugins built for webpack get on Vite: EnvironmentPlugin values as `define`
// (plugin-pwa), ideal-image's loader left out with one named warning, Docusaurus's normalized
// `future` flags and the site's webpack (or Rspack, with `future.faster`) as
// `currentBundler.instance`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import { loaded as loadedFrom, result } from './loadedPlugins.js';
import { createLoadContext } from '../../../../plugins/lifecycle/sitePlugins.js';
import type { Plugin } from '../../../../plugins/lifecycle/types.js';
import type { DocusaurusSection } from '../../../../plugins/config/docusaurus/types.js';

/** A plugin published on npm (its folder in node_modules). */
const loaded = (instance: Plugin) => loadedFrom(instance, '/site/node_modules/p');

describe('webpack-only parts of official plugins', () => {
  it("maps EnvironmentPlugin to process.env defines, the environment's value first", async () => {
    class EnvironmentPlugin {
      keys: string[];
      constructor(readonly defaultValues: Record<string, unknown>) {
        this.keys = Object.keys(defaultValues);
      }
    }
    process.env.PWA_TEST_FROM_ENV = 'from-env';
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'docusaurus-plugin-pwa',
          configureWebpack: () => ({
            plugins: [
              new EnvironmentPlugin({
                PWA_SERVICE_WORKER_URL: '/sw.js',
                PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES: ['appInstalled', 'queryString'],
                PWA_DEBUG: undefined,
                PWA_TEST_FROM_ENV: 'default',
              }),
            ],
          }),
        }),
      ]),
    );
    delete process.env.PWA_TEST_FROM_ENV;
    expect(mapping.define).toEqual({
      'process.env.PWA_SERVICE_WORKER_URL': '"/sw.js"',
      'process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES': '["appInstalled","queryString"]',
      'process.env.PWA_DEBUG': 'undefined',
      'process.env.PWA_TEST_FROM_ENV': '"from-env"',
    });
    expect(mapping.warnings).toEqual([]);
  });

  it("leaves ideal-image's loader out (not called) and names what is lost", async () => {
    let called = false;
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'docusaurus-plugin-ideal-image',
          configureWebpack: () => {
            called = true;
            throw new Error('sharp is not installed');
          },
        }),
      ]),
    );
    expect(called).toBe(false);
    expect(mapping.warnings).toHaveLength(1);
    expect(mapping.warnings[0]).toMatchObject({
      file: '/site/node_modules/p/index.js',
      severity: 'warning',
    });
    expect(mapping.warnings[0]!.message).toMatch(
      /^plugin "docusaurus-plugin-ideal-image": sharp is not installed where the plugin can load it, so its responsive images are not made: <IdealImage> shows the original image/,
    );
  });
});

describe('the load context', () => {
  const siteDir = join(import.meta.dirname, '../../../.tmp/webpack-only-site');
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const section = (raw: Record<string, unknown>) =>
    ({ raw, configFile: join(siteDir, 'docusaurus.config.js') }) as unknown as DocusaurusSection;

  it('normalizes future as Docusaurus does (v4: true turns every v4 flag on)', () => {
    const { future } = createLoadContext(siteDir, section({ future: { v4: true } }))
      .siteConfig as unknown as {
      future: Record<string, Record<string, boolean>>;
    };
    expect(future.v4).toEqual({
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
    });
    expect(future.experimental_faster!.swcJsMinimizer).toBe(false);
    expect(Object.values(future.experimental_faster!).every((v) => v === false)).toBe(true);
    // Docusaurus 3.9+'s name, read by 3.10's own plugins (future.faster.mdxCrossCompilerCache).
    expect(future.faster!.mdxCrossCompilerCache).toBe(false);
    const faster = createLoadContext(siteDir, section({ future: { faster: true } })).siteConfig
      .future as unknown as Record<string, Record<string, boolean>>;
    expect(faster.faster!.mdxCrossCompilerCache).toBe(true);
    expect(faster.faster!.gitEagerVcs).toBe(true);
  });

  it("gives the site's webpack as currentBundler.instance, and says when there is none", () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(join(siteDir, 'node_modules/webpack'), { recursive: true });
    writeFileSync(join(siteDir, 'package.json'), '{}');
    const context = createLoadContext(siteDir, section({}));
    expect(() => context.currentBundler.instance).toThrow(/webpack cannot be loaded/);
    const fresh = createLoadContext(siteDir, section({}));
    writeFileSync(
      join(siteDir, 'node_modules/webpack/package.json'),
      '{"name":"webpack","main":"index.js"}',
    );
    writeFileSync(
      join(siteDir, 'node_modules/webpack/index.js'),
      'exports.EnvironmentPlugin = class EnvironmentPlugin {};',
    );
    expect(fresh.currentBundler.instance).toHaveProperty('EnvironmentPlugin');
  });

  it("gives @docusaurus/faster's Rspack when the config turns on future.faster, as Docusaurus does", () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(join(siteDir, 'node_modules/@docusaurus/faster'), { recursive: true });
    writeFileSync(join(siteDir, 'package.json'), '{}');
    const missing = createLoadContext(siteDir, section({ future: { faster: true } }));
    expect(missing.currentBundler.name).toBe('rspack');
    expect(() => missing.currentBundler.instance).toThrow(/install @docusaurus\/faster/);
    writeFileSync(
      join(siteDir, 'node_modules/@docusaurus/faster/package.json'),
      '{"name":"@docusaurus/faster","main":"index.js"}',
    );
    writeFileSync(
      join(siteDir, 'node_modules/@docusaurus/faster/index.js'),
      'exports.rspack = { rspackVersion: "1.7", DefinePlugin: class DefinePlugin {} };',
    );
    const flags = { future: { faster: { rspackBundler: true } } };
    const context = createLoadContext(siteDir, section(flags));
    expect(context.currentBundler.instance).toHaveProperty('rspackVersion', '1.7');
    // Without the flag, webpack stays the bundler (other faster flags do not change it).
    const webpack = createLoadContext(
      siteDir,
      section({ future: { faster: { swcJsLoader: true } } }),
    );
    expect(webpack.currentBundler.name).toBe('webpack');
  });

  it("maps Rspack's DefinePlugin (its definitions kept in _args) to defines", async () => {
    class DefinePlugin {
      _args: [Record<string, unknown>];
      constructor(definitions: Record<string, unknown>) {
        this._args = [definitions];
      }
    }
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'webpack-custom-plugin',
          configureWebpack: () => ({
            plugins: [new DefinePlugin({ 'process.env.TS_VERSION': '"5.9.3"', FLAG: true })],
          }),
        }),
      ]),
    );
    expect(mapping.define).toEqual({ 'process.env.TS_VERSION': '"5.9.3"', FLAG: 'true' });
    expect(mapping.warnings).toEqual([]);
  });
});
