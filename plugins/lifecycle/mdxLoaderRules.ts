// The MDX compile options a plugin gives through `configureWebpack`: a `module.rules` entry whose
// loader is `@docusaurus/mdx-loader` compiles the Markdown files under its `include` folders with
// that rule's `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
// `rehypePlugins` and `admonitions`, as Docusaurus's content plugins give their own (their
// `createMDXLoaderRule`), as a plugin wrapping one of them returns it, and as a site's plugin
// compiling Markdown of its own (a folder of READMEs, a showcase) writes it. Read as data here;
// the compile applies them by folder (plugins/mdx/siteExtensions.ts), on its threads too.
import { isAbsolute, resolve, sep } from 'node:path';
import type { PluggableList } from 'unified';
import {
  MDX_PLUGIN_OPTION_NAMES,
  type AdmonitionsOption,
  type MdxPluginOptionName,
} from '../builtins/compileOptions.js';

/** One mdx-loader rule of a plugin's `configureWebpack`, as the compile applies it. */
export interface PluginMdxRule {
  /** The plugin instance: `<name>@<id>`. */
  owner: string;
  /** The plugin's name, for messages. */
  plugin: string;
  /** The plugin's module file (or the config's, for an inline plugin). */
  file: string;
  /** The rule's `include` folders (absolute, no trailing separator). */
  dirs: string[];
  lists: Partial<Record<MdxPluginOptionName, PluggableList>>;
  /** mdx-loader's `admonitions` (off when the rule does not give it, as mdx-loader has it). */
  admonitions: AdmonitionsOption;
}

/** What a compile thread needs to find a rule again: the instance, its folders, its lists' names. */
export interface MdxRuleRecipe {
  owner: string;
  plugin: string;
  dirs: string[];
  options: MdxPluginOptionName[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether a webpack `loader` is Docusaurus's MDX loader: its package name, or a file of it
 * (`require.resolve('@docusaurus/mdx-loader')`, what `createMDXLoaderItem` gives).
 */
export function isMdxLoader(loader: unknown): boolean {
  if (typeof loader !== 'string') return false;
  return loader === '@docusaurus/mdx-loader' || /[\\/]@docusaurus[\\/]mdx-loader[\\/]/.test(loader);
}

/** A rule's loaders: `use` (one or a list; a string, or `{ loader, options }`), or `loader`. */
function loadersOf(rule: Record<string, unknown>): { loader: unknown; options: unknown }[] {
  const use = rule.use ?? (rule.loader !== undefined ? [rule] : []);
  return (Array.isArray(use) ? use : [use]).map((u) =>
    isRecord(u) ? { loader: u.loader, options: u.options } : { loader: u, options: undefined },
  );
}

function admonitionsOf(value: unknown): AdmonitionsOption {
  if (value === true) return true;
  if (isRecord(value))
    return {
      ...(Array.isArray(value.keywords) ? { keywords: value.keywords.map(String) } : {}),
      ...(typeof value.extendDefaults === 'boolean'
        ? { extendDefaults: value.extendDefaults }
        : {}),
    };
  return false;
}

/** `include` as folders: a path or a list of paths (a RegExp, a function or a condition: not). */
function foldersOf(include: unknown, siteDir: string): string[] | undefined {
  const list = Array.isArray(include) ? include : [include];
  if (!list.length || !list.every((i) => typeof i === 'string')) return undefined;
  return list.map((dir) => {
    const abs = isAbsolute(dir) ? dir : resolve(siteDir, dir);
    return abs.length > 1 && abs.endsWith(sep) ? abs.slice(0, -1) : abs.replace(/[\\/]$/, '');
  });
}

export interface MdxRulesResult {
  rules: PluginMdxRule[];
  /** What cannot be applied, as `module.rules[i]…` names for the plugin's warning. */
  lost: string[];
  /** Whether other rules are left (not mdx-loader's): the caller names `module` for them. */
  others: boolean;
}

/**
 * The mdx-loader rules of a `configureWebpack` result's `module`. A rule that names no folder
 * (`include` missing, a RegExp, `exclude` only) or gives `recmaPlugins` cannot be applied as
 * Docusaurus applies it: it is named in `lost`, never applied to other files.
 */
export function mdxRulesOf(
  module: unknown,
  plugin: { name: string; id: string; entryPath: string },
  siteDir: string,
): MdxRulesResult {
  const out: MdxRulesResult = { rules: [], lost: [], others: false };
  const rules = isRecord(module) && Array.isArray(module.rules) ? module.rules : undefined;
  // An empty list (the config it was given) is named as before: only mdx-loader rules are read.
  if (!rules?.length || Object.keys(module as object).some((k) => k !== 'rules')) out.others = true;
  (rules ?? []).forEach((rule, i) => {
    const mdx = isRecord(rule) ? loadersOf(rule).find((l) => isMdxLoader(l.loader)) : undefined;
    if (!mdx || !isRecord(rule)) {
      out.others = true;
      return;
    }
    const at = `module.rules[${i}]`;
    const dirs = foldersOf(rule.include, siteDir);
    if (!dirs) {
      out.lost.push(`${at}.include (mdx-loader: only folders are applied)`);
      return;
    }
    const options = isRecord(mdx.options) ? mdx.options : {};
    const lists: PluginMdxRule['lists'] = {};
    for (const name of MDX_PLUGIN_OPTION_NAMES) {
      const value = options[name];
      if (value === undefined) continue;
      if (!Array.isArray(value)) {
        out.lost.push(`${at} mdx-loader ${name} (not a list)`);
        continue;
      }
      lists[name] = value as PluggableList;
    }
    if (Array.isArray(options.recmaPlugins) && options.recmaPlugins.length)
      out.lost.push(`${at} mdx-loader recmaPlugins`);
    out.rules.push({
      owner: `${plugin.name}@${plugin.id}`,
      plugin: plugin.name,
      file: plugin.entryPath,
      dirs,
      lists,
      admonitions: admonitionsOf(options.admonitions),
    });
  });
  return out;
}

/** The part of a rule a compile thread can be told (functions stay behind). */
export function recipeOf(rule: PluginMdxRule): MdxRuleRecipe {
  return {
    owner: rule.owner,
    plugin: rule.plugin,
    dirs: rule.dirs,
    options: MDX_PLUGIN_OPTION_NAMES.filter((n) => (rule.lists[n]?.length ?? 0) > 0),
  };
}
