// The modules Docusaurus generates that plugins' client code imports (`@generated/…`): the config
// (its serializable values), the global data, i18n, code translations and site metadata, written
// into the generated files folder once the plugins have run: each locale's of a site of several
// under `locales/<locale>/` there as well (plugins/lifecycle/run.ts, createDataDir), which the
// client bundle the locales share reads by the locale of the page (plugins/i18n/localesPlugin.ts).
import { mkdirSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { writeGeneratedFile, writeIfChanged, type LifecycleResult } from './run.js';

/**
 * The generated modules Docusaurus writes for each build (each locale), by their names under
 * `@generated/`: what a site's code imports of them is the locale's it renders.
 */
export const GENERATED_MODULES = [
  'docusaurus.config.mjs',
  'globalData.json',
  'i18n.json',
  'codeTranslations.json',
  'site-metadata.json',
  'routes.js',
  'registry.js',
] as const;

/** JSON of a value with its functions, symbols and undefined values left out (as Docusaurus does). */
const serializable = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'function' || typeof v === 'symbol' ? undefined : v,
  );

/**
 * Docusaurus's own folder of generated files, `<siteDir>/.docusaurus/`, which a site's Node
 * scripts (a postbuild step, a test, a CI check) read through fs after a build: of its files,
 * `globalData.json`, as Docusaurus writes it (2-space JSON, no final newline), at the point it
 * does (once the plugins' contentLoaded has run, before bundling); a build of several locales
 * leaves the last locale's there, as Docusaurus's builds them one after the other. Its other
 * files are not written there yet: ours differ from Docusaurus's in content (the config without
 * its defaults, i18n's localeConfigs, the theme's code translations, plugin versions).
 */
export const DOCUSAURUS_FOLDER = '.docusaurus';

/** The global data in Docusaurus's plugin order: the preset's plugins before the site's own. */
function docusaurusGlobalData(result: LifecycleResult): string {
  const builtIn = new Set(result.plugins.filter((p) => p.builtIn).map((p) => p.name));
  const names = Object.keys(result.globalData);
  const ordered = [...names.filter((n) => builtIn.has(n)), ...names.filter((n) => !builtIn.has(n))];
  return JSON.stringify(Object.fromEntries(ordered.map((n) => [n, result.globalData[n]])), null, 2);
}

export function writeGeneratedFiles(
  result: LifecycleResult,
  /** A Docusaurus site: its `.docusaurus/` gets Docusaurus's files too (DOCUSAURUS_FOLDER). */
  docusaurusSite = false,
): void {
  const { context } = result;
  if (docusaurusSite) {
    const folder = join(context.siteDir, DOCUSAURUS_FOLDER);
    mkdirSync(folder, { recursive: true });
    writeIfChanged(join(folder, 'globalData.json'), docusaurusGlobalData(result));
  }
  const files: Record<string, string> = {
    'docusaurus.config.mjs': `export default ${serializable(context.siteConfig)};\n`,
    'globalData.json': JSON.stringify(result.globalData),
    'i18n.json': JSON.stringify(context.i18n),
    'codeTranslations.json': JSON.stringify(context.codeTranslations),
    'site-metadata.json': JSON.stringify({
      docusaurusVersion: '3.8.1',
      pluginVersions: Object.fromEntries(
        result.plugins.map((p) => [`${p.name}-${p.id}`, { type: 'local' }]),
      ),
    }),
  };
  for (const [name, text] of Object.entries(files)) writeGeneratedFile(context, name, text);
}

/**
 * `@generated/routes` and `@generated/registry` once every route is known (docs, blog, pages and
 * the plugins'): what @docusaurus/plugin-debug's Routes and Registry pages list. The routes are
 * this generator's, one flat exact route per page (Docusaurus nests a docs instance's pages under
 * one layout route); the registry names each route's module by its path in the site, as Vite
 * bundles it (Docusaurus's chunk loaders have no equivalent here).
 */
export function writeGeneratedRoutes(
  result: LifecycleResult,
  routes: { path: string; module: string }[],
): void {
  const { context } = result;
  const base = context.baseUrl.replace(/\/$/, '');
  const list = routes.map((r) => ({ path: base + r.path, exact: true }));
  const registry: Record<string, [null, string, string]> = {};
  const inSiteOf = sitePathOf(context.siteDir);
  for (const r of routes) {
    const inSite = isAbsolute(r.module) ? inSiteOf(r.module) : undefined;
    const shown = inSite && !inSite.startsWith('..') ? inSite.split(sep).join('/') : r.module;
    registry[`${r.path}-${r.module}`] = [null, inSite ? `@site/${shown}` : shown, shown];
  }
  writeGeneratedFile(context, 'routes.js', `export default ${JSON.stringify(list)};\n`);
  writeGeneratedFile(context, 'registry.js', `export default ${JSON.stringify(registry)};\n`);
}

/**
 * `relative(siteDir, file)` for absolute paths: a file under the site folder, both paths already
 * normalized, is the rest of its path (as listTreeRelative names files), without `relative`'s
 * resolving of both paths (a thousand routes: issue 37); any other path goes to `relative`.
 */
export function sitePathOf(siteDir: string): (file: string) => string {
  const prefix = siteDir.endsWith(sep) ? siteDir : siteDir + sep;
  const fast = isAbsolute(siteDir) && normalize(siteDir) === siteDir;
  return (file) =>
    fast && file.startsWith(prefix) && normalize(file) === file
      ? file.slice(prefix.length)
      : relative(siteDir, file);
}
