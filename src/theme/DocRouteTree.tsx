// The docs plugin's route levels around a docs page, as Docusaurus nests them: `@theme/DocsRoot`
// (the instance) → `@theme/DocVersionRoot` (the version) → `@theme/DocRoot` (its docs and
// generated indexes) → the page (`@theme/DocItem`, `@theme/DocCategoryGeneratedIndexPage`); a
// tags page is the version's child, beside DocRoot. A route of this generator's table is one page,
// so each level gets `route.routes` holding the one child route that matched, and renderRoutes
// (`@docusaurus/renderRoutes`) gives it that child's element; a site's override of any level wraps
// or replaces what Docusaurus's would. The default levels add no element of their own.
//
// `DocsRoot`, the instance's route, is the route's frame (`docsRootFrame`: ../client/navigation.tsx
// RouteFrame), drawn by the page frame around the route's component: it stays mounted from one page
// of the instance to the next (doc → doc, → generated index, → tags page, another version), with
// the `@theme/Layout` it renders (a site's frame Layout, its navbar and state), as Docusaurus's
// DocsRoot does; the levels below it are drawn again for each page.
import type { ReactNode } from 'react';
import { siteData } from 'virtual:docs/site-config';
import type { RouteFrame } from '../client/navigation.js';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import { useLocation } from './docusaurus/router.js';
import { RouteChild } from './docusaurus/renderRoutes.js';
import { RouteContextProvider } from './docusaurus/routeContext.js';
import { docsRouteContext } from './routeKinds/routeContexts.js';
import { DocRootMetadataContext, type DocsVersionProp } from './docusaurus/docsRoutes.js';
import { useVersionDocs, type VersionDocs } from './docusaurus/versionDocs.js';
import DocsRoot from './classic/DocsRoot.js';
import DocVersionRoot from './classic/DocVersionRoot.js';
import DocRoot from './classic/DocRoot.js';

/** A route as a level gets it (`props.route`): its path and its child routes. */
export interface DocsRouteProp {
  path: string;
  exact?: boolean;
  sidebar?: string;
  routes?: DocsRouteProp[];
}

/** Where a page is in its instance's routes. */
interface PagePlace {
  /** The page's path (a doc's permalink). */
  permalink: string;
  /** The page's version, when the build gave it one (versioned docs). */
  version?: DocVersionMeta | undefined;
  /** A page of DocRoot (with its sidebar), or a tags page (the version's own child). */
  level: 'doc' | 'tags';
  sidebarName?: string | undefined;
}

interface Props extends PagePlace {
  sidebar?: SidebarItem[] | undefined;
  children: ReactNode;
}

/** Whether `path` holds `pathname` (the same path, or a folder of it). */
const holds = (path: string, pathname: string) => {
  const base = path.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(base + '/');
};

/**
 * The page's version among its instance's (the versions every page's navbar knows, on a site with
 * versions): the build's version of the page, else the one whose path holds the page (the latest
 * version's path, often the instance's root, tried last).
 */
function versionSummary(permalink: string, version: DocVersionMeta | undefined) {
  const all = siteData.docsVersions;
  if (!all) return undefined;
  const instances = version ? [[version.pluginId, all[version.pluginId] ?? []] as const] : [];
  for (const [pluginId, versions] of instances.length ? instances : Object.entries(all)) {
    const named = version && versions.find((v) => v.name === version.name);
    const byPath = [...versions]
      .sort((a, b) => Number(a.isLast) - Number(b.isLast) || b.path.length - a.path.length)
      .find((v) => holds(v.path, permalink));
    const found = named ?? byPath;
    if (found) return { pluginId, summary: found, latest: versions.find((v) => v.isLast) };
  }
  return undefined;
}

/**
 * The version as DocVersionRoot gets it: the build's version of the page when it has one (a doc's,
 * a generated index's), else the navbar's (a tags page's: banner and badge are not there, none);
 * on a site of one unversioned instance, its `current` version.
 */
function versionProp(
  props: Props,
  docs: VersionDocs,
): { version: DocsVersionProp; path: string; base: string } {
  const found = versionSummary(props.permalink, props.version);
  const { path, base } = versionPaths(found);
  const meta = props.version;
  const name = meta?.name ?? found?.summary.name ?? 'current';
  const version: DocsVersionProp = {
    pluginId: meta?.pluginId ?? found?.pluginId ?? 'default',
    version: name,
    label: meta?.label ?? found?.summary.label ?? siteData.docsVersionLabel ?? 'Next',
    banner: meta?.banner ?? null,
    badge: meta?.badge ?? false,
    noIndex: meta?.noIndex ?? false,
    className: meta?.className ?? `docs-version-${name}`,
    isLast: found?.summary.isLast ?? true,
    docsSidebars: props.sidebarName && props.sidebar ? { [props.sidebarName]: props.sidebar } : {},
    // The version's docs by id, loaded with the route (./docusaurus/versionDocs.ts).
    docs,
  };
  return { version, path, base };
}

/**
 * The routes' paths: the version's and the instance's (its latest version's), when the site has
 * versions; else the site's root (the docs' route base is not known to the browser).
 */
function versionPaths(found: ReturnType<typeof versionSummary>) {
  const base = found?.latest?.path ?? '/';
  return { path: found?.summary.path ?? base, base };
}

/** The routes from the version down to the page, as the levels get them (`props.route`). */
function placeRoutes(place: Omit<PagePlace, 'version'>, path: string, pathname: string) {
  const page: DocsRouteProp = {
    path: place.permalink,
    exact: true,
    ...(place.sidebarName ? { sidebar: place.sidebarName } : {}),
  };
  const docRootRoute: DocsRouteProp = { path, exact: false, routes: [page] };
  const versionRoute: DocsRouteProp = {
    path,
    exact: false,
    routes: place.level === 'tags' ? [{ path: pathname, exact: true }] : [docRootRoute],
  };
  return { docRootRoute, versionRoute };
}

/** What the frame knows of the page: its path, version and sidebar (a doc's metadata). */
interface FramePlace {
  permalink: string;
  docsVersion?: DocVersionMeta | undefined;
  sidebar?: string | undefined;
}

/** `@theme/DocsRoot` with the page's routes, its renderRoutes giving `children`. */
function DocsRootLevel(props: {
  m: FramePlace;
  level: PagePlace['level'];
  pluginId: string | undefined;
  children: ReactNode;
}) {
  const { m, level } = props;
  const place = { permalink: m.permalink, level, sidebarName: m.sidebar };
  const { path, base } = versionPaths(versionSummary(m.permalink, m.docsVersion));
  const { versionRoute } = placeRoutes(place, path, useLocation().pathname);
  // In the docs plugin's route context (`useRouteContext()`), as the levels below it.
  return (
    <RouteContextProvider value={docsRouteContext(props.pluginId)}>
      <RouteChild.Provider value={props.children}>
        <DocsRoot route={{ path: base, exact: false, routes: [versionRoute] }} />
      </RouteChild.Provider>
    </RouteContextProvider>
  );
}

/**
 * The frame of a page of a docs instance (`frame` of its route; a tags page gives its level and
 * instance): `@theme/DocsRoot` around the page, which the page frame keeps mounted while the next
 * page is of the same instance. DocRouteTree draws the levels below it.
 */
export function docsRootFrame(
  m: FramePlace,
  level: PagePlace['level'] = 'doc',
  pluginId = m.docsVersion?.pluginId,
): RouteFrame {
  // Its key names the instance: another instance's DocsRoot is mounted again.
  return (page) => (
    <DocsRootLevel key={pluginId ?? 'default'} m={m} level={level} pluginId={pluginId}>
      {page}
    </DocsRootLevel>
  );
}

export default function DocRouteTree(props: Props) {
  const { pathname } = useLocation();
  const { version, path } = versionProp(props, useVersionDocs());
  const { docRootRoute, versionRoute } = placeRoutes(props, path, pathname);
  // A level's renderRoutes gives its child's element; the innermost gets none, so a page that
  // renders routes of its own does not draw its parents again.
  const child =
    props.level === 'tags' ? (
      <RouteChild.Provider value={null}>{props.children}</RouteChild.Provider>
    ) : (
      <RouteChild.Provider value={null}>
        <DocRootMetadataContext.Provider
          value={{
            docElement: props.children,
            sidebarName: props.sidebarName,
            sidebarItems: props.sidebar,
          }}
        >
          <DocRoot route={docRootRoute} />
        </DocRootMetadataContext.Provider>
      </RouteChild.Provider>
    );
  const versionRoot = (
    <RouteChild.Provider value={child}>
      <DocVersionRoot version={version} route={versionRoute} />
    </RouteChild.Provider>
  );
  // DocsRoot is around it already: the route's frame (docsRootFrame).
  return versionRoot;
}
