// What the plugins give the later stages, read from their instances once the lifecycle has run:
// HTML tags for every page, client modules, theme folders, paths to watch, PostCSS options,
// the parts of `configureWebpack` that mean something to Vite, and `postBuild`.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { callPlugin } from './errors.js';
import { tryResolve } from './loadModule.js';
import type { LifecycleResult, LoadedPlugin } from './run.js';
import type { HtmlTagObject, HtmlTags, PostCssOptions } from './types.js';
import type { IdealImageSetup } from '../idealImage/vitePlugin.js';
import { IDEAL_IMAGE_PLUGIN, WEBPACK_FALLBACKS } from './webpackFallbacks.js';
import {
  copyPatternOf,
  copyPluginPatterns,
  type CopyPattern,
  type PluginCopies,
} from './webpackCopy.js';
import { mapExternals, type ExternalModules } from './webpackExternals.js';
import { moduleReplacementOf, type ModuleReplacement } from './moduleReplacement.js';
import {
  fileLoaderName,
  unsupportedOption,
  type FileLoaderRule,
  type FileLoaderUse,
} from '../webpackFileLoaders.js';
import { contentForThreads, mdxRulesOf, type PluginMdxRule } from './mdxLoaderRules.js';

/** Elements that have no closing tag (html-tags/void). */
const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`,
  );

/** One tag as Docusaurus writes it: attributes in order, `true` bare, `false` left out. */
export function htmlTagToString(tag: HtmlTagObject): string {
  if (typeof tag !== 'object' || tag === null || typeof tag.tagName !== 'string')
    throw new Error(`${JSON.stringify(tag)} is not an HTML tag object: "tagName" must be a string`);
  if (!/^[a-z][a-z0-9-]*$/i.test(tag.tagName))
    throw new Error(`"${tag.tagName}" is not a valid HTML tag name`);
  const attrs = Object.entries(tag.attributes ?? {}).flatMap(([k, v]) =>
    typeof v === 'boolean'
      ? v
        ? [k]
        : []
      : v === undefined
        ? []
        : [`${k}="${escapeAttr(String(v))}"`],
  );
  const open = `<${[tag.tagName, ...attrs].join(' ')}>`;
  return VOID.has(tag.tagName) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

function tagsToString(tags: HtmlTags | undefined): string {
  if (!tags) return '';
  return (Array.isArray(tags) ? tags : [tags])
    .filter(Boolean)
    .map((t) => (typeof t === 'string' ? t : htmlTagToString(t)))
    .join('\n');
}

export interface PluginHtmlTags {
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

/** Every plugin's `injectHtmlTags`, joined per place in plugin order. */
export async function collectHtmlTags(result: LifecycleResult): Promise<PluginHtmlTags> {
  const each = await Promise.all(
    result.plugins.map((p) =>
      callPlugin(p, 'injectHtmlTags', () => {
        const tags = p.instance.injectHtmlTags?.({ content: p.content }) ?? {};
        return {
          headTags: tagsToString(tags.headTags),
          preBodyTags: tagsToString(tags.preBodyTags),
          postBodyTags: tagsToString(tags.postBodyTags),
        };
      }),
    ),
  );
  const join = (k: keyof PluginHtmlTags) =>
    each
      .map((t) => t[k])
      .join('\n')
      .trim();
  return {
    headTags: join('headTags'),
    preBodyTags: join('preBodyTags'),
    postBodyTags: join('postBodyTags'),
  };
}

/** A path a plugin gives relative to its own folder, absolute. */
const fromPlugin = (p: LoadedPlugin, file: string) =>
  isAbsolute(file) ? file : resolve(p.path, file);

/** Every plugin's `getClientModules`, absolute, in plugin order. */
export async function collectClientModules(result: LifecycleResult): Promise<string[]> {
  const out: string[] = [];
  for (const p of result.plugins) {
    const modules = await callPlugin(
      p,
      'getClientModules',
      () => p.instance.getClientModules?.() ?? [],
    );
    // A path is the plugin's; a package (`some-package/client`) is resolved from the plugin.
    for (const m of modules)
      out.push(
        m.startsWith('.') || isAbsolute(m) ? fromPlugin(p, m) : (tryResolve(m, p.entryPath) ?? m),
      );
  }
  return out;
}

/**
 * Theme folders in the order `@theme/` looks in them: the later plugin first, as Docusaurus
 * aliases a later theme over an earlier one. TypeScript theme paths are for swizzling only.
 */
export async function collectThemePaths(
  result: LifecycleResult,
): Promise<{ name: string; dir: string }[]> {
  const paths: { name: string; dir: string }[] = [];
  for (const p of result.plugins) {
    const dir = await callPlugin(p, 'getThemePath', () => p.instance.getThemePath?.());
    if (typeof dir === 'string') paths.push({ name: p.instance.name, dir: fromPlugin(p, dir) });
  }
  // In the plugins' order: the theme resolver puts a later plugin's above an earlier one's.
  return paths;
}

/** Every plugin's `getPathsToWatch` (globs or files): the dev server reloads the site on them. */
export async function collectPathsToWatch(result: LifecycleResult): Promise<string[]> {
  const out: string[] = [];
  for (const p of result.plugins)
    out.push(
      ...(await callPlugin(p, 'getPathsToWatch', () => p.instance.getPathsToWatch?.() ?? [])),
    );
  return out;
}

/** PostCSS options after every plugin's `configurePostCss` (Vite's `css.postcss`). */
export async function collectPostCss(result: LifecycleResult): Promise<PostCssOptions | undefined> {
  let options: PostCssOptions = { plugins: [] };
  let touched = false;
  for (const p of result.plugins) {
    const configure = p.instance.configurePostCss;
    if (!configure) continue;
    touched = true;
    options = (await callPlugin(p, 'configurePostCss', () => configure(options))) ?? options;
  }
  return touched ? options : undefined;
}

/** What `configureWebpack` results mean for Vite, and the keys that mean nothing there. */
export interface WebpackMapping {
  /**
   * `resolve.alias` as webpack reads it, in order: a key ending in `$` is that request only, any
   * other is the request and its subpaths (`react` → a folder serves `react/jsx-runtime` too).
   */
  alias: Record<string, string>;
  /**
   * `resolve.fallback` (a plugin's own, and node-polyfill-webpack-plugin's): a request → the
   * installed file webpack uses when the request resolves to nothing else, in the client bundle
   * only (Node's built-ins in browser code: `zlib` → browserify-zlib): webpackFallback.ts.
   */
  fallback: Record<string, string>;
  /** The client bundle's `define`s (DefinePlugin, EnvironmentPlugin of the `isServer: false` call). */
  define: Record<string, string>;
  /**
   * The server bundle's `define`s, from the `isServer: true` call, as webpack applies each
   * config's DefinePlugin to its own bundle (`process.env.IS_SERVER` true there, false in the
   * client's); in the dev server, its server render's.
   */
  serverDefine: Record<string, string>;
  /**
   * ProvidePlugin's free variables → the module (or `[module, export]`) that gives them, as
   * rolldown's `transform.inject` takes them: an import in each client module that uses one.
   */
  inject: Record<string, string | [string, string]>;
  /** plugin-ideal-image with the site's sharp: its responsive images (plugins/idealImage/). */
  idealImage?: IdealImageSetup;
  /** The copy plugins' patterns (CopyPlugin, CopyRspackPlugin), per plugin: webpackCopy.ts. */
  copies: PluginCopies[];
  /**
   * NormalModuleReplacementPlugin's replacements of the client config (moduleReplacement.ts),
   * in the client bundle and the dev server's browser modules.
   */
  replacements: ModuleReplacement[];
  /** Those of the server config (`isServer: true`), in the server bundle and the dev render. */
  serverReplacements: ModuleReplacement[];
  /** `externals` as modules of the client bundle that give a global: webpackExternals.ts. */
  externals: ExternalModules;
  /**
   * The server bundle's `externals`, from `configureWebpack` called with `isServer: true` as
   * Docusaurus's server config calls it (webpackExternals.ts).
   */
  serverExternals: ExternalModules;
  /**
   * The `@docusaurus/mdx-loader` rules of `module.rules`: the Markdown of their folders compiles
   * with their remark/rehype plugins and admonitions (mdxLoaderRules.ts).
   */
  mdxRules: PluginMdxRule[];
  /**
   * `module.rules` giving a kind of file (one Docusaurus has no loader for: `.wasm`) to
   * file-loader or url-loader: an import of such a file is its URL (webpackFileLoaders.ts).
   */
  fileRules: FileLoaderRule[];
  /** `experiments.asyncWebAssembly` (or `syncWebAssembly`): a `.wasm` import is its exports. */
  wasmModules: boolean;
  warnings: Diagnostic[];
}

/** Keys of a webpack config whose effect Vite gives by itself (no warning for them). */
const HARMLESS = new Set([
  'mergeStrategy',
  'devServer',
  'performance',
  'stats',
  'infrastructureLogging',
]);

/** Maps each plugin's `configureWebpack` (client side) onto Vite: aliases and defines. */
export async function collectWebpack(result: LifecycleResult): Promise<WebpackMapping> {
  const out: WebpackMapping = {
    alias: {},
    fallback: {},
    define: {},
    serverDefine: {},
    inject: {},
    copies: [],
    replacements: [],
    serverReplacements: [],
    externals: {},
    serverExternals: {},
    mdxRules: [],
    fileRules: [],
    wasmModules: false,
    warnings: [],
  };
  const utils = webpackUtils(result.context);
  for (const p of result.plugins) {
    const configure = p.instance.configureWebpack;
    if (!configure) continue;
    if (p.name === IDEAL_IMAGE_PLUGIN) {
      // Its loaders run as a Vite plugin, with the sharp the plugin resolves (the site's).
      const sharpPath = tryResolve('sharp', p.entryPath);
      if (sharpPath) {
        out.idealImage = { options: p.options as IdealImageSetup['options'], sharpPath };
        continue;
      }
    }
    const fallback = WEBPACK_FALLBACKS[p.name];
    if (fallback) {
      out.warnings.push({
        file: p.entryPath,
        severity: 'warning',
        kind: 'docusaurus plugin',
        message: `plugin "${p.name}": ${fallback.message}`,
        hint: fallback.hint,
      });
      continue;
    }
    const config = ((await callPlugin(p, 'configureWebpack', () =>
      configure(baseWebpackConfig(result.context), false, utils, p.content),
    )) ?? {}) as Record<string, unknown>;
    const lost: string[] = [];
    for (const [key, value] of Object.entries(config)) {
      if (HARMLESS.has(key)) continue;
      if (key === 'resolve') lost.push(...mapResolve(value, out, p.entryPath));
      else if (key === 'plugins')
        lost.push(...mapWebpackPlugins(value, out, p, result.context.siteDir));
      else if (key === 'externals')
        lost.push(...mapExternals(value, config.externalsType, out.externals));
      // Read with `externals` (the type of its string values).
      else if (key === 'externalsType') continue;
      else if (key === 'module' && (isRawQueryRules(value) || isStylesheetRules(value))) continue;
      else if (key === 'experiments') lost.push(...mapExperiments(value, out));
      else if (key === 'module') {
        // file-loader and url-loader rules give their files' URLs (webpackFileLoaders.ts); mdx-loader
        // rules compile the plugin's Markdown with its options; any other rule is lost.
        const files = fileLoaderRulesOf(value, p);
        out.fileRules.push(...files.rules);
        const mdx = mdxRulesOf(files.rest, p, result.context.siteDir);
        // A rule made from the loaded content reaches the compile threads with that content.
        const rules = await contentForThreads(
          mdx.rules,
          p.content,
          () => configure(baseWebpackConfig(result.context), false, utils, undefined),
          p,
          result.context.siteDir,
          () => join(result.context.generatedFilesDir, 'mdx-rule-content'),
        );
        out.mdxRules.push(...rules);
        lost.push(...files.lost, ...mdx.lost);
        if (mdx.others && !(isEmptyRules(files.rest) && (files.rules.length || files.lost.length)))
          lost.push('module');
      } else lost.push(key);
    }
    // The server config's externals and defines: Docusaurus merges the plugin's answer for
    // `isServer: true` into its server config, and the plugin may answer with other externals and
    // other DefinePlugin values there. (The other keys of that answer: the client's are mapped
    // above, the server bundle takes them as they are.)
    const server = ((await callPlugin(p, 'configureWebpack', () =>
      configure(baseWebpackConfig(result.context), true, utils, p.content),
    )) ?? {}) as Record<string, unknown>;
    Object.assign(out.serverDefine, webpackDefines(server.plugins));
    out.serverReplacements.push(...moduleReplacements(server.plugins));
    if (server.externals !== undefined) {
      const serverLost = mapExternals(
        server.externals,
        server.externalsType,
        out.serverExternals,
        'server',
      );
      lost.push(...serverLost.map((k) => `${k} (server)`));
    }
    if (lost.length)
      out.warnings.push({
        file: p.entryPath,
        severity: 'warning',
        kind: 'docusaurus plugin',
        message: `plugin "${p.name}" configureWebpack sets ${lost.join(', ')}, which the Vite build does not use`,
        hint: 'resolve.alias, resolve.fallback (to an installed module), externals of a global variable, DefinePlugin, EnvironmentPlugin, ProvidePlugin, NormalModuleReplacementPlugin (a new resource given as a path) and the copy plugins (CopyPlugin, CopyRspackPlugin) are applied; anything else needs a Vite equivalent (Vite compiles Sass, TypeScript and CSS modules itself)',
      });
  }
  return out;
}

/** The `utils` Docusaurus passes `configureWebpack` (its loaders are webpack's: none here). */
export function webpackUtils(context: LifecycleResult['context']): Record<string, unknown> {
  return {
    currentBundler: context.currentBundler,
    getStyleLoaders: () => [],
    getJSLoader: () => ({}),
  };
}

/**
 * What a plugin's `configureWebpack` reads of the config Docusaurus passes it: the base aliases
 * (`@site`, `@generated`: docusaurus-lunr-search writes its client module into the latter) and
 * the output. A plugin returns what it adds; one that returns the config it was given
 * adds nothing by those keys (`BASE_ALIASES` are skipped when mapped back).
 */
export function baseWebpackConfig(context: LifecycleResult['context']): Record<string, unknown> {
  return {
    output: { path: context.outDir, publicPath: context.baseUrl },
    resolve: {
      alias: { '@site': context.siteDir, '@generated': context.generatedFilesDir },
    },
    module: { rules: [] },
    plugins: [],
  };
}
const BASE_ALIASES = new Set(['@site', '@generated']);

/** A module a plugin names (a path, or a package resolved from the plugin), if it is installed. */
function installedModule(specifier: string, pluginFile: string): string | undefined {
  if (isAbsolute(specifier)) return existsSync(specifier) ? specifier : undefined;
  return tryResolve(specifier, pluginFile);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function mapResolve(
  value: unknown,
  { alias, fallback }: Pick<WebpackMapping, 'alias' | 'fallback'>,
  pluginFile: string,
): string[] {
  const lost: string[] = [];
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (k === 'alias' && isRecord(v)) {
      for (const [from, to] of Object.entries(v))
        if (BASE_ALIASES.has(from)) continue;
        // Kept as written: `name$` (that request only) and `name` (it and its subpaths) are
        // two aliases, in the plugin's order (pluginAliases).
        else if (typeof to === 'string') alias[from] = to;
        else lost.push(`resolve.alias.${from}`);
    } else if (k === 'fallback' && isRecord(v)) {
      // webpack 5 tries `fallback` when a request does not resolve: in the browser, Node's
      // built-ins (`path`, `buffer`), which Vite would make empty modules. The client bundle
      // gives them the module the plugin names (webpackFallback.ts); `false` (an empty module)
      // is what Vite does already.
      lost.push(...mapFallback(v, fallback, pluginFile));
    } else lost.push(`resolve.${k}`);
  }
  return lost;
}

/** `resolve.fallback`'s entries to installed modules into `fallback`; the others' keys, lost. */
function mapFallback(
  value: Record<string, unknown>,
  fallback: WebpackMapping['fallback'],
  pluginFile: string,
): string[] {
  const lost: string[] = [];
  for (const [from, to] of Object.entries(value)) {
    if (to === false) continue;
    const file = typeof to === 'string' ? installedModule(to, pluginFile) : undefined;
    if (file) fallback[from.replace(/\$$/, '')] = file;
    else lost.push(`resolve.fallback.${from}`);
  }
  return lost;
}

/**
 * webpack's EnvironmentPlugin as `define`s: `process.env.KEY` is the environment's value, else the
 * plugin's default (@docusaurus/plugin-pwa's service worker URL and activation strategies).
 */
function environmentDefines(plugin: unknown): Record<string, string> {
  const { keys = [], defaultValues = {} } = plugin as {
    keys?: string[];
    defaultValues?: Record<string, unknown>;
  };
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = process.env[key] ?? defaultValues[key];
    out[`process.env.${key}`] = value === undefined ? 'undefined' : JSON.stringify(value);
  }
  return out;
}

/**
 * ProvidePlugin's definitions as rolldown's `inject`: `{ process: 'process/browser', Buffer:
 * ['buffer', 'Buffer'] }`, each module resolved from the plugin (a module that is not installed
 * is named as lost).
 */
function provided(
  definitions: Record<string, unknown>,
  inject: WebpackMapping['inject'],
  pluginFile: string,
): string[] {
  const lost: string[] = [];
  for (const [name, source] of Object.entries(definitions)) {
    const [specifier, exportName] = Array.isArray(source) ? source : [source];
    const file = typeof specifier === 'string' ? installedModule(specifier, pluginFile) : undefined;
    if (!file || (exportName !== undefined && typeof exportName !== 'string'))
      lost.push(`plugins (ProvidePlugin ${name})`);
    else inject[name] = exportName === undefined ? file : [file, exportName];
  }
  return lost;
}

/**
 * node-polyfill-webpack-plugin (docusaurus-theme-openapi-docs 4 adds it): the `process` and
 * `Buffer` globals its ProvidePlugin gives the browser code (without them a page using them
 * crashes with "process is not defined"), and the `resolve.fallback` it sets for Node's built-ins
 * (the theme's ApiItem inflates each page's API description with `zlib.inflateSync`: without
 * browserify-zlib the request and response panels stay empty), taken from what its own `apply`
 * adds to a recording compiler, so its options (`excludeAliases`, `includeAliases`…) and versions
 * are its own. What else it sets (the `console` global) is named as lost.
 */
function nodePolyfillGlobals(
  plugin: unknown,
  out: Pick<WebpackMapping, 'inject' | 'fallback'>,
): string[] {
  class ProvidePlugin {
    constructor(readonly definitions: Record<string, unknown>) {}
  }
  const options = { plugins: [] as unknown[], resolve: {} as Record<string, unknown> };
  try {
    (plugin as { apply: (compiler: unknown) => void }).apply({
      options,
      webpack: { ProvidePlugin },
    });
  } catch {
    return ['plugins (NodePolyfillPlugin)'];
  }
  const lost: string[] = [];
  for (const added of options.plugins) {
    const definitions = definitionsOf(added);
    if (!isRecord(definitions)) continue;
    const { process, Buffer, ...rest } = definitions;
    const globals = { ...(process ? { process } : {}), ...(Buffer ? { Buffer } : {}) };
    // Its paths are absolute (require.resolve'd from its own folder).
    lost.push(...provided(globals, out.inject, ''));
    for (const name of Object.keys(rest)) lost.push(`plugins (NodePolyfillPlugin ${name})`);
  }
  // Its paths are absolute (require.resolve'd from its own folder).
  if (isRecord(options.resolve.fallback))
    for (const key of mapFallback(options.resolve.fallback, out.fallback, ''))
      lost.push(`plugins (NodePolyfillPlugin ${key})`);
  return lost;
}

/** `experiments`: webpack's WebAssembly modules are Vite's; the others' keys, lost. */
function mapExperiments(value: unknown, out: WebpackMapping): string[] {
  if (!isRecord(value)) return ['experiments'];
  const lost: string[] = [];
  for (const [key, on] of Object.entries(value)) {
    if (key === 'asyncWebAssembly' || key === 'syncWebAssembly') {
      if (on === true) out.wasmModules = true;
    } else if (key === 'topLevelAwait' && on !== false) continue;
    else lost.push(`experiments.${key}`);
  }
  return lost;
}

/**
 * Files whose type Docusaurus's own rules take (images, SVGs, fonts, media, documents; scripts,
 * styles, Markdown): a site's file-loader rule matching one of them would run beside Docusaurus's
 * loader, not in its place, so such a rule is not applied (and named unused).
 */
const DOCUSAURUS_TYPES = [
  'x.png',
  'x.jpg',
  'x.svg',
  'x.woff2',
  'x.ttf',
  'x.mp4',
  'x.mp3',
  'x.pdf',
  'x.zip',
  'x.js',
  'x.jsx',
  'x.ts',
  'x.tsx',
  'x.css',
  'x.scss',
  'x.md',
  'x.mdx',
  'x.json',
];

/**
 * The rules of `module` that give files to file-loader or url-loader (`{ test: /\.wasm$/i, loader:
 * 'file-loader', type: 'javascript/auto' }`), and `module` without them. A rule with any other
 * condition (`include`, `exclude`, `issuer`…) or a `test` that is not a regular expression is left
 * in, named unused.
 */
function fileLoaderRulesOf(
  module: unknown,
  p: { name: string; entryPath: string },
): { rules: FileLoaderRule[]; rest: unknown; lost: string[] } {
  const rules = isRecord(module) && Array.isArray(module.rules) ? module.rules : undefined;
  if (!rules) return { rules: [], rest: module, lost: [] };
  const out: FileLoaderRule[] = [];
  const lost: string[] = [];
  const rest = rules.filter((rule, i) => {
    if (!isRecord(rule)) return true;
    const use = rule.use ?? (rule.loader !== undefined ? [rule] : []);
    const uses = Array.isArray(use) ? use : [use];
    const first = uses[0] as unknown;
    const loader = fileLoaderName(isRecord(first) ? first.loader : first);
    if (uses.length !== 1 || !loader) return true;
    const at = `module.rules[${i}]`;
    const tests = Array.isArray(rule.test) ? rule.test : [rule.test];
    const conditions = Object.keys(rule).filter(
      (k) => !['test', 'loader', 'use', 'options', 'type'].includes(k),
    );
    const options = (isRecord(first) ? first.options : rule.options) ?? {};
    const fileUse: FileLoaderUse = { loader, options: isRecord(options) ? options : {} };
    const why =
      (conditions.length && `its ${conditions.join(', ')} (only test is applied)`) ||
      (!tests.every((t) => t instanceof RegExp) && 'its test is not a regular expression') ||
      (rule.type !== undefined &&
        rule.type !== 'javascript/auto' &&
        `its type ${String(rule.type)}`) ||
      ((tests as RegExp[]).some((t) =>
        DOCUSAURUS_TYPES.some((name) =>
          new RegExp(t.source, t.flags.replace(/[gy]/g, '')).test(name),
        ),
      ) &&
        'it takes files Docusaurus has a loader for') ||
      (!isRecord(options) && 'its options are not an object') ||
      unsupportedOption(fileUse);
    if (why) {
      lost.push(`${at} (${loader}: ${why})`);
      return false;
    }
    out.push({ test: tests as RegExp[], use: fileUse, plugin: p.name, file: p.entryPath });
    return false;
  });
  return { rules: out, rest: { ...(module as Record<string, unknown>), rules: rest }, lost };
}

const isEmptyRules = (module: unknown) =>
  isRecord(module) &&
  Object.keys(module).length === 1 &&
  Array.isArray(module.rules) &&
  !module.rules.length;

/**
 * `module.rules` that only give a `?raw` import the file's text (`{ resourceQuery: /raw/, type:
 * 'asset/source' }`, typescript-eslint's): Vite's own `?raw` does that already.
 */
function isRawQueryRules(value: unknown): boolean {
  return everyRule(
    value,
    (r) =>
      Object.keys(r).length === 2 &&
      r.type === 'asset/source' &&
      r.resourceQuery instanceof RegExp &&
      r.resourceQuery.test('?raw'),
  );
}

/** Whether `module` holds `rules` alone, at least one, each an object that `test` accepts. */
function everyRule(value: unknown, test: (rule: Record<string, unknown>) => boolean): boolean {
  const rules = isRecord(value) && Object.keys(value).length === 1 ? value.rules : undefined;
  return Array.isArray(rules) && rules.length > 0 && rules.every((r) => isRecord(r) && test(r));
}

/** The loaders of a stylesheet rule whose work Vite does itself (Sass, PostCSS, CSS). */
const STYLESHEET_LOADER =
  /(^|[\\/])(style-loader|css-loader|postcss-loader|sass-loader|mini-css-extract-plugin)([\\/]|$)/;

/**
 * `module.rules` that only compile stylesheets with the standard loaders and their defaults:
 * docusaurus-theme-openapi-docs's `.scss` rule (sass-loader after `getStyleLoaders`, which are
 * webpack's: none here), made when no docusaurus-plugin-sass rule is there. Vite compiles Sass
 * and CSS itself (with the site's `sass`), so nothing is lost. A loader given options, another
 * loader, or a rule of other files is not this.
 */
function isStylesheetRules(value: unknown): boolean {
  const isStylesheetTest = (test: unknown) =>
    test instanceof RegExp &&
    ['a.css', 'a.scss', 'a.sass'].some((f) => test.test(f)) &&
    !['a.js', 'a.ts', 'a.md', 'a.png'].some((f) => test.test(f));
  const isDefaultLoader = (use: unknown) => {
    const loader = typeof use === 'string' ? use : isRecord(use) ? use.loader : undefined;
    const options = isRecord(use) ? use.options : undefined;
    return (
      typeof loader === 'string' &&
      STYLESHEET_LOADER.test(loader) &&
      (options === undefined || (isRecord(options) && Object.keys(options).length === 0)) &&
      (!isRecord(use) || Object.keys(use).every((k) => k === 'loader' || k === 'options'))
    );
  };
  return everyRule(
    value,
    (r) =>
      isStylesheetTest(r.test) &&
      Object.keys(r).every((k) => ['test', 'include', 'exclude', 'use'].includes(k)) &&
      Array.isArray(r.use) &&
      r.use.length > 0 &&
      r.use.every(isDefaultLoader),
  );
}

/** Where `text` is first written in a file (1-based), if it is. */
function positionIn(file: string, text: string): { line: number; column: number } | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = source.indexOf(text);
  if (at < 0) return undefined;
  const before = source.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** A copy plugin's patterns, read; a pattern webpack would reject stops the build, positioned. */
function mapCopyPlugin(
  ctor: string,
  patterns: unknown[],
  out: Pick<WebpackMapping, 'copies'>,
  p: LoadedPlugin,
  siteDir: string,
): string[] {
  const pos = positionIn(p.entryPath, `new ${ctor}`) ?? positionIn(p.entryPath, ctor);
  const lost: string[] = [];
  const read: CopyPattern[] = [];
  patterns.forEach((raw, i) => {
    try {
      read.push(copyPatternOf(raw, siteDir, lost));
    } catch (e) {
      throw new BuildError({
        file: p.entryPath,
        ...pos,
        severity: 'error',
        message: `plugin "${p.name}" configureWebpack: ${ctor} pattern ${i + 1}: ${(e as Error).message}`,
        hint: 'a pattern is a path or glob, or { from, to?, context?, globOptions?, noErrorOnMissing?, force?, priority? } as copy-webpack-plugin takes it',
      });
    }
  });
  out.copies.push({ plugin: p.name, file: p.entryPath, ...pos, patterns: read });
  return [...new Set(lost)].map((key) => `plugins (${ctor} pattern ${key})`);
}

/** The replacements of a config's NormalModuleReplacementPlugins (those it can apply). */
function moduleReplacements(plugins: unknown): ModuleReplacement[] {
  const out: ModuleReplacement[] = [];
  for (const plugin of Array.isArray(plugins) ? plugins : []) {
    const ctor = (plugin as { constructor?: { name?: string } })?.constructor?.name;
    if (ctor !== 'NormalModuleReplacementPlugin') continue;
    const replacement = moduleReplacementOf(plugin);
    if (!('lost' in replacement)) out.push(replacement);
  }
  return out;
}

/** webpack's DefinePlugin and ProvidePlugin keep theirs in `definitions`, Rspack's in `_args[0]`. */
function definitionsOf(plugin: unknown): Record<string, unknown> | undefined {
  const fields = (plugin ?? {}) as { definitions?: object; _args?: unknown[] };
  return (fields.definitions ?? fields._args?.[0]) as Record<string, unknown> | undefined;
}

/** The `define`s of a config's `plugins` (its DefinePlugins and EnvironmentPlugins), in order. */
export function webpackDefines(plugins: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const plugin of Array.isArray(plugins) ? plugins : []) {
    const ctor = (plugin as { constructor?: { name?: string } })?.constructor?.name;
    const definitions = definitionsOf(plugin);
    if (ctor === 'DefinePlugin' && definitions)
      for (const [k, v] of Object.entries(definitions))
        out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    else if (ctor === 'EnvironmentPlugin') Object.assign(out, environmentDefines(plugin));
  }
  return out;
}

function mapWebpackPlugins(
  value: unknown,
  out: Pick<WebpackMapping, 'define' | 'inject' | 'fallback' | 'copies' | 'replacements'>,
  p: LoadedPlugin,
  siteDir: string,
): string[] {
  const pluginFile = p.entryPath;
  const lost: string[] = [];
  for (const plugin of Array.isArray(value) ? value : []) {
    const ctor = (plugin as { constructor?: { name?: string } })?.constructor?.name ?? 'plugin';
    const copyPatterns = copyPluginPatterns(plugin);
    if (copyPatterns) {
      lost.push(...mapCopyPlugin(ctor, copyPatterns, out, p, siteDir));
      continue;
    }
    const definitions = definitionsOf(plugin);
    if (ctor === 'DefinePlugin' || ctor === 'EnvironmentPlugin')
      Object.assign(out.define, webpackDefines([plugin]));
    else if (ctor === 'ProvidePlugin' && isRecord(definitions))
      lost.push(...provided(definitions, out.inject, pluginFile));
    else if (ctor === 'NodePolyfillPlugin') lost.push(...nodePolyfillGlobals(plugin, out));
    else if (ctor === 'NormalModuleReplacementPlugin') {
      const replacement = moduleReplacementOf(plugin);
      if ('lost' in replacement) lost.push(`plugins (${ctor}: ${replacement.lost})`);
      else out.replacements.push(replacement);
    } else lost.push(`plugins (${ctor})`);
  }
  return lost;
}

/**
 * Runs every plugin's `postBuild` with Docusaurus's props, once the output is written. Each gets
 * its own object with the props' properties as they are defined (a getter stays one: postBuild.ts
 * makes `routes` only when a plugin reads them) and its own `content`.
 */
export async function runPostBuild(
  result: LifecycleResult,
  props: Record<string, unknown>,
): Promise<void> {
  const descriptors = Object.getOwnPropertyDescriptors(props);
  await Promise.all(
    result.plugins.map((p) =>
      callPlugin(p, 'postBuild', () =>
        p.instance.postBuild?.(
          Object.defineProperties({} as Record<string, unknown>, {
            ...descriptors,
            content: { value: p.content, enumerable: true, writable: true, configurable: true },
          }) as Parameters<NonNullable<typeof p.instance.postBuild>>[0],
        ),
      ),
    ),
  );
}
