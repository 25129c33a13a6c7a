// Runs the content stages in order (config → plugins: docs, sidebars, blog, pages and the site's
// own → routes) and returns the site's data.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { ClientSiteConfig, SiteConfig } from '../src/shared/types.js';
import type { LoadedBlogs } from './blog/index.js';
import type { DocusaurusSection } from './config/docusaurus/types.js';
import { loadSiteConfig } from './config/loadSiteConfig.js';
import { BuildError, type Diagnostic } from './diagnostics.js';
import type { DocMetadata } from './docs/docMetadata.js';
import type { LoadedDocSet } from './docs/loadDocSets.js';
import { loadFrontMatterCache, saveFrontMatterCache } from './docs/frontMatter.js';
import { generatedIndexModuleId, type RouteSpec } from './routes/generateRoutesModule.js';
import { routeKey } from '../src/shared/routeBuckets.js';
import { setNumberPrefixParser, type NumberPrefixParser } from './docs/numberPrefix.js';
import { docTagsModuleId, type DocsTags } from './pages/docTags.js';
import { writeGeneratedRoutes } from './lifecycle/generatedFiles.js';
import { hooksOf } from './lifecycle/generatorHooks.js';
import { loadSitePlugins, pluginContentOf, type SitePlugins } from './lifecycle/sitePlugins.js';
import { markdownPageFile } from './pages/markdownPageModule.js';
import { assertDocItemComponents } from './config/docusaurus/docItemComponent.js';
import { docRouteKind } from './builtins/docItemKinds.js';
import type { LocaleContext } from './i18n/localeContext.js';
import { BUILT_IN_NAMES, nativeOf } from './builtins/native.js';
import { docTagsOf, generatedIndexesOf } from './builtins/docsViews.js';
import type { DocsNative } from './builtins/docsPlugin.js';
import type { PagesNative } from './builtins/pagesPlugin.js';
import { loadLocale, type LocaleRequest } from './i18n/loadLocale.js';
import { applyPluginCodeTranslations } from './i18n/pluginCodeTranslations.js';
import { applyDuplicateRoutesLevel } from './config/docusaurus/duplicateRoutes.js';
import { markdownPagesOf, pageMetadataOf } from './lifecycle/markdownPages.js';

export interface SiteData {
  siteDir: string;
  configFile: string;
  siteConfig: SiteConfig;
  /**
   * Site-wide: every Markdown page the doc compiler compiles (the docs of every instance and
   * version, and the blogs' posts), which the mdx stage compiles and the search index reads.
   */
  docs: DocMetadata[];
  /** Site-wide: every plugin's routes, one per path (the route table). */
  routes: RouteSpec[];
  permalinkBySource: Map<string, string>;
  linksKey: string;
  warnings: Diagnostic[];
  production: boolean;
  /** A Docusaurus site's config beyond our SiteConfig (docs instances, blog, pages, theme config). */
  docusaurus?: DocusaurusSection;
  /**
   * Every plugin the lifecycle ran (plugins/lifecycle/): the built-in docs, blog, pages, sitemap
   * and client redirects (plugins/builtins/) and the config's own. Always set by loadSite.
   */
  plugins?: SitePlugins;
  /**
   * Each plugin's content by `name/id` (`docusaurus-plugin-content-docs/default`), as
   * `allContent` has it. The docs' fields above (sidebars, docSets...) and `pages` are views of
   * the built-in plugins' content still read outside the plugins; the blog's, and the docs'
   * versions, generated indexes and tags (plugins/builtins/docsViews.ts), the stages ask of the
   * plugins (plugins/lifecycle/generatorHooks.ts).
   */
  pluginContent?: Map<string, unknown>;
  /** The locale this load is of (a Docusaurus site): plugins/i18n/localeContext.ts. */
  locale?: LocaleContext;
}

export function toClientConfig(c: SiteConfig): ClientSiteConfig {
  const {
    docs,
    onBrokenLinks: _l,
    onBrokenAnchors: _a,
    staticDirectories: _s,
    clientModules: _m,
    noIndex: _n,
    ...rest
  } = c;
  const { theme: _theme, ...clientCode } = rest.code;
  return {
    ...rest,
    code: clientCode, // where `code` was: the client config's JSON keeps its order
    docs: {
      breadcrumbs: docs.breadcrumbs,
      sidebarLevelLimit: docs.sidebarLevelLimit,
      toc: docs.toc,
      autoCollapseCategories: docs.autoCollapseCategories,
      hideableSidebar: docs.hideableSidebar,
    },
  };
}

/** A Docusaurus navbar's doc, docSidebar and version items link where the doc sets say. */
async function resolveDocusaurusNavbar(
  config: Awaited<ReturnType<typeof loadSiteConfig>>,
  docSets: LoadedDocSet[],
): Promise<void> {
  const docusaurus = config.docusaurus!;
  const { resolveNavbarItems } = await import('./config/docusaurus/resolveNavbarItems.js');
  const navbar = resolveNavbarItems(docusaurus.themeConfig.navbar.items, {
    docSets,
    configFile: config.configFile,
  });
  if (navbar.errors.length) throw new BuildError(navbar.errors);
  config.siteConfig.navbar.items = navbar.items;
}

/** The config as the locale sees it (a Docusaurus site's locale: plugins/i18n/loadLocale.ts). */
async function loadConfigOfLocale(siteDir: string, request: LocaleRequest | undefined) {
  const config = await loadSiteConfig(siteDir, request?.name);
  const { docusaurus } = config;
  const locale = docusaurus
    ? await loadLocale(
        config.siteDir,
        docusaurus.i18n,
        config.siteConfig,
        request,
        config.configFile,
      )
    : undefined;
  return { config, locale };
}

/**
 * Each doc set resolves `.md` links within itself (plugins/stages/mdx.ts); the site's are the
 * primary set's, and the blog's posts (`.md` links between posts, and from docs to posts).
 */
function siteLinks(
  primarySet: LoadedDocSet,
  blog: LoadedBlogs | undefined,
): { permalinkBySource: Map<string, string>; linksKey: string } {
  if (!blog)
    return { permalinkBySource: primarySet.permalinkBySource, linksKey: primarySet.linksKey };
  const permalinkBySource = new Map([
    ...primarySet.permalinkBySource,
    ...blog.docs.map((d) => [d.source, d.permalink] as const),
  ]);
  const linksKey = createHash('sha1')
    .update(JSON.stringify([...permalinkBySource]))
    .digest('hex');
  return { permalinkBySource, linksKey };
}

/** The built-in plugins' data (plugins/builtins/), in the shapes the stages read. */
function builtInContent(plugins: SitePlugins) {
  const docs = plugins.result.plugins.filter((p) => p.name === BUILT_IN_NAMES.docs);
  // The primary instance's sets first (plugins/docs/instances.ts), then the others in order.
  const docsNatives = docs.map((p) => nativeOf<DocsNative>(p.content)!);
  const primary = docsNatives.find((n) => n.sets[0]?.spec.key === '') ?? docsNatives[0];
  const ordered = primary ? [primary, ...docsNatives.filter((n) => n !== primary)] : [];
  const blogs = plugins.result.plugins
    .filter((p) => p.name === BUILT_IN_NAMES.blog)
    .map((p) => nativeOf<LoadedBlogs>(p.content)!);
  const pages = plugins.result.plugins
    .filter((p) => p.name === BUILT_IN_NAMES.pages)
    .map((p) => nativeOf<PagesNative>(p.content)!);
  return {
    docSets: ordered.flatMap((n) => n.sets),
    blog: blogs.length ? mergeBlogs(blogs) : undefined,
    pageWarnings: pages.flatMap((p) => p.warnings),
  };
}

/** The blog instances' loaded data as one (the stages read every blog's posts together). */
function mergeBlogs(blogs: LoadedBlogs[]): LoadedBlogs {
  return {
    instances: blogs.flatMap((b) => b.instances),
    docs: blogs.flatMap((b) => b.docs),
    byFile: new Map(blogs.flatMap((b) => [...b.byFile])),
    metadata: new Map(blogs.flatMap((b) => [...b.metadata])),
    warnings: blogs.flatMap((b) => b.warnings),
  };
}

export async function loadSite(params: {
  siteDir: string;
  production: boolean;
  /** The locale to load (a Docusaurus site's default when unset); see plugins/i18n/. */
  locale?: LocaleRequest;
  /** The Docusaurus plugins' `outDir`: a build's staging folder (`<siteDir>/build` when unset). */
  outDir?: string;
}): Promise<SiteData> {
  const { siteDir, production } = params;
  const { config, locale } = await loadConfigOfLocale(siteDir, params.locale);
  if (config.docusaurus) assertDocItemComponents(config.docusaurus);
  const { siteConfig } = config;
  // Last-updated dates come from git, which costs time on every reload: production builds only.
  const frontMatterCache = join(config.siteDir, '.cache', 'front-matter.json');
  loadFrontMatterCache(frontMatterCache);
  // A Docusaurus config's docs `numberPrefixParser` (false, or a function), for this load.
  const primaryDocs =
    config.docusaurus?.docs.find((d) => d.id === 'default') ?? config.docusaurus?.docs[0];
  setNumberPrefixParser(
    primaryDocs?.numberPrefixParser === false
      ? false
      : typeof primaryDocs?.numberPrefixParser === 'function'
        ? (primaryDocs.numberPrefixParser as NumberPrefixParser)
        : undefined,
  );
  // --- The content: every plugin (docs, blog, pages and the config's own) loads on the lifecycle.
  const plugins = await loadSitePlugins(
    { config, production, ...(locale ? { locale: locale.context } : {}) },
    params.outDir ? { outDir: params.outDir } : {},
  );
  // getDefaultCodeTranslationMessages: a theme's default strings, under the site's code.json.
  await applyPluginCodeTranslations(siteConfig, locale?.context, plugins.result.plugins);
  const content = builtInContent(plugins);
  const { docSets, blog } = content;
  // The docs' generated index pages and tags, as the docs plugins give them (builtins/docsViews.ts).
  const docTags = docTagsOf({ plugins });
  saveFrontMatterCache(frontMatterCache);
  const primarySet = docSets[0]!;
  const warnings = [...(locale?.warnings ?? []), ...docSets.flatMap((s) => s.warnings)];
  const generatedIndexes = generatedIndexesOf({ plugins });
  if (config.warnings) warnings.unshift(...config.warnings);
  if (config.docusaurus) await resolveDocusaurusNavbar(config, docSets);
  // Every plugin's Markdown pages and their metadata (generator hook markdownPagesOf).
  const markdownPages = markdownPagesOf({ plugins });
  if (blog) warnings.push(...blog.warnings);
  for (const versionTags of docTags) warnings.push(...versionTags.warnings);
  warnings.push(...content.pageWarnings, ...plugins.result.warnings);
  const routes: RouteSpec[] = uniqueRoutes(config.configFile, warnings, [
    // A docs instance's docs have the kind of its docItemComponent (builtins/docItemKinds.ts).
    ...docSets.flatMap((set) => {
      const kind = docRouteKind(config.docusaurus, set.spec.pluginId);
      return set.docs.map((d) => ({
        path: d.permalink,
        kind,
        sidebar: pageMetadataOf({ plugins }, d.filePath)?.sidebar,
        module: d.filePath,
      }));
    }),
    ...generatedIndexes.map((g) => ({
      path: g.permalink,
      kind: 'generated-index' as const,
      sidebar: g.sidebar,
      module: generatedIndexModuleId(g.permalink),
    })),
    ...(blog?.instances.flatMap((b) => b.routes) ?? []),
    ...docTagsRoutes(docTags),
    // The pages' (builtins/pagesPlugin.ts), then other plugins' route kinds, in plugin order.
    ...hooksOf(plugins.result.plugins, 'routesOf').flatMap((routesOf) => routesOf()),
    ...plugins.routeSpecs,
  ]);
  // A Docusaurus site's onDuplicateRoutes applied to the duplicate-route warnings above.
  const duplicatesLevel = config.docusaurus?.onDuplicateRoutes;
  warnings.splice(0, Infinity, ...applyDuplicateRoutesLevel(warnings, duplicatesLevel));
  // `@generated/routes` and `@generated/registry` for plugins' client code (plugin-debug's pages).
  writeGeneratedRoutes(plugins.result, routes);
  const { permalinkBySource, linksKey } = siteLinks(primarySet, blog);
  return {
    siteDir: config.siteDir,
    configFile: config.configFile,
    siteConfig,
    docs: markdownPages,
    routes,
    permalinkBySource,
    linksKey,
    warnings,
    production,
    ...(config.docusaurus ? { docusaurus: config.docusaurus } : {}),
    plugins,
    pluginContent: pluginContentOf(plugins),
    ...(locale ? { locale: locale.context } : {}),
  };
}

function docTagsRoutes(docTags: DocsTags[]): RouteSpec[] {
  return docTags
    .flatMap((t) => [t.route, ...t.pages.map((p) => p.permalink)])
    .map((path) => ({
      path,
      kind: 'page' as const,
      module: docTagsModuleId(path),
    }));
}

/**
 * One route per path (paths match case-insensitively): when two sources give the same path (a doc
 * at `/` and `src/pages/index.jsx`, as a Docusaurus site's `docs/index.md` and home page do once
 * the docs are served at the root), the later one (the page) is the one the route table shows, and
 * the build warns, as Docusaurus does for duplicate routes, naming both files.
 */
function uniqueRoutes(
  configFile: string,
  warnings: Diagnostic[],
  routes: RouteSpec[],
): RouteSpec[] {
  const byKey = new Map<string, RouteSpec>();
  for (const route of routes) {
    const key = routeKey(route.path);
    const earlier = byKey.get(key);
    if (earlier) {
      const source = (r: RouteSpec) =>
        markdownPageFile(r.module) ?? (r.module.startsWith('virtual:') ? configFile : r.module);
      warnings.push({
        file: source(earlier),
        severity: 'warning',
        kind: 'duplicate route',
        message: `${route.path} is also the route of ${source(route)}, which is shown there; this ${earlier.kind === 'page' ? 'page' : 'doc'} is not`,
        hint: 'give one of them another path (a doc: front matter slug; the docs: routeBasePath in the config), or remove one',
      });
      byKey.delete(key);
    }
    byKey.set(key, route);
  }
  return byKey.size === routes.length ? routes : [...byKey.values()];
}
