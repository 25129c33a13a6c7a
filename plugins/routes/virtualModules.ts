// The code of every module the generator makes for a bundle, by id: the virtual modules (route
// table, site config, sidebars, generated index pages, theme re-exports, code theme CSS) and each
// doc's page module. The Vite adapter (plugins/index.ts) serves them; the build generates them
// again to see whether a bundle can be reused (plugins/output/bundleReuse.ts).
import { siteStaticDirs } from '../staticDirectories.js';
import { join } from 'node:path';
import {
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_CLIENT_MODULES,
  VIRTUAL_BUILTIN_GLOBAL_DATA,
  VIRTUAL_GLOBAL_DATA,
  VIRTUAL_THEME_CSS,
  VIRTUAL_CUSTOM_CSS,
  VIRTUAL_CODE_HIGHLIGHT,
  VIRTUAL_LOOK,
  VIRTUAL_ROUTE_BUCKET_PREFIX,
  VIRTUAL_ROUTE_KINDS,
  VIRTUAL_CONTENT_COMPONENTS,
  VIRTUAL_ROUTES,
  VIRTUAL_SIDEBAR_PREFIX,
  VIRTUAL_SITE_CONFIG,
} from '../../src/shared/constants.js';
import type { Diagnostic } from '../diagnostics.js';
import type { HeadTag } from '../../src/shared/pageHead.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import { toClientConfig, type SiteData } from '../loadSite.js';
import { frontMatterFormat } from '../mdx/markdownFormat.js';
import { codeThemeCss, runtimeHighlightSource, siteCodeTheme } from '../mdx/codeTheme.js';
import { prismThemeCss } from '../mdx/prismHighlight.js';
import { compileDoc, type DocCompiler } from '../mdx/compileDoc.js';
import { THEME_MODULES } from '../mdx/remarkThemeImports.js';
import { pluginThemeConfig } from '../lifecycle/clientThemeConfig.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import { docsearchVersionOf } from '../config/docusaurus/docsearchVersion.js';
import { contextLocaleConfigs, type ContextLocaleConfig } from '../i18n/localeContext.js';
import { PACKAGE_ROOT } from '../paths.js';
import { clientModulesSource } from '../pages/clientModules.js';
import { customCssModuleSource } from '../pages/customCss.js';
import { siteLookModuleSource, type DocsearchLook } from '../pages/siteLook.js';
import {
  generateBundledPagesModule,
  generateProductionRoutesModule,
  generateRouteBucketModule,
  generateRoutesModule,
  generateSidebarModule,
  generateSiteConfigModule,
  type RouteSpec,
} from './generateRoutesModule.js';
import { getSplitSidebar, routeSidebarParts } from './splitSidebars.js';
import { contentComponentsModuleSource } from '../builtins/contentComponents.js';
import {
  routeKindsModuleSource,
  routeModulesOf,
  type RouteModuleRegistry,
} from '../builtins/routeModules.js';
import { BUILT_IN_NAMES } from '../builtins/native.js';
import {
  docSetOf,
  docSetsOf,
  docsVersionsOf,
  sidebarsOf,
  singleDocsVersionLabel,
} from '../builtins/docsViews.js';
import { versionDocsIndexSource, versionDocsModuleSource } from '../docs/versionDocs.js';
import { siteFeatures } from '../siteFeatures.js';
import { VIRTUAL_VERSION_DOCS, VIRTUAL_VERSION_DOCS_PREFIX } from '../../src/shared/versionDocs.js';
import type { DocsRouteTreeData, OpenRoute } from '../../src/shared/docsRouteTree.js';
import { openRoutes } from '../lifecycle/routes.js';
import { docsInstanceRoutes, docsRouteTrees } from '../docs/docsRouteTree.js';
import { frontMatterExport } from '../docs/clientFrontMatter.js';
import {
  LOCALE_BUILTIN_GLOBAL_DATA_READER,
  LOCALE_GLOBAL_DATA_READER,
  LOCALE_ROUTES_READER,
  LOCALE_SITE_CONFIG_READER,
  LOCALE_VERSION_DOCS_READER,
  localeReaderSource,
} from '../i18n/sharedBundle.js';
import { markdownPageOf, pageMetadataOf } from '../lifecycle/markdownPages.js';
import { linkSourceOf, linkTableOf } from '../lifecycle/routeTable.js';

/** The route table as the production build wrote it (plugins/stages/pages.ts). */
export interface RouteTableFiles {
  /** Each bucket's content hash: its file is `routeBucketFile(i, hashes[i])`. */
  hashes: string[];
  bucketCount: number;
  bundled: RouteSpec[];
  /** Page module → its standalone file in the output folder (undefined: bundled). */
  standalone: Map<string, string | undefined>;
}

/** Virtual modules of the theme: `@theme/Tabs` and the like, as Docusaurus names them. */
export const VIRTUAL_THEME_PREFIX = 'virtual:docs/theme/';

/** The id under which a doc's page module is reported to `onGenerated` (prefix of its file). */
export const DOC_MODULE_PREFIX = 'doc:';

/**
 * Whether `id` names one of the virtual modules of the site (theme re-exports and CSS aside);
 * `routeModules`: the site's plugins' route modules (plugins/builtins/routeModules.ts).
 */
export const isVirtualModuleId = (id: string, routeModules: RouteModuleRegistry): boolean =>
  id === VIRTUAL_ROUTES ||
  id === VIRTUAL_ROUTE_KINDS ||
  id === VIRTUAL_CONTENT_COMPONENTS ||
  id === VIRTUAL_SITE_CONFIG ||
  id === LOCALE_SITE_CONFIG_READER ||
  id === LOCALE_ROUTES_READER ||
  id === LOCALE_GLOBAL_DATA_READER ||
  id === LOCALE_BUILTIN_GLOBAL_DATA_READER ||
  id === LOCALE_VERSION_DOCS_READER ||
  id === VIRTUAL_BUNDLED_PAGES ||
  id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX) ||
  id.startsWith(VIRTUAL_SIDEBAR_PREFIX) ||
  // The plugins' route modules: index, tags, blog, Markdown pages, plugin routes.
  routeModules.owns(id) ||
  id === VIRTUAL_CUSTOM_CSS ||
  id === VIRTUAL_LOOK ||
  id === VIRTUAL_CODE_HIGHLIGHT ||
  id === VIRTUAL_CLIENT_MODULES ||
  id === VIRTUAL_GLOBAL_DATA ||
  id === VIRTUAL_BUILTIN_GLOBAL_DATA ||
  id === VIRTUAL_VERSION_DOCS ||
  id.startsWith(VIRTUAL_VERSION_DOCS_PREFIX);

/** The plugins' global data: the built-in plugins' (`builtIn`), or the others'. */
export function globalDataOf(s: SiteData, builtIn: boolean): Record<string, unknown> {
  const data = s.plugins?.result.globalData ?? {};
  const names = new Set<string>(Object.values(BUILT_IN_NAMES));
  return Object.fromEntries(Object.entries(data).filter(([name]) => names.has(name) === builtIn));
}

/** The sidebar a sidebar module belongs to: "name--3" is a part of "name" (splitSidebars.ts). */
export function sidebarNameOf(key: string, s: SiteData): string {
  const sep = key.lastIndexOf('--');
  return sep > 0 && sidebarsOf(s)[key] === undefined ? key.slice(0, sep) : key;
}

/**
 * The source of a virtual module that is the same in the dev server and in a production bundle
 * (undefined: not one of ours).
 */
export function virtualModuleSource(id: string, s: SiteData): string | undefined {
  if (id.startsWith(VIRTUAL_THEME_PREFIX)) {
    const specifier = id.slice(VIRTUAL_THEME_PREFIX.length);
    const module = Object.hasOwn(THEME_MODULES, specifier) ? THEME_MODULES[specifier] : undefined;
    return (
      module &&
      `export { ${module.exportName} as default } from ${JSON.stringify(join(PACKAGE_ROOT, module.file))};\n`
    );
  }
  if (id === VIRTUAL_ROUTES) return generateRoutesModule(s.routes, Object.keys(sidebarsOf(s)));
  // How each kind of the routes renders, as the plugins that own them declare it.
  if (id === VIRTUAL_ROUTE_KINDS) return routeKindsModuleSource(s);
  // The modules the content plugins' component options name (plugins/builtins/contentComponents.ts).
  if (id === VIRTUAL_CONTENT_COMPONENTS) return contentComponentsModuleSource(s);
  if (id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX)) {
    return generateRouteBucketModule(
      s.routes,
      Number(id.slice(VIRTUAL_ROUTE_BUCKET_PREFIX.length)),
      (r) => routeSidebarParts(s, r),
    );
  }
  if (id === VIRTUAL_SITE_CONFIG)
    return generateSiteConfigModule(toClientConfig(s.siteConfig), clientSiteData(s));
  // A locale's client bundle reads these from its pages (plugins/i18n/sharedBundle.ts).
  const reader = localeReaderSource(id);
  if (reader !== undefined) return reader;
  if (id.startsWith(VIRTUAL_SIDEBAR_PREFIX)) {
    // Big sidebars come in chunks ("name--3" is a part of "name"), in the dev server too: a
    // 10,000-doc sidebar is megabytes of code. Live updates send the whole sidebar instead.
    const key = id.slice(VIRTUAL_SIDEBAR_PREFIX.length);
    const name = sidebarNameOf(key, s);
    const split = getSplitSidebar(s, name);
    return generateSidebarModule(name === key ? split.root : (split.parts.get(key) ?? []));
  }
  // A route module of a plugin (plugins/builtins/routeModules.ts): the plugin gives its code.
  const routeModules = routeModulesOf(s);
  if (routeModules.owns(id)) return routeModules.source(id);
  if (id === VIRTUAL_CUSTOM_CSS) return customCssModuleSource(s.siteDir, s.docusaurus?.customCss);
  if (id === VIRTUAL_LOOK) return siteLookModuleSource(s, docsearchLookOf(s));
  // The browser's highlighter of code known only when a page runs (src/theme/mdx/runtimeHighlight.ts).
  if (id === VIRTUAL_CODE_HIGHLIGHT)
    return runtimeHighlightSource(siteCodeTheme(s.siteConfig.code));
  if (id === VIRTUAL_CLIENT_MODULES)
    // The plugins' client modules first, then the site's (Docusaurus's order).
    return clientModulesSource(s.siteDir, [
      ...(s.plugins?.clientModules ?? []),
      ...(s.siteConfig.clientModules ?? []),
    ]);
  // The plugins' global data (plugins/lifecycle/); the built-in plugins' in a module of its own,
  // which only the pages that read it carry. A locale's own in a bundle every locale shares is in
  // its data file (i18n/sharedBundle.ts, localeData.ts).
  if (id === VIRTUAL_GLOBAL_DATA || id === VIRTUAL_BUILTIN_GLOBAL_DATA)
    return `export default ${JSON.stringify(globalDataOf(s, id === VIRTUAL_BUILTIN_GLOBAL_DATA))};\n`;
  // Each docs version's docs by id (useDocById), a module per version (plugins/docs/versionDocs.ts).
  // Only for a site that may read them (plugins/siteFeatures.ts). When locales share one bundle,
  // the bundle reads the loaders of the page's locale from its data file (i18n/sharedBundle.ts),
  // and each locale's modules are inputs of their own (a version's titles are translated).
  if (id === VIRTUAL_VERSION_DOCS)
    return versionDocsIndexSource(siteFeatures(s).versionDocs ? docSetsOf(s) : []);
  if (id.startsWith(VIRTUAL_VERSION_DOCS_PREFIX))
    return versionDocsModuleSource(
      docSetsOf(s),
      id,
      routeTreesOf(s),
      siteFeatures(s).versionSidebars,
    );
  return undefined;
}

/**
 * Production only: the route table's root module and the bundled pages' module, from the table the
 * build wrote (undefined: another id).
 */
export async function productionRoutesSource(
  id: string,
  s: SiteData,
  routeTable: () => Promise<RouteTableFiles>,
): Promise<string | undefined> {
  if (id !== VIRTUAL_ROUTES && id !== VIRTUAL_BUNDLED_PAGES) return undefined;
  // The buckets are files of the build, and neither bundle is told their version (a page's HTML
  // names it), so neither bundle changes when one page does.
  const table = await routeTable();
  if (id === VIRTUAL_BUNDLED_PAGES) return generateBundledPagesModule(table.bundled);
  return generateProductionRoutesModule({
    sidebarNames: Object.keys(sidebarsOf(s)),
    bucketCount: table.bucketCount,
    hasBundledPages: table.bundled.length > 0,
  });
}

/** A doc's page module as a bundle gets it: its compiled program, then its metadata. */
export async function docModuleSource(params: {
  file: string;
  body: string;
  doc: SiteData['docs'][number];
  site: SiteData;
  siteDir: string;
  compiler: DocCompiler;
  onWarning?: (w: Diagnostic) => void;
}): Promise<string> {
  const { file, body, doc, site, siteDir } = params;
  const set = docSetOf(site, file);
  const input = {
    body,
    filePath: file,
    source: linkSourceOf(site, doc, set !== undefined),
    siteDir,
    staticDirs: siteStaticDirs(site),
    // A doc resolves `.md` links within its own version, as the mdx stage compiles it.
    ...linkTableOf(site, file, set),
    ...(set && set.docsDir !== join(siteDir, 'docs') ? { docsDir: set.docsDir } : {}),
    magicComments: site.siteConfig.code?.magicComments,
    codeTheme: siteCodeTheme(site.siteConfig.code),
    markdownConfig: site.siteConfig.markdown,
    frontMatterFormat: frontMatterFormat(doc.frontMatter),
    ...frontMatterExport(site, doc),
  };
  const compiled = await params.compiler.compile(input);
  for (const w of compiled.warnings) params.onWarning?.(w);
  // A page the build writes as a standalone module has no program of its own (empty `code`); a
  // module that imports it anyway (a custom page, say, or a route whose item component keeps its
  // pages in the bundle) gets one compiled here. Whether it has one is read from the result, not
  // from `code` (a compile cached before comments were emptied kept one of only an MDX comment).
  const standalone = compiled.standaloneDigest !== undefined || compiled.standalone !== undefined;
  const program = standalone || !compiled.code ? (await compileDoc(input)).code : compiled.code;
  return `${program}\nexport const metadata = ${JSON.stringify(pageMetadataOf(site, file))};\n`;
}

/**
 * The code the Vite adapter gave a production bundle for `id` (as reported to `onGenerated`),
 * made again from the current site: the build compares it with what it recorded
 * (plugins/output/bundleReuse.ts). Undefined when there is no such module any more.
 */
export async function regenerateBundleModule(
  id: string,
  params: {
    site: SiteData;
    siteDir: string;
    compiler: DocCompiler;
    routeTable: () => Promise<RouteTableFiles>;
    onWarning?: (w: Diagnostic) => void;
    readFile: (file: string) => string | undefined;
  },
): Promise<string | undefined> {
  const { site } = params;
  if (id.startsWith(DOC_MODULE_PREFIX)) {
    const file = id.slice(DOC_MODULE_PREFIX.length);
    const doc = markdownPageOf(site, file);
    // A blog post's excerpt is its file with a query (plugins/blog/loadBlog.ts).
    const code = params.readFile(file.split('?')[0]!);
    if (!doc || code === undefined) return undefined;
    const body = parseFrontMatter(code, file).body;
    return docModuleSource({ ...params, file, body: doc.transformBody?.(body) ?? body, doc });
  }
  if (id === VIRTUAL_THEME_CSS) return themeStylesheet(site);
  return (
    (await productionRoutesSource(id, site, params.routeTable)) ?? virtualModuleSource(id, site)
  );
}

/**
 * The theme's generated stylesheet (`virtual:docs/theme.css`): the code colours, and the
 * announcement bar's (a rule rather than a style attribute, which the strict
 * Content-Security-Policy would block). The Vite adapter and the bundle-reuse check both use it.
 */
export async function themeStylesheet(site: SiteData): Promise<string> {
  return (
    (await codeThemeCss(site.siteConfig.code?.theme)) +
    (site.siteConfig.code?.prism ? prismThemeCss(site.siteConfig.code.prism) : '') +
    announcementBarCss(site.siteConfig.announcementBar)
  );
}

/** `.announcement-bar`'s colours from the site config, if it sets them. */
export function announcementBarCss(
  bar: { backgroundColor?: string; textColor?: string } | undefined,
): string {
  const decls = [
    bar?.backgroundColor ? `background-color:${bar.backgroundColor}` : '',
    bar?.textColor ? `color:${bar.textColor}` : '',
  ].filter(Boolean);
  return decls.length ? `\n.announcement-bar{${decls.join(';')}}\n` : '';
}

/**
 * Each docs instance's route tree on a site whose route levels get Docusaurus's `route` props
 * (plugins/siteFeatures.ts routerProps); undefined on others (the knowledgebase).
 */
function routeTreesOf(s: SiteData): Map<string, DocsRouteTreeData> | undefined {
  if (!siteFeatures(s).routerProps) return undefined;
  return docsRouteTrees(s.plugins?.result.plugins, s.siteConfig.baseUrl);
}

/**
 * A Docusaurus site's plugin routes that hold paths the route table lacks (not `exact`), with the
 * docs instances' top routes, in the order Docusaurus's router tries them: the browser draws a
 * missing path below one as Docusaurus does. None when no plugin route is such (the docs
 * instances are tried alone then: `docsInstances`).
 */
function withOpenRoutes(
  s: SiteData,
  trees: Map<string, DocsRouteTreeData> | undefined,
): { openRoutes?: OpenRoute[] } {
  const plugins = s.plugins;
  if (!trees || !plugins?.result.routes.length) return {};
  const docs = new Map([...trees].map(([id, t]) => [id, t.path]));
  const baseUrl = s.siteConfig.baseUrl;
  const routes = openRoutes(plugins.result.routes, plugins.routes, baseUrl, docs);
  return routes.some((r) => !('docs' in r)) ? { openRoutes: routes } : {};
}

/** The `siteData` export of the site config module. */
export function clientSiteData(s: SiteData) {
  const docsVersions = docsVersionsOf(s);
  const docsVersionLabel = singleDocsVersionLabel(s);
  const trees = routeTreesOf(s);
  return {
    hasHomePage: s.routes.some((r) => r.path === '/'),
    ...(docsVersions ? { docsVersions } : {}),
    ...(docsVersionLabel !== undefined ? { docsVersionLabel } : {}),
    // A Docusaurus site's docs instances: a missing path below one renders its route levels.
    ...(trees?.size ? { docsInstances: docsInstanceRoutes(trees, s.siteConfig.baseUrl) } : {}),
    ...withOpenRoutes(s, trees),
    ...withPluginThemeConfig(s),
    ...withDocusaurusVersion(s),
    ...withI18nContext(s),
    ...withHeadDefaults(s),
  };
}

/**
 * What the theme's head elements of a route need beyond the client config, to write the next
 * route's after a client navigation (src/theme/themeHead.ts): `themeConfig.metadata`, the social
 * card of pages without their own (`themeConfig.image`), a site-wide `noIndex`.
 */
function withHeadDefaults(s: SiteData): {
  headMetadata?: HeadTag[];
  headImage?: string;
  noIndex?: true;
} {
  const theme = s.docusaurus?.themeConfig;
  const metadata: HeadTag[] = (theme?.metadata ?? []).map((m) => ({
    tag: 'meta',
    attributes: Object.fromEntries(
      Object.entries(m as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    ),
  }));
  return {
    ...(metadata.length ? { headMetadata: metadata } : {}),
    ...(theme?.image ? { headImage: theme.image } : {}),
    ...(s.siteConfig.noIndex ? { noIndex: true as const } : {}),
  };
}

/** A Docusaurus site's locales as its load context holds them (`useDocusaurusContext().i18n`). */
function withI18nContext(s: SiteData): {
  i18nContext?: { path: string; localeConfigs: Record<string, ContextLocaleConfig> };
} {
  if (!s.docusaurus || !s.locale) return {};
  const siteUrl = s.siteConfig.i18n?.siteUrl ?? s.siteConfig.url;
  return {
    i18nContext: {
      path: s.locale.i18n.path,
      localeConfigs: contextLocaleConfigs({ siteDir: s.siteDir, locale: s.locale, siteUrl }),
    },
  };
}

/** What a Docusaurus site's DocSearch button follows, for its stylesheet (plugins/pages/siteLook.ts). */
function docsearchLookOf(s: SiteData): DocsearchLook | undefined {
  if (!s.docusaurus) return undefined;
  const major = parseInt(docsearchVersionOf(s.siteDir) ?? '', 10);
  return {
    major: Number.isNaN(major) ? 3 : major,
    release39: isAtLeast(docusaurusVersionOf(s.siteDir), 3, 9),
  };
}

/** A Docusaurus site's version (`3.10.0`), where the theme draws a part as that release does. */
function withDocusaurusVersion(s: SiteData): {
  docusaurusVersion?: string;
  docsearchVersion?: string;
} {
  const v = s.docusaurus ? docusaurusVersionOf(s.siteDir) : undefined;
  // The @docsearch/react its search bar runs: the button is drawn as that version draws it.
  const docsearch = s.docusaurus ? docsearchVersionOf(s.siteDir) : undefined;
  return {
    ...(v ? { docusaurusVersion: `${v.major}.${v.minor}.${v.patch}` } : {}),
    ...(docsearch ? { docsearchVersion: docsearch } : {}),
  };
}

function withPluginThemeConfig(s: SiteData): { pluginThemeConfig?: Record<string, unknown> } {
  const themeConfig = pluginThemeConfig(s.plugins);
  return themeConfig ? { pluginThemeConfig: themeConfig } : {};
}
