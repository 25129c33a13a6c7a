// The docs plugin's route levels around a docs page, as Docusaurus nests them: `@theme/DocsRoot`
// (the instance) → `@theme/DocVersionRoot` (the version) → `@theme/DocRoot` (its docs and
// generated indexes) → the page (`@theme/DocItem`, `@theme/DocCategoryGeneratedIndexPage`); a
// tags page is the version's child, beside DocRoot. A route of this generator's table is one page,
// so each level gets `route.routes` holding the one child route that matched, and renderRoutes
// (`@docusaurus/renderRoutes`) gives it that child's element; a site's override of any level wraps
// or replaces what Docusaurus's would. The default levels add no element of their own.
//
// The levels are the route's frame (`docsRootFrame`: ../client/navigation.tsx RouteFrame), drawn
// by the page frame around the route's component, so React keeps each level mounted while the next
// page has the same route at that level, as Docusaurus's nested routes do: `DocsRoot` (with the
// `@theme/Layout` it renders: a site's frame Layout, its navbar and state) for every page of the
// instance, `DocVersionRoot` for the pages of one version (its key), `DocRoot` (with
// `DocRoot/Layout` and the sidebar, its open categories and hidden state) for the docs and
// generated indexes of the version, not for a tags page.
import type { ReactNode } from 'react';
import { siteData } from 'virtual:docs/site-config';
import type { RouteFrame } from '../client/navigation.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import { DocContext, docContextOf, type DocContextValue } from './DocContext.js';
import type { DocModule } from './DocPage.js';
import { useHotDoc } from './hotDocs.js';
import { useLocation } from './docusaurus/router.js';
import { NO_ROUTER_PROPS, useRouterProps } from './docusaurus/routerProps.js';
import { RouteChild } from './docusaurus/renderRoutes.js';
import { RouteContextProvider } from './docusaurus/routeContext.js';
import { docsRouteContext } from './routeKinds/routeContexts.js';
import { DocRootMetadataContext, type DocsVersionProp } from './docusaurus/docsRoutes.js';
import { VersionDocsContext, type VersionDocs } from './docusaurus/versionDocs.js';
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

/** What the frame knows of the page: its path, version and sidebar (a doc's metadata). */
export interface FramePlace {
  permalink: string;
  docsVersion?: DocVersionMeta | undefined;
  sidebar?: string | undefined;
}

/** A docs route's frame: where its page is, and what its levels read. */
export interface DocsFrame {
  m: FramePlace;
  /** A page of DocRoot (with its sidebar), or a tags page (the version's own child). */
  level?: 'doc' | 'tags';
  pluginId?: string | undefined;
  /** The route's sidebar as loaded with it. */
  sidebar?: SidebarItem[] | undefined;
  /** The version's docs by id, loaded with the route (none on a tags page). */
  docs?: VersionDocs;
  /** The page's doc context (`useDocsSidebar`, the sidebar's open page; the page's own inside). */
  context?: Omit<DocContextValue, 'sidebar'>;
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
  m: FramePlace,
  found: ReturnType<typeof versionSummary>,
  sidebar: SidebarItem[] | undefined,
  docs: VersionDocs,
): DocsVersionProp {
  const meta = m.docsVersion;
  const name = meta?.name ?? found?.summary.name ?? 'current';
  return {
    pluginId: meta?.pluginId ?? found?.pluginId ?? 'default',
    version: name,
    label: meta?.label ?? found?.summary.label ?? siteData.docsVersionLabel ?? 'Next',
    banner: meta?.banner ?? null,
    badge: meta?.badge ?? false,
    noIndex: meta?.noIndex ?? false,
    className: meta?.className ?? `docs-version-${name}`,
    isLast: found?.summary.isLast ?? true,
    docsSidebars: m.sidebar && sidebar ? { [m.sidebar]: sidebar } : {},
    // The version's docs by id, loaded with the route (./docusaurus/versionDocs.ts).
    docs,
  };
}

/** The levels of a docs route around its page (`children`), each kept while its route is. */
function DocsLevels(props: DocsFrame & { children: ReactNode }) {
  const { m, level = 'doc', docs = {} } = props;
  const { pathname } = useLocation();
  const sidebar = useLiveSidebar(m.sidebar, props.sidebar);
  // A doc the dev server hot-replaced: the levels' doc context is its newest module's, as the page's.
  const hot = useHotDoc<DocModule>(level === 'doc' ? m.permalink : undefined);
  const context = hot ? { ...props.context, ...docContextOf(hot) } : props.context;
  // A build-time constant: the same hooks run on every render of a build.
  const router = __DOCS_ROUTER_PROPS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouterProps()
    : NO_ROUTER_PROPS;
  const found = versionSummary(m.permalink, m.docsVersion);
  // The routes' paths: the version's and the instance's (its latest version's), when the site has
  // versions; else the site's root (the docs' route base is not known to the browser).
  const base = found?.latest?.path ?? '/';
  const path = found?.summary.path ?? base;
  const page: DocsRouteProp = {
    path: level === 'tags' ? pathname : m.permalink,
    exact: true,
    ...(m.sidebar ? { sidebar: m.sidebar } : {}),
  };
  const docRootRoute: DocsRouteProp = { path, exact: false, routes: [page] };
  const versionRoute: DocsRouteProp = {
    path,
    exact: false,
    routes: [level === 'tags' ? page : docRootRoute],
  };
  const version = versionProp(m, found, sidebar, docs);
  // A level's renderRoutes gives its child's element; the innermost gets none, so a page that
  // renders routes of its own does not draw its parents again. Its key: the route it is.
  const child =
    level === 'tags' ? (
      <RouteChild.Provider key="tags" value={null}>
        {props.children}
      </RouteChild.Provider>
    ) : (
      <RouteChild.Provider key="doc" value={null}>
        <DocRootMetadataContext.Provider
          value={{ docElement: props.children, sidebarName: m.sidebar, sidebarItems: sidebar }}
        >
          <DocRoot route={docRootRoute} {...router(docRootRoute)} />
        </DocRootMetadataContext.Provider>
      </RouteChild.Provider>
    );
  const docsRoute: DocsRouteProp = { path: base, exact: false, routes: [versionRoute] };
  // In the docs plugin's route context (`useRouteContext()`), as the levels below it.
  return (
    <RouteContextProvider value={docsRouteContext(props.pluginId)}>
      <VersionDocsContext.Provider value={docs}>
        <DocContext.Provider value={{ permalink: m.permalink, ...context, sidebar }}>
          <RouteChild.Provider
            value={
              <RouteChild.Provider key={version.version} value={child}>
                <DocVersionRoot version={version} route={versionRoute} {...router(versionRoute)} />
              </RouteChild.Provider>
            }
          >
            <DocsRoot route={docsRoute} {...router(docsRoute)} />
          </RouteChild.Provider>
        </DocContext.Provider>
      </VersionDocsContext.Provider>
    </RouteContextProvider>
  );
}

/**
 * The frame of a page of a docs instance (`frame` of its route; a tags page gives its level and
 * instance): the docs' route levels around the page, which the page frame keeps mounted while the
 * next page has the same routes (./DocRouteTree.tsx's header).
 */
export function docsRootFrame(frame: DocsFrame): RouteFrame {
  const pluginId = frame.pluginId ?? frame.m.docsVersion?.pluginId;
  // Its key names the instance: another instance's DocsRoot is mounted again.
  return (page) => (
    <DocsLevels key={pluginId ?? 'default'} {...frame} pluginId={pluginId}>
      {page}
    </DocsLevels>
  );
}
