// The locales of tests/fixtures/sites/i18n-classic share one client bundle: what its readers take
// from a page's locale data, which inputs the bundle gets, the data file of a locale, and how a
// locale's bundle files join the site's assets folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_DATA_GLOBAL } from '../../../../src/shared/constants.js';
import { localeDataFile } from '../../../../plugins/i18n/localeData.js';
import {
  assetsBaseUrl,
  LOCALE_BUILTIN_GLOBAL_DATA_READER,
  LOCALE_GLOBAL_DATA_READER,
  LOCALE_ROUTES_READER,
  LOCALE_SITE_CONFIG_READER,
  LOCALE_VERSION_DOCS_READER,
  localeInputs,
  localeReaderSource,
  mergeSharedAssets,
  SHARED_ASSETS_DIR,
  sharesLocaleBundle,
} from '../../../../plugins/i18n/sharedBundle.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import {
  generatedReaderSource,
  localeGeneratedModule,
} from '../../../../plugins/i18n/localesPlugin.js';
import type { RouteTableFiles } from '../../../../plugins/routes/virtualModules.js';
import { sidebarsOf } from '../../../../plugins/builtins/docsViews.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');
const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shared-bundle-'));
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A reader module's exports, with `data` as the page's locale data (undefined: none). */
async function readerExports(id: string, data: unknown): Promise<Record<string, unknown>> {
  const g = globalThis as Record<string, unknown>;
  g[LOCALE_DATA_GLOBAL] = data;
  try {
    const code = localeReaderSource(id)!;
    // A new URL each time: the module runs again with the data set above.
    return await import(
      `data:text/javascript,${encodeURIComponent(code)}%2F%2F${Math.random().toString(36)}`
    );
  } finally {
    delete g[LOCALE_DATA_GLOBAL];
  }
}

describe('one client bundle for every locale', () => {
  it('is used when the locales are built together, not for `--locale X` alone', async () => {
    const all = await loadSite({ siteDir: FIXTURE, production: true });
    const fr = await loadSite({
      siteDir: FIXTURE,
      production: true,
      locale: { name: 'fr', localize: true },
    });
    const alone = await loadSite({
      siteDir: FIXTURE,
      production: true,
      locale: { name: 'fr', localize: false },
    });
    expect([all, fr, alone].map(sharesLocaleBundle)).toEqual([true, true, false]);
    // Its files are under the site's base URL in every locale.
    expect(fr.siteConfig.baseUrl).toBe('/fr/');
    expect(assetsBaseUrl(fr)).toBe('/');
    expect(assetsBaseUrl(alone)).toBe('/');
    expect(alone.siteConfig.baseUrl).toBe('/');
  });

  it("reads the site config and the route table from the page's locale data", async () => {
    const config = await readerExports(LOCALE_SITE_CONFIG_READER, {
      config: { baseUrl: '/fr/', title: 'Lanterne' },
      siteData: { hasHomePage: true },
    });
    expect(config.default).toEqual({ baseUrl: '/fr/', title: 'Lanterne' });
    expect(config.siteData).toEqual({ hasHomePage: true });
    const routes = await readerExports(LOCALE_ROUTES_READER, {
      sidebars: { guide: '/assets/sidebar-guide-abc.js' },
      bucketCount: 3,
      bundledPages: null,
    });
    expect(Object.keys(routes.sidebars as object)).toEqual(['guide']);
    expect(typeof (routes.sidebars as Record<string, unknown>).guide).toBe('function');
    expect(routes.bucketCount).toBe(3);
    expect(routes.bundledPages).toBeUndefined();
  });

  it('fails with a message that says what is missing when a page has no locale data', async () => {
    await expect(readerExports(LOCALE_SITE_CONFIG_READER, undefined)).rejects.toThrow(
      /locale data did not load \(__DOCS_LOCALE__\)/,
    );
  });

  it('gives the bundler each sidebar and the bundled pages as inputs of their own', () => {
    expect(localeInputs({ sidebarNames: ['guide', 'api/ref'], hasBundledPages: true })).toEqual({
      'sidebar-guide': 'virtual:docs/sidebar/guide',
      'sidebar-api_ref': 'virtual:docs/sidebar/api/ref',
      'bundled-pages': 'virtual:docs/bundled-pages',
    });
    // The plugins' global data is no input: it is in the locale's data file.
    expect(localeInputs({ sidebarNames: [], hasBundledPages: false })).toEqual({});
    // Each docs version's docs by id (useDocById): the locale's, whose titles are translated.
    expect(
      localeInputs({
        sidebarNames: [],
        hasBundledPages: false,
        versionDocs: ['default/current', 'community/1.0'],
      }),
    ).toEqual({
      'version-docs-default_current': 'virtual:docs/version-docs/default/current',
      'version-docs-community_1_0': 'virtual:docs/version-docs/community/1.0',
    });
  });

  it("loads the docs versions' docs by id from the locale's own modules, the primary first", async () => {
    const module = (value: unknown) =>
      `data:text/javascript,${encodeURIComponent(`export default ${JSON.stringify(value)};`)}`;
    const reader = await readerExports(LOCALE_VERSION_DOCS_READER, {
      versionDocs: {
        'default/current': module({ intro: { id: 'intro', title: 'Bien commencer' } }),
        'default/1.0': module({}),
      },
    });
    const loaders = reader.default as Record<string, () => Promise<{ default: unknown }>>;
    expect(Object.keys(loaders)).toEqual(['default/current', 'default/1.0']);
    expect((await loaders['default/current']!()).default).toEqual({
      intro: { id: 'intro', title: 'Bien commencer' },
    });
    // A page of an older build's data (none named): no versions, as a site without docs.
    expect((await readerExports(LOCALE_VERSION_DOCS_READER, {})).default).toEqual({});
  });

  it("reads the plugins' global data from the locale's data, without a top-level await", async () => {
    const own = await readerExports(LOCALE_GLOBAL_DATA_READER, {
      globalData: { 'locale-probe': { default: { baseUrl: '/fr/' } } },
      builtInGlobalData: {},
    });
    expect(own.default).toEqual({ 'locale-probe': { default: { baseUrl: '/fr/' } } });
    const builtIn = await readerExports(LOCALE_BUILTIN_GLOBAL_DATA_READER, {
      globalData: {},
      builtInGlobalData: { 'docusaurus-plugin-content-docs': { default: { path: '/fr/docs' } } },
    });
    expect(builtIn.default).toEqual({
      'docusaurus-plugin-content-docs': { default: { path: '/fr/docs' } },
    });
    // A module with a top-level await cannot be required by a CommonJS module (a theme's CommonJS
    // build requiring @docusaurus/useDocusaurusContext): the readers have none.
    for (const id of [LOCALE_GLOBAL_DATA_READER, LOCALE_BUILTIN_GLOBAL_DATA_READER])
      expect(localeReaderSource(id)).not.toMatch(/\bawait\b/);
    await expect(readerExports(LOCALE_GLOBAL_DATA_READER, undefined)).rejects.toThrow(
      /locale data did not load/,
    );
  });

  it("writes a locale's data: its config and the bundle files of its sidebars and pages", async () => {
    const fr = await loadSite({
      siteDir: FIXTURE,
      production: true,
      locale: { name: 'fr', localize: true },
    });
    const sidebar = Object.keys(sidebarsOf(fr))[0]!;
    const manifest: Manifest = {
      'virtual:docs/sidebar': {
        file: 'assets/sidebar-x-1.js',
        name: `sidebar-${sidebar}`,
        isEntry: true,
      },
      'virtual:docs/bundled-pages': {
        file: 'assets/bundled-pages-2.js',
        name: 'bundled-pages',
        isEntry: true,
      },
      'virtual:docs/version-docs/default/current': {
        file: 'assets/version-docs-default_current-5.js',
        name: 'version-docs-default_current',
        isEntry: true,
      },
    };
    const table = { bucketCount: 2, bundled: [{}] } as unknown as RouteTableFiles;
    const { file, code } = localeDataFile(fr, manifest, table);
    expect(file).toMatch(/^assets\/locale-[\w-]{8}\.js$/);
    const data = JSON.parse(
      code
        .slice(code.indexOf('=') + 1)
        .trim()
        .replace(/;$/, ''),
    );
    expect(data.config.baseUrl).toBe('/fr/');
    expect(data.config.i18n.currentLocale).toBe('fr');
    expect(data.config.i18n.translations['theme.TOCCollapsible.toggleButtonLabel']).toBe(
      'Sur cette page',
    );
    expect(data.sidebars).toEqual({ [sidebar]: '/assets/sidebar-x-1.js' });
    expect(data.bundledPages).toBe('/assets/bundled-pages-2.js');
    expect(data.bucketCount).toBe(2);
    // Its docs version's docs by id (useDocById), by version.
    expect(data.versionDocs).toEqual({
      'default/current': '/assets/version-docs-default_current-5.js',
    });
    // Its plugins' global data itself (the docs plugin's paths are the locale's).
    const docs = data.builtInGlobalData['docusaurus-plugin-content-docs'];
    expect(docs.default.path).toMatch(/^\/fr\//);
    expect(data.globalData['docusaurus-plugin-content-docs']).toBeUndefined();
  });

  it("moves a locale's bundle files into the site's assets folder, keeping the ones there", () => {
    const staging = tempDir();
    const site = tempDir();
    const made = join(staging, SHARED_ASSETS_DIR);
    mkdirSync(join(made, 'assets'), { recursive: true });
    mkdirSync(join(made, '.vite'), { recursive: true });
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(made, 'assets', 'entryClient-a.js'), 'same');
    writeFileSync(join(site, 'assets', 'entryClient-a.js'), 'same');
    writeFileSync(join(made, 'assets', 'sidebar-guide-b.js'), 'fr sidebar');
    writeFileSync(join(made, '.vite', 'manifest.json'), '{}');
    mergeSharedAssets(staging, site);
    expect(readFileSync(join(site, 'assets', 'sidebar-guide-b.js'), 'utf8')).toBe('fr sidebar');
    expect(readFileSync(join(site, 'assets', 'entryClient-a.js'), 'utf8')).toBe('same');
    expect(existsSync(join(site, '.vite'))).toBe(false);
    expect(existsSync(made)).toBe(false);
  });
});

describe("each locale's generated modules in the shared bundle", () => {
  it('takes an import of a generated module every locale wrote to its reader, nothing else', () => {
    const dir = join(tempDir(), '.cache/generated');
    for (const locale of ['en', 'fr']) {
      mkdirSync(join(dir, 'locales', locale, 'lantern-plugin/default'), { recursive: true });
      writeFileSync(join(dir, 'locales', locale, 'i18n.json'), '{}');
      writeFileSync(join(dir, 'locales', locale, 'lantern-plugin/default/lanterns.json'), '{}');
    }
    writeFileSync(join(dir, 'client-modules.js'), '');
    const of = (id: string) => localeGeneratedModule(id, dir, 'en');
    expect(of('@generated/i18n')).toBe('i18n.json');
    expect(of(join(dir, 'i18n.json'))).toBe('i18n.json');
    expect(of('@generated/lantern-plugin/default/lanterns.json')).toBe(
      'lantern-plugin/default/lanterns.json',
    );
    // A folder, a file no locale wrote, a locale's own file, a path out of the folder.
    expect(of('@generated/lantern-plugin')).toBeUndefined();
    expect(of('@generated/client-modules')).toBeUndefined();
    expect(of(join(dir, 'locales/fr/i18n.json'))).toBeUndefined();
    expect(of('@generated/../i18n.json')).toBeUndefined();
  });

  it("reads the page's locale's file in the browser, the selected locale's on the server", () => {
    const dir = join(tempDir(), '.cache/generated');
    mkdirSync(join(dir, 'locales/fr'), { recursive: true });
    writeFileSync(join(dir, 'locales/fr/i18n.json'), '{}');
    const client = generatedReaderSource('i18n.json', dir, ['en', 'fr'], false);
    // A locale's own file; one a locale did not write, the folder's.
    expect(client).toContain(
      `"fr": () => import(${JSON.stringify(join(dir, 'locales/fr/i18n.json'))})`,
    );
    expect(client).toContain(`"en": () => import(${JSON.stringify(join(dir, 'i18n.json'))})`);
    expect(client).toContain('files[data.config.i18n.currentLocale]');
    const server = generatedReaderSource('i18n.json', dir, ['en', 'fr'], true);
    expect(server).toContain('onLocaleData');
    expect(server).toContain('value = values[data.locale]');
  });
});
