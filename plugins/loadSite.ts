// Runs the content stages in order (config → docs → sidebars → routes) and returns the site's data.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ClientSiteConfig,
  DocsVersionsData,
  DocPageMetadata,
  GeneratedIndexMetadata,
  SidebarItem,
  SiteConfig,
} from '../src/shared/types.js';
import type { DocusaurusSection } from './config/docusaurus/types.js';
import { loadSiteConfig } from './config/loadSiteConfig.js';
import { BuildError, type Diagnostic } from './diagnostics.js';
import type { DocMetadata } from './docs/docMetadata.js';
import { loadAllDocSets, type LoadedDocSet } from './docs/loadDocSets.js';
import {
  docsVersionsData,
  docVersionInfo,
  generatedIndexesWithVersions,
} from './docs/versionMetadata.js';
import { loadFrontMatterCache, saveFrontMatterCache } from './docs/frontMatter.js';
import { generatedIndexModuleId, type RouteSpec } from './routes/generateRoutesModule.js';
import { routeKey } from '../src/shared/routeBuckets.js';
import type { loadSidebars } from './sidebars/loadSidebars.js';

export interface CustomPage {
  path: string;
  filePath: string;
}

export interface SiteData {
  siteDir: string;
  /** The docs folder (absolute): `docs/` unless the config's `docs.path` says otherwise. */
  docsDir: string;
  configFile: string;
  sidebarsFile?: string;
  siteConfig: SiteConfig;
  docs: DocMetadata[];
  docsByFile: Map<string, DocMetadata>;
  pageMetadata: Map<string, DocPageMetadata>;
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[];
  pages: CustomPage[];
  routes: RouteSpec[];
  permalinkBySource: Map<string, string>;
  linksKey: string;
  warnings: Diagnostic[];
  production: boolean;
  /** A Docusaurus site's config beyond our SiteConfig (docs instances, blog, pages, theme config). */
  docusaurus?: DocusaurusSection;
  /** Every version of every docs instance (plugins/docs/instances.ts); the first is the primary. */
  docSets: LoadedDocSet[];
  docSetByFile: Map<string, LoadedDocSet>;
  /** The versions of each docs instance, for the navbar (absent: one unversioned instance). */
  docsVersions?: DocsVersionsData;
}

/** `src/pages/a/b.tsx` → `/a/b`; `index.tsx` → its folder. Files or folders starting with `_` are skipped. */
export function readCustomPages(siteDir: string): CustomPage[] {
  const dir = join(siteDir, 'src', 'pages');
  return pageFiles(siteDir, /\.(tsx|jsx)$/)
    .sort()
    .map((f) => {
      const noExt = f.replace(/\.(tsx|jsx)$/, '');
      const path = '/' + noExt.replace(/(^|\/)index$/, '');
      return { path: path.length > 1 ? path.replace(/\/$/, '') : '/', filePath: join(dir, f) };
    });
}

/**
 * The files of src/pages Docusaurus makes pages of that this generator does not build yet (.ts
 * files, which cannot hold JSX, are taken for helper modules, as the knowledgebase's are).
 */
export function unbuiltPageFiles(siteDir: string): string[] {
  return pageFiles(siteDir, /\.(js|md|mdx)$/, /\.(test|spec)\./).sort();
}

/** Files of src/pages (paths with `/`) with the extension, not under `_`, not tests. */
function pageFiles(siteDir: string, extension: RegExp, tests = /\.test\./): string[] {
  const dir = join(siteDir, 'src', 'pages');
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter(
      (f) => extension.test(f) && !f.split('/').some((s) => s.startsWith('_')) && !tests.test(f),
    );
}

export function toClientConfig(c: SiteConfig): ClientSiteConfig {
  const { docs, onBrokenLinks: _l, onBrokenAnchors: _a, ...rest } = c;
  return {
    ...rest,
    docs: {
      breadcrumbs: docs.breadcrumbs,
      sidebarLevelLimit: docs.sidebarLevelLimit,
      toc: docs.toc,
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

/** What each doc's page shows besides its content: title, sidebar, pagination, dates, edit link. */
function pageMetadataOf(
  docs: SiteData['docs'],
  navigation: ReturnType<typeof loadSidebars>['navigation'],
  production: boolean,
): Map<string, DocPageMetadata> {
  const pageMetadata = new Map<string, DocPageMetadata>();
  for (const doc of docs) {
    const nav = navigation.get(doc.id) ?? {};
    const fm = doc.frontMatter;
    pageMetadata.set(doc.filePath, {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      ...(nav.sidebar ? { sidebar: nav.sidebar } : {}),
      unlisted: doc.unlisted || (!production && fm.unlisted === true),
      draft: fm.draft === true,
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      ...(fm.image ? { image: fm.image } : {}),
      hideTitle: fm.hide_title === true,
      hasContentTitle: doc.contentTitle !== undefined,
      hideTableOfContents: fm.hide_table_of_contents === true,
      ...(fm.toc_min_heading_level ? { tocMinHeadingLevel: fm.toc_min_heading_level } : {}),
      ...(fm.toc_max_heading_level ? { tocMaxHeadingLevel: fm.toc_max_heading_level } : {}),
      ...(doc.lastUpdatedAt ? { lastUpdatedAt: doc.lastUpdatedAt } : {}),
      ...(doc.lastUpdatedBy ? { lastUpdatedBy: doc.lastUpdatedBy } : {}),
      ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
      ...(nav.previous ? { previous: nav.previous } : {}),
      ...(nav.next ? { next: nav.next } : {}),
    });
  }
  return pageMetadata;
}

export async function loadSite(params: {
  siteDir: string;
  production: boolean;
}): Promise<SiteData> {
  const { siteDir, production } = params;
  const config = await loadSiteConfig(siteDir);
  const { siteConfig } = config;
  // Last-updated dates come from git, which costs time on every reload: production builds only.
  const frontMatterCache = join(config.siteDir, '.cache', 'front-matter.json');
  loadFrontMatterCache(frontMatterCache);
  // --- Docs instances × versions (plugins/docs/instances.ts): one doc set per version. ---
  const docSets = await loadAllDocSets(config, production);
  const primarySet = docSets[0]!;
  const docsDir = primarySet.docsDir;
  const docs = docSets.flatMap((s) => s.docs);
  const draftIds = docSets.flatMap((s) => s.draftIds);
  const warnings = docSets.flatMap((s) => s.warnings);
  const sb = {
    sidebars: Object.assign({}, ...docSets.map((s) => s.sidebars)) as SiteData['sidebars'],
    generatedIndexes: generatedIndexesWithVersions(docSets),
  };
  if (config.warnings) warnings.unshift(...config.warnings);
  saveFrontMatterCache(frontMatterCache);
  if (config.docusaurus) await resolveDocusaurusNavbar(config, docSets);
  const versionInfo = docVersionInfo(docSets);
  const docsVersions = docsVersionsData(docSets);
  const pageMetadata = new Map<string, DocPageMetadata>();
  for (const set of docSets)
    for (const [file, meta] of pageMetadataOf(set.docs, set.navigation, production))
      pageMetadata.set(file, { ...meta, ...versionInfo.get(file) });
  // --- end of docs instances × versions ---

  const pages = readCustomPages(config.siteDir);
  // Docusaurus makes a page of these too; they are not built yet (the Docusaurus config's
  // mapping says so in its own note).
  const unbuilt = unbuiltPageFiles(config.siteDir);
  if (unbuilt.length && !config.docusaurus)
    warnings.push({
      file: join(config.siteDir, 'src', 'pages'),
      severity: 'warning',
      kind: 'not built yet',
      message: `pages that are not built yet (only .tsx and .jsx pages are): ${unbuilt.join(', ')}`,
      hint: 'these pages are missing from the site; a .js page can be renamed .jsx',
    });
  const routes: RouteSpec[] = uniqueRoutes(config.configFile, warnings, [
    ...docs.map((d) => ({
      path: d.permalink,
      kind: 'doc' as const,
      sidebar: pageMetadata.get(d.filePath)?.sidebar,
      module: d.filePath,
    })),
    ...sb.generatedIndexes.map((g) => ({
      path: g.permalink,
      kind: 'generated-index' as const,
      sidebar: g.sidebar,
      module: generatedIndexModuleId(g.permalink),
    })),
    ...pages.map((p) => ({ path: p.path, kind: 'page' as const, module: p.filePath })),
  ]);
  // Each doc set resolves `.md` links within itself (plugins/stages/mdx.ts); the site's are the primary set's.
  const { permalinkBySource, linksKey } = primarySet;
  return {
    siteDir: config.siteDir,
    docsDir,
    configFile: config.configFile,
    sidebarsFile: config.sidebarsFile,
    siteConfig,
    docs,
    docsByFile: new Map(docs.map((d) => [d.filePath, d])),
    pageMetadata,
    draftIds,
    sidebars: sb.sidebars,
    generatedIndexes: sb.generatedIndexes,
    pages,
    routes,
    permalinkBySource,
    linksKey,
    warnings,
    production,
    ...(config.docusaurus ? { docusaurus: config.docusaurus } : {}),
    docSets,
    docSetByFile: new Map(docSets.flatMap((set) => set.docs.map((d) => [d.filePath, set]))),
    ...(docsVersions ? { docsVersions } : {}),
  };
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
      const source = (r: RouteSpec) => (r.module.startsWith('virtual:') ? configFile : r.module);
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
