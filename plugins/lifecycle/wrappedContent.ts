// A site plugin that extends a content plugin by calling its function, as Docusaurus sites do
// (`const blog = await blogPlugin(context, options); return { ...blog, contentLoaded }`; the
// docs plugin's `docsPluginEnhanced` recipe; Docusaurus's changelog plugin): the content plugin's
// stand-in (plugins/config/docusaurus/standIns.ts) asks here, and while the lifecycle runs that
// site plugin's function (initPlugin) it gets the built-in instance (plugins/builtins/index.ts
// wrappedBuiltIns): a blog of the options it gives (a folder and an id of its own allowed), the
// docs or pages instance the config mapped (options other than the config's stop here). The
// built-in loads and routes; the site's methods run on Docusaurus's contract around it: its
// `loadContent` gives Docusaurus's content, its `contentLoaded` adds the routes (a wrapper that
// never calls it has none of them, as in Docusaurus), and the generator's hooks of the built-in
// follow the wrapper's instance (run.ts).
import { resolve } from 'node:path';
import {
  CONTENT_PLUGIN_CALL,
  standInCallMessage,
  type ContentPluginCall,
} from '../config/docusaurus/standIns.js';
import { ScopedStorage } from '../asyncScope.js';
import { resolveBlogOptions } from '../blog/options.js';
import { MDX_PLUGIN_OPTION_NAMES } from '../builtins/compileOptions.js';
import type { BuiltInKind, BuiltInRef } from '../builtins/native.js';
import type { Plugin } from './types.js';

/** The package of each content plugin a site plugin may wrap. */
export const WRAPPED_PACKAGE: Partial<Record<BuiltInKind, string>> = {
  blog: '@docusaurus/plugin-content-blog',
  docs: '@docusaurus/plugin-content-docs',
  pages: '@docusaurus/plugin-content-pages',
};

/** Docusaurus's `GlobExcludeDefault`: what a content plugin's `exclude` is by default. */
const GLOB_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

const MDX_DEFAULTS = () => ({
  ...Object.fromEntries(MDX_PLUGIN_OPTION_NAMES.map((n) => [n, []])),
  recmaPlugins: [],
  admonitions: true,
});

/** Docusaurus 3.8's docs options' defaults (the values its `validateOptions` fills in). */
const DOCS_DEFAULTS = (): Record<string, unknown> => ({
  path: 'docs',
  routeBasePath: 'docs',
  tagsBasePath: 'tags',
  include: ['**/*.{md,mdx}'],
  exclude: GLOB_EXCLUDE_DEFAULT,
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docTagsListComponent: '@theme/DocTagsListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  ...MDX_DEFAULTS(),
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  includeCurrentVersion: true,
  disableVersioning: false,
  versions: {},
  editCurrentVersion: false,
  editLocalizedFiles: false,
  sidebarCollapsible: true,
  sidebarCollapsed: true,
  breadcrumbs: true,
  onInlineTags: 'warn',
});

/** Docusaurus 3.8's pages options' defaults. */
const PAGES_DEFAULTS = (): Record<string, unknown> => ({
  path: 'src/pages',
  routeBasePath: '/',
  include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
  exclude: GLOB_EXCLUDE_DEFAULT,
  mdxPageComponent: '@theme/MDXPage',
  ...MDX_DEFAULTS(),
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  editLocalizedFiles: false,
});

/**
 * The docs or pages options as Docusaurus's `validateOptions` gives them: its defaults, the
 * site's values over them (kept as given: the config mapping checked them), and the id.
 */
export function docusaurusContentOptions(
  kind: 'docs' | 'pages',
  options: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = kind === 'docs' ? DOCS_DEFAULTS() : PAGES_DEFAULTS();
  return { ...defaults, ...options, id: typeof options.id === 'string' ? options.id : 'default' };
}

/** Whether two option values are the same: data alike, functions and classes the same one. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const plain = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  if (plain(a) && plain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  if (a instanceof RegExp && b instanceof RegExp) return String(a) === String(b);
  return false;
}

/** The first option whose value `given` changes from `config`'s (both with the defaults). */
export function changedOption(
  kind: 'docs' | 'pages',
  given: Record<string, unknown>,
  config: Record<string, unknown>,
): string | undefined {
  const a = docusaurusContentOptions(kind, given);
  const b = docusaurusContentOptions(kind, config);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].find((k) => !sameValue(a[k], b[k]));
}

/** A built-in instance a wrapper's function got, and what the lifecycle learns of it. */
export interface WrappedBuiltIn {
  ref: BuiltInRef;
  instance: Plugin;
  /**
   * The site plugin wrapping it (its returned `name`, its options' `id`): the plugin whose routes
   * the built-in's become when the wrapper's contentLoaded adds them (Docusaurus's route context).
   */
  wrapper?: { name: string; id: string };
  /** The content its own loadContent returned (the last time it ran). */
  loaded?: unknown;
}

/** What a wrapper's function may ask while the lifecycle runs it. */
export interface WrapScope {
  /** The instance the config mapped for this plugin (LifecycleEntry.wraps), if any. */
  ref?: BuiltInRef;
  /** The options the config gives it (the mapping's raw options). */
  configOptions?: Record<string, unknown>;
  /** Makes the built-in instance with the options the wrapper gives. */
  create?: (options: Record<string, unknown>) => Plugin;
  created: WrappedBuiltIn[];
  /** The config file (where option errors point). */
  configFile?: string;
  /** The site's folder (a blog's `path` is from it). */
  siteDir?: string;
}

const scopes = new ScopedStorage<WrapScope>();

/** Each built-in instance a site plugin got by calling the content plugin's function. */
const records = new WeakMap<Plugin, WrappedBuiltIn>();

/**
 * The site plugin wrapping a built-in instance (its name and id, known once its function
 * returned), if one does: the plugin whose routes the instance's are.
 */
export const wrapperOf = (instance: Plugin): WrappedBuiltIn['wrapper'] =>
  records.get(instance)?.wrapper;

/**
 * Docusaurus's blog options with its defaults, as its `validateOptions` returns them (the values
 * the site gave are kept as given; resolveBlogOptions checks them and throws a positioned error).
 */
export function docusaurusBlogOptions(
  options: Record<string, unknown>,
  configFile: string,
): Record<string, unknown> {
  const id = typeof options.id === 'string' ? options.id : 'default';
  const o = resolveBlogOptions(id, options, configFile);
  return {
    path: o.path,
    routeBasePath: o.routeBasePath.replace(/^\//, ''),
    tagsBasePath: o.tagsBasePath,
    archiveBasePath: o.archiveBasePath,
    pageBasePath: o.pageBasePath,
    authorsBasePath: o.authorsBasePath,
    authorsMapPath: o.authorsMapPath,
    postsPerPage: o.postsPerPage,
    blogTitle: o.blogTitle,
    blogDescription: o.blogDescription,
    blogSidebarCount: o.blogSidebarCount,
    blogSidebarTitle: o.blogSidebarTitle,
    showReadingTime: o.showReadingTime,
    sortPosts: o.sortPosts,
    include: o.include,
    exclude: o.exclude,
    editLocalizedFiles: o.editLocalizedFiles,
    showLastUpdateTime: o.showLastUpdateTime,
    showLastUpdateAuthor: o.showLastUpdateAuthor,
    onInlineTags: o.onInlineTags,
    onInlineAuthors: o.onInlineAuthors,
    onUntruncatedBlogPosts: o.onUntruncatedBlogPosts,
    admonitions: true,
    ...Object.fromEntries(MDX_PLUGIN_OPTION_NAMES.map((n) => [n, []])),
    ...options,
    feedOptions: {
      type: o.feedOptions.type,
      copyright: '',
      limit: o.feedOptions.limit,
      ...((options.feedOptions as object | undefined) ?? {}),
    },
    id,
  };
}

/**
 * A blog's MDX plugin list that the options given to its function change from the config's while
 * its folder stays the config's: that folder's posts compile (on the compile threads too) with the
 * config's lists, known before any plugin runs. A blog given a folder of its own (Docusaurus's
 * changelog plugin) compiles it by the MDX loader rule of its `configureWebpack`
 * (plugins/builtins/blogPlugin.ts wrappedBlogRule), with the lists given.
 */
function changedCompileKey(
  given: Record<string, unknown>,
  config: Record<string, unknown>,
  siteDir: string,
): string | undefined {
  const path = (o: Record<string, unknown>) =>
    resolve(siteDir, typeof o.path === 'string' ? o.path : 'blog');
  if (path(given) !== path(config)) return undefined;
  for (const name of MDX_PLUGIN_OPTION_NAMES) {
    const a = Array.isArray(given[name]) ? (given[name] as unknown[]) : [];
    const b = Array.isArray(config[name]) ? (config[name] as unknown[]) : [];
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return name;
  }
  return undefined;
}

/** How messages name each kind a site plugin may wrap. */
const KIND_WORDS = {
  blog: { a: 'a blog', the: 'the blog', instance: 'blog instance' },
  docs: { a: 'a docs instance', the: 'the docs', instance: 'docs instance' },
  pages: { a: 'a pages instance', the: 'the pages plugin', instance: 'pages instance' },
} as const;

const call: ContentPluginCall = {
  create(name, _context, options) {
    const scope = scopes.getStore();
    const kind = (Object.keys(WRAPPED_PACKAGE) as BuiltInKind[]).find(
      (k) => WRAPPED_PACKAGE[k] === name,
    );
    if (!scope || !kind) throw new Error(standInCallMessage(name));
    const what = KIND_WORDS[kind as 'blog' | 'docs' | 'pages'];
    if (!scope.ref || !scope.create || scope.ref.kind !== kind)
      throw new Error(
        `${name}'s plugin function was called by a plugin the config does not declare as ${what.a}: a plugin extending ${what.the} is a local module listed in the config's plugins (['./plugins/my-${kind}', options]) that imports ${name} itself (the config mapping reads that module to know it is ${what.a}, with those options, before any plugin runs)`,
      );
    if (scope.created.length)
      throw new Error(
        `${name}'s plugin function was called twice by one plugin: one plugin extends one ${what.instance} (declare a plugin entry per ${what.instance})`,
      );
    const given = (options ?? {}) as Record<string, unknown>;
    const config = scope.configOptions ?? {};
    if (kind === 'blog') {
      const changed = changedCompileKey(given, config, scope.siteDir ?? process.cwd());
      if (changed)
        throw new Error(
          `the options given to ${name}'s plugin function change "${changed}" from the options the config gives this plugin, for the same folder: that folder's posts are found and compiled (on the compile threads too) with the config's; give the blog plugin's function the plugin's own "${changed}", and set it in the config (or give the blog a folder of its own: \`path\`)`,
        );
    } else {
      const changed = changedOption(kind as 'docs' | 'pages', given, config);
      if (changed !== undefined)
        throw new Error(
          `the options given to ${name}'s plugin function change "${changed}" from the options the config gives this plugin: ${what.the} ${kind === 'docs' ? 'are' : 'is'} loaded, routed and compiled (on the compile threads too) with the config's options; give the plugin's function the plugin's own options, and set "${changed}" in the config`,
        );
    }
    const instance = scope.create(given);
    const record: WrappedBuiltIn = { ref: scope.ref, instance };
    records.set(instance, record);
    const own = instance.loadContent;
    if (own)
      instance.loadContent = async () => {
        record.loaded = await own.call(instance);
        return record.loaded;
      };
    scope.created.push(record);
    // Docusaurus's plugin functions are async.
    return Promise.resolve(instance);
  },
  validateOptions(name, args) {
    const options = ((args as { options?: unknown } | undefined)?.options ?? {}) as Record<
      string,
      unknown
    >;
    if (name === WRAPPED_PACKAGE.docs) return docusaurusContentOptions('docs', options);
    if (name === WRAPPED_PACKAGE.pages) return docusaurusContentOptions('pages', options);
    if (name !== WRAPPED_PACKAGE.blog) return options;
    const scope = scopes.getStore();
    return docusaurusBlogOptions(options, scope?.configFile ?? 'docusaurus.config');
  },
};

(globalThis as Record<symbol, unknown>)[Symbol.for(CONTENT_PLUGIN_CALL)] = call;

/** Runs `fn` (a plugin's validateOptions or function) where a content plugin's function answers. */
export function inWrapScope<T>(scope: WrapScope, fn: () => T): T {
  return scopes.run(scope, fn);
}
