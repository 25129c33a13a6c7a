// The generator's own extension of the plugin interface: what a stage asks of a loaded plugin's
// content beyond Docusaurus's hooks (a page's extra modules, head tags, files written before the
// link check, what the dev server watches). The built-in plugins (plugins/builtins/) implement
// these, so a stage loops over the site's plugins instead of naming the blog or the docs. Kept
// under a symbol key, not enumerable: `postBuild`'s `plugins` and plugin-debug see none of it.
import type {
  DocPageMetadata,
  DocsVersionsData,
  GeneratedIndexMetadata,
  SidebarItem,
  SiteConfig,
} from '../../src/shared/types.js';
import type { BlogPostPageMetadata } from '../../src/shared/blogTypes.js';
import type { Diagnostic } from '../diagnostics.js';
import type { TranslationFileContent } from '../i18n/translationFileContents.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import type { LoadedDocSet } from '../docs/loadDocSets.js';
import type { DocsTags } from '../pages/docTags.js';
import type { ClientRouteKind, RouteSpec } from '../routes/generateRoutesModule.js';
import type { RouteConfig } from './types.js';

/** What the build gives a plugin's `writeFilesOf`: the output being written, and the pages in it. */
export interface OutputFiles {
  siteDir: string;
  configFile: string;
  siteConfig: SiteConfig;
  /** The staging folder the output is written to (Docusaurus's `outDir` during a build). */
  outDir: string;
  /** A written page's HTML by route path (undefined: no such page). */
  readPage: (path: string) => string | undefined;
  write: (file: string, content: string) => void;
  /** Whether the output has `file` (written by this build so far). */
  exists: (file: string) => boolean;
  warn: (d: Diagnostic) => void;
}

/**
 * A plugin's route kinds (RouteSpec.kind) and the route modules it serves: what the route-module
 * registry (plugins/builtins/routeModules.ts) is made of.
 */
export interface PluginRouteKinds {
  /** Each kind its routes may have, with the client function that renders it (src/theme/routeKinds/). */
  kinds: Record<string, ClientRouteKind>;
  /**
   * The kinds whose route module is a compiled Markdown page the build may write as a standalone
   * module (plugins/stages/pages.ts), when its code needs nothing of the bundle.
   */
  standalone?: readonly string[];
  /** The prefixes of its route modules' ids (the Vite adapter resolves these ids itself). */
  idPrefixes: readonly string[];
  /**
   * The prefixes of its route modules whose page data is the module's own (a blog's list pages):
   * in the dev server a change of one reloads the open page rather than updating it.
   */
  reloadedIdPrefixes?: readonly string[];
  /** The code of one of its route modules by id; undefined when the id is not one of them. */
  source: (id: string) => string | undefined;
}

/** What a docs instance gives the stages (plugins/builtins/docsViews.ts merges the instances'). */
export interface DocsView {
  /** The primary instance (plugins/docs/instances.ts): its views come first. */
  primary: boolean;
  /** Its versions, each a loaded doc set (plugins/docs/loadDocSets.ts): docs, sidebars, links. */
  sets: LoadedDocSet[];
  /** The sidebars file the config names (the primary instance's current version's). */
  sidebarsFile?: string;
  /** Its generated index pages, with their version when pages are told it. */
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[];
  /** Each of its versions' tags, for the versions where a doc has one (plugins/pages/docTags.ts). */
  tags: DocsTags[];
}

/** A page's metadata as its module exports it: a doc's, or a blog post's. */
export type PageMetadata = DocPageMetadata | BlogPostPageMetadata;

/**
 * The Markdown pages a plugin compiles with the doc compiler (plugins/mdx/): the docs of a docs
 * instance, the posts of a blog. `SiteData.docs` is every plugin's, in `order`.
 */
export interface MarkdownPages {
  /**
   * Where its pages go in the site's list, lower first (equal: the plugins' order): the primary
   * docs instance's 0, the other docs instances' 1, the blogs' 2; a plugin of the site's, 3.
   */
  order: number;
  pages: DocMetadata[];
  /** Its modules by file, when it has more than its pages (a blog post's excerpt). */
  byFile?: ReadonlyMap<string, DocMetadata>;
  /** Each page's metadata by file, as its page module exports it. */
  metadata: ReadonlyMap<string, PageMetadata>;
  /** What the search index records of one of its pages (plugins/search/collectSearchRecords.ts). */
  searchOf?: (file: string) => PageSearchFacets | undefined;
  /**
   * Whether a Markdown file that is none of its pages yet would be one (a file added while the dev
   * server runs): a plugin's file is never a partial (plugins/mdx/partials.ts), and one it claims
   * makes the dev server load the site again (plugins/index.ts).
   */
  claims?: (file: string) => boolean;
}

/** A plugin's part of the site's `.md` link table (GeneratorHooks.linksOf). */
export interface SiteLinksPart {
  order: number;
  /** The folder its keys are relative to. */
  dir: string;
  permalinkBySource: ReadonlyMap<string, string>;
  /**
   * Its own pages resolve `.md` links only among themselves, with this label in the warning for
   * one that does not resolve: Docusaurus's blog resolves a post's link to another post, not to a
   * doc ("Blog markdown link couldn't be resolved").
   */
  ownLinksOnly?: { label: string };
}

/** A page's place in the search index beyond its text. */
export interface PageSearchFacets {
  /** The heading above the page's own (a blog's title); unset: its sidebar category's, or the default. */
  lvl0?: string;
  /** Its version's docsearch tag (`docs-<plugin>-<version>`) and name, for the version filter. */
  tag?: string;
  version?: string;
}

/**
 * Routes a plugin gives the route table, and what loading them warned of. The table has the parts
 * of every plugin in `order`, lower first (equal: the plugins' order), as Docusaurus's docs, blog,
 * tags and pages routes came before this generator gave them through plugins: the primary docs
 * instance's docs 0 (ROUTE_ORDER), the other instances' 1, their generated index pages 2 and 3,
 * the blogs' pages and posts 4, the docs' tags pages 5 and 6, the pages' 7; a plugin of the site's
 * (default) 8. When two routes have one path the later one is shown (plugins/loadSite.ts).
 */
export interface RoutesPart {
  order: number;
  routes: RouteSpec[];
  /** Warnings of the content these routes are of; the site's are every part's in this order. */
  warnings?: Diagnostic[];
}

/** The places of the built-in plugins' parts of the route table (RoutesPart.order). */
export const ROUTE_ORDER = {
  primaryDocs: 0,
  otherDocs: 1,
  primaryGeneratedIndexes: 2,
  otherGeneratedIndexes: 3,
  blog: 4,
  primaryDocTags: 5,
  otherDocTags: 6,
  pages: 7,
  /** A plugin of the site's (tests/fixtures/sites/route-kinds). */
  site: 8,
} as const;

/**
 * The generator theme's files that only a content type's pages read, and the components around
 * its content, as the plugin owning the type declares them (plugins/builtins/*Theme.ts): known
 * whether or not a site has the plugin, so that the stylesheet subset leaves out the files of
 * every part no loaded plugin uses (plugins/css/subsetInputs.ts, hook `themePartsOf`), and a
 * site's override of a component enclosing a kind's content renders that content in the page's
 * tree (plugins/contentInTree.ts).
 */
export interface ContentTheme {
  /** Its optional parts: files, and folders ending with the path separator, under `src/theme`. */
  parts: Record<string, readonly string[]>;
  /**
   * Its content kind (the name its components give `useContentInTree`, src/theme/contentInTree.ts)
   * and the theme components enclosing it.
   */
  enclosing?: { kind: string; components: readonly string[] };
}

/** A data file the plugins' `createData` wrote, looked up by its path in the generated files folder. */
export type WrittenDataFiles = (rel: string) => string | undefined;

/** What a plugin finds wrong in a data file written over one of its own (`readWrittenDataOf`). */
export interface DataFileProblem {
  /** The file's path in the generated files folder (`<plugin name>/<id>/<file>`, `/` separators). */
  rel: string;
  message: string;
  hint: string;
}

/** The hooks, each given the plugin's loaded content (its `loadContent` result). */
export interface GeneratorHooks {
  /** Its route kinds and the code of its route modules (plugins/builtins/routeModules.ts). */
  routeKindsOf?: (content: unknown) => PluginRouteKinds;
  /**
   * Its parts of the route table, each route of a kind the plugin declares (`routeKindsOf`); the
   * table is every plugin's parts in `order` (then the routes of `addRoute`). A plain list of
   * routes is one part of a site plugin's order (ROUTE_ORDER.site).
   */
  routesOf?: (content: unknown) => RoutesPart[] | RouteSpec[];
  /**
   * The `.md` links its pages resolve across the site (a doc linking to a blog post's file): each
   * of its files' permalinks, keyed by the file's path relative to `dir` (`/` separators), a
   * folder of its own (the blog: the site's; a docs instance: its docs folder); `order` as
   * MarkdownPages'. `SiteData.permalinkBySource` is every plugin's, keyed from the folder of the
   * first (plugins/lifecycle/routeTable.ts siteLinks).
   */
  linksOf?: (content: unknown) => SiteLinksPart;
  /**
   * Its routes in Docusaurus's shape, as its Docusaurus plugin adds them, for `postBuild`'s
   * `routes` (plugins/lifecycle/postBuild.ts; the built-in plugins': builtins/builtInRoutes.ts).
   */
  routeConfigsOf?: (content: unknown, context: { baseUrl: string }) => RouteConfig[];
  /**
   * Reads back the data files of its own that a plugin wrapping it wrote again with `createData`
   * once the lifecycle ran (Docusaurus's MDX loader imports a page's `${docuHash(source)}.json` as
   * its `metadata`): what the pages show follows them, or a problem says what cannot.
   */
  readWrittenDataOf?: (content: unknown, files: WrittenDataFiles) => DataFileProblem[];
  /** Its Markdown pages, which the mdx stage compiles, with their metadata. */
  markdownPagesOf?: (content: unknown) => MarkdownPages;
  /** A docs instance's views: its versions, generated index pages and tags. */
  docsViewOf?: (content: unknown) => DocsView;
  /**
   * The plugin's versions for the navbar's version items (`docsVersions` of the client's site
   * data), by plugin id; `primary`: listed first. Undefined: pages are not told versions.
   */
  versionsOf?: (content: unknown) => { primary: boolean; versions: DocsVersionsData } | undefined;
  /** Modules a route's page needs besides its own module (preloaded in its HTML). */
  routeModulesOf?: (content: unknown, route: RouteSpec) => string[];
  /** Tags every page's head gets (the blog's feed links). */
  headTagsOf?: (content: unknown, siteConfig: SiteConfig) => string[];
  /** Files written once the pages are, before the link check (the blog's feeds). */
  writeFilesOf?: (content: unknown, output: OutputFiles) => Promise<void> | void;
  /**
   * What the dev server watches: folders whose files are content (one that comes or goes, or a
   * file that is not Markdown changing, reloads the site) and data files (a change reloads).
   */
  watchedOf?: (content: unknown) => { dirs: string[]; files: string[] };
  /**
   * Whether a file is, or would be, one of its pages by its path alone (the pages plugin's: its
   * folder, include and exclude): the dev server loads the site again when one comes or goes, in
   * a folder Vite's own watcher watches (a React page is a module of the site's).
   */
  isPageFileOf?: (content: unknown) => (file: string) => boolean;
  /** The parts of its ContentTheme this site's content uses (their theme files are scanned). */
  themePartsOf?: (content: unknown) => string[];
  /**
   * The ContentTheme of a content type of the site's own (the built-in plugins' are known without
   * loading them: plugins/builtins/contentThemes.ts): its kind and enclosing components join the
   * content-in-tree rule (plugins/contentInTree.ts).
   */
  contentThemeOf?: (content: unknown) => ContentTheme;
  /**
   * Its translation files as `write-translations` writes them: each file's path under the
   * plugin's i18n folder (`i18n/<locale>/<name>[-<id>]/`, without `.json`) and its messages. The
   * docs' and the blog's, which Docusaurus's plugins give through `getTranslationFiles`; a hook of
   * the generator's so that a build does not run it (their loaders read their translations).
   */
  translationFilesOf?: (content: unknown) => { path: string; content: TranslationFileContent }[];
  /**
   * Whether its routes render their content in the page's tree whatever the site overrides (a
   * docs instance's own `docItemComponent`): the theme keeps its code for content in the tree.
   */
  contentInTreeOf?: (content: unknown) => boolean;
  /**
   * Pages whose modules a change of their metadata reloads in the browser rather than updates
   * (the blog's posts: their list entries are in other pages' modules).
   */
  reloadedPagesOf?: (content: unknown) => string[];
}

const HOOKS = Symbol.for('docs-generator.generator-hooks');

/** The plugin with its generator hooks attached (not enumerable: spreads leave them out). */
export function withGeneratorHooks<P extends object>(plugin: P, hooks: GeneratorHooks): P {
  Object.defineProperty(plugin, HOOKS, { value: hooks, enumerable: false });
  return plugin;
}

/** The generator hooks a plugin instance carries (withGeneratorHooks), if any. */
export function generatorHooksOf(plugin: object): GeneratorHooks | undefined {
  return (plugin as Record<symbol, GeneratorHooks | undefined>)[HOOKS];
}

/** A loaded plugin as the hooks need it: its instance and its content. */
interface LoadedInstance {
  instance: object;
  content?: unknown;
}

/**
 * Each loaded plugin's hook named `name`, bound to its content, in the plugins' order: a stage
 * calls them all (`hooksOf(site.plugins?.result.plugins, 'headTagsOf').flatMap(...)`).
 */
export function hooksOf<K extends keyof GeneratorHooks>(
  plugins: readonly LoadedInstance[] | undefined,
  name: K,
): ((...args: DropFirst<Parameters<NonNullable<GeneratorHooks[K]>>>) => HookResult<K>)[] {
  const bound: ((...args: never[]) => HookResult<K>)[] = [];
  for (const p of plugins ?? []) {
    const hooks = (p.instance as Record<symbol, GeneratorHooks | undefined>)[HOOKS];
    const hook = hooks?.[name] as
      ((content: unknown, ...args: never[]) => HookResult<K>) | undefined;
    if (hook) bound.push((...args) => hook(p.content, ...args));
  }
  return bound as ReturnType<typeof hooksOf<K>>;
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;
type HookResult<K extends keyof GeneratorHooks> = ReturnType<NonNullable<GeneratorHooks[K]>>;
