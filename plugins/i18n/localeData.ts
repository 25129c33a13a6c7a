// A locale's data file (plugins/i18n/sharedBundle.ts): the site config and the plugins' global data
// as this locale's pages see them, and the file names of its sidebars and bundled pages in the
// shared client bundle.
// Each page of the locale loads it before the bundle; the bundle's readers take it from the global
// it sets.
import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';
import { toClientConfig, type SiteData } from '../loadSite.js';
import { clientSiteData, globalDataOf, type RouteTableFiles } from '../routes/virtualModules.js';
import { LOCALE_DATA_GLOBAL, VIRTUAL_SIDEBAR_PREFIX } from '../../src/shared/constants.js';
import { VIRTUAL_VERSION_DOCS_PREFIX } from '../../src/shared/versionDocs.js';
import { assetsBaseUrl, localeInputsOf, versionDocsInputName } from './sharedBundle.js';
import { sidebarsOf } from '../builtins/docsViews.js';

/** The data file's path in the locale's output folder, and its code. */
export function localeDataFile(
  site: SiteData,
  manifest: Manifest,
  table: RouteTableFiles,
): { file: string; code: string } {
  const base = assetsBaseUrl(site);
  const fileOf = (input: string): string | undefined => {
    const entry = Object.values(manifest).find((e) => e.isEntry && e.name === input);
    return entry && base + entry.file;
  };
  const inputs = localeInputsOf(site, table.bundled.length > 0);
  const sidebars: Record<string, string> = {};
  for (const name of Object.keys(sidebarsOf(site))) {
    const key = Object.keys(inputs).find((k) => inputs[k] === VIRTUAL_SIDEBAR_PREFIX + name);
    const file = key && fileOf(key);
    if (file) sidebars[name] = file;
  }
  // Each version's docs by id (useDocById), by key, in the locale's order.
  const versionDocs: Record<string, string> = {};
  for (const [name, id] of Object.entries(inputs)) {
    if (!id.startsWith(VIRTUAL_VERSION_DOCS_PREFIX)) continue;
    const key = id.slice(VIRTUAL_VERSION_DOCS_PREFIX.length);
    const file = name === versionDocsInputName(key) ? fileOf(name) : undefined;
    if (file) versionDocs[key] = file;
  }
  const data = {
    config: toClientConfig(site.siteConfig),
    siteData: clientSiteData(site),
    // The plugins' global data itself, read by the bundle without waiting (sharedBundle.ts).
    globalData: globalDataOf(site, false),
    builtInGlobalData: globalDataOf(site, true),
    sidebars,
    bucketCount: table.bucketCount,
    bundledPages: (inputs['bundled-pages'] && fileOf('bundled-pages')) ?? null,
    versionDocs,
  };
  const code = `self[${JSON.stringify(LOCALE_DATA_GLOBAL)}] = ${JSON.stringify(data)};\n`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { file: `assets/locale-${hash}.js`, code };
}

/**
 * The chunk files of the locale's generated modules (`@generated/i18n.json`…) that the chunks a
 * page loads up front (`pageChunks`: their manifest keys) import dynamically: the reader of such a
 * module (plugins/i18n/localesPlugin.ts) imports the page's locale's file before anything renders,
 * so the page preloads it as it preloads the locale's global data. `generatedKey` is the manifest
 * key of the locale's generated files folder (`.cache/generated/locales/fr/`); each file comes
 * with the chunks it imports that the page does not load already.
 */
export function localeGeneratedPreloads(
  manifest: Manifest,
  pageChunks: Iterable<string>,
  generatedKey: string,
): string[] {
  const seen = new Set(pageChunks);
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    files.push(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of [...seen])
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (imported.startsWith(generatedKey)) visit(imported);
  return files;
}
