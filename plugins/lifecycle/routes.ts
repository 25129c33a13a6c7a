// Routes from `addRoute` as routes of the route table. A route with nested `routes` renders its
// component around the child that matched (the child's element is what `renderRoutes` gives the
// parent, src/theme/docusaurus/renderRoutes.tsx), so each leaf of the tree is one route of ours.
// A route's module imports its components and the modules of its `modules` (createData files
// among them) and renders the chain with those modules' default exports as props: the leaf is the
// page, its parents are the route's frame (src/client/navigation.tsx RouteFrame), keyed by the
// routes they are, so React keeps a parent mounted while the next route has the same one, as
// Docusaurus's renderRoutes does.
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';
import { PAGE_ROUTE_KIND, type RouteSpec } from '../routes/generateRoutesModule.js';
import type { PluginRouteKinds } from './generatorHooks.js';
import { createDataDir, type LifecycleResult, type LoadedPlugin, type PluginRoute } from './run.js';
import type { RouteConfig, RouteModuleValue } from './types.js';
import { sortRoutes } from '../builtins/builtInRoutes.js';
import type { OpenPluginRoute, OpenRoute } from '../../src/shared/docsRouteTree.js';

export const VIRTUAL_PLUGIN_ROUTE_PREFIX = 'virtual:docs/plugin-route/';

/** One route of the table: the chain of route configs from the top one to the leaf. */
export interface FlatPluginRoute {
  path: string;
  chain: RouteConfig[];
  /** Each route of the chain as its place names it: the top one's among all, the others' among their siblings. */
  keys?: string[];
  plugin: LoadedPlugin;
  /** The site's base URL (Docusaurus sorts a route at it last). */
  baseUrl?: string;
}

export const pluginRouteModuleId = (path: string) =>
  VIRTUAL_PLUGIN_ROUTE_PREFIX + encodeURIComponent(path) + '.js';

export const pluginRoutePathOf = (id: string): string | undefined =>
  id.startsWith(VIRTUAL_PLUGIN_ROUTE_PREFIX) && id.endsWith('.js')
    ? decodeURIComponent(id.slice(VIRTUAL_PLUGIN_ROUTE_PREFIX.length, -'.js'.length))
    : undefined;

/** A plugin's route path (with the base URL, as plugins write it) as a path of our table. */
export function tablePath(path: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  let p = base && (path === base || path.startsWith(base + '/')) ? path.slice(base.length) : path;
  if (!p.startsWith('/')) p = '/' + p;
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/**
 * Whether a plugin's route path lies outside the base URL (`/tide-table` on a build at `/fr/`):
 * Docusaurus takes the path as written, so no link under the base URL names that page.
 */
export function outsideBaseUrl(path: string, baseUrl: string): boolean {
  const base = baseUrl.replace(/\/$/, '');
  return base !== '' && path !== base && !path.startsWith(base + '/');
}

/**
 * The paths of our table whose plugin route lies outside the base URL: each is written where
 * Docusaurus writes it (under the base URL's folder), but no link under the base URL names it.
 */
export function pathsOutsideBaseUrl(flat: Map<string, FlatPluginRoute>): Set<string> {
  const out = new Set<string>();
  for (const r of flat.values())
    if (r.baseUrl !== undefined && outsideBaseUrl(r.chain.at(-1)!.path, r.baseUrl)) out.add(r.path);
  return out;
}

/** Every leaf route of every plugin, with its chain, by path of our table (the last one wins). */
export function flattenPluginRoutes(
  routes: PluginRoute[],
  baseUrl: string,
): Map<string, FlatPluginRoute> {
  const out = new Map<string, FlatPluginRoute & { priority: number }>();
  const visit = (
    route: RouteConfig,
    chain: RouteConfig[],
    keys: string[],
    plugin: LoadedPlugin,
  ) => {
    const next = [...chain, route];
    if (route.routes?.length) {
      route.routes.forEach((child, i) => visit(child, next, [...keys, String(i)], plugin));
      return;
    }
    const path = tablePath(route.path, baseUrl);
    const priority = typeof route.priority === 'number' ? route.priority : 0;
    const earlier = out.get(path);
    // Docusaurus orders routes of one path by priority (the higher first): the first is shown.
    if (!earlier || priority > earlier.priority)
      out.set(path, { path, chain: next, keys, plugin, priority, baseUrl });
  };
  routes.forEach(({ route, plugin }, i) => visit(route, [], [`route-${i}`], plugin));
  return out;
}

/** A route that matches longer paths than its own (Docusaurus's `exact` is off by default). */
const isOpen = (route: RouteConfig) => route.exact !== true;

/**
 * The plugin routes that can hold a path the route table lacks, and the docs instances' top routes
 * (`docs`: their paths, by plugin id), in the order Docusaurus's router tries them (its route
 * sorting): the browser draws a missing path below one as Docusaurus does (src/theme/resolveRoute.tsx).
 * A route is kept with a path of the table whose chain passes through it (its levels come from
 * that route's module); one with none is left out.
 */
export function openRoutes(
  routes: PluginRoute[],
  flat: Map<string, FlatPluginRoute>,
  baseUrl: string,
  docs: Map<string, string> = new Map(),
): OpenRoute[] {
  const leafThrough = (route: RouteConfig): string | undefined => {
    const leaves: RouteConfig[] = [];
    const collect = (r: RouteConfig) =>
      r.routes?.length ? r.routes.forEach(collect) : leaves.push(r);
    collect(route);
    for (const leaf of leaves) {
      const path = tablePath(leaf.path, baseUrl);
      if (flat.get(path)?.chain.includes(route)) return path;
    }
    return undefined;
  };
  const node = (route: RouteConfig): OpenPluginRoute | undefined => {
    const leaf = leafThrough(route);
    if (leaf === undefined) return undefined;
    const path = tablePath(route.path, baseUrl);
    if (!route.routes) return { path, leaf };
    const children = sortedOrder(route.routes, baseUrl)
      .map((i) => route.routes![i]!)
      .filter(isOpen)
      .map(node)
      .filter((r): r is OpenPluginRoute => r !== undefined);
    return { path, leaf, routes: children };
  };
  const DOCS = Symbol('docs');
  type Top = RouteConfig & { [DOCS]?: string; route?: RouteConfig };
  const tops: Top[] = [
    ...routes.map(({ route }) => ({ ...route, routes: route.routes && [], route })),
    ...[...docs].map(([pluginId, path]) => ({ path, component: '', routes: [], [DOCS]: pluginId })),
  ];
  const out: OpenRoute[] = [];
  for (const top of sortRoutes(tops, baseUrl)) {
    if (top[DOCS] !== undefined) out.push({ docs: top[DOCS], path: tablePath(top.path, baseUrl) });
    else if (top.route && isOpen(top.route)) {
      const n = node(top.route);
      if (n) out.push(n);
    }
  }
  return out;
}

/** The routes of the table the plugins add. */
export function pluginRouteSpecs(flat: Map<string, FlatPluginRoute>): RouteSpec[] {
  return [...flat.values()].map((r) => ({
    path: r.path,
    kind: 'page',
    module: pluginRouteModuleId(r.path),
  }));
}

/** The module giving a nested plugin route's parent its child (`@docusaurus/renderRoutes`). */
const RENDER_ROUTES_FILE = 'src/theme/docusaurus/renderRoutes.tsx';

/**
 * The route kinds of the routes plugins add (addRoute): pages, whose modules are made here. The
 * route-module registry (plugins/builtins/routeModules.ts) has them beside the plugins' own.
 */
export function addedRouteKinds(
  flat: Map<string, FlatPluginRoute>,
  importOf?: ImportOf,
): PluginRouteKinds {
  return {
    kinds: PAGE_ROUTE_KIND,
    idPrefixes: [VIRTUAL_PLUGIN_ROUTE_PREFIX],
    source(id) {
      const path = pluginRoutePathOf(id);
      const route = path === undefined ? undefined : flat.get(path);
      return (
        route && pluginRouteModuleSource(route, join(PACKAGE_ROOT, RENDER_ROUTES_FILE), importOf)
      );
    },
  };
}

/**
 * The module a route's `{ __import: true, path, query }` imports: `path` with what its query
 * asks (a blog post's `{ truncated: true }`: its excerpt module, builtins/routeModules.ts).
 */
export type ImportOf = (path: string, query: Record<string, unknown>) => string;

const ORDER = Symbol('order');

/** The order Docusaurus gives routes of one level (its route sorting): their indices. */
function sortedOrder(routes: RouteConfig[], baseUrl: string): number[] {
  const tagged = routes.map((r, i) => ({
    ...r,
    routes: undefined,
    [ORDER]: i,
    nested: !!r.routes,
  }));
  // Sorted as Docusaurus sorts them, a parent (with `routes`) after the leaves.
  return sortRoutes(
    tagged.map((t) => (t.nested ? { ...t, routes: [] } : t)),
    baseUrl,
  ).map((t) => t[ORDER]);
}

/**
 * The `route` prop a route component gets, as Docusaurus's route config has it in the browser:
 * `path`, `exact` when true, its child routes (all of them, sorted as Docusaurus sorts them) and
 * its other attributes, not the module paths, props, priority or metadata; the route's module adds
 * each route's `component` (src/theme/docusaurus/renderRoutes.tsx routeChain).
 */
function routeProp(route: RouteConfig, baseUrl: string): Record<string, unknown> {
  const {
    path,
    component: _c,
    modules: _m,
    context: _x,
    props: _p,
    priority: _r,
    metadata: _d,
    plugin: _g,
    exact,
    routes,
    ...rest
  } = route;
  const children = routes && sortedOrder(routes, baseUrl).map((i) => routes[i]!);
  return {
    path,
    ...(exact ? { exact: true } : {}),
    ...(children ? { routes: children.map((r) => routeProp(r, baseUrl)) } : {}),
    ...rest,
  };
}

const CHUNK_FUNCTION = `function chunk(m) {
  if (!('default' in m)) return m;
  const c = m.default;
  if (c && (typeof c === 'object' || typeof c === 'function'))
    for (const k of Object.keys(m)) if (k !== 'default' && !(k in c)) try { c[k] = m[k]; } catch {}
  return c;
}`;

/** The page module of a plugin route: imports, its levels, the page and its parents' frame. */
export function pluginRouteModuleSource(
  flat: FlatPluginRoute,
  renderRoutesFile: string,
  importOf?: ImportOf,
): string {
  const imports: string[] = [
    `import { jsx } from 'react/jsx-runtime';`,
    `import { RouteLevels, levelAlone, routeChain } from ${JSON.stringify(renderRoutesFile)};`,
  ];
  let n = 0;
  let chunks = false;
  const moduleExpr = (v: RouteModuleValue): string => {
    if (
      typeof v === 'string' ||
      (v && typeof v === 'object' && 'path' in v && typeof v.path === 'string' && !Array.isArray(v))
    ) {
      const { path, query } =
        typeof v === 'string'
          ? { path: v, query: undefined }
          : (v as { path: string; query?: object });
      const spec =
        query && importOf && Object.keys(query).length
          ? importOf(path, query as Record<string, unknown>)
          : path;
      const name = `m${n++}`;
      imports.push(`import * as ${name} from ${JSON.stringify(spec)};`);
      chunks = true;
      return `chunk(${name})`;
    }
    if (Array.isArray(v)) return `[${v.map(moduleExpr).join(', ')}]`;
    return `{ ${Object.entries(v as Record<string, RouteModuleValue>)
      .map(([k, x]) => `${JSON.stringify(k)}: ${moduleExpr(x)}`)
      .join(', ')} }`;
  };
  const keys = flat.keys ?? flat.chain.map((_, i) => String(i));
  const baseUrl = flat.baseUrl ?? '/';
  // Each level's place among its parent's routes as the route prop sorts them.
  const places = flat.chain.map((route, i) => {
    const parent = flat.chain[i - 1]?.routes;
    return parent ? sortedOrder(parent, baseUrl).indexOf(parent.indexOf(route)) : 0;
  });
  // useRouteContext(): the plugin, and the `context` modules of the route and its parents as
  // `data` (a nested route's over its parent's, as Docusaurus merges them).
  const data: string[] = [];
  const levels = flat.chain.map((route, i) => {
    imports.push(`import C${i} from ${JSON.stringify(route.component)};`);
    const modules = route.modules ? moduleExpr(route.modules) : '{}';
    data.push(route.context ? moduleExpr(route.context) : '{}');
    return [
      `  { C: C${i}, props: { ...${JSON.stringify(route.props ?? {})}, ...${modules} },`,
      `    route: routes[${i}], key: ${JSON.stringify(keys[i])},`,
      `    context: { plugin, data: Object.assign({}, ${data.join(', ')}) } },`,
    ].join('\n');
  });
  const plugin = JSON.stringify({ name: flat.plugin.name, id: flat.plugin.id });
  // The top route with all its child routes; each level's route is its place in it.
  const tree = JSON.stringify(routeProp(flat.chain[0]!, baseUrl));
  const components = flat.chain.map((_, i) => `C${i}`).join(', ');
  const lines = [
    ...imports,
    // A module's default export with its other exports on it, as Docusaurus's ComponentCreator
    // gives a prop (an MDX post's component with its `metadata`, `frontMatter`, `toc`).
    ...(chunks ? [CHUNK_FUNCTION] : []),
    `const plugin = ${plugin};`,
    `const routes = routeChain(${tree}, [${components}], ${JSON.stringify(places)});`,
    `const levels = [\n${levels.join('\n')}\n];`,
    // The page route kind puts the page in it (src/theme/routeKinds/page.tsx).
    `export const routeContext = levels[${levels.length - 1}].context;`,
    `export default function PluginRoute() { return jsx(RouteLevels, { levels: levels.slice(-1) }); }`,
  ];
  const frameKey = JSON.stringify(`${flat.plugin.name}/${flat.plugin.id}/${keys[0]}`);
  // The parents, around the page: mounted while the next route has the same top route.
  if (levels.length > 1)
    lines.push(
      `export const frame = (page) => jsx(RouteLevels, { levels: levels.slice(0, -1), children: page }, ${frameKey});`,
    );
  lines.push(
    // A level alone (a child route's component elsewhere in the tree: src/theme/docusaurus/routeComponents.tsx).
    `export const levelComponent = (depth, path) => levelAlone(levels, depth, path);`,
    // The levels down to a parent, with nothing below it (a missing path below that parent).
    `export const levelFrame = (depth) => (page) => jsx(RouteLevels, { levels: levels.slice(0, depth + 1), children: page }, ${frameKey});`,
  );
  return [...lines, ''].join('\n');
}

/** The file of the generated data a plugin wrote with createData (for tests and messages). */
export const dataFile = (result: LifecycleResult, plugin: LoadedPlugin, name: string) =>
  join(createDataDir(result.context), plugin.name, plugin.id, name);
