// One client bundle for every locale of a site (issue 33). The theme and the client shell read
// what differs between locales (the site config with its translated strings and base URL, the
// route table's sidebars and bundled pages) from a small data file each page loads before the
// bundle (plugins/i18n/localeData.ts), not from modules of the bundle: so the bundle's code is the
// same in every locale, its files have the same names, and every locale's pages load them from
// one URL under the site's base URL. The per-locale modules (sidebars, bundled pages) are inputs
// of their own, whose file names the data file gives. The plugins' global data, which holds the
// locale's paths, is in the data file itself, read without waiting: a top-level await in its
// readers made every module above them asynchronous, and a CommonJS module may not `require()`
// such a module (a theme's CommonJS build requiring `@docusaurus/useDocusaurusContext`).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  LOCALE_DATA_GLOBAL,
  VIRTUAL_BUILTIN_GLOBAL_DATA,
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_GLOBAL_DATA,
  VIRTUAL_ROUTES,
  VIRTUAL_SIDEBAR_PREFIX,
  VIRTUAL_SITE_CONFIG,
} from '../../src/shared/constants.js';
import { VIRTUAL_VERSION_DOCS, VIRTUAL_VERSION_DOCS_PREFIX } from '../../src/shared/versionDocs.js';
import { docSetsOf, sidebarsOf } from '../builtins/docsViews.js';
import { versionDocsKeyOf } from '../docs/versionDocs.js';
import type { SiteData } from '../loadSite.js';
import { siteFeatures } from '../siteFeatures.js';
import type { LocaleContext } from './localeContext.js';

/** What the client bundle imports as `virtual:docs/site-config` when locales share it. */
export const LOCALE_SITE_CONFIG_READER = 'virtual:docs/locale-site-config';
/** What the client bundle imports as `virtual:docs/routes` when locales share it. */
export const LOCALE_ROUTES_READER = 'virtual:docs/locale-routes';

/** What the client bundle imports as `virtual:docs/global-data` when locales share it. */
export const LOCALE_GLOBAL_DATA_READER = 'virtual:docs/locale-global-data';
/** What the client bundle imports as `virtual:docs/global-data-builtin` when locales share it. */
export const LOCALE_BUILTIN_GLOBAL_DATA_READER = 'virtual:docs/locale-global-data-builtin';
/**
 * What the client bundle imports as `virtual:docs/version-docs` (the docs versions' loaders, for
 * `useDocById`) when locales share it: each version's docs by id are the locale's (their titles are
 * translated), a module of the locale's whose file the data file names.
 */
export const LOCALE_VERSION_DOCS_READER = 'virtual:docs/locale-version-docs';

/** The reader the shared client bundle gets for `id` (undefined: the module itself). */
export function sharedClientReaderOf(id: string): string | undefined {
  if (id === VIRTUAL_SITE_CONFIG) return LOCALE_SITE_CONFIG_READER;
  if (id === VIRTUAL_ROUTES) return LOCALE_ROUTES_READER;
  if (id === VIRTUAL_GLOBAL_DATA) return LOCALE_GLOBAL_DATA_READER;
  if (id === VIRTUAL_BUILTIN_GLOBAL_DATA) return LOCALE_BUILTIN_GLOBAL_DATA_READER;
  if (id === VIRTUAL_VERSION_DOCS) return LOCALE_VERSION_DOCS_READER;
  return undefined;
}

/** Whether a site's locale is built with the others, into one client bundle. */
export const sharesLocaleBundle = (site: { locale?: LocaleContext }): boolean =>
  site.locale?.sharedBundle === true;

/** The base URL of the client bundle's files: the site's when locales share it. */
export function assetsBaseUrl(site: {
  locale?: LocaleContext;
  siteConfig: { baseUrl: string };
}): string {
  return sharesLocaleBundle(site) ? site.locale!.siteBaseUrl : site.siteConfig.baseUrl;
}

const READ_DATA = [
  `const data = globalThis[${JSON.stringify(LOCALE_DATA_GLOBAL)}];`,
  // A page without its data file (an old page of a cache, a file copied alone) cannot render.
  `if (!data) throw new Error("This page's locale data did not load (${LOCALE_DATA_GLOBAL}): reload the page.");`,
];

/** The code of a reader module. */
export function localeReaderSource(id: string): string | undefined {
  if (id === LOCALE_SITE_CONFIG_READER)
    return [
      ...READ_DATA,
      'export default data.config;',
      'export const siteData = data.siteData;',
      '',
    ].join('\n');
  if (id === LOCALE_ROUTES_READER)
    return [
      ...READ_DATA,
      'const load = (url) => () => import(/* @vite-ignore */ url);',
      'export const sidebars = Object.fromEntries(',
      '  Object.entries(data.sidebars).map(([name, url]) => [name, load(url)]),',
      ');',
      'export const bucketCount = data.bucketCount;',
      'export const buckets = undefined;',
      'export const bundledPages = data.bundledPages ? load(data.bundledPages) : undefined;',
      '',
    ].join('\n');
  // The locale's global data, in its data file: no top-level await (see the top of this file).
  if (id === LOCALE_GLOBAL_DATA_READER)
    return [...READ_DATA, 'export default data.globalData;', ''].join('\n');
  if (id === LOCALE_BUILTIN_GLOBAL_DATA_READER)
    return [...READ_DATA, 'export default data.builtInGlobalData;', ''].join('\n');
  // A loader per version, in the locale's order (the primary version first), as the module's.
  if (id === LOCALE_VERSION_DOCS_READER)
    return [
      ...READ_DATA,
      'const load = (url) => () => import(/* @vite-ignore */ url);',
      'export default Object.fromEntries(',
      '  Object.entries(data.versionDocs ?? {}).map(([key, url]) => [key, load(url)]),',
      ');',
      '',
    ].join('\n');
  return undefined;
}

/**
 * The bundler's inputs besides the client entry: the locale's sidebars, bundled pages and docs
 * versions' docs by id (`versionDocs`: their keys, `<plugin>/<version>`).
 */
export function localeInputs(params: {
  sidebarNames: string[];
  hasBundledPages: boolean;
  versionDocs?: string[];
}): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const name of params.sidebarNames)
    inputs[`sidebar-${name.replace(/[^\w-]/g, '_')}`] = VIRTUAL_SIDEBAR_PREFIX + name;
  if (params.hasBundledPages) inputs['bundled-pages'] = VIRTUAL_BUNDLED_PAGES;
  for (const key of params.versionDocs ?? [])
    inputs[versionDocsInputName(key)] = VIRTUAL_VERSION_DOCS_PREFIX + key;
  return inputs;
}

/** The input name of a version's docs (`version-docs-default_current`). */
export const versionDocsInputName = (key: string): string =>
  `version-docs-${key.replace(/[^\w-]/g, '_')}`;

/** A locale's inputs (`localeInputs`) from its site data. */
export function localeInputsOf(site: SiteData, hasBundledPages: boolean): Record<string, string> {
  return localeInputs({
    sidebarNames: Object.keys(sidebarsOf(site)),
    hasBundledPages,
    // Only for a site whose components may read them (plugins/siteFeatures.ts).
    versionDocs: siteFeatures(site).versionDocs ? docSetsOf(site).map(versionDocsKeyOf) : [],
  });
}

/**
 * Where another locale's build makes its part of the client bundle, in its staging folder: its
 * files go to the default locale's `assets/` when the output is put in place (`mergeSharedAssets`).
 */
export const SHARED_ASSETS_DIR = '.shared-bundle';

/**
 * Moves a locale's client bundle files (`<staging>/.shared-bundle/assets/`) into the site's
 * assets folder, then drops the rest of that folder (the bundler's manifest). A file already there
 * has the same content: its name is its content's hash.
 */
export function mergeSharedAssets(localeStaging: string, siteOutput: string): void {
  const from = join(localeStaging, SHARED_ASSETS_DIR);
  if (!existsSync(from)) return;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      const rel = relative(from, file);
      if (rel.startsWith('.vite')) continue;
      if (entry.isDirectory()) visit(file);
      else {
        const target = join(siteOutput, rel);
        if (existsSync(target)) continue;
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    }
  };
  visit(from);
  rmSync(from, { recursive: true, force: true });
}
