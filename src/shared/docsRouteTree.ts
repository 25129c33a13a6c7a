// A docs instance's routes as Docusaurus nests them (DocsRoot → each version's DocVersionRoot → its
// tags pages and DocRoot → the docs and generated indexes), in a compact form for the browser: a
// Docusaurus site's route levels get all their child routes in `props.route.routes`
// (plugins/docs/docsRouteTree.ts makes it; src/theme/docusaurus/docsRouteTree.tsx expands it).
// Paths carry the base URL, as Docusaurus's route config does.

/** One version's routes. */
export interface DocsVersionRouteData {
  /** The version's name (`current`, `1.0`). */
  name: string;
  /** DocVersionRoot's and DocRoot's path. */
  path: string;
  /** DocVersionRoot's leaf routes, beside DocRoot (its tags pages), in Docusaurus's order. */
  tags: string[];
  /** DocRoot's routes (docs and generated indexes), each `[path]` or `[path, sidebar]`. */
  docs: ([string] | [string, string])[];
}

/** A docs instance's route tree. */
export interface DocsRouteTreeData {
  /** DocsRoot's path (the instance's global data `path`). */
  path: string;
  /** Its versions' routes, in Docusaurus's order (a version whose path holds another's last). */
  versions: DocsVersionRouteData[];
}

/** A docs instance's routes as the browser looks a path up in them (paths without the base URL). */
export interface DocsInstanceRoutes {
  pluginId: string;
  path: string;
  versions: { name: string; path: string }[];
}

/**
 * A plugin route that can hold a path the route table lacks (one not `exact`), as the browser looks
 * a missing path up (paths without the base URL): Docusaurus's router matches such a route and
 * draws it, a parent with no child when none of its child routes matches (react-router-config's
 * `renderRoutes` gives nothing then).
 */
export interface OpenPluginRoute {
  path: string;
  /** A path of the route table whose chain of routes passes through this one. */
  leaf: string;
  /** A parent's child routes that are not exact, in Docusaurus's order (none: a leaf route). */
  routes?: OpenPluginRoute[];
}

/**
 * The top routes that can hold a missing path, in the order Docusaurus matches them: a docs
 * instance (`docs`: its plugin id; DocRoot draws the not-found content) or a plugin route.
 */
export type OpenRoute = { docs: string; path: string } | OpenPluginRoute;
