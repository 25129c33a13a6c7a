// Every locale's modules in one client bundler run (issue 33). Each locale has its own site data,
// compiler and route table, and so its own docs plugin (plugins/index.ts); their modules keep apart
// in the one module graph by a tag on their ids (`virtual:docs/sidebar/guide?locale=fr`,
// `/site/docs/intro.md?locale=fr`), carried from a locale's inputs to what they import. What they
// share (the theme, React, the site's components, the readers of plugins/i18n/sharedBundle.ts) is
// untagged: one module, one chunk, for every locale. The default locale's modules are untagged too,
// so its chunks and manifest keys are those of its own run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, ManifestChunk } from 'vite';
import type { Plugin } from 'vite';
import {
  VIRTUAL_BUILTIN_GLOBAL_DATA,
  VIRTUAL_GLOBAL_DATA,
  VIRTUAL_ROUTES,
  VIRTUAL_SITE_CONFIG,
  VIRTUAL_THEME_CSS,
  VIRTUAL_CODE_HIGHLIGHT,
} from '../../src/shared/constants.js';
import { VIRTUAL_VERSION_DOCS } from '../../src/shared/versionDocs.js';
import { RESOLVED } from '../dev/reloadSite.js';
import { PACKAGE_ROOT } from '../paths.js';
import { VIRTUAL_THEME_PREFIX } from '../routes/virtualModules.js';
import { LOCALE_DATA_GLOBAL } from '../../src/shared/constants.js';
import {
  LOCALE_BUILTIN_GLOBAL_DATA_READER,
  LOCALE_GLOBAL_DATA_READER,
  LOCALE_ROUTES_READER,
  LOCALE_SITE_CONFIG_READER,
  LOCALE_VERSION_DOCS_READER,
} from './sharedBundle.js';

const TAG = /[?&]locale=([^&?]+)$/;

/** `id` tagged as a module of `locale`. */
export const tagId = (id: string, locale: string): string =>
  `${id}${id.includes('?') ? '&' : '?'}locale=${locale}`;

/** The locale `id` is tagged with, if any. */
export const localeOfId = (id: string): string | undefined => TAG.exec(id)?.[1];

/** `id` without its locale tag. */
export const untagId = (id: string): string => id.replace(TAG, '');

/** Modules that are the same in every locale, though a locale's docs plugin resolves them. */
const SHARED_RESOLVED = new Set([
  RESOLVED + VIRTUAL_THEME_CSS,
  RESOLVED + VIRTUAL_CODE_HIGHLIGHT,
  RESOLVED + LOCALE_SITE_CONFIG_READER,
  RESOLVED + LOCALE_ROUTES_READER,
  RESOLVED + LOCALE_GLOBAL_DATA_READER,
  RESOLVED + LOCALE_BUILTIN_GLOBAL_DATA_READER,
  RESOLVED + LOCALE_VERSION_DOCS_READER,
]);
const isShared = (resolved: string) =>
  SHARED_RESOLVED.has(resolved) || resolved.startsWith(RESOLVED + VIRTUAL_THEME_PREFIX);

export interface LocalePlugin {
  locale: string;
  /** The locale's docs plugin (plugins/index.ts), over its site data, compiler and route table. */
  plugin: Plugin;
  /** Whether a resolved file is one of the locale's pages (a doc, post or page its plugin compiles). */
  ownsFile(file: string): boolean;
}

/**
 * What the one server bundle imports as `virtual:docs/routes` and `virtual:docs/site-config`: the
 * route table and the config of the locale a pre-render worker renders. A worker loads the bundle
 * once and selects each locale in turn (src/client/localeScope.ts), so these hand on the selected
 * locale's as it changes (live bindings), never the locale that was selected when they loaded.
 */
export const LOCALE_SERVER_ROUTES = 'virtual:docs/locale-server-routes';
export const LOCALE_SERVER_SITE_CONFIG = 'virtual:docs/locale-server-site-config';
/** What it imports as `virtual:docs/global-data` and `-builtin`: the selected locale's. */
export const LOCALE_SERVER_GLOBAL_DATA = 'virtual:docs/locale-server-global-data';
export const LOCALE_SERVER_BUILTIN_GLOBAL_DATA = 'virtual:docs/locale-server-global-data-builtin';
/** What it imports as `virtual:docs/version-docs`: the selected locale's versions' loaders. */
export const LOCALE_SERVER_VERSION_DOCS = 'virtual:docs/locale-server-version-docs';

const LOCALE_SCOPE = JSON.stringify(join(PACKAGE_ROOT, 'src/client/localeScope.ts'));

/** The code of the server's route table reader, over every locale's route table. */
export function serverRoutesReaderSource(locales: string[]): string {
  return [
    `import { onLocaleData } from ${LOCALE_SCOPE};`,
    ...locales.map((l, i) => `import * as l${i} from ${JSON.stringify(tagId(VIRTUAL_ROUTES, l))};`),
    `const tables = { ${locales.map((l, i) => `${JSON.stringify(l)}: l${i}`).join(', ')} };`,
    'let sidebars, bucketCount, buckets, bundledPages;',
    'onLocaleData((data) => {',
    '  const table = tables[data.locale];',
    '  if (!table) throw new Error(`No route table for the locale "${data.locale}"`);',
    '  ({ sidebars, bucketCount, buckets, bundledPages } = table);',
    '});',
    'export { sidebars, bucketCount, buckets, bundledPages };',
    '',
  ].join('\n');
}

/** The code of the server's reader of `module`'s default export, over every locale's module. */
export function serverDefaultReaderSource(module: string, locales: string[]): string {
  return [
    `import { onLocaleData } from ${LOCALE_SCOPE};`,
    ...locales.map((l, i) => `import l${i} from ${JSON.stringify(tagId(module, l))};`),
    `const values = { ${locales.map((l, i) => `${JSON.stringify(l)}: l${i}`).join(', ')} };`,
    'let value;',
    'onLocaleData((data) => {',
    `  if (!Object.hasOwn(values, data.locale)) throw new Error(\`No ${module} for the locale "\${data.locale}"\`);`,
    '  value = values[data.locale];',
    '});',
    'export { value as default };',
    '',
  ].join('\n');
}

/** The code of the server's site config reader: the selected locale's config and site data. */
export function serverSiteConfigReaderSource(): string {
  return [
    `import { onLocaleData } from ${LOCALE_SCOPE};`,
    'let config, siteData;',
    'onLocaleData((data) => {',
    '  ({ config, siteData } = data);',
    '});',
    'export { config as default, siteData };',
    '',
  ].join('\n');
}

/**
 * The reader of a generated module (`@generated/i18n`, `@generated/globalData`, a createData file…)
 * in the bundle every locale shares: each locale's build wrote its own under
 * `<generated>/locales/<locale>/` (plugins/lifecycle/run.ts, createDataDir), and a module of the
 * site that imports it sees the one of the locale it renders, as in Docusaurus's build of that
 * locale. Its id: this prefix, the file's path under the generated files folder and `.js` (not
 * `.json`, which Vite's JSON plugin would take it for).
 */
export const LOCALE_GENERATED_READER = 'virtual:docs/locale-generated/';

/** The extensions an import of a generated module may leave out (`@generated/i18n`). */
const GENERATED_EXTENSIONS = ['', '.json', '.mjs', '.js'];

/**
 * The path under the generated files folder `dir` that an import `id` names, when every locale has
 * its own file of it (the default locale's is there); undefined for anything else.
 */
export function localeGeneratedModule(
  id: string,
  dir: string,
  defaultLocale: string,
): string | undefined {
  const bare = id.replace(/[?#].*$/, '');
  const rel = bare.startsWith('@generated/')
    ? bare.slice('@generated/'.length)
    : bare.startsWith(dir + '/')
      ? bare.slice(dir.length + 1)
      : undefined;
  if (!rel || rel.startsWith('locales/') || rel.split('/').includes('..')) return undefined;
  return GENERATED_EXTENSIONS.map((ext) => rel + ext).find((file) =>
    statSync(join(dir, 'locales', defaultLocale, file), { throwIfNoEntry: false })?.isFile(),
  );
}

/** A locale's file of a generated module: its own, else the folder's (a file it did not write). */
function localeGeneratedFile(dir: string, locale: string, rel: string): string {
  const own = join(dir, 'locales', locale, rel);
  return existsSync(own) ? own : join(dir, rel);
}

/**
 * The top-level keys of a generated JSON module over every locale's file (their union): the names
 * a module may import from it (`import { currentLocale } from '@generated/i18n.json'`), as
 * Docusaurus's webpack allows (with a warning that only the default export will be available).
 */
export function generatedExportNames(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const key of Object.keys(value)) if (key !== 'default') names.add(key);
  }
  return [...names];
}

/**
 * The code of a generated module's reader: in the browser, the page's locale's file, imported
 * before the modules that read it run (a top-level await); on the server, the selected locale's (a
 * live binding, as the other readers). A JSON module's top-level keys are named exports too.
 */
export function generatedReaderSource(
  rel: string,
  dir: string,
  locales: string[],
  server: boolean,
): string {
  const paths = locales.map((l) => localeGeneratedFile(dir, l, rel));
  const files = paths.map((f) => JSON.stringify(f));
  const names = rel.endsWith('.json') ? generatedExportNames(paths) : [];
  // Each name through a local binding of its own (`__k0`): a key need not be an identifier.
  const destructure = names.map((n, i) => `${JSON.stringify(n)}: __k${i}`).join(', ');
  const exported = names.map((n, i) => `__k${i} as ${JSON.stringify(n)}`);
  if (server)
    return [
      `import { onLocaleData } from ${LOCALE_SCOPE};`,
      ...files.map((f, i) => `import l${i} from ${f};`),
      `const values = { ${locales.map((l, i) => `${JSON.stringify(l)}: l${i}`).join(', ')} };`,
      `let value${names.map((_, i) => `, __k${i}`).join('')};`,
      'onLocaleData((data) => {',
      '  value = values[data.locale];',
      ...(names.length ? [`  ({ ${destructure} } = value ?? {});`] : []),
      '});',
      `export { ${['value as default', ...exported].join(', ')} };`,
      '',
    ].join('\n');
  return [
    `const data = globalThis[${JSON.stringify(LOCALE_DATA_GLOBAL)}];`,
    `if (!data) throw new Error("This page's locale data did not load (${LOCALE_DATA_GLOBAL}): reload the page.");`,
    'const files = {',
    ...locales.map((l, i) => `  ${JSON.stringify(l)}: () => import(${files[i]}),`),
    '};',
    'const load = files[data.config.i18n.currentLocale];',
    `if (!load) throw new Error(\`No @generated/${rel} for the locale "\${data.config.i18n.currentLocale}"\`);`,
    'const value = (await load()).default;',
    ...(names.length ? [`const { ${destructure} } = value ?? {};`] : []),
    `export { ${['value as default', ...exported].join(', ')} };`,
    '',
  ].join('\n');
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hookOf = (plugin: Plugin, name: 'resolveId' | 'load' | 'transform'): Hook => {
  const hook = plugin[name] as Hook | { handler: Hook } | undefined;
  if (!hook) return () => undefined;
  return typeof hook === 'function' ? hook : hook.handler;
};

/**
 * One plugin standing for every locale's docs plugin: a tagged id (or an id imported by a tagged
 * module) goes to its locale's plugin, the others to the default locale's.
 */
export function localesDocsPlugin(params: {
  defaultLocale: string;
  locales: LocalePlugin[];
  /**
   * The server bundle: the theme reads the site config and the route table of the locale being
   * rendered (every locale's modules tagged, the default's too); the client's read the page's.
   */
  server?: boolean;
  /** The site's generated files folder (`@generated/`), whose modules each locale has its own of. */
  generatedDir?: string;
}): Plugin {
  const byLocale = new Map(params.locales.map((l) => [l.locale, l]));
  const localeOf = (id: string | undefined) => {
    const tag = id && localeOfId(id);
    return tag ? byLocale.get(tag) : undefined;
  };
  const defaultPlugin = byLocale.get(params.defaultLocale)!.plugin;
  const serverReaders = new Map([
    [VIRTUAL_SITE_CONFIG, RESOLVED + LOCALE_SERVER_SITE_CONFIG],
    [VIRTUAL_ROUTES, RESOLVED + LOCALE_SERVER_ROUTES],
    [VIRTUAL_GLOBAL_DATA, RESOLVED + LOCALE_SERVER_GLOBAL_DATA],
    [VIRTUAL_BUILTIN_GLOBAL_DATA, RESOLVED + LOCALE_SERVER_BUILTIN_GLOBAL_DATA],
    [VIRTUAL_VERSION_DOCS, RESOLVED + LOCALE_SERVER_VERSION_DOCS],
  ]);
  const localeNames = params.locales.map((l) => l.locale);
  return {
    name: 'docs',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (params.server && !localeOf(importer) && serverReaders.has(id))
        return serverReaders.get(id);
      const generated =
        params.generatedDir && localeGeneratedModule(id, params.generatedDir, params.defaultLocale);
      if (generated) {
        const from = localeOf(importer);
        // A locale's own module (a page) imports its locale's file; a shared one, the reader.
        return from
          ? localeGeneratedFile(params.generatedDir!, from.locale, generated)
          : `${RESOLVED}${LOCALE_GENERATED_READER}${generated}.js`;
      }
      const own = localeOf(id);
      const from = localeOf(importer);
      const locale = own ?? from;
      if (!locale) return hookOf(defaultPlugin, 'resolveId').call(this, id, importer, options);
      const bare = untagId(id);
      const bareImporter = importer && untagId(importer);
      const resolved = await hookOf(locale.plugin, 'resolveId').call(
        this,
        bare,
        bareImporter,
        options,
      );
      if (typeof resolved === 'string')
        return isShared(resolved) ? resolved : tagId(resolved, locale.locale);
      // A file: the locale's pages are its own modules (compiled with its data), the rest shared.
      const file = await this.resolve(bare, bareImporter, { ...options, skipSelf: true });
      if (!file || file.external) return file;
      return locale.ownsFile(file.id) ? { ...file, id: tagId(file.id, locale.locale) } : file;
    },
    load(id) {
      if (id === RESOLVED + LOCALE_SERVER_ROUTES) return serverRoutesReaderSource(localeNames);
      if (id === RESOLVED + LOCALE_SERVER_GLOBAL_DATA)
        return serverDefaultReaderSource(VIRTUAL_GLOBAL_DATA, localeNames);
      if (id === RESOLVED + LOCALE_SERVER_BUILTIN_GLOBAL_DATA)
        return serverDefaultReaderSource(VIRTUAL_BUILTIN_GLOBAL_DATA, localeNames);
      if (id === RESOLVED + LOCALE_SERVER_VERSION_DOCS)
        return serverDefaultReaderSource(VIRTUAL_VERSION_DOCS, localeNames);
      if (id === RESOLVED + LOCALE_SERVER_SITE_CONFIG) return serverSiteConfigReaderSource();
      if (params.generatedDir && id.startsWith(RESOLVED + LOCALE_GENERATED_READER))
        return generatedReaderSource(
          id.slice(RESOLVED.length + LOCALE_GENERATED_READER.length, -'.js'.length),
          params.generatedDir,
          localeNames,
          params.server === true,
        );
      const locale = localeOf(id);
      if (!locale) return hookOf(defaultPlugin, 'load').call(this, id) as ReturnType<Hook>;
      return hookOf(locale.plugin, 'load').call(this, untagId(id)) as ReturnType<Hook>;
    },
    transform(code, id) {
      const locale = localeOf(id);
      if (!locale)
        return hookOf(defaultPlugin, 'transform').call(this, code, id) as ReturnType<Hook>;
      return hookOf(locale.plugin, 'transform').call(this, code, untagId(id)) as ReturnType<Hook>;
    },
  } as Plugin;
}

/**
 * The manifest of the one run as a locale's own run would have made it: the locale's tagged
 * entries under their untagged keys and input names (`inputNames`: the run's input name → the
 * locale's), the shared entries as they are, other locales' entries left out.
 */
export function localeManifest(
  manifest: Manifest,
  locale: string,
  inputNames: Map<string, { locale: string; name: string }>,
): Manifest {
  const keyOf = (key: string) => (localeOfId(key) === locale ? untagId(key) : key);
  const foreign = (key: string) => {
    const tag = localeOfId(key);
    return tag !== undefined && tag !== locale;
  };
  const view: Manifest = {};
  const tagged: [string, ManifestChunk][] = [];
  for (const [key, entry] of Object.entries(manifest)) {
    if (foreign(key)) continue;
    const input = entry.isEntry && entry.name ? inputNames.get(entry.name) : undefined;
    if (input && input.locale !== locale) continue;
    const chunk: ManifestChunk = {
      ...entry,
      ...(entry.src ? { src: keyOf(entry.src) } : {}),
      ...(input ? { name: input.name } : {}),
      ...(entry.imports ? { imports: entry.imports.filter((k) => !foreign(k)).map(keyOf) } : {}),
      ...(entry.dynamicImports
        ? { dynamicImports: entry.dynamicImports.filter((k) => !foreign(k)).map(keyOf) }
        : {}),
    };
    // The locale's own entries win over the default locale's of the same (untagged) key.
    if (localeOfId(key) === locale) tagged.push([keyOf(key), chunk]);
    else view[key] = chunk;
  }
  for (const [key, chunk] of tagged) view[key] = chunk;
  return view;
}
