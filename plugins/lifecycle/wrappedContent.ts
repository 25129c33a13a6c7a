// A site plugin that extends a content plugin by calling its function, as Docusaurus sites do
// (`const blog = await blogPlugin(context, options); return { ...blog, contentLoaded }`): the
// content plugin's stand-in (plugins/config/docusaurus/standIns.ts) asks here, and while the
// lifecycle runs that site plugin's function (initPlugin) it gets the built-in instance
// (plugins/builtins/blogPlugin.ts) with the options the config mapped for it. The built-in loads
// and routes; the site's methods run on Docusaurus's contract around it: its `loadContent` gives
// Docusaurus's content, its `contentLoaded` adds the blog's routes (a wrapper that never calls it
// has none of them, as in Docusaurus), and the generator's hooks of the built-in follow the
// wrapper's instance (hooksOfWrapped).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CONTENT_PLUGIN_CALL,
  standInCallMessage,
  type ContentPluginCall,
} from '../config/docusaurus/standIns.js';
import { resolveBlogOptions } from '../blog/options.js';
import { MDX_PLUGIN_OPTION_NAMES } from '../builtins/compileOptions.js';
import type { BuiltInKind, BuiltInRef } from '../builtins/native.js';
import type { Plugin } from './types.js';

/** The package of each content plugin a site plugin may wrap. */
export const WRAPPED_PACKAGE: Partial<Record<BuiltInKind, string>> = {
  blog: '@docusaurus/plugin-content-blog',
};

/** A built-in instance a wrapper's function got, and what the lifecycle learns of it. */
export interface WrappedBuiltIn {
  ref: BuiltInRef;
  instance: Plugin;
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
}

const scopes = new AsyncLocalStorage<WrapScope>();

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

/** The keys whose values must be the config's: they say what the compile threads compile. */
function changedCompileKey(
  given: Record<string, unknown>,
  config: Record<string, unknown>,
): string | undefined {
  const path = (o: Record<string, unknown>) => (typeof o.path === 'string' ? o.path : 'blog');
  const id = (o: Record<string, unknown>) => (typeof o.id === 'string' ? o.id : 'default');
  if (path(given) !== path(config)) return 'path';
  if (id(given) !== id(config)) return 'id';
  for (const name of MDX_PLUGIN_OPTION_NAMES) {
    const a = Array.isArray(given[name]) ? (given[name] as unknown[]) : [];
    const b = Array.isArray(config[name]) ? (config[name] as unknown[]) : [];
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) return name;
  }
  return undefined;
}

const call: ContentPluginCall = {
  create(name, _context, options) {
    const scope = scopes.getStore();
    const kind = (Object.keys(WRAPPED_PACKAGE) as BuiltInKind[]).find(
      (k) => WRAPPED_PACKAGE[k] === name,
    );
    if (!scope || !kind) throw new Error(standInCallMessage(name));
    if (!scope.ref || !scope.create || scope.ref.kind !== kind)
      throw new Error(
        `${name}'s plugin function was called by a plugin the config does not declare as a blog: a plugin extending the blog is a local module listed in the config's plugins (['./plugins/my-blog', options]) that imports ${name} itself (the config mapping reads that module to know it is a blog, with those options, before any plugin runs)`,
      );
    if (scope.created.length)
      throw new Error(
        `${name}'s plugin function was called twice by one plugin: one plugin extends one blog instance (declare a plugin entry per blog)`,
      );
    const given = (options ?? {}) as Record<string, unknown>;
    const changed = changedCompileKey(given, scope.configOptions ?? {});
    if (changed)
      throw new Error(
        `the options given to ${name}'s plugin function change "${changed}" from the options the config gives this plugin: the blog's posts are found and compiled (on the compile threads too) with the config's; give the blog plugin's function the plugin's own options, and set "${changed}" in the config`,
      );
    const instance = scope.create(given);
    const record: WrappedBuiltIn = { ref: scope.ref, instance };
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
