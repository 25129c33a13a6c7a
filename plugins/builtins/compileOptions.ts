// Each built-in content plugin instance's MDX compile options, as its Docusaurus plugin gives them
// to the MDX loader it adds for its own folders: the files under a docs instance's folders (its
// docs folder, its versions', its translations') compile with that instance's
// `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
// `rehypePlugins` and `admonitions`, a blog's posts with the blog's, a pages folder's Markdown
// pages with its pages instance's. Read from the config alone (no content is loaded): the
// compile's worker threads, which load the config themselves (plugins/mdx/siteExtensions.ts), ask
// the plugins of the config's lifecycle entries through this table, by kind, as the main thread.
import { dirname, join, resolve } from 'node:path';
import type { PluggableList } from 'unified';
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import type { LoadedConfig } from '../config/loadSiteConfig.js';
import { listDocSources } from '../docs/readDocs.js';
import { pluginI18nDir } from '../i18n/translateDocs.js';
import { versionDocsDir } from '../docs/versions.js';
import { BUILT_IN_NAMES, type BuiltInKind, type BuiltInRef } from './native.js';

/** The option names of Docusaurus's content plugins that give the MDX compile plugins. */
export const MDX_PLUGIN_OPTION_NAMES = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;
export type MdxPluginOptionName = (typeof MDX_PLUGIN_OPTION_NAMES)[number];

/** Docusaurus's `admonitions` option: on (the default keywords), off, or keywords. */
export type AdmonitionsOption = boolean | { keywords?: string[]; extendDefaults?: boolean };

/** What one plugin instance compiles its Markdown files with. */
export interface PluginCompileOptions {
  /** The instance: `<plugin name>@<id>` (`docusaurus-plugin-content-docs@community`). */
  owner: string;
  /** The folders whose Markdown files it compiles (absolute). */
  dirs: string[];
  /** Those of `dirs` that are its own content, not a locale's translations of it. */
  contentDirs: string[];
  lists: Partial<Record<MdxPluginOptionName, PluggableList>>;
  admonitions: AdmonitionsOption;
  /** The primary docs instance: its options also compile a file no instance owns (a partial under src/). */
  primary?: boolean;
}

interface KindContext {
  siteDir: string;
  docusaurus: DocusaurusSection;
  /** Every locale's translations folder (`i18n/<locale>/`), absolute. */
  localizationDirs: string[];
}

type Raw = Record<string, unknown>;

/** The lists of an options object that the config gives unchecked (a blog's, a pages instance's). */
function listsOf(options: Raw): PluginCompileOptions['lists'] {
  return Object.fromEntries(
    MDX_PLUGIN_OPTION_NAMES.flatMap((name) =>
      Array.isArray(options[name]) ? [[name, options[name] as PluggableList]] : [],
    ),
  );
}

function admonitionsOf(value: unknown): AdmonitionsOption {
  if (typeof value === 'boolean') return value;
  if (value && typeof value === 'object') {
    const o = value as Raw;
    return {
      ...(Array.isArray(o.keywords) ? { keywords: o.keywords.map(String) } : {}),
      ...(typeof o.extendDefaults === 'boolean' ? { extendDefaults: o.extendDefaults } : {}),
    };
  }
  return true;
}

/** An instance's content folders and its translations of them in every locale. */
function folders(ctx: KindContext, contentDirs: string[], name: string, id: string) {
  return {
    dirs: [...contentDirs, ...ctx.localizationDirs.map((dir) => pluginI18nDir(dir, name, id))],
    contentDirs,
  };
}

/** A blog or pages instance's compile options: its one folder (`path`, else `fallback`). */
function oneFolder(kind: 'blog' | 'pages', fallback: string) {
  return (ctx: KindContext, index: number): PluginCompileOptions => {
    const { id, options } = ctx.docusaurus[kind][index]!;
    const name = BUILT_IN_NAMES[kind];
    const path = typeof options.path === 'string' ? options.path : fallback;
    return {
      owner: `${name}@${id}`,
      ...folders(ctx, [resolve(ctx.siteDir, path)], name, id),
      lists: listsOf(options),
      admonitions: admonitionsOf(options.admonitions),
    };
  };
}

/** Each content kind's compile options, from the config's options of its `index`-th instance. */
const BY_KIND: Partial<
  Record<BuiltInKind, (ctx: KindContext, index: number) => PluginCompileOptions>
> = {
  docs(ctx, index) {
    // A site always has a docs instance: the default one when the config names none.
    const options = ctx.docusaurus.docs[index];
    const id = options?.id ?? 'default';
    const name = BUILT_IN_NAMES.docs;
    const dirs = [
      resolve(ctx.siteDir, options?.path ?? 'docs'),
      // `versioned_docs/` (`<id>_versioned_docs/`): every version's folder.
      dirname(versionDocsDir(ctx.siteDir, id, 'x')),
    ];
    return {
      owner: `${name}@${id}`,
      ...folders(ctx, dirs, name, id),
      lists: options
        ? Object.fromEntries(MDX_PLUGIN_OPTION_NAMES.map((n) => [n, options[n] as PluggableList]))
        : {},
      admonitions: options?.admonitions ?? true,
    };
  },
  blog: oneFolder('blog', 'blog'),
  pages: oneFolder('pages', 'src/pages'),
};

/**
 * The compile options of every built-in plugin instance of a Docusaurus config's lifecycle entries
 * that compiles Markdown, in the entries' order; the primary docs instance (`default`, else the
 * first) is marked. A config without a docs instance has the default one (plugins/builtins/index.ts).
 */
export function builtInCompileOptions(
  siteDir: string,
  docusaurus: DocusaurusSection,
): PluginCompileOptions[] {
  const { lifecycle, i18n } = docusaurus;
  // A site plugin wrapping a built-in one (the blog) compiles as its instance.
  const refs: BuiltInRef[] = [...lifecycle.presetPlugins, ...lifecycle.plugins].flatMap((e) =>
    e.builtIn ? [e.builtIn] : e.wraps ? [e.wraps] : [],
  );
  if (!refs.some((r) => r.kind === 'docs')) refs.unshift({ kind: 'docs', index: 0 });
  const ctx: KindContext = {
    siteDir,
    docusaurus,
    localizationDirs: i18n.locales.map((l) =>
      resolve(siteDir, i18n.path, i18n.localeConfigs[l]?.path ?? l),
    ),
  };
  // One set per instance: a blog a site plugin wraps under another id than the config's (as
  // Docusaurus's changelog plugin does, beside the preset's blog) is mapped with the config's id
  // and has the rule of its own folder (builtins/blogPlugin.ts wrappedBlogRule), not this set.
  const owners = new Set<string>();
  const all = refs.flatMap((ref) => {
    const of = BY_KIND[ref.kind];
    const o = of?.(ctx, ref.index);
    if (!o || owners.has(o.owner)) return [];
    owners.add(o.owner);
    return [o];
  });
  const docsName = BUILT_IN_NAMES.docs;
  const primary =
    all.find((o) => o.owner === `${docsName}@default`) ??
    all.find((o) => o.owner.startsWith(`${docsName}@`));
  return all.map((o) => (o === primary ? { ...o, primary: true } : o));
}

/**
 * The Markdown files the config's content plugins will compile, as far as the config alone says
 * (every built-in instance's own folders, not their translations; a site.config.ts site's docs
 * folder), read before the plugins load their content: the build sizes its compile threads by
 * how many of them changed.
 */
export function markdownFilesOfConfig(config: LoadedConfig): string[] {
  const dirs = config.docusaurus
    ? builtInCompileOptions(config.siteDir, config.docusaurus).flatMap((o) => o.contentDirs)
    : [resolve(config.siteDir, config.siteConfig.docs.path)];
  return [...new Set(dirs)].flatMap((dir) => listDocSources(dir).map((s) => join(dir, s)));
}
