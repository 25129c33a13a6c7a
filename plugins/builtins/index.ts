// The plugins of Docusaurus the generator implements itself, on the lifecycle's interface: docs
// (with its tags), blog, pages, sitemap and client redirects. Each is an entry of the lifecycle's
// list at its place in Docusaurus's order (the config mapping marks them: builtIn), so they load in
// the same loop as the site's own plugins, `allContentLoaded` sees their content and two instances
// with one name and id fail as any plugin's do. A new content type is one more file here.
import type { LifecycleEntries, LifecycleEntry } from '../lifecycle/entries.js';
import type { Plugin, PluginModule } from '../lifecycle/types.js';
import { blogPlugin } from './blogPlugin.js';
import { clientRedirectsPlugin } from './clientRedirectsPlugin.js';
import { docsPlugin } from './docsPlugin.js';
import type { BuiltInEnv } from './env.js';
import { BUILT_IN_NAMES, type BuiltInKind, type BuiltInRef } from './native.js';
import { pagesPlugin } from './pagesPlugin.js';
import { sitemapPlugin } from './sitemapPlugin.js';

const entry = (kind: BuiltInKind, index = 0): LifecycleEntry => ({
  module: BUILT_IN_NAMES[kind],
  options: { id: 'default' },
  configPath: [],
  builtIn: { kind, index },
});

// A site plugin wrapping the docs plugin (LifecycleEntry.wraps) is the site's docs instance.
const has = (e: LifecycleEntries, kind: BuiltInKind) =>
  [...e.presetPlugins, ...e.plugins].some((x) => (x.builtIn ?? x.wraps)?.kind === kind);

/**
 * The lifecycle's entries of a site: a Docusaurus config's as mapped, else (a site.config.ts site)
 * the docs, the pages of `src/pages/` and the sitemap. A site always has a docs instance (the docs
 * folder, even with the preset's `docs: false`), added when the config has none. A Docusaurus
 * config has the sitemap it declares: the classic preset's unless `sitemap: false`, a
 * third-party preset's (plugins/lifecycle/entries.ts), or its own `plugins` entry.
 */
export function lifecycleEntriesOf(env: BuiltInEnv): LifecycleEntries {
  const mapped = env.config.docusaurus?.lifecycle;
  if (!mapped)
    return {
      presets: [],
      presetPlugins: [entry('docs'), entry('pages'), entry('sitemap')],
      plugins: [],
      themes: [],
    };
  return {
    ...mapped,
    presetPlugins: [...(has(mapped, 'docs') ? [] : [entry('docs')]), ...mapped.presetPlugins],
    plugins: mapped.plugins,
  };
}

/** The plugin function of a built-in entry, for the lifecycle (EntryEnv.builtIn). */
export function builtInPlugins(env: BuiltInEnv): (ref: BuiltInRef) => PluginModule {
  const { config } = env;
  const docsInstances = config.docusaurus?.docs ?? [];
  return (ref) => {
    switch (ref.kind) {
      case 'docs': {
        const id = docsInstances[ref.index]?.id ?? 'default';
        return () => docsPlugin(env, id);
      }
      case 'blog':
        return () => blogPlugin(env, ref.index);
      case 'pages':
        return () => pagesPlugin(env, ref.index);
      case 'sitemap':
        return (_context, options) => sitemapPlugin(options);
      case 'client-redirects':
        return () => clientRedirectsPlugin(config.docusaurus!.clientRedirects[ref.index]!);
    }
  };
}

/**
 * The built-in instance a site plugin wrapping it gets from the content plugin's function, with
 * the options it gives (EntryEnv.wrapped; plugins/lifecycle/wrappedContent.ts): a blog with those
 * options (its own `path` and `id` too, as Docusaurus's changelog plugin gives), the docs or pages
 * instance the config mapped (wrappedContent.ts checks that the options given are the config's).
 */
export function wrappedBuiltIns(
  env: BuiltInEnv,
): (ref: BuiltInRef, options: Record<string, unknown>) => Plugin {
  const docsInstances = env.config.docusaurus?.docs ?? [];
  return (ref, options) => {
    switch (ref.kind) {
      case 'blog':
        return blogPlugin(env, ref.index, options);
      case 'docs':
        return docsPlugin(env, docsInstances[ref.index]?.id ?? 'default', true);
      case 'pages':
        return pagesPlugin(env, ref.index, true);
      default:
        throw new Error(`the ${ref.kind} plugin cannot be wrapped`);
    }
  };
}
