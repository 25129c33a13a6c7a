// Docusaurus's plugin lifecycle: every plugin initialised with the load context and its validated
// options (`validateOptions`, `validateThemeConfig`), then `loadContent` (translated for the
// locale: plugins/i18n/pluginTranslations.ts) and `contentLoaded` of
// all plugins in parallel, then `allContentLoaded`. What they give (routes, data files, global
// data) is collected here; the hooks read later (head tags, client modules, theme paths, PostCSS,
// postBuild) are in hooks.ts.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import {
  resolvePlugins,
  type EntryEnv,
  type LifecycleEntries,
  type ResolvedPlugin,
} from './entries.js';
import { callPlugin, pluginFault, pluginFrame, type PluginRef } from './errors.js';
import { BuildError } from '../diagnostics.js';
import { translatePluginContent } from '../i18n/pluginTranslations.js';
import type { LoadContext, Plugin, PluginActions, RouteConfig, Validate } from './types.js';
import { generatorHooksOf, withGeneratorHooks, type DataFileProblem } from './generatorHooks.js';
import { inWrapScope, type WrapScope, type WrappedBuiltIn } from './wrappedContent.js';
import { nativeOf, withNative } from '../builtins/native.js';

/** A plugin instance with its options, its content once loaded, and where it came from. */
export interface LoadedPlugin extends PluginRef {
  name: string;
  id: string;
  options: Record<string, unknown>;
  instance: Plugin;
  kind: 'plugin' | 'theme';
  /** The folder of the plugin's module (Docusaurus's `plugin.path`). */
  path: string;
  content?: unknown;
  /** One of the plugins the generator implements (plugins/builtins/). */
  builtIn?: boolean;
  /** The built-in instance it wraps by calling the content plugin's function (wrappedContent.ts). */
  wrapped?: WrappedBuiltIn;
  /**
   * Its function's or module's `getSwizzleConfig` (else `getSwizzleComponentList`), which
   * `swizzle` reads for a theme's components, as Docusaurus's getThemeSwizzleConfig does.
   */
  swizzleConfig?: { getSwizzleConfig?: () => unknown; getSwizzleComponentList?: () => unknown };
}

/** A route a plugin added, with the plugin that added it. */
export interface PluginRoute {
  route: RouteConfig;
  plugin: LoadedPlugin;
}

export interface LifecycleResult {
  context: LoadContext;
  plugins: LoadedPlugin[];
  routes: PluginRoute[];
  /** `setGlobalData`'s values by plugin name, then id (useGlobalData's shape). */
  globalData: Record<string, Record<string, unknown>>;
  warnings: Diagnostic[];
}

type JoiLike = { validate?: (v: unknown, o?: object) => { error?: Error; value: unknown } };
interface JoiObject extends JoiLike {
  append: (keys: Record<string, unknown>) => JoiLike;
  $_root: { string: () => { regex: (r: RegExp) => { default: (v: string) => unknown } } };
}

/**
 * Docusaurus's `normalizePluginOptions`: a Joi schema gets an `id` key (a word, "default" when
 * absent) and validates the options with it (a plugin's schema may require `id`, as
 * docusaurus-plugin-openapi-docs's does); another Joi-like schema validates them id aside.
 */
const validateOptions: Validate = (schema, value) => {
  const { id, ...rest } = (value ?? {}) as Record<string, unknown>;
  const s = schema as JoiLike;
  if (typeof s?.validate !== 'function') return value;
  const joi = schema as Partial<JoiObject>;
  if (typeof joi.append === 'function' && joi.$_root) {
    const idSchema = joi.$_root
      .string()
      .regex(/^[a-zA-Z\d\-_]+$/)
      .default('default');
    const { error, value: valid } = joi.append({ id: idSchema }).validate!(value ?? {}, {
      convert: true,
    });
    if (error) throw error;
    return valid;
  }
  const { error, value: valid } = s.validate(rest, { convert: true });
  if (error) throw error;
  return { ...(valid as object), id: id ?? 'default' };
};

/** Docusaurus's `normalizeThemeConfig`: the schema checks its keys; unknown keys are kept. */
const validateThemeConfig: Validate = (schema, value) => {
  const s = schema as {
    unknown?: () => unknown;
    validate?: (v: unknown, o?: object) => { error?: Error; value: unknown };
  };
  if (typeof s?.validate !== 'function') return value;
  const { error, value: valid } = s.validate(value, { convert: true, allowUnknown: true });
  if (error) throw error;
  return valid;
};

/** Runs a plugin's function with its validated options; null is a plugin that disables itself. */
export async function initPlugin(
  r: ResolvedPlugin,
  env: EntryEnv,
): Promise<LoadedPlugin | undefined> {
  const ref: PluginRef = { label: r.label, entryPath: r.entryPath };
  // Where the plugin is written in the config, for an error: parsing the config for it is left
  // until one is thrown (a build without one need not load the parser).
  const pos = () => (r.entryPath === env.configFile ? env.locate(r.configPath) : undefined);
  const mod = r.module;
  const validator = (key: 'validateOptions' | 'validateThemeConfig') =>
    ((mod?.default as Record<string, unknown> | undefined)?.[key] ??
      mod?.[key] ??
      r.plugin[key]) as ((args: object) => unknown) | undefined;
  // Where the content plugins' functions answer (a plugin wrapping the blog: wrappedContent.ts).
  const scope: WrapScope = {
    created: [],
    configFile: env.configFile,
    siteDir: env.context.siteDir,
    ...(r.wraps && env.wrapped
      ? {
          ref: r.wraps,
          configOptions: (r.options ?? {}) as Record<string, unknown>,
          create: (o: Record<string, unknown>) => env.wrapped!(r.wraps!, o),
        }
      : {}),
  };
  const vo = validator('validateOptions');
  const options = (
    vo
      ? await callPlugin(ref, 'validateOptions', () =>
          inWrapScope(scope, () => vo({ validate: validateOptions, options: r.options })),
        )
      : { ...(r.options as object), id: (r.options as { id?: string }).id ?? 'default' }
  ) as Record<string, unknown>;
  const vt = validator('validateThemeConfig');
  if (vt) {
    const { siteConfig } = env.context;
    const themeConfig = await callPlugin(ref, 'validateThemeConfig', () =>
      vt({ validate: validateThemeConfig, themeConfig: siteConfig.themeConfig }),
    );
    siteConfig.themeConfig = { ...siteConfig.themeConfig, ...(themeConfig as object) };
  }
  const instance = await callPlugin(ref, 'the plugin function', () =>
    inWrapScope(scope, () => r.plugin(env.context, options)),
  );
  if (instance === null) return undefined;
  if (typeof instance !== 'object' || instance === undefined)
    throw pluginFault(
      ref,
      'returned ' + String(instance),
      'a plugin returns an object with at least a "name" (or null to disable itself)',
      'a plugin function must return { name, ... }',
      pos(),
    );
  const { name } = instance as Plugin;
  if (typeof name !== 'string' || !name)
    throw pluginFault(
      ref,
      'returned a plugin without a "name"',
      'every plugin needs a name, inline plugin functions too',
      'return { name: "my-plugin", ... } from the plugin function',
      pos(),
    );
  // A wrapper's instance (`{ ...blog, contentLoaded }` drops the symbol-keyed hooks) answers the
  // stages as the built-in it wraps.
  const wrapped = scope.created[0];
  const innerHooks = wrapped && generatorHooksOf(wrapped.instance);
  if (innerHooks && !generatorHooksOf(instance)) withGeneratorHooks(instance, innerHooks);
  const id = typeof options.id === 'string' ? options.id : 'default';
  if (wrapped) wrapped.wrapper = { name, id };
  return {
    label: name,
    entryPath: r.entryPath,
    name,
    id,
    options,
    instance: instance as Plugin,
    kind: r.kind,
    path: dirname(r.entryPath),
    ...(r.builtIn ? { builtIn: true } : {}),
    ...(wrapped ? { wrapped } : {}),
    ...swizzleConfigOf(r.plugin as unknown as Record<string, unknown>, mod),
  };
}

/** A plugin's swizzle config functions: its function's own, else its module's (Docusaurus's order). */
function swizzleConfigOf(
  plugin: Record<string, unknown>,
  mod: Record<string, unknown> | undefined,
): Pick<LoadedPlugin, 'swizzleConfig'> {
  const fn = (key: string) => {
    const f = plugin[key] ?? mod?.[key];
    return typeof f === 'function' ? (f as () => unknown) : undefined;
  };
  const getSwizzleConfig = fn('getSwizzleConfig');
  const getSwizzleComponentList = fn('getSwizzleComponentList');
  if (!getSwizzleConfig && !getSwizzleComponentList) return {};
  return {
    swizzleConfig: {
      ...(getSwizzleConfig ? { getSwizzleConfig } : {}),
      ...(getSwizzleComponentList ? { getSwizzleComponentList } : {}),
    },
  };
}

/**
 * The content of a plugin wrapping a built-in one, with the built-in's own data (native.ts): its
 * loadContent's result (or what the wrapper made of it: `{ ...content, extra }`), which must come
 * from the built-in's loadContent for the stages to have the blog, the docs or the pages.
 */
function wrappedContent(p: LoadedPlugin): unknown {
  const { content, wrapped } = p;
  if (!wrapped || nativeOf(content)) return content;
  const native = nativeOf(wrapped.loaded);
  if (native !== undefined && content && typeof content === 'object')
    return withNative(content, native);
  const kind = wrapped.ref.kind;
  const the = kind === 'blog' ? 'the blog' : kind === 'docs' ? 'the docs' : `the ${kind} plugin`;
  throw pluginFault(
    p,
    'loadContent',
    `returned content without ${the}'s (${native === undefined ? `${the} plugin's loadContent was not called` : `it returned ${content === null ? 'null' : typeof content}`})`,
    `a plugin extending ${the} returns ${the} plugin's loadContent result (it may add keys to it): \`const content = await ${kind}.loadContent(); return { ...content, extra }\``,
  );
}

/** Two instances of one plugin need their own ids, as Docusaurus requires. */
function checkUniqueIds(plugins: LoadedPlugin[]): void {
  const seen = new Map<string, LoadedPlugin>();
  for (const p of plugins) {
    const key = `${p.name}\0${p.id}`;
    const first = seen.get(key);
    if (first)
      throw pluginFault(
        p,
        `has the id "${p.id}" of another instance of "${p.name}" (${first.entryPath})`,
        'two instances of one plugin need different ids',
        'give each instance its own "id" option',
      );
    seen.set(key, p);
  }
}

/** A route `addRoute` takes: a path, and a component that exists (nested routes too). */
function checkRoute(route: RouteConfig): void {
  if (!route || typeof route.path !== 'string' || typeof route.component !== 'string')
    throw new Error('addRoute needs { path, component } (both strings)');
  const c = route.component;
  const exists = (f: string) => ['', '.js', '.jsx', '.ts', '.tsx'].some((e) => existsSync(f + e));
  if (isAbsolute(c) && !exists(c))
    throw new Error(
      `addRoute("${route.path}"): the component ${c} does not exist (give the absolute path of a React module, or "@theme/…", "@site/…")`,
    );
  for (const child of route.routes ?? []) checkRoute(child);
}

/**
 * Where a locale's generated files go (createData's, and `i18n.json`, `globalData.json`… of
 * plugins/lifecycle/generatedFiles.ts): the generated files folder for a site of one locale, as in
 * Docusaurus; `locales/<locale>/` there for each locale of a site of several, since the locales of
 * one build are loaded before they are bundled together (Docusaurus builds one after the other into
 * the same folder) and each keeps its own (a plugin's translated content:
 * tests/unit/plugins/lifecycle/pluginLifecycleI18n.test.ts). Each file is written to the folder
 * itself too (`generatedFileTargets`), so what is left there is the last locale's, as Docusaurus
 * leaves `.docusaurus/`, and a build of one locale (`--locale fr`, the dev server) reads it there.
 */
export function createDataDir(context: LoadContext): string {
  const { currentLocale, locales } = context.i18n;
  return locales.length > 1
    ? join(context.generatedFilesDir, 'locales', currentLocale)
    : context.generatedFilesDir;
}

/** The files a generated file `rel` of the locale being loaded is written to (`createDataDir`). */
export function generatedFileTargets(context: LoadContext, rel: string): string[] {
  const own = join(createDataDir(context), rel);
  const shared = join(context.generatedFilesDir, rel);
  return own === shared ? [own] : [own, shared];
}

/** Writes a generated file of the locale being loaded (`generatedFileTargets`); its own path. */
export function writeGeneratedFile(context: LoadContext, rel: string, text: string): string {
  const [own, ...others] = generatedFileTargets(context, rel);
  for (const file of [own!, ...others]) writeIfChanged(file, text);
  return own!;
}

/**
 * Writes `text` to `file` unless the file holds it already (a rebuild's generated files are
 * mostly the last build's: the routes and registry of a 1,000-doc site are 200 KB, written on
 * every build before, issue 37). A file left as it was keeps its stat, which the next build's
 * file hashes trust (plugins/output/fileHashes.ts).
 */
export function writeIfChanged(file: string, text: string): void {
  try {
    if (statSync(file).size === Buffer.byteLength(text) && readFileSync(file, 'utf8') === text)
      return;
  } catch {
    // not there yet
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A data file a plugin's `createData` wrote: its text, the plugin, and the call's stack. */
interface WrittenData {
  text: string;
  plugin: LoadedPlugin;
  stack?: string;
}

interface LifecycleOut {
  routes: PluginRoute[];
  globalData: Record<string, Record<string, unknown>>;
  /** The data files written, by path in the generated files folder (`/` separators). */
  data: Map<string, WrittenData>;
}

/** The actions a plugin's contentLoaded/allContentLoaded get, writing into `out`. */
function createActions(
  plugin: LoadedPlugin,
  context: LoadContext,
  out: LifecycleOut,
): PluginActions {
  return {
    addRoute(route) {
      checkRoute(route);
      out.routes.push({ route, plugin });
    },
    async createData(name, data) {
      const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
      const rel = join(plugin.name, plugin.id, name);
      // Where it was called, for an error about what it wrote (readWrittenData).
      out.data.set(rel.split(sep).join('/'), { text, plugin, stack: new Error().stack });
      return writeGeneratedFile(context, rel, text);
    },
    setGlobalData(data) {
      (out.globalData[plugin.name] ??= {})[plugin.id] = data;
    },
  };
}

/** Loads every plugin of the config and runs it up to allContentLoaded. */
export async function runLifecycle(
  entries: LifecycleEntries,
  env: EntryEnv,
): Promise<LifecycleResult> {
  const resolved = await resolvePlugins(entries, env);
  const plugins: LoadedPlugin[] = [];
  for (const r of resolved) {
    const p = await initPlugin(r, env);
    if (p) plugins.push(p);
  }
  checkUniqueIds(plugins);
  const out: LifecycleOut = { routes: [], globalData: {}, data: new Map() };
  await Promise.all(
    plugins.map(async (p) => {
      p.content = await callPlugin(p, 'loadContent', () => p.instance.loadContent?.());
      p.content = wrappedContent(p);
      // The locale's translations of its content and theme config (plugins/i18n/).
      p.content = await translatePluginContent(p, env.context);
      const actions = createActions(p, env.context, out);
      await callPlugin(p, 'contentLoaded', () =>
        p.instance.contentLoaded?.({ content: p.content, actions }),
      );
    }),
  );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const p of plugins) (allContent[p.name] ??= {})[p.id] = p.content;
  await Promise.all(
    plugins.map((p) =>
      callPlugin(p, 'allContentLoaded', () =>
        p.instance.allContentLoaded?.({ allContent, actions: createActions(p, env.context, out) }),
      ),
    ),
  );
  readWrittenData(plugins, out.data);
  const { routes, globalData } = out;
  return { context: env.context, plugins, routes, globalData, warnings: env.warnings };
}

/**
 * The data files of the built-in plugins that a plugin wrapping one wrote again (a blog post's
 * metadata file with a key added: plugins/blog/metadataFiles.ts), read back by the plugin owning
 * them (generator hook readWrittenDataOf); what it cannot follow stops the build at the
 * `createData` call that wrote the file.
 */
function readWrittenData(plugins: LoadedPlugin[], data: Map<string, WrittenData>): void {
  if (!data.size) return;
  const files = (rel: string) => data.get(rel)?.text;
  for (const p of plugins) {
    const read = generatorHooksOf(p.instance)?.readWrittenDataOf;
    const [problem] = read ? read(p.content, files) : [];
    if (problem) throw dataFileError(problem, data.get(problem.rel));
  }
}

function dataFileError(problem: DataFileProblem, written: WrittenData | undefined): BuildError {
  const plugin = written?.plugin;
  const frame = plugin && pluginFrame(written.stack, plugin.entryPath);
  return new BuildError({
    file: frame?.file ?? plugin?.entryPath ?? problem.rel,
    ...(frame ? { line: frame.line, column: frame.column } : {}),
    severity: 'error',
    message: `plugin "${plugin?.label ?? 'unknown'}" wrote ${problem.rel} with createData: ${problem.message}`,
    hint: problem.hint,
  });
}
