// Runs the content stages in order (config → plugins: docs, sidebars, blog, pages and the site's
// own → routes) and returns the site's data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientSiteConfig, SiteConfig } from '../src/shared/types.js';
import type { DocusaurusSection } from './config/docusaurus/types.js';
import { loadSiteConfig, type LoadedConfig } from './config/loadSiteConfig.js';
import { recordSiteModuleFiles } from './config/loadSiteModule.js';
import { BuildError, type Diagnostic } from './diagnostics.js';
import type { DocMetadata } from './docs/docMetadata.js';
import type { LoadedDocSet } from './docs/loadDocSets.js';
import { loadFrontMatterCache, saveFrontMatterCache } from './docs/frontMatter.js';
import { closeDocRecords, openDocRecords } from './docs/docRecords.js';
import type { FileHashes } from './output/fileHashes.js';
import type { RouteSpec } from './routes/generateRoutesModule.js';
import { writeGeneratedRoutes } from './lifecycle/generatedFiles.js';
import { loadSitePlugins, pluginContentOf, type SitePlugins } from './lifecycle/sitePlugins.js';
import { assertDocItemComponents } from './config/docusaurus/docItemComponent.js';
import type { LocaleContext } from './i18n/localeContext.js';
import { docSetsOf } from './builtins/docsViews.js';
import { pluginRoutes, siteLinks, uniqueRoutes, type OwnLinks } from './lifecycle/routeTable.js';
import { loadLocale, type LocaleRequest } from './i18n/loadLocale.js';
import { applyPluginCodeTranslations } from './i18n/pluginCodeTranslations.js';
import { applyDuplicateRoutesLevel } from './config/docusaurus/duplicateRoutes.js';
import { markdownPagesOf } from './lifecycle/markdownPages.js';

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
  /** The site's `.md` link table, asked of every plugin (plugins/lifecycle/routeTable.ts siteLinks). */
  permalinkBySource: Map<string, string>;
  linksKey: string;
  /** The folder the table's keys are paths from (the primary docs folder). */
  linksRoot: string;
  /** The tables of pages that resolve links only among themselves (a blog's posts), by file. */
  ownLinks?: Map<string, OwnLinks>;
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
   * `allContent` has it. What the stages read of the built-in plugins (routes, Markdown pages,
   * links, the docs' versions, sidebars and tags, the blog's feeds) they ask of the plugins
   * (plugins/lifecycle/generatorHooks.ts, builtins/docsViews.ts).
   */
  pluginContent?: Map<string, unknown>;
  /** The locale this load is of (a Docusaurus site): plugins/i18n/localeContext.ts. */
  locale?: LocaleContext;
  /**
   * The site's own module files the load evaluated (the config, the sidebars file, a local
   * plugin, and what they import; packages aside): plugins/output/earlyUpToDate.ts.
   */
  siteModuleFiles?: string[];
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
  // The synonyms reach the browser in the search index (entry.synonyms), not in every page's
  // first load.
  const { synonyms: _synonyms, ...clientSearch } = rest.search;
  return {
    ...rest,
    code: clientCode, // where `code` was: the client config's JSON keeps its order
    search: clientSearch,
    docs: {
      breadcrumbs: docs.breadcrumbs,
      sidebarLevelLimit: docs.sidebarLevelLimit,
      toc: docs.toc,
      autoCollapseCategories: docs.autoCollapseCategories,
      hideableSidebar: docs.hideableSidebar,
    },
  };
}

/**
 * The navbar items a plugin's translateThemeConfig changed (its slice has `navbar`,
 * plugins/i18n/pluginTranslations.ts), in place of the config's: Docusaurus renders the theme
 * config its plugins translated (tests/unit/plugins/lifecycle/pluginLifecycleI18n.test.ts).
 */
async function navbarOfPlugins(
  config: Awaited<ReturnType<typeof loadSiteConfig>>,
  themeConfig: unknown,
): Promise<void> {
  const docusaurus = config.docusaurus!;
  const navbar = (themeConfig as { navbar?: unknown } | undefined)?.navbar;
  const raw = (docusaurus.raw as { themeConfig?: { navbar?: unknown } }).themeConfig?.navbar;
  if (navbar === undefined || navbar === raw || JSON.stringify(navbar) === JSON.stringify(raw))
    return;
  const { mapTranslatedNavbarItems } = await import('./config/docusaurus/mapDocusaurusConfig.js');
  const source = readFileSync(config.configFile, 'utf8');
  docusaurus.themeConfig.navbar.items = mapTranslatedNavbarItems(navbar, config.configFile, source);
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

export interface LoadSiteParams {
  siteDir: string;
  production: boolean;
  /** The locale to load (a Docusaurus site's default when unset); see plugins/i18n/. */
  locale?: LocaleRequest;
  /** The Docusaurus plugins' `outDir`: a build's staging folder (`<siteDir>/build` when unset). */
  outDir?: string;
  /** Called once the config is loaded, before the plugins load their content (the build starts its compile threads). */
  onConfig?: (config: LoadedConfig) => void;
  /**
   * The build's file hashes (plugins/output/fileHashes.ts): a production build's docs whose
   * content is the one the last build recorded are not read (plugins/docs/docRecords.ts).
   */
  fileHashes?: Pick<FileHashes, 'hash'>;
}

export async function loadSite(params: LoadSiteParams): Promise<SiteData> {
  const { value, files } = await recordSiteModuleFiles(() => loadSiteContent(params));
  return { ...value, siteModuleFiles: files };
}

async function loadSiteContent(params: LoadSiteParams): Promise<SiteData> {
  const { siteDir, production } = params;
  const { config, locale } = await loadConfigOfLocale(siteDir, params.locale);
  params.onConfig?.(config);
  if (config.docusaurus) assertDocItemComponents(config.docusaurus);
  const { siteConfig } = config;
  // Last-updated dates come from git, which costs time on every reload: production builds only.
  const frontMatterCache = join(config.siteDir, '.cache', 'front-matter.json');
  loadFrontMatterCache(frontMatterCache);
  const { fileHashes } = params;
  const records = production && fileHashes !== undefined;
  if (records) openDocRecords(config.siteDir, (file) => fileHashes.hash(file));
  // --- The content: every plugin (docs, blog, pages and the config's own) loads on the lifecycle.
  let loaded = false;
  let plugins: Awaited<ReturnType<typeof loadSitePlugins>>;
  try {
    plugins = await loadSitePlugins(
      { config, production, ...(locale ? { locale: locale.context } : {}) },
      params.outDir ? { outDir: params.outDir } : {},
    );
    loaded = true;
  } finally {
    if (records) closeDocRecords(config.siteDir, loaded);
  }
  // getDefaultCodeTranslationMessages: a theme's default strings, under the site's code.json.
  await applyPluginCodeTranslations(siteConfig, locale?.context, plugins.result.plugins);
  saveFrontMatterCache(frontMatterCache);
  const warnings = [...(config.warnings ?? []), ...(locale?.warnings ?? [])];
  if (config.docusaurus) {
    await navbarOfPlugins(config, plugins.result.context.siteConfig.themeConfig);
    await resolveDocusaurusNavbar(config, docSetsOf({ plugins }));
  }
  // Every plugin's Markdown pages and their metadata (generator hook markdownPagesOf).
  const markdownPages = markdownPagesOf({ plugins });
  // Every plugin's routes (generator hook routesOf: the docs', with their generated indexes and
  // tags, the blogs', the pages', a site plugin's, in ROUTE_ORDER), then those of `addRoute`.
  const fromPlugins = pluginRoutes(plugins.result.plugins);
  warnings.push(...fromPlugins.warnings, ...plugins.result.warnings);
  const routes: RouteSpec[] = uniqueRoutes(config.configFile, warnings, [
    ...fromPlugins.routes,
    ...plugins.routeSpecs,
  ]);
  // A Docusaurus site's onDuplicateRoutes applied to the duplicate-route warnings above.
  const duplicatesLevel = config.docusaurus?.onDuplicateRoutes;
  warnings.splice(0, Infinity, ...applyDuplicateRoutesLevel(warnings, duplicatesLevel));
  // `@generated/routes` and `@generated/registry` for plugins' client code (plugin-debug's pages).
  writeGeneratedRoutes(plugins.result, routes);
  const { permalinkBySource, linksKey, linksRoot, ownLinks } = siteLinks(
    plugins.result.plugins,
    config.siteDir,
  );
  return {
    siteDir: config.siteDir,
    configFile: config.configFile,
    siteConfig,
    docs: markdownPages,
    routes,
    permalinkBySource,
    linksKey,
    linksRoot,
    ...(ownLinks ? { ownLinks } : {}),
    warnings,
    production,
    ...(config.docusaurus ? { docusaurus: config.docusaurus } : {}),
    plugins,
    pluginContent: pluginContentOf(plugins),
    ...(locale ? { locale: locale.context } : {}),
  };
}
