// Pure generators of the virtual modules the client is built from: the route table, one module
// per sidebar, and the client-side site config. They return source strings; serving is elsewhere.
import type {
  ClientSiteConfig,
  DocsVersionsData,
  GeneratedIndexMetadata,
  SidebarItem,
} from '../../src/shared/types.js';
import {
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_INDEX_PREFIX,
  VIRTUAL_ROUTE_BUCKET_PREFIX,
  VIRTUAL_SIDEBAR_PREFIX,
} from '../../src/shared/constants.js';
import { routeBucket, routeBucketCount } from '../../src/shared/routeBuckets.js';

/** A route's kind: one that a plugin declares (plugins/builtins/routeModules.ts routeModulesOf). */
export type RouteKind = string;

/**
 * The client side of a route kind: an export of a module (`file`: from the generator's root, or
 * absolute for a plugin's own) that renders the kind's routes (src/theme/routeKinds/types.ts
 * RouteKindRenderer).
 */
export interface ClientRouteKind {
  file: string;
  exportName: string;
  /**
   * A factory of renderers: the export is called with a loader of this module (a docs
   * instance's `docItemComponent`, as `@theme/ApiItem`), which the bundler resolves.
   */
  component?: string;
  /**
   * The route module's default export is a compiled Markdown page's content, which the renderer
   * gets as a component rendering it with islands, as a doc's (src/theme/routeKinds/
   * islandContent.tsx): `kind` is the content kind of the plugin's ContentTheme (whether it
   * renders in the page's tree: plugins/contentInTree.ts), `className` the content element's.
   */
  content?: { kind: string; className?: string };
}

/** A kind rendered by `exportName` of the theme's `src/theme/routeKinds/<file>`. */
export const themeRouteKind = (file: string, exportName: string): ClientRouteKind => ({
  file: 'src/theme/routeKinds/' + file,
  exportName,
});

/** The kind of a page (a React or Markdown page, a plugin's route): rendered as it is. */
export const PAGE_ROUTE_KIND: Record<string, ClientRouteKind> = {
  page: themeRouteKind('page.tsx', 'page'),
};

export interface RouteSpec {
  path: string;
  /** How the client renders the route: a kind its plugin declares (plugins/builtins/routeModules.ts). */
  kind: RouteKind;
  sidebar?: string;
  /** Module to import lazily: an absolute file path, or a virtual id. */
  module: string;
}

const q = (s: string) => JSON.stringify(s);

const bucketsOf = new WeakMap<RouteSpec[], RouteSpec[][]>();

/**
 * Splits routes into the buckets of src/shared/routeBuckets.ts (index = bucket number). Computed
 * once per route list: every bucket module of both bundles asks for it.
 */
export function bucketRoutes(routes: RouteSpec[]): RouteSpec[][] {
  let out = bucketsOf.get(routes);
  if (out) return out;
  const count = routeBucketCount(routes.length);
  out = Array.from({ length: count }, () => []);
  for (const r of routes) out[routeBucket(r.path, count)]!.push(r);
  bucketsOf.set(routes, out);
  return out;
}

/**
 * The dev server's route table root module: one lazy loader per bucket and one per sidebar.
 */
export function generateRoutesModule(routes: RouteSpec[], sidebarNames: string[]): string {
  const sidebarLoaders = sidebarNames
    .map((name) => `  ${q(name)}: () => import(${q(VIRTUAL_SIDEBAR_PREFIX + name)})`)
    .join(',\n');
  const bucketLoaders = bucketRoutes(routes)
    .map((list, i) =>
      list.length ? `  () => import(${q(VIRTUAL_ROUTE_BUCKET_PREFIX + i)})` : '  null',
    )
    .join(',\n');
  return `export const sidebars = {\n${sidebarLoaders}\n};\nexport const bucketCount = ${routeBucketCount(routes.length)};\nexport const buckets = [\n${bucketLoaders}\n];\nexport const bundledPages = undefined;\n`;
}

/**
 * One bucket of the route table: its routes, each with a lazy import of its page module, or the
 * file of a page the build wrote as a standalone module (plugins/mdx/standaloneModule.ts; the
 * client loads it with src/client/standaloneDoc.ts). `standaloneFile` gives that file inside the
 * output folder, or undefined for a bundled page.
 *
 * `data`: the production form, a module of data only that the build writes itself (see
 * `generateProductionRoutesModule`): a bundled page is marked `bundled` and loads through the
 * bundled-pages module instead of an import of its own.
 */
export function generateRouteBucketModule(
  routes: RouteSpec[],
  index: number,
  sidebarParts: (route: RouteSpec) => string[] = () => [],
  standaloneFile: (route: RouteSpec) => string | undefined = () => undefined,
  data = false,
): string {
  const entries = (bucketRoutes(routes)[index] ?? [])
    .map((r) => {
      const parts = r.sidebar ? sidebarParts(r) : [];
      const file = standaloneFile(r);
      const load = file
        ? `file: ${q(file)}`
        : data
          ? 'bundled: true'
          : `load: () => import(${q(r.module)})`;
      return `  { path: ${q(r.path)}, kind: ${q(r.kind)}${r.sidebar ? `, sidebar: ${q(r.sidebar)}` : ''}${parts.length ? `, parts: ${JSON.stringify(parts)}` : ''}, ${load} }`;
    })
    .join(',\n');
  return `export const routes = [\n${entries}\n];\n`;
}

/**
 * The production route table's root module. The buckets are files the build writes under
 * `assets/routes/<n>-<hash>.js` (data only, so they need no bundler), so the entry chunk holds
 * no per-bucket loader and its size does not depend on the number of pages. Their names are not
 * here, so that neither bundle changes when one page does: a page names its own bucket in its
 * HTML, the others are listed in the table's index (ROUTE_INDEX_FILE), and the server renderer is
 * told at start (src/client/standaloneDoc.ts).
 */
export function generateProductionRoutesModule(params: {
  sidebarNames: string[];
  bucketCount: number;
  hasBundledPages: boolean;
}): string {
  const sidebarLoaders = params.sidebarNames
    .map((name) => `  ${q(name)}: () => import(${q(VIRTUAL_SIDEBAR_PREFIX + name)})`)
    .join(',\n');
  return [
    `export const sidebars = {\n${sidebarLoaders}\n};`,
    `export const bucketCount = ${params.bucketCount};`,
    'export const buckets = undefined;',
    `export const bundledPages = ${params.hasBundledPages ? `() => import(${q(VIRTUAL_BUNDLED_PAGES)})` : 'undefined'};`,
    '',
  ].join('\n');
}

/** Production: the page modules of routes that are not standalone, by path (loaded on demand). */
export function generateBundledPagesModule(routes: RouteSpec[]): string {
  return `export const pages = {\n${routes.map((r) => `  ${q(r.path)}: () => import(${q(r.module)})`).join(',\n')}\n};\n`;
}

/**
 * One chunk of a sidebar: its items, and a loader for each category split off below it (see
 * splitSidebars.ts). The client registers those loaders when the chunk arrives.
 */
export function generateSidebarModule(items: SidebarItem[]): string {
  const stubs: string[] = [];
  const visit = (list: SidebarItem[]) => {
    for (const it of list) {
      if (it.type !== 'category') continue;
      if (it.part !== undefined && !it.items.length) stubs.push(it.part);
      else visit(it.items);
    }
  };
  visit(items);
  const loaders = stubs
    .map((key) => `  ${q(key)}: () => import(${q(VIRTUAL_SIDEBAR_PREFIX + key)})`)
    .join(',\n');
  return `export default ${JSON.stringify(items)};\nexport const parts = {\n${loaders}\n};\n`;
}

export function generateIndexModule(meta: GeneratedIndexMetadata): string {
  return `export const metadata = ${JSON.stringify(meta)};\n`;
}

export function generateSiteConfigModule(
  config: ClientSiteConfig,
  extra: {
    hasHomePage: boolean;
    docsVersions?: DocsVersionsData;
    /** Plugins' theme config keys (plugins/lifecycle/clientThemeConfig.ts). */
    pluginThemeConfig?: Record<string, unknown>;
  },
): string {
  return `export default ${JSON.stringify(config)};\nexport const siteData = ${JSON.stringify(extra)};\n`;
}

export function generatedIndexModuleId(permalink: string): string {
  return VIRTUAL_INDEX_PREFIX + encodeURIComponent(permalink) + '.js';
}
