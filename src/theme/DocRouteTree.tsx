// The docs plugin's route levels around a docs page, as Docusaurus nests them: `@theme/DocsRoot`
// (the instance) → `@theme/DocVersionRoot` (the version) → `@theme/DocRoot` (its docs and
// generated indexes) → the page (`@theme/DocItem`, `@theme/DocCategoryGeneratedIndexPage`); a
// tags page is the version's child, beside DocRoot. A route of this generator's table is one page:
// renderRoutes (`@docusaurus/renderRoutes`) gives each level its matched child's element. On a
// Docusaurus site each level's `route.routes` holds all its child routes, as Docusaurus's (the
// instance's tree, loaded with the version's docs: plugins/docs/docsRouteTree.ts), elsewhere the
// one that matched; a missing path below the instance gets the levels too, DocRoot drawing the
// not-found content. A site's override of any level wraps or replaces what Docusaurus's would.
// The default levels add no element of their own.
//
// The levels are the route's frame (`docsRootFrame`: ../client/navigation.tsx RouteFrame), drawn
// by the page frame around the route's component, so React keeps each level mounted while the next
// page has the same route at that level, as Docusaurus's nested routes do: `DocsRoot` (with the
// `@theme/Layout` it renders: a site's frame Layout, its navbar and state) for every page of the
// instance, `DocVersionRoot` for the pages of one version (its key), `DocRoot` (with
// `DocRoot/Layout` and the sidebar, its open categories and hidden state) for the docs and
// generated indexes of the version, not for a tags page.
import { useMemo, type ElementType, type ReactNode } from 'react';
import { siteData } from 'virtual:docs/site-config';
import type { RouteFrame } from '../client/navigation.js';
import { withPartsFilled } from '../shared/sidebar.js';
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
import {
  VersionDocsContext,
  loadVersionDocsAndRoutes,
  loadedVersionSidebars,
  type VersionDocs,
  type VersionSidebars,
} from './docusaurus/versionDocs.js';
import ThemeDocsRoot from './classic/DocsRoot.js';
import ThemeDocVersionRoot from './classic/DocVersionRoot.js';
import ThemeDocRoot from './classic/DocRoot.js';
import { contentComponents } from './contentComponents.js';
import type { DocsRouteTreeData } from '../shared/docsRouteTree.js';
import { routeComponent } from './docusaurus/routeComponents.js';

/**
 * A route as a level gets it (`props.route`): its path and its child routes; on a Docusaurus site
 * every child route with its component, as Docusaurus's route config has them.
 */
export interface DocsRouteProp {
  path: string;
  component?: ElementType;
  exact?: boolean;
  sidebar?: string;
  routes?: DocsRouteProp[];
}

/** An instance's routes as its levels get them, and each version's route and DocRoot route. */
interface ExpandedDocsTree {
  root: DocsRouteProp;
  versions: Map<string, { route: DocsRouteProp; docRoot: DocsRouteProp }>;
}

const expandedTrees = new WeakMap<DocsRouteTreeData, ExpandedDocsTree>();

/**
 * The route objects of an instance's tree (made once per tree, so each level gets the same objects
 * on every render), shaped as Docusaurus's route config: `path`, `component`, `exact` on a leaf,
 * `routes` on a parent, a doc's or generated index's `sidebar`.
 */
function expandDocsTree(tree: DocsRouteTreeData, levels: DocsLevelComponents): ExpandedDocsTree {
  const known = expandedTrees.get(tree);
  if (known) return known;
  const { DocsRoot, DocVersionRoot, DocRoot } = levels;
  const leaf = (path: string, sidebar?: string): DocsRouteProp => ({
    path,
    component: routeComponent(path),
    exact: true,
    ...(sidebar !== undefined ? { sidebar } : {}),
  });
  const versions: ExpandedDocsTree['versions'] = new Map();
  for (const v of tree.versions) {
    const docRoot: DocsRouteProp = {
      path: v.path,
      component: DocRoot,
      routes: v.docs.map(([path, sidebar]) => leaf(path, sidebar)),
    };
    const route: DocsRouteProp = {
      path: v.path,
      component: DocVersionRoot,
      routes: [...v.tags.map((path) => leaf(path)), docRoot],
    };
    versions.set(v.name, { route, docRoot });
  }
  const root: DocsRouteProp = {
    path: tree.path,
    component: DocsRoot,
    routes: [...versions.values()].map((v) => v.route),
  };
  const made = { root, versions };
  expandedTrees.set(tree, made);
  return made;
}

/** The components of an instance's route levels. */
interface DocsLevelComponents {
  DocsRoot: ElementType;
  DocVersionRoot: ElementType;
  DocRoot: ElementType;
}

const THEME_LEVELS: DocsLevelComponents = {
  DocsRoot: ThemeDocsRoot,
  DocVersionRoot: ThemeDocVersionRoot,
  DocRoot: ThemeDocRoot,
};

/** The docs options naming each level's component, as Docusaurus's docs routes.js reads them. */
const LEVEL_OPTIONS = {
  DocsRoot: 'docsRootComponent',
  DocVersionRoot: 'docVersionRootComponent',
  DocRoot: 'docRootComponent',
} as const;

const instanceLevels = new Map<string, DocsLevelComponents>();

/**
 * Loads the level components of a docs instance whose `docsRootComponent`,
 * `docVersionRootComponent` or `docRootComponent` names a module (../contentComponents.ts); a
 * route kind awaits it before its frame renders (docsLevelsOf reads them then).
 */
export async function loadDocsLevels(pluginId: string | undefined): Promise<void> {
  const id = pluginId ?? 'default';
  if (instanceLevels.has(id)) return;
  const found = await contentComponents('docs', id, Object.values(LEVEL_OPTIONS));
  instanceLevels.set(id, {
    DocsRoot: found[LEVEL_OPTIONS.DocsRoot] ?? ThemeDocsRoot,
    DocVersionRoot: found[LEVEL_OPTIONS.DocVersionRoot] ?? ThemeDocVersionRoot,
    DocRoot: found[LEVEL_OPTIONS.DocRoot] ?? ThemeDocRoot,
  });
}

/** The level components of an instance (the theme's until loadDocsLevels loaded its own). */
const docsLevelsOf = (pluginId: string | undefined): DocsLevelComponents =>
  instanceLevels.get(pluginId ?? 'default') ?? THEME_LEVELS;

/**
 * What the frame knows of the page: its path, version and sidebar (a doc's metadata: the sidebar's
 * own name, as Docusaurus's hooks give it).
 */
export interface FramePlace {
  permalink: string;
  docsVersion?: DocVersionMeta | undefined;
  sidebar?: string | undefined;
}

/** A docs route's frame: where its page is, and what its levels read. */
export interface DocsFrame {
  m: FramePlace;
  /**
   * A page of DocRoot (with its sidebar), a tags page (the version's own child), or a missing path
   * below the instance (DocRoot draws the not-found content, as Docusaurus's when no route matches).
   */
  level?: 'doc' | 'tags' | 'notFound';
  /** A Docusaurus site's: the instance's routes, every level's child routes (plugins/docs/docsRouteTree.ts). */
  tree?: DocsRouteTreeData | undefined;
  /** The version, where the page has no version metadata (a missing path: the version it is below). */
  versionName?: string | undefined;
  pluginId?: string | undefined;
  /** The route's sidebar as loaded with it. */
  sidebar?: SidebarItem[] | undefined;
  /**
   * A Docusaurus site's: the route's sidebar by its key in the site's table, where it is not its
   * own name (plugins/docs/instances.ts sidebarKey), for the dev server's updates of it.
   */
  sidebarKey?: string | undefined;
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
function versionSummary(
  permalink: string,
  version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined,
) {
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

/**
 * The page's sidebar (`name`: its own) with its parts not loaded yet filled in from the version's
 * sidebars whole, where the site reads them (a component recursing into a category's items finds
 * them there, as in Docusaurus); else the sidebar as the route loaded it.
 */
function useWholeSidebar(
  name: string | undefined,
  sidebar: SidebarItem[] | undefined,
  whole: VersionSidebars | undefined,
): SidebarItem[] | undefined {
  const items = name !== undefined ? whole?.[name] : undefined;
  return useMemo(
    () => (sidebar && items ? withPartsFilled(sidebar, items) : sidebar),
    [sidebar, items],
  );
}

/** The levels of a docs route around its page (`children`), each kept while its route is. */
function DocsLevels(props: DocsFrame & { children: ReactNode }) {
  const { m, level = 'doc', docs = {} } = props;
  // The instance's levels: the theme's, or the modules its root options name (loaded with the route).
  const { DocsRoot, DocVersionRoot, DocRoot } = docsLevelsOf(props.pluginId);
  const { pathname } = useLocation();
  // The dev server updates a sidebar by its key in the site's table (a build-time constant: only a
  // Docusaurus site's differs from the sidebar's own name, `m.sidebar`).
  const live = useLiveSidebar(
    __DOCS_DOCUSAURUS_METADATA__ ? (props.sidebarKey ?? m.sidebar) : m.sidebar,
    props.sidebar,
  );
  // A doc the dev server hot-replaced: the levels' doc context is its newest module's, as the page's.
  const hot = useHotDoc<DocModule>(level === 'doc' ? m.permalink : undefined);
  const context = hot ? { ...props.context, ...docContextOf(hot) } : props.context;
  // A build-time constant: the same hooks run on every render of a build.
  const router = __DOCS_ROUTER_PROPS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouterProps()
    : NO_ROUTER_PROPS;
  // A missing path's version is named (a build-time constant: only on a Docusaurus site).
  const named = __DOCS_ROUTER_PROPS__ && !m.docsVersion ? props.versionName : undefined;
  const found = versionSummary(
    m.permalink,
    __DOCS_ROUTER_PROPS__ && named !== undefined
      ? { pluginId: props.pluginId ?? 'default', name: named }
      : m.docsVersion,
  );
  // The routes' paths: the version's and the instance's (its latest version's), when the site has
  // versions; else the site's root (the docs' route base is not known to the browser).
  const base = found?.latest?.path ?? '/';
  const path = found?.summary.path ?? base;
  const version = versionProp(m, found, live, docs);
  // Every sidebar of the version, where the site reads them (loaded with the version's docs; a
  // build-time constant: only a Docusaurus site's may carry them); else the open page's only.
  const whole = __DOCS_VERSION_DOCS__
    ? loadedVersionSidebars({ pluginId: version.pluginId, name: version.version })
    : undefined;
  if (__DOCS_VERSION_DOCS__ && whole) version.docsSidebars = whole;
  const sidebar = __DOCS_VERSION_DOCS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useWholeSidebar(m.sidebar, live, whole)
    : live;
  // A Docusaurus site's levels get all their child routes (the instance's tree); else each level
  // the one child that matched.
  const expanded =
    __DOCS_ROUTER_PROPS__ && props.tree
      ? expandDocsTree(props.tree, docsLevelsOf(props.pluginId)).versions.get(version.version)
      : undefined;
  const page: DocsRouteProp = {
    path: level === 'tags' ? pathname : m.permalink,
    exact: true,
    ...(m.sidebar ? { sidebar: m.sidebar } : {}),
  };
  const docRootRoute: DocsRouteProp = expanded?.docRoot ?? {
    path,
    exact: false,
    routes: __DOCS_ROUTER_PROPS__ && level === 'notFound' ? [] : [page],
  };
  const versionRoute: DocsRouteProp = expanded?.route ?? {
    path,
    exact: false,
    routes: [level === 'tags' ? page : docRootRoute],
  };
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
          value={
            __DOCS_ROUTER_PROPS__ && level === 'notFound'
              ? null
              : { docElement: props.children, sidebarName: m.sidebar, sidebarItems: sidebar }
          }
        >
          <DocRoot route={docRootRoute} {...router(docRootRoute)} />
        </DocRootMetadataContext.Provider>
      </RouteChild.Provider>
    );
  const docsRoute: DocsRouteProp = (expanded &&
    expandDocsTree(props.tree!, docsLevelsOf(props.pluginId)).root) ?? {
    path: base,
    exact: false,
    routes: [versionRoute],
  };
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

/**
 * A docs frame whose page has no version metadata (a tags page, a missing path), with its
 * instance's routes on a Docusaurus site (loaded with the version's docs; `docs` given too when
 * `withDocs`): its version is the one named, else the one whose path holds the page.
 */
export async function loadedDocsFrame(frame: DocsFrame, withDocs = false): Promise<RouteFrame> {
  const found = versionSummary(frame.m.permalink, frame.m.docsVersion);
  const pluginId = frame.pluginId ?? found?.pluginId ?? 'default';
  const name = frame.versionName ?? found?.summary.name ?? 'current';
  const [{ docs, routes: tree }] = await Promise.all([
    loadVersionDocsAndRoutes({ pluginId, name }),
    // A build-time constant: only a Docusaurus site's options name level components.
    __DOCS_ROUTER_PROPS__ ? loadDocsLevels(pluginId) : undefined,
  ]);
  return docsRootFrame({ ...frame, pluginId, tree, ...(withDocs ? { docs } : {}) });
}
