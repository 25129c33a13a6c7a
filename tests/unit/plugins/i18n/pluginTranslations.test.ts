// A plugin's translation hooks on the lifecycle (plugins/i18n/pluginTranslations.ts), as
// Docusaurus runs them for the locale built: getTranslationFiles's defaults overlaid with the
// locale's i18n/<locale>/<plugin>[-<id>]/<path>.json, translateContent's result as the content
// contentLoaded gets, translateThemeConfig's slice in the theme config.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildError, type BuildError } from '../../../../plugins/diagnostics.js';
import { runLifecycle } from '../../../../plugins/lifecycle/run.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import type { LoadContext } from '../../../../plugins/lifecycle/types.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plugin-translations-'));
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = {};\n');
  // The fr locale translates one of the two labels of the default instance, and the other
  // instance's label (its folder is the plugin name with the id).
  mkdirSync(join(dir, 'i18n/fr/pantry-plugin'), { recursive: true });
  mkdirSync(join(dir, 'i18n/fr/pantry-plugin-cellar'), { recursive: true });
  writeFileSync(
    join(dir, 'i18n/fr/pantry-plugin/labels.json'),
    JSON.stringify({ shelf: { message: 'Étagère' } }),
  );
  writeFileSync(
    join(dir, 'i18n/fr/pantry-plugin-cellar/labels.json'),
    JSON.stringify({ shelf: { message: 'Cave' } }),
  );
  writeFileSync(join(dir, 'i18n/fr/broken.json'), '{');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function context(locale: string): LoadContext {
  return {
    siteDir: dir,
    siteVersion: undefined,
    generatedFilesDir: join(dir, '.cache', 'generated'),
    siteConfig: { baseUrl: '/', themeConfig: { pantry: { title: 'Pantry' }, colour: 'red' } },
    siteConfigPath: join(dir, 'docusaurus.config.js'),
    outDir: join(dir, 'build'),
    localizationDir: join(dir, 'i18n', locale),
    baseUrl: '/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'fr'],
      currentLocale: locale,
      path: 'i18n',
      localeConfigs: {},
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack', instance: undefined },
  };
}

type Labels = Record<string, { message: string }>;

/** A plugin with two labels, each instance reporting what contentLoaded got. */
function pantryPlugin(_context: LoadContext, options: { id?: string }) {
  return {
    name: 'pantry-plugin',
    loadContent: () => ({ shelf: 'Shelf', jar: 'Jar' }),
    getTranslationFiles: () => [
      {
        path: 'labels',
        content: { shelf: { message: 'Shelf', description: 'a shelf' }, jar: { message: 'Jar' } },
      },
    ],
    translateContent({ translationFiles }: { translationFiles: { content: Labels }[] }) {
      const labels = translationFiles[0]!.content;
      return { shelf: labels.shelf!.message, jar: labels.jar!.message };
    },
    translateThemeConfig({ translationFiles }: { translationFiles: { content: Labels }[] }) {
      return { pantry: { title: `Pantry: ${translationFiles[0]!.content.shelf!.message}` } };
    },
    contentLoaded({
      content,
      actions,
    }: {
      content: unknown;
      actions: { setGlobalData: (d: unknown) => void };
    }) {
      actions.setGlobalData({ content, id: options.id });
    },
  };
}

const run = (locale: string, plugins: unknown[]) => {
  const ctx = context(locale);
  return runLifecycle(
    {
      presets: [],
      presetPlugins: [],
      plugins: plugins.map((module, i) => ({
        module: Array.isArray(module) ? module[0] : module,
        options: Array.isArray(module) ? module[1] : undefined,
        configPath: ['plugins', i],
      })),
      themes: [],
    },
    {
      context: ctx,
      configFile: ctx.siteConfigPath,
      locate: () => undefined,
      isNative: () => false,
      warnings: [],
    },
  ).then((result) => ({ result, themeConfig: ctx.siteConfig.themeConfig }));
};

describe('translation hooks of a plugin', () => {
  it("gives contentLoaded the content translated with the locale's messages", async () => {
    const { result, themeConfig } = await run('fr', [
      pantryPlugin,
      [pantryPlugin, { id: 'cellar' }],
    ]);
    expect(result.globalData['pantry-plugin']).toEqual({
      default: { content: { shelf: 'Étagère', jar: 'Jar' }, id: 'default' },
      cellar: { content: { shelf: 'Cave', jar: 'Jar' }, id: 'cellar' },
    });
    // Each instance's slice in turn; the other keys stay.
    expect(themeConfig).toEqual({ pantry: { title: 'Pantry: Cave' }, colour: 'red' });
  });

  it('keeps the default messages in a locale without translation files', async () => {
    const { result, themeConfig } = await run('en', [pantryPlugin]);
    expect(result.globalData['pantry-plugin']!.default).toEqual({
      content: { shelf: 'Shelf', jar: 'Jar' },
      id: 'default',
    });
    expect(themeConfig).toMatchObject({ pantry: { title: 'Pantry: Shelf' } });
  });

  it('stops at an invalid translation file, naming it', async () => {
    const broken = () => ({
      name: 'broken',
      getTranslationFiles: () => [{ path: '../broken', content: {} }],
    });
    const e = (await run('fr', [broken]).catch((x: unknown) => x)) as BuildError;
    expect(isBuildError(e)).toBe(true);
    expect(e.diagnostics[0]!.file).toBe(join(dir, 'i18n/fr/broken.json'));
    expect(e.diagnostics[0]!.message).toMatch(/^invalid translation file/);
  });

  it('names the plugin and the method when a hook throws', async () => {
    const failing = () => ({
      name: 'failing',
      getTranslationFiles: () => [],
      translateContent: () => {
        throw new Error('no labels');
      },
    });
    const e = (await run('fr', [failing]).catch((x: unknown) => x)) as BuildError;
    expect(e.diagnostics[0]!.message).toBe(
      'plugin "failing" failed in translateContent: no labels',
    );
  });
});

describe('a site built in French', () => {
  it("runs a local plugin's hooks with i18n/fr/<plugin>/", async () => {
    const site = join(dir, 'site');
    cpSync(resolve('tests/fixtures/sites/i18n-classic'), site, { recursive: true });
    writeFileSync(
      join(site, 'pantry-plugin.js'),
      `module.exports = () => ({
  name: 'pantry-plugin',
  loadContent: () => 'Shelf',
  getTranslationFiles: () => [{ path: 'labels', content: { shelf: { message: 'Shelf' } } }],
  translateContent: ({ translationFiles }) => translationFiles[0].content.shelf.message,
  contentLoaded: ({ content, actions }) => actions.setGlobalData({ shelf: content }),
});
`,
    );
    const config = join(site, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        'presets: [',
        "plugins: ['./pantry-plugin.js'],\n  presets: [",
      ),
    );
    mkdirSync(join(site, 'i18n/fr/pantry-plugin'), { recursive: true });
    writeFileSync(
      join(site, 'i18n/fr/pantry-plugin/labels.json'),
      JSON.stringify({ shelf: { message: 'Étagère', description: 'a shelf' } }),
    );
    const load = (name: string) =>
      loadSite({ siteDir: site, production: false, locale: { name, localize: true } });
    const shelf = async (name: string) =>
      (await load(name)).plugins!.result.globalData['pantry-plugin']!.default;
    expect(await shelf('fr')).toEqual({ shelf: 'Étagère' });
    expect(await shelf('en')).toEqual({ shelf: 'Shelf' });
  });
});
