// The modules Docusaurus generates that plugins' client code imports (`@generated/…`): the config
// (its serializable values), the global data, i18n, code translations and site metadata, written
// into the generated files folder once the plugins have run: each locale's of a site of several
// under `locales/<locale>/` there as well (plugins/lifecycle/run.ts, createDataDir), which the
// client bundle the locales share reads by the locale of the page (plugins/i18n/localesPlugin.ts).
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { docusaurusVersionOf } from '../config/docusaurus/docusaurusVersion.js';
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
 * scripts (a postbuild step, a test, a CI check) read through fs after a build: its data files as
 * Docusaurus writes them (2-space JSON, no final newline), at the point it does (once the plugins'
 * contentLoaded has run, before bundling): `globalData.json`, `i18n.json`, `codeTranslations.json`,
 * `site-metadata.json`, `site-storage.json` and the config, `docusaurus.config.mjs` (its top-level
 * defaults filled in as Docusaurus's validation fills them; `themeConfig` as the site gives it,
 * without the theme's defaults). A build of several locales leaves the last locale's there, as
 * Docusaurus's builds them one after the other. Its code (`routes.js`, `registry.js`,
 * `client-modules.js`) and `routesChunkNames.json` name webpack chunks: not written.
 */
export const DOCUSAURUS_FOLDER = '.docusaurus';

/** The global data in Docusaurus's plugin order: the preset's plugins before the site's own. */
function docusaurusGlobalData(result: LifecycleResult): string {
  const builtIn = new Set(result.plugins.filter((p) => p.builtIn).map((p) => p.name));
  const names = Object.keys(result.globalData);
  const ordered = [...names.filter((n) => builtIn.has(n)), ...names.filter((n) => !builtIn.has(n))];
  return JSON.stringify(Object.fromEntries(ordered.map((n) => [n, result.globalData[n]])), null, 2);
}

/** Docusaurus 3.8.1's top-level config defaults (its `DEFAULT_CONFIG`), for keys a config lacks. */
const CONFIG_DEFAULTS: Record<string, unknown> = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  customFields: {},
  themeConfig: {},
  titleDelimiter: '|',
  noIndex: false,
  tagline: '',
  baseUrlIssueBanner: true,
  staticDirectories: ['static'],
  markdown: {
    format: 'mdx',
    mermaid: false,
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    anchors: { maintainCase: false },
  },
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** `.docusaurus/site-metadata.json`: Docusaurus's version, the site's, each plugin's. */
function siteMetadataOf(result: LifecycleResult, docusaurusVersion: string): unknown {
  const { siteDir, siteVersion, siteConfig } = result.context;
  const versions: Record<string, unknown> = {};
  const official = (name: string) => ({
    type: 'package',
    name: `@docusaurus/${name.replace(/^docusaurus-/, '')}`,
    version: docusaurusVersion,
  });
  const presets = (siteConfig.presets ?? []) as unknown[];
  const classic = presets.some((p) =>
    /^(classic|@docusaurus\/preset-classic)$/.test(String(Array.isArray(p) ? p[0] : p)),
  );
  let preset = true;
  for (const p of result.plugins) {
    // After the preset's plugins, its SVGR plugin and theme (this generator stands in for them).
    if (preset && !p.builtIn && classic)
      for (const name of ['docusaurus-plugin-svgr', 'docusaurus-theme-classic'])
        versions[name] ??= official(name);
    preset &&= p.builtIn === true;
    if (p.name in versions) continue;
    // The classic preset's plugins this generator stands in for, as their packages.
    versions[p.name] = p.builtIn ? official(p.name) : pluginVersion(p.path, siteDir);
  }
  if (preset && classic)
    for (const name of ['docusaurus-plugin-svgr', 'docusaurus-theme-classic'])
      versions[name] ??= official(name);
  return { docusaurusVersion, ...(siteVersion ? { siteVersion } : {}), pluginVersions: versions };
}

/**
 * A plugin's version as Docusaurus's `loadPluginVersion` gives it: the nearest package.json above
 * its module's folder names it (`project` when that is the site's), else `local`.
 */
function pluginVersion(path: string, siteDir: string): unknown {
  let dir = dirname(path);
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && statSync(file).isFile()) {
      if (dir === siteDir) return { type: 'project' };
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        return { type: 'package', name: pkg.name, version: pkg.version };
      } catch {
        return { type: 'local' };
      }
    }
    const up = dirname(dir);
    if (up === dir) return { type: 'local' };
    dir = up;
  }
}

/** Docusaurus's data files of `.docusaurus/` (DOCUSAURUS_FOLDER), by name. */
function docusaurusFolderFiles(result: LifecycleResult): Record<string, string> {
  const { context } = result;
  const { defaultLocale, locales, path, currentLocale, localeConfigs } = context.i18n;
  const version = docusaurusVersionOf(context.siteDir);
  const docusaurusVersion = version
    ? `${version.major}.${version.minor}.${version.patch}`
    : '3.8.1';
  const config = { ...context.siteConfig };
  for (const [key, value] of Object.entries(CONFIG_DEFAULTS))
    if (!(key in config)) config[key] = value;
  return {
    'DONT-EDIT-THIS-FOLDER': `This folder stores temp files that Docusaurus' client bundler accesses.

DO NOT hand-modify files in this folder because they will be overwritten in the
next build. You can clear all build artifacts (including this folder) with the
\`docusaurus clear\` command.
`,
    'globalData.json': docusaurusGlobalData(result),
    'i18n.json': json({ defaultLocale, locales, path, currentLocale, localeConfigs }),
    'codeTranslations.json': json(context.codeTranslations),
    'site-metadata.json': json(siteMetadataOf(result, docusaurusVersion)),
    'site-storage.json': json(context.siteStorage),
    'docusaurus.config.mjs': `/*
 * AUTOGENERATED - DON'T EDIT
 * Your edits in this file will be overwritten in the next build!
 * Modify the docusaurus.config.js file at your site's root instead.
 */
export default ${JSON.stringify(config, null, 2)};
`,
  };
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
    for (const [name, text] of Object.entries(docusaurusFolderFiles(result)))
      writeIfChanged(join(folder, name), text);
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
    fast && file.startsWith(prefix) && isNormalized(file)
      ? file.slice(prefix.length)
      : relative(siteDir, file);
}

/** A POSIX path with a `//`, `.` or `..` part, or a trailing `/` (which `relative` drops). */
const NOT_NORMAL = /\/\/|\/\.\.?(?:\/|$)|\/$/;

/**
 * Whether `file`'s path from the site is the rest of it: `normalize(file) === file` and, on POSIX,
 * no trailing `/`, without `normalize` building a copy of each path (a thousand docs, twice in a
 * rebuild: issue 37).
 */
function isNormalized(file: string): boolean {
  return sep === '/' ? !NOT_NORMAL.test(file) : normalize(file) === file;
}
