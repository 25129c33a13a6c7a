// What a path shows: a route of the table, rendered by the function of its kind (each plugin
// declares its routes' kinds: virtual:docs/route-kinds), the search page, or not-found.
// Used by the browser's navigation and by the server renderer alike, so both render the same tree.
import siteConfig, { siteData } from 'virtual:docs/site-config';
import { docsearchTagOf } from '../shared/docsVersions.js';
import type { OpenPluginRoute } from '../shared/docsRouteTree.js';
import { loadedDocsFrame } from './DocRouteTree.js';
import { docsRouteContext } from './routeKinds/routeContexts.js';
import { setRouteResolver } from './docusaurus/routeComponents.js';
import routeKinds from 'virtual:docs/route-kinds';
import { isSamePath } from '../shared/paths.js';
import { resolveSearchPagePath } from '../shared/search/searchPagePath.js';
import type { ResolvedRoute } from '../client/navigation.js';
import { perLocale } from '../client/localeScope.js';
import { findRoute, loadSidebar, type RouteTableEntry } from '../client/routeTable.js';
import { CrashPage, LoadFailure } from './ErrorPage.js';
import NotFound from './NotFound.js';
import { useLocation } from './docusaurus/router.js';
import { ThemeLayout } from './pageFrameSlot.js';
import { translateTheme } from './translate.js';
import type { LoadedRoute } from './routeKinds/types.js';
import { RouteContextProvider } from './docusaurus/routeContext.js';
import { loadThemeHead } from './themeHeadLoader.js';

const RELOAD_FLAG = 'docs:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload CSS/i.test(
    msg,
  );
}

/** A page that failed to load: a chunk that failed reloads the page (once); anything else shows a box. */
export function RouteError({ error }: { error: unknown }) {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    let reloaded = false;
    try {
      reloaded = sessionStorage.getItem(RELOAD_FLAG) === location.pathname;
      if (!reloaded) sessionStorage.setItem(RELOAD_FLAG, location.pathname);
    } catch {
      /* storage blocked: reload anyway, once per render */
    }
    if (!reloaded) {
      window.location.reload();
      return null;
    }
    return <LoadFailure error={error} onRetry={() => window.location.reload()} />;
  }
  return <CrashPage error={error} onRetry={() => window.location.reload()} />;
}

/** Loads a route's module (and sidebar) and renders it with its kind's function. */
async function loadEntry(entry: RouteTableEntry): Promise<LoadedRoute> {
  const [mod, sidebar] = await Promise.all([
    entry.load(),
    entry.sidebar ? loadSidebar(entry.sidebar, entry.parts) : Promise.resolve(undefined),
  ]);
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    /* no storage (server, or blocked) */
  }
  // The kinds are the plugins' (plugins/builtins/routeModules.ts): a new content type declares
  // its own, with the function that renders it, and this file does not change.
  const render = Object.hasOwn(routeKinds, entry.kind) ? routeKinds[entry.kind] : undefined;
  if (!render)
    throw new Error(
      `The route ${entry.path} has the kind "${entry.kind}", which no plugin of this build renders`,
    );
  return inRouteContext(await render({ entry, module: mod, ...(sidebar ? { sidebar } : {}) }));
}

/** The route's component inside its plugin's route context (`useRouteContext()`). */
function inRouteContext(route: LoadedRoute): LoadedRoute {
  const { Component, routeContext } = route;
  if (!routeContext) return route;
  const InContext = () => (
    <RouteContextProvider value={routeContext}>
      <Component />
    </RouteContextProvider>
  );
  // Its frame (a docs instance's DocsRoot) gives the same context itself.
  return { ...route, Component: InContext };
}

/**
 * The not-found page with the route's `location`, as Docusaurus renders `@theme/NotFound` (a route
 * component of React Router: a site's override may read `props.location.pathname`).
 */
function NotFoundRoute() {
  return <NotFound location={useLocation()} />;
}

/** What the locale keeps: its not-found route (its title translated), its resolved routes. */
const localeRoutes = perLocale(() => {
  const notFound: ResolvedRoute = {
    Component: NotFoundRoute,
    // Tagged `default` for search, as Docusaurus's SiteMetadata tags every page.
    handle: {
      head: {
        title: translateTheme('theme.NotFound.title', 'Page Not Found'),
        status: 404,
        docsearchTag: 'default',
      },
    },
    status: 404,
  };
  return {
    notFound,
    searchPagePath: resolveSearchPagePath(siteConfig.search),
    // One resolution per route: the component keeps its identity when a page is visited again.
    resolved: new Map<string, ResolvedRoute>(),
  };
});

/** Whether `base` (a route's path below the base URL) holds `pathname`, as a route not exact does. */
const holds = (pathname: string, base: string) =>
  base === '/' || pathname === base || pathname.startsWith(base.replace(/\/+$/, '') + '/');

/**
 * A missing path below a Docusaurus site's docs instance: Docusaurus matches the instance's
 * DocsRoot and the version's DocVersionRoot and DocRoot, whose DocRoot draws `NotFound/Content`
 * as no doc route matches, in the kept docs layout (no sidebar), with the site's title alone.
 * The instances (`only`: that one) are tried in the order Docusaurus matches them; undefined when
 * the path is below none.
 */
async function docsNotFound(pathname: string, only?: string): Promise<ResolvedRoute | undefined> {
  for (const instance of siteData.docsInstances ?? []) {
    if ((only !== undefined && instance.pluginId !== only) || !holds(pathname, instance.path))
      continue;
    const version = instance.versions.find((v) => holds(pathname, v.path));
    if (!version) return undefined;
    const { pluginId } = instance;
    const frame = await loadedDocsFrame(
      { m: { permalink: pathname }, level: 'notFound', pluginId, versionName: version.name },
      true,
    );
    return {
      // DocRoot draws the not-found content itself, inside the levels.
      Component: () => null,
      frame,
      routeContext: docsRouteContext(pluginId),
      handle: {
        head: {
          status: 404,
          docsearchTag: docsearchTagOf(pluginId, version.name),
          docsVersion: version.name,
        },
      },
      status: 404,
    };
  }
  return undefined;
}

/**
 * A missing path below a plugin's route that is not exact (`route`, a top route of
 * `siteData.openRoutes`): Docusaurus's router matches it and its child routes that hold the path,
 * down to the deepest; a parent there draws no child (react-router-config's `renderRoutes` gives
 * nothing), a route without children draws whole. Its levels come from the route of the table
 * below it; the status stays 404 (no page is written at the path).
 */
async function pluginNotFound(
  pathname: string,
  route: OpenPluginRoute,
): Promise<ResolvedRoute | undefined> {
  let deepest = route;
  let depth = 0;
  for (;;) {
    const next = deepest.routes?.find((r) => holds(pathname, r.path));
    if (!next) break;
    deepest = next;
    depth++;
  }
  const found = await resolveRoute(deepest.leaf);
  if (found.status !== 200 || found.error !== undefined) return undefined;
  const { routePath: _path, ...matched } = found;
  if (!deepest.routes) return { ...matched, status: 404 };
  if (!found.levelFrame) return undefined;
  return {
    Component: () => null,
    frame: found.levelFrame(depth),
    ...(found.routeContext ? { routeContext: found.routeContext } : {}),
    handle: { head: { status: 404, docsearchTag: 'default' } },
    status: 404,
  };
}

/** What a Docusaurus site's router draws at a path the route table lacks (undefined: not-found). */
async function openRouteAt(pathname: string): Promise<ResolvedRoute | undefined> {
  const open = siteData.openRoutes;
  if (!open) return docsNotFound(pathname);
  for (const route of open) {
    if (!holds(pathname, route.path)) continue;
    return 'docs' in route ? docsNotFound(pathname, route.docs) : pluginNotFound(pathname, route);
  }
  return undefined;
}

/** The not-found route of the current locale. */
export const notFoundRoute = (): ResolvedRoute => localeRoutes().notFound;

/**
 * `resolveRoute` for a client navigation: the route once the theme's navigation head
 * (./themeHeadLoader.ts) has loaded too, so that the route renders with its head. A failed load of
 * that module does not stop the navigation (./Layout.tsx tries again).
 */
export const resolveNavigation = (pathname: string): Promise<ResolvedRoute> =>
  Promise.all([resolveRoute(pathname), loadThemeHead().catch(() => undefined)]).then(([r]) => r);

/** Resolves a path below the base URL. Never rejects: a failure comes back as `error`. */
export async function resolveRoute(pathname: string): Promise<ResolvedRoute> {
  const { notFound, searchPagePath, resolved } = localeRoutes();
  try {
    const entry = await findRoute(pathname);
    const key =
      entry?.path ??
      (searchPagePath && isSamePath(pathname, searchPagePath) ? searchPagePath : undefined);
    if (!key) return (__DOCS_ROUTER_PROPS__ && (await openRouteAt(pathname))) || notFound;
    const cached = resolved.get(key);
    if (cached) return cached;
    let route: ResolvedRoute;
    if (entry) {
      route = { ...(await loadEntry(entry)), routePath: entry.path, status: 200 };
    } else {
      // The search page (issue 4): a route of the theme with its own chunk.
      const { default: SearchPage } = await import('./search/SearchPage.js');
      route = {
        // In `@theme/Layout`, as a search theme's page renders it: the site's when it draws the
        // frame, else the route's plugin classes on `<html>` (./pageFrameSlot.tsx).
        Component: () => (
          <ThemeLayout>
            <SearchPage />
          </ThemeLayout>
        ),
        handle: {
          head: {
            title: translateTheme('theme.SearchPage.emptyResultsTitle', 'Search the documentation'),
            noIndex: true,
            docsearchTag: 'default',
          },
        },
        routePath: searchPagePath ?? undefined,
        status: 200,
      };
    }
    resolved.set(key, route);
    return route;
  } catch (error) {
    return { handle: {}, status: 500, error };
  }
}

// The components of a Docusaurus site's child routes load their pages through it.
if (__DOCS_ROUTER_PROPS__) setRouteResolver(resolveRoute);
