// The MDX compile options a plugin gives through `configureWebpack`: a `module.rules` entry whose
// loader is `@docusaurus/mdx-loader` compiles the Markdown files under its `include` folders with
// that rule's `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
// `rehypePlugins` and `admonitions`, as Docusaurus's content plugins give their own (their
// `createMDXLoaderRule`), as a plugin wrapping one of them returns it, and as a site's plugin
// compiling Markdown of its own (a folder of READMEs, a showcase) writes it. Read as data here;
// the compile applies them by folder (plugins/mdx/siteExtensions.ts), on its threads too.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { deserialize, serialize } from 'node:v8';
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
  /** The plugin's loaded content, written for the compile threads (`contentForThreads`). */
  content?: RuleContent;
}

/**
 * A plugin's loaded content as a compile thread reads it (`v8.serialize`d into `file`; `key`: its
 * hash, so a thread takes new content as a new rule).
 */
export interface RuleContent {
  file: string;
  key: string;
}

/**
 * What a compile thread needs to find a rule again: the instance, its folders, its lists' names,
 * and the plugin's content where its `configureWebpack` gives the rule only with it.
 */
export interface MdxRuleRecipe {
  owner: string;
  plugin: string;
  dirs: string[];
  options: MdxPluginOptionName[];
  content?: RuleContent;
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
    ...(rule.content ? { content: rule.content } : {}),
  };
}

/** Whether two rules are one for a compile thread: the same folders and the same lists. */
const sameRule = (a: PluginMdxRule, b: PluginMdxRule) =>
  JSON.stringify(a.dirs) === JSON.stringify(b.dirs) &&
  JSON.stringify(recipeOf({ ...a, content: undefined })) ===
    JSON.stringify(recipeOf({ ...b, content: undefined }));

/**
 * The compile threads initialise the plugins again without loading their content, and ask their
 * `configureWebpack` for the rules again. A plugin that makes its rules from its loaded content
 * (the docs plugin of Docusaurus 3.0–3.5 reads its versions there; `withoutContent` throws or
 * gives other rules) has its content written to `dir` for them, and its rules name that file:
 * a thread reads it and passes it to `configureWebpack`, as Docusaurus passes the content. Content
 * that cannot be written (functions in it) is not: the thread then stops naming the plugin.
 */
export async function contentForThreads(
  rules: PluginMdxRule[],
  content: unknown,
  withoutContent: () => unknown,
  plugin: { name: string; id: string; entryPath: string },
  siteDir: string,
  /** The folder the content is written to (asked only when it is written). */
  folder: () => string,
): Promise<PluginMdxRule[]> {
  if (!rules.length || content === undefined) return rules;
  let again: PluginMdxRule[] = [];
  try {
    const config = (await withoutContent()) as { module?: unknown } | undefined;
    again = mdxRulesOf(config?.module, plugin, siteDir).rules;
  } catch {
    // It needs its content (as the docs plugin of Docusaurus 3.0–3.5 does).
  }
  if (rules.every((r) => again.some((a) => sameRule(r, a)))) return rules;
  let bytes: Buffer;
  try {
    bytes = serialize(content);
  } catch {
    return rules;
  }
  const key = createHash('sha1').update(bytes).digest('hex');
  const dir = folder();
  const file = join(dir, `${plugin.name}-${plugin.id}.v8`.replace(/[^\w.@-]+/g, '_'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, bytes);
  return rules.map((r) => ({ ...r, content: { file, key } }));
}

/** The content a rule's recipe names, as written by `contentForThreads` (undefined: none). */
export function readRuleContent(content: RuleContent | undefined): unknown {
  return content ? deserialize(readFileSync(content.file)) : undefined;
}
