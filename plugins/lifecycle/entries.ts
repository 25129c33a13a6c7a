// The plugins a Docusaurus config declares, as the lifecycle runs them: each entry (a module name
// or path, `[name, options]`, a function, `[function, options]`) resolved to its plugin function,
// presets run to give their plugins and themes, in Docusaurus's order: the presets' plugins, the
// presets' themes, the site's plugins, the site's themes. Docs, blog, pages, the sitemap and
// client redirects, which the generator implements itself (plugins/builtins/), are entries of these
// lists too, marked `builtIn`: their options are read by the config mapping (mapDocusaurusConfig.ts).
import { dirname, isAbsolute } from 'node:path';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { loadSiteModule } from '../config/loadSiteModule.js';
import { defaultExport, tryResolve } from './loadModule.js';
import type { LoadContext, Plugin, PluginModule, Preset } from './types.js';
import { BUILT_IN_NAMES, type BuiltInRef } from '../builtins/native.js';

export type ConfigPath = (string | number)[];

/** One entry of `presets`, `plugins` or `themes` that the lifecycle runs. */
export interface LifecycleEntry {
  /** A module name or path, or the plugin (preset) function itself. */
  module: unknown;
  options: unknown;
  /** Where the entry is written in the config (for errors); a preset's plugins have the preset's. */
  configPath: ConfigPath;
  /** The preset the entry came from, if any. */
  preset?: string;
  /** A plugin the generator implements (plugins/builtins/): which one, which instance. */
  builtIn?: BuiltInRef;
  /**
   * A site plugin that wraps one the generator implements by calling its function (the blog:
   * plugins/config/docusaurus/wrappedPlugins.ts): the instance whose options the config mapped.
   */
  wraps?: BuiltInRef;
}

/** The config's entries for the lifecycle, by list (the config mapping fills them). */
export interface LifecycleEntries {
  presets: LifecycleEntry[];
  /** Plugins that presets the generator implements itself add (the classic preset's gtag). */
  presetPlugins: LifecycleEntry[];
  /** Themes of presets already run by the config mapping (a third-party preset's). */
  presetThemes?: LifecycleEntry[];
  plugins: LifecycleEntry[];
  themes: LifecycleEntry[];
}

/** An entry resolved to its function, ready to initialise. */
export interface ResolvedPlugin {
  plugin: PluginModule;
  options: unknown;
  /** The plugin's module file, or the config's for an inline function. */
  entryPath: string;
  /** The name to report before the plugin has one (module name, function name). */
  label: string;
  configPath: ConfigPath;
  /** The loaded module (a module's validators may be on it rather than on its function). */
  module?: Record<string, unknown>;
  kind: 'plugin' | 'theme';
  /** One of the plugins the generator implements (plugins/builtins/). */
  builtIn?: boolean;
  /** The built-in instance the plugin wraps by calling its function (LifecycleEntry.wraps). */
  wraps?: BuiltInRef;
}

export interface EntryEnv {
  context: LoadContext;
  configFile: string;
  /** `file:line:column` of a config path. */
  locate: (path: ConfigPath) => { line: number; column: number } | undefined;
  /** Whether an entry names a plugin the generator builds itself (a preset's docs plugin, say). */
  isNative: (name: string, kind: 'plugin' | 'theme') => boolean;
  /** The plugin function of a built-in entry (plugins/builtins/); without it they are left out. */
  builtIn?: (ref: BuiltInRef) => PluginModule;
  /**
   * The built-in instance a site plugin wrapping it gets from the content plugin's function, with
   * the options it gives (plugins/lifecycle/wrappedContent.ts).
   */
  wrapped?: (ref: BuiltInRef, options: Record<string, unknown>) => Plugin;
  /** The built-in plugin a preset's native entry runs as (the sitemap), if any. */
  presetBuiltIn?: (name: string) => BuiltInRef['kind'] | undefined;
  warnings: Diagnostic[];
}

/**
 * The module names Docusaurus tries for a short name, in its order (core's moduleShorthand.js,
 * 3.8 and 3.10 alike): `foo` is `foo`, then `@docusaurus/plugin-foo` (so `'vercel-analytics'`
 * is the official plugin), then `docusaurus-plugin-foo`; `@scope` is `@scope/docusaurus-plugin`;
 * `@scope/foo` is `@scope/foo` then `@scope/docusaurus-plugin-foo`. Paths are themselves.
 */
export function moduleCandidates(name: string, kind: 'plugin' | 'theme' | 'preset'): string[] {
  if (name.startsWith('.') || isAbsolute(name)) return [name];
  const prefix = `docusaurus-${kind}`;
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/', 2) as [string, string | undefined];
    if (!rest) return [`${scope}/${prefix}`];
    return rest.startsWith(prefix) ? [name] : [name, `${scope}/${prefix}-${rest}`];
  }
  return name.startsWith(prefix)
    ? [name]
    : [name, `@docusaurus/${kind}-${name}`, `${prefix}-${name}`];
}

async function loadNamed(
  name: string,
  kind: 'plugin' | 'theme' | 'preset',
  entry: LifecycleEntry,
  env: Pick<EntryEnv, 'context' | 'configFile' | 'locate'>,
): Promise<{ fn: unknown; module: Record<string, unknown>; path: string }> {
  const candidates = moduleCandidates(name, kind);
  const path = candidates.map((c) => tryResolve(c, env.configFile)).find(Boolean);
  if (!path)
    throw new BuildError({
      file: env.configFile,
      ...env.locate(entry.configPath),
      severity: 'error',
      message: `the ${kind} "${name}" cannot be found (looked for ${candidates.join(', ')} from the site folder)`,
      hint: `install it (npm install ${candidates[candidates.length - 1]}) or fix the name; a local ${kind} is a path such as "./plugins/my-${kind}"`,
    });
  // The config's own loader (jiti, as Docusaurus): fresh on every load, errors at their line.
  const { exports: mod } = await loadSiteModule(path, {
    siteDir: env.context.siteDir,
    what: `the ${kind} "${name}" failed to load`,
    hint: `the module named in the config at ${env.configFile} must load without throwing`,
  });
  return { fn: defaultExport(mod), module: mod as Record<string, unknown>, path };
}

/** `name`, `[name, options]`, a function or `[function, options]` → its function and options. */
async function resolveEntry(
  entry: LifecycleEntry,
  kind: 'plugin' | 'theme',
  env: EntryEnv,
): Promise<ResolvedPlugin | undefined> {
  const { module } = entry;
  const options = entry.options ?? {};
  if (entry.builtIn) {
    if (!env.builtIn) return undefined;
    return {
      plugin: env.builtIn(entry.builtIn),
      options,
      entryPath: env.configFile,
      label: BUILT_IN_NAMES[entry.builtIn.kind],
      configPath: entry.configPath,
      kind,
      builtIn: true,
    };
  }
  if (typeof module === 'function') {
    const fn = module as PluginModule;
    return {
      plugin: fn,
      options,
      entryPath: env.configFile,
      label: fn.name ? `${fn.name} (an inline ${kind})` : `an inline ${kind}`,
      configPath: entry.configPath,
      kind,
      ...(entry.wraps ? { wraps: entry.wraps } : {}),
    };
  }
  if (typeof module !== 'string') return undefined;
  if (env.isNative(module, kind)) {
    // A third-party preset's sitemap runs as the built-in one (Docusaurus writes the sitemap its
    // preset adds), with the generator's sitemap options: the preset's are named as not read.
    const builtIn = entry.preset && kind === 'plugin' ? env.presetBuiltIn?.(module) : undefined;
    if (entry.preset && (!builtIn || !isEmptyOptions(entry.options)))
      env.warnings.push({
        file: env.configFile,
        ...env.locate(entry.configPath),
        severity: 'warning',
        kind: 'docusaurus plugin',
        message: `the preset "${entry.preset}" adds "${module}", which this generator builds itself: the options the preset gives it are not read`,
        hint: `declare "${module}" in the config's plugins with its options instead`,
      });
    if (builtIn && env.builtIn)
      return resolveEntry({ ...entry, builtIn: { kind: builtIn, index: 0 } }, kind, env);
    return undefined;
  }
  const loaded = await loadNamed(module, kind, entry, env);
  if (typeof loaded.fn !== 'function')
    throw new BuildError({
      file: loaded.path,
      severity: 'error',
      message: `the ${kind} "${module}" does not export a function (it exports ${typeof loaded.fn})`,
      hint: `a Docusaurus ${kind} module exports (context, options) => ({ name, ... }) as its default export`,
    });
  return {
    plugin: loaded.fn as PluginModule,
    options,
    entryPath: loaded.path,
    label: module,
    configPath: entry.configPath,
    module: loaded.module,
    kind,
    ...(entry.wraps ? { wraps: entry.wraps } : {}),
  };
}

const isEmptyOptions = (options: unknown) =>
  options === undefined ||
  (typeof options === 'object' && options !== null && Object.keys(options).length === 0);

/** A preset's result, its plugins and themes as entries of the preset. */
export async function runPreset(
  entry: LifecycleEntry,
  env: EntryEnv,
): Promise<{ plugins: LifecycleEntry[]; themes: LifecycleEntry[] }> {
  const preset = await callPreset(entry, env);
  const name = typeof entry.module === 'string' ? entry.module : 'an inline preset';
  const of = (list: unknown[] | undefined): LifecycleEntry[] =>
    (list ?? []).flatMap((item) => {
      if (item === false || item === null || item === undefined) return [];
      const [module, options] = Array.isArray(item) ? item : [item, undefined];
      return [{ module, options, configPath: entry.configPath, preset: name }];
    });
  return { plugins: of(preset.plugins), themes: of(preset.themes) };
}

/** Loads a preset (a name or a function) and calls it with the load context and its options. */
export async function callPreset(
  entry: LifecycleEntry,
  env: Pick<EntryEnv, 'context' | 'configFile' | 'locate'>,
): Promise<Preset> {
  const name = typeof entry.module === 'string' ? entry.module : 'an inline preset';
  const fn =
    typeof entry.module === 'function'
      ? entry.module
      : (await loadNamed(String(entry.module), 'preset', entry, env)).fn;
  if (typeof fn !== 'function')
    throw new BuildError({
      file: env.configFile,
      ...env.locate(entry.configPath),
      severity: 'error',
      message: `the preset "${name}" does not export a function`,
      hint: 'a preset exports (context, options) => ({ plugins, themes })',
    });
  let preset: Preset;
  try {
    preset = ((await fn(env.context, entry.options ?? {})) ?? {}) as Preset;
  } catch (e) {
    throw new BuildError({
      file: env.configFile,
      ...env.locate(entry.configPath),
      severity: 'error',
      message: `the preset "${name}" threw: ${(e as Error).message ?? String(e)}`,
      hint: "check the preset's options in the config",
    });
  }
  return preset;
}

/** Every plugin the lifecycle runs, resolved, in Docusaurus's order. */
export async function resolvePlugins(
  entries: LifecycleEntries,
  env: EntryEnv,
): Promise<ResolvedPlugin[]> {
  const presetPlugins: LifecycleEntry[] = [...entries.presetPlugins];
  const presetThemes: LifecycleEntry[] = [...(entries.presetThemes ?? [])];
  for (const preset of entries.presets) {
    const { plugins, themes } = await runPreset(preset, env);
    presetPlugins.push(...plugins);
    presetThemes.push(...themes);
  }
  const ordered: [LifecycleEntry, 'plugin' | 'theme'][] = [
    ...presetPlugins.map((e) => [e, 'plugin'] as [LifecycleEntry, 'plugin']),
    ...presetThemes.map((e) => [e, 'theme'] as [LifecycleEntry, 'theme']),
    ...entries.plugins.map((e) => [e, 'plugin'] as [LifecycleEntry, 'plugin']),
    ...entries.themes.map((e) => [e, 'theme'] as [LifecycleEntry, 'theme']),
  ];
  const resolved: ResolvedPlugin[] = [];
  for (const [entry, kind] of ordered) {
    const r = await resolveEntry(entry, kind, env);
    if (r) resolved.push(r);
    else if (entry.builtIn) continue;
    else if (typeof entry.module !== 'string' && typeof entry.module !== 'function')
      throw new BuildError({
        file: env.configFile,
        ...env.locate(entry.configPath),
        severity: 'error',
        message: `a ${kind} entry${entry.preset ? ` of the preset "${entry.preset}"` : ''} is neither a module name nor a function`,
        hint: `write "name", ["name", options], a function, or [function, options]`,
      });
  }
  return resolved;
}

/** The folder a plugin's relative paths are read from (Docusaurus's `plugin.path`). */
export const pluginDir = (p: ResolvedPlugin): string => dirname(p.entryPath);
