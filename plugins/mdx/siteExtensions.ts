// What a site adds to the doc compile: its theme overrides and site-wide MDX components (read from
// src/theme, plugins/themeResolver.ts) and the remark/rehype plugins its site.config.ts names under
// `docs` (`beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
// `rehypePlugins`, as Docusaurus's docs plugin names them). A Docusaurus config's content plugin
// instances (every docs instance, blog and pages folder) each give their own four lists and
// admonition keywords (plugins/builtins/compileOptions.ts), which compile the files of their
// folders, as each instance's MDX loader does in Docusaurus; the primary docs instance's also
// compile a file no instance owns (a partial under src/).
//
// Plugins are functions, so they cannot travel to the compile's worker threads: each thread loads
// the site's config itself (once, then again only when the config file changes). `key` is a
// signature of all of it (each plugin's code and options), part of every compile's cache key, so
// changing a plugin or its options recompiles the docs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { PluggableList } from 'unified';
import { CONFIG_FILE_NAMES } from '../config/loadSiteConfig.js';
import { scanSiteTheme } from '../themeResolver.js';
import { ADMONITION_TYPES } from './remarkAdmonitions.js';
import { findDocusaurusConfig } from '../config/docusaurus/loadDocusaurusConfig.js';
import type { BrokenMarkdownHook } from './remarkResolveLinks.js';
import { BuildError } from '../diagnostics.js';
import { docusaurusCodeMarkupOf } from '../config/docusaurus/docusaurusVersion.js';
import type { DocusaurusMarkup } from '../../src/shared/docusaurusCodeMarkup.js';
import { recipeOf, type MdxRuleRecipe, type PluginMdxRule } from '../lifecycle/mdxLoaderRules.js';
import {
  MDX_PLUGIN_OPTION_NAMES as PLUGIN_OPTION_NAMES,
  type MdxPluginOptionName as PluginOptionName,
} from '../builtins/compileOptions.js';

export { PLUGIN_OPTION_NAMES };

/** Docusaurus's `markdown.preprocessor`: the file's text as MDX is to read it. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;

export interface SiteExtensions {
  /** The site's src/theme overrides, by name (`Tabs`, `MDXComponents/A`). */
  overrides: string[];
  /** Components the site's MDXComponents gives every doc. */
  mdxComponents: string[];
  /** The primary docs instance's lists: its docs', and those of a file no instance owns. */
  plugins: Record<PluginOptionName, PluggableList>;
  /**
   * Each content plugin instance's own compile options, for the files under its folders (a
   * Docusaurus config's: plugins/builtins/compileOptions.ts). A site.config.ts site has none.
   */
  sets?: CompileOptionSet[];
  /** The admonition keywords of the primary docs instance's `admonitions` (the defaults when absent). */
  admonitionTypes?: string[];
  /**
   * The Docusaurus config has plugins, themes or presets run on the lifecycle: their theme folders
   * (getThemePath) may give `@theme/` components the MDX imports, resolved by the bundler.
   */
  pluginThemes?: boolean;
  /**
   * The config runs `@docusaurus/theme-live-codeblock`: live fences go to its `CodeBlock` as
   * Docusaurus gives them (plugins/mdx/rehypeCodeBlocks.ts).
   */
  liveCodeBlocks?: boolean;
  /**
   * The site is a Docusaurus site (its config is a docusaurus.config): code blocks carry
   * Docusaurus's classes too, and its release's line elements (plugins/mdx/rehypeCodeBlocks.ts).
   */
  docusaurusMarkup?: DocusaurusMarkup;
  /**
   * Docusaurus 3.9's `markdown.hooks` given as functions: called for a broken `.md` link or a
   * missing image instead of the report (a function cannot travel to a worker: each loads it).
   */
  markdownHooks?: MarkdownHookFunctions;
  /**
   * A Docusaurus config's `markdown.remarkRehypeOptions`: MDX's remark-rehype options (footnote
   * labels…), given to every compile as Docusaurus's mdx-loader gives them. A function among them
   * cannot travel to a worker either: each loads the config.
   */
  remarkRehypeOptions?: Record<string, unknown>;
  /**
   * A Docusaurus config's `markdown.preprocessor`: called with each compiled file's path and text
   * before anything else reads it, as Docusaurus's mdx-loader calls it (a function: each compile
   * thread loads the config).
   */
  markdownPreprocessor?: MarkdownPreprocessor;
  /** A signature of the above: part of the compile's cache key. */
  key: string;
  /** The files the config's plugins were loaded from (inputs of the build, for its up-to-date check). */
  files: string[];
}

export interface MarkdownHookFunctions {
  onBrokenMarkdownLinks?: BrokenMarkdownHook;
  onBrokenMarkdownImages?: BrokenMarkdownHook;
}

/** One plugin instance's compile options (CompileOptionInput resolved). */
export interface CompileOptionSet {
  /** The instance: `<plugin name>@<id>`. */
  owner: string;
  /** The folders whose Markdown files it compiles (absolute). */
  dirs: string[];
  plugins: Record<PluginOptionName, PluggableList>;
  admonitionTypes?: string[];
  /** The primary docs instance's (its lists are the site's `plugins`). */
  primary?: boolean;
}

/** A plugin instance's compile options as its plugin gives them. */
export interface CompileOptionInput {
  owner: string;
  dirs: string[];
  lists: Partial<Record<PluginOptionName, PluggableList>>;
  admonitionTypes?: string[];
  primary?: boolean;
}

export const NO_EXTENSIONS: SiteExtensions = {
  overrides: [],
  mdxComponents: [],
  plugins: {
    beforeDefaultRemarkPlugins: [],
    remarkPlugins: [],
    beforeDefaultRehypePlugins: [],
    rehypePlugins: [],
  },
  key: '',
  files: [],
};

/** A value's text for the signature: functions by their code, objects by their keys in order. */
function signatureOf(value: unknown, open = new Set<unknown>()): string {
  if (typeof value === 'function') return `fn:${value.name}:${String(value)}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (value instanceof RegExp) return String(value);
  if (open.has(value)) return '[circular]';
  open.add(value);
  const text = Array.isArray(value)
    ? `[${value.map((v) => signatureOf(v, open)).join(',')}]`
    : `{${Object.keys(value)
        .sort()
        .map(
          (k) => `${JSON.stringify(k)}:${signatureOf((value as Record<string, unknown>)[k], open)}`,
        )
        .join(',')}}`;
  open.delete(value);
  return text;
}

/**
 * The extensions of a site whose config (already loaded) has these `docs` options; `sources` are
 * the texts of the files the config was made from (a plugin's helpers are in them, not in its code).
 */
export function siteExtensionsOf(
  siteDir: string,
  docs: Partial<Record<PluginOptionName, PluggableList>> | undefined,
  sources: string[] = [],
  files: string[] = [],
  admonitionTypes?: string[],
  setInputs: CompileOptionInput[] = [],
  pluginThemes = false,
  markdownHooks?: MarkdownHookFunctions,
  liveCodeBlocks = false,
  remarkRehypeOptions?: Record<string, unknown>,
): SiteExtensions {
  const theme = scanSiteTheme(siteDir);
  const listsOf = (o: Partial<Record<PluginOptionName, PluggableList>> | undefined) =>
    Object.fromEntries(
      PLUGIN_OPTION_NAMES.map((name) => [name, o?.[name] ?? []]),
    ) as SiteExtensions['plugins'];
  const plugins = listsOf(docs);
  // Each instance's files run its own lists only (a blog's posts not the docs'), as in Docusaurus.
  const sets: CompileOptionSet[] = setInputs.map((s) => ({
    owner: s.owner,
    dirs: s.dirs,
    plugins: listsOf(s.lists),
    ...(s.admonitionTypes ? { admonitionTypes: s.admonitionTypes } : {}),
    ...(s.primary ? { primary: true } : {}),
  }));
  const overrides = Object.keys(theme.overrides).sort();
  const mdxComponents = theme.mdxComponents ?? [];
  const empty =
    !overrides.length &&
    PLUGIN_OPTION_NAMES.every((n) => !plugins[n].length) &&
    sets.every(
      (b) =>
        PLUGIN_OPTION_NAMES.every((n) => !b.plugins[n].length) && b.admonitionTypes === undefined,
    ) &&
    admonitionTypes === undefined &&
    !pluginThemes &&
    !markdownHooks &&
    !liveCodeBlocks &&
    !remarkRehypeOptions;
  const key = empty
    ? ''
    : createHash('sha1')
        .update(
          signatureOf({
            overrides,
            mdxComponents,
            plugins,
            sources,
            ...(admonitionTypes ? { admonitionTypes } : {}),
            ...(sets.length ? { sets } : {}),
            ...(pluginThemes ? { pluginThemes } : {}),
            ...(markdownHooks ? { markdownHooks } : {}),
            ...(liveCodeBlocks ? { liveCodeBlocks } : {}),
            ...(remarkRehypeOptions ? { remarkRehypeOptions } : {}),
          }),
        )
        .digest('hex');
  return {
    overrides,
    mdxComponents,
    plugins,
    key,
    files,
    ...(admonitionTypes ? { admonitionTypes } : {}),
    ...(sets.length ? { sets } : {}),
    ...(pluginThemes ? { pluginThemes } : {}),
    ...(markdownHooks ? { markdownHooks } : {}),
    ...(liveCodeBlocks ? { liveCodeBlocks } : {}),
    ...(remarkRehypeOptions ? { remarkRehypeOptions } : {}),
  };
}

/**
 * The compile options that apply to a file: those of the plugin instance whose folder holds it (a
 * doc, a post or a post's excerpt, a Markdown page; the deepest folder when two hold it), else the
 * primary docs instance's (the site's). `setKey` names the instance in a processor's key and the
 * compile's; empty for the primary docs instance's options.
 */
export function pluginsFor(
  site: SiteExtensions,
  filePath: string,
): { plugins: SiteExtensions['plugins']; admonitionTypes?: string[]; setKey: string } {
  let owner: CompileOptionSet | undefined;
  let depth = -1;
  for (const set of site.sets ?? [])
    for (const dir of set.dirs)
      if (dir.length > depth && filePath.startsWith(dir + sep)) {
        owner = set;
        depth = dir.length;
      }
  if (!owner || owner.primary)
    return {
      plugins: site.plugins,
      ...(site.admonitionTypes ? { admonitionTypes: site.admonitionTypes } : {}),
      setKey: '',
    };
  return {
    plugins: owner.plugins,
    ...(owner.admonitionTypes ? { admonitionTypes: owner.admonitionTypes } : {}),
    setKey: owner.owner,
  };
}

const PLUGIN_KEYS = new RegExp(PLUGIN_OPTION_NAMES.join('|'));

/** The config file's state and the theme folder's: when either changes, the site is read again. */
function stamp(siteDir: string): { file?: string; stamp: string } {
  // A site.config.*, else a Docusaurus config (a folder with both uses site.config.*).
  const file =
    CONFIG_FILE_NAMES.map((n) => join(siteDir, n)).find((f) => existsSync(f)) ??
    findDocusaurusConfig(siteDir);
  const parts = [file, join(siteDir, 'src', 'theme')].map((f) => {
    if (!f || !existsSync(f)) return '-';
    const s = statSync(f);
    return `${s.mtimeMs}:${s.size}`;
  });
  const mdx = ['.tsx', '.ts', '.jsx', '.js']
    .map((e) => join(siteDir, 'src', 'theme', `MDXComponents${e}`))
    .find((f) => existsSync(f));
  if (mdx) parts.push(String(statSync(mdx).mtimeMs));
  return { file, stamp: parts.join('|') };
}

const loaded = new Map<
  string,
  { stamp: string; extensions: Promise<SiteExtensions>; files?: Map<string, number> }
>();

const mtimeOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : -1);

/**
 * The site's extensions, loaded once per process (per worker thread) and again when the site's
 * config file or theme folder changes. A config that names no plugin option is not imported again.
 * The mdx-loader rules of the site's plugins (their `configureWebpack`) join them: in the thread
 * that ran the plugins, as they gave them (`setPluginMdxRules`); in a compile thread, from
 * `recipe` (what the build's thread sends with each compile: `pluginMdxRecipe`), the plugins
 * initialised there again and their `configureWebpack` asked again.
 */
export function loadSiteExtensions(
  siteDir: string,
  recipe?: MdxRuleRecipe[],
): Promise<SiteExtensions> {
  const base = loadBaseExtensions(siteDir);
  const live = liveRules.get(siteDir);
  if (!live && !recipe?.length) return base;
  let byKey = withRules.get(base);
  if (!byKey) withRules.set(base, (byKey = new Map()));
  const key = live ? `live\0${live.key}` : `recipe\0${JSON.stringify(recipe)}`;
  let hit = byKey.get(key);
  if (!hit) {
    const rules = live ? Promise.resolve(live.rules) : rulesOfRecipe(siteDir, recipe!);
    hit = Promise.all([base, rules]).then(([site, r]) => withPluginRules(site, r));
    const map = byKey;
    hit.catch(() => map.delete(key));
    byKey.set(key, hit);
  }
  return hit;
}

/** The extensions with the plugins' rules, by the extensions they were added to, then by rules. */
const withRules = new WeakMap<Promise<SiteExtensions>, Map<string, Promise<SiteExtensions>>>();

/** The mdx-loader rules of the site's plugins as this thread ran them, by site folder. */
const liveRules = new Map<string, { rules: PluginMdxRule[]; key: string }>();

/** A signature of rules: their instances, folders, options and plugin modules' text. */
function rulesSignature(rules: PluginMdxRule[]): string {
  const sources = [...new Set(rules.map((r) => r.file))].map((file) => {
    try {
      return `${file}\0${readFileSync(file, 'utf8')}`;
    } catch {
      return file;
    }
  });
  return createHash('sha1')
    .update(
      signatureOf({
        rules: rules.map(({ owner, dirs, lists, admonitions }) => ({
          owner,
          dirs,
          lists,
          admonitions,
        })),
        sources,
      }),
    )
    .digest('hex');
}

/**
 * Records the mdx-loader rules the site's plugins gave in this thread's load of the site
 * (plugins/lifecycle/sitePlugins.ts, after each load): the compiles of this thread apply them, and
 * send their recipe to the compile threads.
 */
export function setPluginMdxRules(siteDir: string, rules: PluginMdxRule[]): void {
  if (!rules.length) liveRules.delete(siteDir);
  else liveRules.set(siteDir, { rules, key: rulesSignature(rules) });
}

/**
 * What a compile thread is told of the site's mdx-loader rules (none: undefined): with `filePath`,
 * only the rules whose folders hold it, so that a thread looks for a plugin's rule only to compile
 * one of its files (a rule it cannot find again fails those files, not the others).
 */
export function pluginMdxRecipe(siteDir: string, filePath?: string): MdxRuleRecipe[] | undefined {
  const rules = liveRules
    .get(siteDir)
    ?.rules.filter(
      (r) => filePath === undefined || r.dirs.some((dir) => filePath.startsWith(dir + sep)),
    );
  return rules?.length ? rules.map(recipeOf) : undefined;
}

/** The extensions with each rule's options for the files of its folders (a set of its own). */
function withPluginRules(site: SiteExtensions, rules: PluginMdxRule[]): SiteExtensions {
  if (!rules.length) return site;
  const listsOf = (o: PluginMdxRule['lists']) =>
    Object.fromEntries(
      PLUGIN_OPTION_NAMES.map((name) => [name, o[name] ?? []]),
    ) as SiteExtensions['plugins'];
  const sets: CompileOptionSet[] = rules.map((r) => {
    const admonitionTypes = admonitionTypesOf(r.admonitions);
    return {
      owner: r.owner,
      dirs: r.dirs,
      plugins: listsOf(r.lists),
      ...(admonitionTypes ? { admonitionTypes } : {}),
    };
  });
  return {
    ...site,
    sets: [...(site.sets ?? []), ...sets],
    key: createHash('sha1')
      .update(`${site.key}\0mdx-loader rules\0${rulesSignature(rules)}`)
      .digest('hex'),
    files: [...new Set([...site.files, ...rules.map((r) => r.file)])].sort(),
  };
}

/**
 * In a compile thread: the rules `recipe` names, from the site's plugins initialised in this
 * thread (their function called with the load context and options, no content loaded) and their
 * `configureWebpack` called again. A rule not found as the build's thread had it (the plugin
 * gives it only with its loaded content, or other options) stops the compile, naming the plugin
 * and its options: its files never compile with other options.
 */
async function rulesOfRecipe(siteDir: string, recipe: MdxRuleRecipe[]): Promise<PluginMdxRule[]> {
  const { loadSiteConfig } = await import('../config/loadSiteConfig.js');
  const { initSitePlugins } = await import('../lifecycle/extendCli.js');
  const { createLoadContext } = await import('../lifecycle/sitePlugins.js');
  const { baseWebpackConfig, webpackUtils } = await import('../lifecycle/hooks.js');
  const { mdxRulesOf, readRuleContent } = await import('../lifecycle/mdxLoaderRules.js');
  const config = await loadSiteConfig(siteDir, undefined, { sidebars: false });
  const section = config.docusaurus;
  // A wrapped blog's rule names its locale's translated folder (i18n/<locale>/…): its instance
  // here reads the same locale, the one whose folder a rule names.
  const i18n = section?.i18n;
  const named = i18n?.locales.find((l) => {
    const dir = resolve(config.siteDir, i18n.path, i18n.localeConfigs[l]?.path ?? l) + sep;
    return recipe.some((r) => r.dirs.some((d) => d.startsWith(dir)));
  });
  const { loadLocale } = await import('../i18n/loadLocale.js');
  const locale =
    section && named
      ? (
          await loadLocale(
            config.siteDir,
            section.i18n,
            config.siteConfig,
            { name: named, localize: true },
            config.configFile,
          )
        ).context
      : undefined;
  const plugins = section ? await initSitePlugins(config.siteDir, section, config, locale) : [];
  const context = section ? createLoadContext(config.siteDir, section) : undefined;
  const found: PluginMdxRule[] = [];
  for (const want of recipe) {
    const p = plugins.find((x) => `${x.name}@${x.id}` === want.owner);
    const fail = (why: string) =>
      new BuildError({
        file: p?.entryPath ?? config.configFile,
        severity: 'error',
        message: `plugin "${want.plugin}" compiles the Markdown of ${want.dirs.join(', ')} with its own ${want.options.length ? want.options.join(', ') : 'admonitions'} (an @docusaurus/mdx-loader rule of its configureWebpack), which a compile thread could not reach: ${why}`,
        hint: 'its configureWebpack must give the same mdx-loader rule before its content is loaded (the compile threads initialise the plugins, they do not load their content)',
      });
    const configure = p?.instance.configureWebpack;
    if (!p || !configure || !context) throw fail('the plugin has no such instance there');
    let result: unknown;
    try {
      // Its loaded content where its rule is made from it (written by the build's thread).
      const content = readRuleContent(want.content);
      result = await configure.call(
        p.instance,
        baseWebpackConfig(context),
        false,
        webpackUtils(context) as never,
        content,
      );
    } catch (e) {
      const without = want.content ? 'with its content read back' : 'without its content';
      throw fail(`its configureWebpack threw ${without}: ${(e as Error).message}`);
    }
    const module = (result as { module?: unknown } | undefined)?.module;
    const rule = mdxRulesOf(module, p, config.siteDir).rules.find(
      (r) => JSON.stringify(r.dirs) === JSON.stringify(want.dirs),
    );
    if (!rule) throw fail('its configureWebpack gives no mdx-loader rule for those folders there');
    const options = recipeOf(rule).options;
    if (want.content) rule.content = want.content;
    if (JSON.stringify(options) !== JSON.stringify(want.options))
      throw fail(`there it gives ${options.join(', ') || 'no plugins'}`);
    found.push(rule);
  }
  return found;
}

/**
 * The extensions without the site's code that runs in a compile: no remark/rehype plugin (the
 * primary docs', an instance's, a plugin's rule's) and no `markdown.hooks` or `preprocessor` function. For the
 * compile threads' warm-up (warmCompiler.ts), whose compiles are dropped: a site plugin with side
 * effects (writing a file, counting its calls) runs once per page, as in Docusaurus.
 */
export function withoutSitePlugins(site: SiteExtensions): SiteExtensions {
  const { sets: _sets, markdownHooks: _hooks, markdownPreprocessor: _pre, ...rest } = site;
  return {
    ...rest,
    plugins: NO_EXTENSIONS.plugins,
    key: site.key ? `${site.key}\0without site plugins` : '',
  };
}

/** The site's extensions without its plugins' mdx-loader rules (cached by the config's state). */
function loadBaseExtensions(siteDir: string): Promise<SiteExtensions> {
  const current = stamp(siteDir);
  const hit = loaded.get(siteDir);
  // The same config, theme folder and plugin modules (a plugin's helper edited in the dev server).
  if (
    hit &&
    hit.stamp === current.stamp &&
    [...(hit.files ?? [])].every(([file, mtime]) => mtimeOf(file) === mtime)
  )
    return hit.extensions;
  const docusaurus = current.file !== undefined && DOCUSAURUS_CONFIG.test(current.file);
  const extensions = (async () => {
    const source = current.file ? readFileSync(current.file, 'utf8') : '';
    // A Docusaurus config is mapped for its docs' remark/rehype plugins, `admonitions`, and whether
    // it has plugins, themes or a third-party preset of its own (their theme components:
    // `pluginThemes`; the redocusaurus preset's theme gives `@theme/ApiDocMdx`).
    const mapped =
      docusaurus &&
      /admonitions|onBrokenMarkdown|remarkRehypeOptions|preprocessor|\b(plugins|themes|presets)\b/.test(
        source,
      );
    if (!current.file || !(PLUGIN_KEYS.test(source) || mapped))
      return siteExtensionsOf(siteDir, undefined);
    if (docusaurus)
      return docusaurusExtensions(
        siteDir,
        current.file,
        PLUGIN_KEYS.test(source) ||
          /admonitions|onBrokenMarkdown|remarkRehypeOptions|preprocessor/.test(source),
      );
    // Loaded as plugins/config/loadSiteConfig.ts loads it (which has validated it already), keeping
    // the list of files it was loaded from: a plugin's helper module counts in the signature.
    const { loadSiteModule } = await import('../config/loadSiteModule.js');
    const loaded = await loadSiteModule(current.file, { siteDir });
    const value =
      typeof loaded.value === 'function' ? await (loaded.value as () => unknown)() : loaded.value;
    const config = value as { docs?: Partial<Record<PluginOptionName, PluggableList>> } | undefined;
    const files = [...loaded.files].sort();
    const sources = files.map((f) => `${f}\0${readFileSync(f, 'utf8')}`);
    return siteExtensionsOf(siteDir, config?.docs, sources, files);
  })().then((e) =>
    // A Docusaurus site's code blocks get its markup: another compile, another cache key.
    docusaurus ? withDocusaurusMarkup(e, docusaurusCodeMarkupOf(siteDir)) : e,
  );
  const entry: { stamp: string; extensions: Promise<SiteExtensions>; files?: Map<string, number> } =
    { stamp: current.stamp, extensions };
  loaded.set(siteDir, entry);
  extensions.then(
    (e) => (entry.files = new Map(e.files.map((f) => [f, mtimeOf(f)]))),
    () => undefined,
  );
  extensions.catch(() => loaded.delete(siteDir));
  return extensions;
}

const DOCUSAURUS_CONFIG = /[/\\]docusaurus\.config\.[cm]?[jt]s$/;

/**
 * A Docusaurus config's content plugin instances' compile options (plugins/builtins/compileOptions.ts),
 * their plugins given as functions or `[function, options]` as Docusaurus takes them; the primary
 * docs instance's are also the site's.
 */
async function docusaurusExtensions(
  siteDir: string,
  configFile: string,
  /** The config names remark/rehype plugins or admonitions (else only `pluginThemes` counts). */
  mdxOptions: boolean,
): Promise<SiteExtensions> {
  const { loadDocusaurusConfig } = await import('../config/docusaurus/loadDocusaurusConfig.js');
  const { mapDocusaurusConfig } = await import('../config/docusaurus/mapDocusaurusConfig.js');
  const { runThirdPartyPresets } = await import('../config/docusaurus/thirdPartyPresets.js');
  const { source, config, files } = await loadDocusaurusConfig(configFile);
  // A third-party preset's docs options (its remark plugins) are the docs' (Metro's preset).
  const presetResults = await runThirdPartyPresets(config, { siteDir, configFile, source });
  const { docusaurus } = mapDocusaurusConfig(config, { configFile, source, presetResults });
  // The generator's own plugins a preset names (the classic preset's docs, blog…) give none.
  const { presetPlugins, ...lists } = docusaurus.lifecycle;
  const pluginThemes =
    Object.values(lists).some((list) => list.length > 0) || presetPlugins.some((p) => !p.builtIn);
  const markdownHooks = markdownHookFunctions(config);
  const remarkRehypeOptions = remarkRehypeOptionsOf(config);
  const preprocessor = markdownPreprocessorOf(config);
  const liveCodeBlocks = namesLiveCodeBlockTheme([
    ...lists.plugins,
    ...lists.themes,
    ...(lists.presetThemes ?? []),
    ...presetPlugins,
  ]);
  // Nothing that changes a compile: the empty extensions (whose cache key a config edit keeps).
  if (!mdxOptions && !pluginThemes && !markdownHooks && !remarkRehypeOptions && !preprocessor)
    return siteExtensionsOf(siteDir, undefined);
  const { builtInCompileOptions } = await import('../builtins/compileOptions.js');
  const sets: CompileOptionInput[] = builtInCompileOptions(siteDir, docusaurus).map((o) => ({
    owner: o.owner,
    dirs: o.dirs,
    lists: o.lists,
    ...(o.admonitions === true ? {} : { admonitionTypes: admonitionTypesOf(o.admonitions) }),
    ...(o.primary ? { primary: true } : {}),
  }));
  const primary = sets.find((s) => s.primary);
  const loadedFiles = [...files].sort();
  const extensions = siteExtensionsOf(
    siteDir,
    primary?.lists,
    loadedFiles.map((f) => `${f}\0${f === configFile ? source : readFileSync(f, 'utf8')}`),
    loadedFiles,
    primary?.admonitionTypes,
    sets,
    pluginThemes,
    markdownHooks,
    liveCodeBlocks,
    remarkRehypeOptions,
  );
  return preprocessor ? withMarkdownPreprocessor(extensions, preprocessor) : extensions;
}

/** The config's `markdown.preprocessor` when it is a function (Docusaurus's default: none). */
export function markdownPreprocessorOf(config: unknown): MarkdownPreprocessor | undefined {
  const value = (config as { markdown?: { preprocessor?: unknown } } | undefined)?.markdown
    ?.preprocessor;
  return typeof value === 'function' ? (value as MarkdownPreprocessor) : undefined;
}

/** The extensions with the preprocessor, under a compile cache key of their own. */
function withMarkdownPreprocessor(
  e: SiteExtensions,
  markdownPreprocessor: MarkdownPreprocessor,
): SiteExtensions {
  const key = createHash('sha1')
    .update(`${e.key}\0markdown.preprocessor\0${signatureOf(markdownPreprocessor)}`)
    .digest('hex');
  return { ...e, markdownPreprocessor, key };
}

/** The config's `markdown.remarkRehypeOptions` when it is an object (Docusaurus's default: none). */
export function remarkRehypeOptionsOf(config: unknown): Record<string, unknown> | undefined {
  const value = (config as { markdown?: { remarkRehypeOptions?: unknown } } | undefined)?.markdown
    ?.remarkRehypeOptions;
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Whether a config's plugins and themes include `@docusaurus/theme-live-codeblock` (by its
 * package name or Docusaurus's short name `live-codeblock`, alone or with options).
 */
export function namesLiveCodeBlockTheme(entries: readonly { module: unknown }[]): boolean {
  return entries.some(
    ({ module }) =>
      typeof module === 'string' &&
      (/^(theme-)?live-codeblock$/.test(module) ||
        /(^|[\\/])@docusaurus[\\/]theme-live-codeblock([\\/]|$)/.test(module)),
  );
}

/** The config's `markdown.hooks` that are functions (Docusaurus 3.9+), or undefined if none is. */
export function markdownHookFunctions(config: unknown): MarkdownHookFunctions | undefined {
  const markdown = (config as { markdown?: { hooks?: Record<string, unknown> } } | undefined)
    ?.markdown;
  const hooks = markdown?.hooks ?? {};
  const out: MarkdownHookFunctions = {};
  for (const name of ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages'] as const) {
    const value = hooks[name];
    if (typeof value === 'function') out[name] = value as BrokenMarkdownHook;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The admonition keywords of docs options' `admonitions`: `true` the defaults (undefined here),
 * `false` none, `{keywords, extendDefaults}` the keywords, after the defaults unless
 * `extendDefaults: false` (Docusaurus 3's default is to extend).
 */
export function admonitionTypesOf(
  admonitions: boolean | { keywords?: string[]; extendDefaults?: boolean },
): string[] | undefined {
  if (admonitions === true) return undefined;
  if (admonitions === false) return [];
  const keywords = admonitions.keywords ?? [];
  return admonitions.extendDefaults === false
    ? keywords
    : [...new Set([...ADMONITION_TYPES, ...keywords])];
}

/** The extensions with the markup, under a compile cache key of their own. */
function withDocusaurusMarkup(e: SiteExtensions, markup: DocusaurusMarkup): SiteExtensions {
  const key = `${e.key}\0docusaurus markup${markup === true ? '' : ` ${markup}`}`;
  return { ...e, docusaurusMarkup: markup, key };
}
