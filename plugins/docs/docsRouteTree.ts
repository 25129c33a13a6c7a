// Each docs instance's route tree in the compact form the browser expands into the `route` props
// of a Docusaurus site's DocsRoot, DocVersionRoot and DocRoot (src/shared/docsRouteTree.ts): made
// from the instance's Docusaurus-shaped routes (plugins/builtins/builtInRoutes.ts, the same the
// `postBuild` hook gets), sorted as Docusaurus sorts them.
import { sortRoutes } from '../builtins/builtInRoutes.js';
import { hooksOf } from '../lifecycle/generatorHooks.js';
import type { SitePlugins } from '../lifecycle/sitePlugins.js';
import type { RouteConfig } from '../lifecycle/types.js';
import type {
  DocsInstanceRoutes,
  DocsRouteTreeData,
  DocsVersionRouteData,
} from '../../src/shared/docsRouteTree.js';

/** The compact tree of one instance's routes (`docsRouteConfigs`' single top route). */
export function compactDocsRouteTree(root: RouteConfig, baseUrl: string): DocsRouteTreeData {
  const [sorted] = sortRoutes([root], baseUrl);
  const versions = (sorted!.routes ?? []).map((version): DocsVersionRouteData => {
    const name = (version.props as { version?: { version?: string } } | undefined)?.version
      ?.version;
    const children = version.routes ?? [];
    const docRoot = children.find((r) => r.routes !== undefined);
    return {
      name: name ?? 'current',
      path: version.path,
      tags: children.filter((r) => r.routes === undefined).map((r) => r.path),
      docs: (docRoot?.routes ?? []).map((d) =>
        typeof d.sidebar === 'string' ? [d.path, d.sidebar] : [d.path],
      ),
    };
  });
  return { path: sorted!.path, versions };
}

// Made once per load and base URL (each version's module asks).
const treesByPlugins = new WeakMap<object, Map<string, Map<string, DocsRouteTreeData>>>();

/** Every docs instance's route tree, by plugin id, in the site's order. */
export function docsRouteTrees(
  plugins: SitePlugins['result']['plugins'] | undefined,
  baseUrl: string,
): Map<string, DocsRouteTreeData> {
  const known = plugins && treesByPlugins.get(plugins)?.get(baseUrl);
  if (known) return known;
  const trees = new Map<string, DocsRouteTreeData>();
  for (const p of plugins ?? []) {
    if (p.content === undefined || hooksOf([p], 'docsViewOf').length === 0) continue;
    const [root] = hooksOf([p], 'routeConfigsOf').flatMap((of) => of({ baseUrl }));
    if (root) trees.set(p.id, compactDocsRouteTree(root, baseUrl));
  }
  if (plugins) {
    const byBase = treesByPlugins.get(plugins) ?? new Map();
    treesByPlugins.set(plugins, byBase.set(baseUrl, trees));
  }
  return trees;
}

/** A path of the route config as a path below the base URL (the route table's). */
const belowBase = (path: string, baseUrl: string) => {
  const base = baseUrl.replace(/\/$/, '');
  const p = base && path.startsWith(base) ? path.slice(base.length) : path;
  return p.startsWith('/') ? p : '/' + p;
};

/**
 * The instances and their versions' paths, in the order Docusaurus matches them (an instance at
 * the site's root last), for the browser to find which docs levels a missing path falls in.
 */
export function docsInstanceRoutes(
  trees: Map<string, DocsRouteTreeData>,
  baseUrl: string,
): DocsInstanceRoutes[] {
  const tops = sortRoutes(
    [...trees].map(([pluginId, t]) => ({ path: t.path, component: pluginId, routes: [] })),
    baseUrl,
  );
  return tops.map(({ component: pluginId }) => {
    const tree = trees.get(pluginId)!;
    return {
      pluginId,
      path: belowBase(tree.path, baseUrl),
      versions: tree.versions.map((v) => ({ name: v.name, path: belowBase(v.path, baseUrl) })),
    };
  });
}
