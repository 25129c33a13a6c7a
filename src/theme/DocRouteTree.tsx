// The docs plugin's route levels around a docs page, as Docusaurus nests them: `@theme/DocsRoot`
// (the instance) → `@theme/DocVersionRoot` (the version) → `@theme/DocRoot` (its docs and
// generated indexes) → the page (`@theme/DocItem`, `@theme/DocCategoryGeneratedIndexPage`); a
// tags page is the version's child, beside DocRoot. A route of this generator's table is one page,
// so each level gets `route.routes` holding the one child route that matched, and renderRoutes
// (`@docusaurus/renderRoutes`) gives it that child's element; a site's override of any level wraps
// or replaces what Docusaurus's would. The default levels add no element of their own.
import type { ReactNode } from 'react';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import { useLocation } from './docusaurus/router.js';
import { RouteChild } from './docusaurus/renderRoutes.js';
import { DocRootMetadataContext, type DocsVersionProp } from './docusaurus/docsRoutes.js';
import { activePluginOf, activeVersionOf } from './docusaurus/docsActive.js';
import { useAllDocsData, type GlobalDocsPluginData } from './docusaurus/docsGlobalData.js';
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

interface Props {
  /** The page's path (a doc's permalink). */
  permalink: string;
  /** The page's version, when the build gave it one (versioned docs). */
  version?: DocVersionMeta | undefined;
  /** A page of DocRoot (with its sidebar), or a tags page (the version's own child). */
  level: 'doc' | 'tags';
  sidebarName?: string | undefined;
  sidebar?: SidebarItem[] | undefined;
  children: ReactNode;
}

/** The instance and version of the page, from the docs plugin's global data and the path. */
function useInstance(permalink: string, version: DocVersionMeta | undefined) {
  const all = useAllDocsData();
  const named = version && all[version.pluginId];
  const active = named
    ? { pluginId: version.pluginId, pluginData: named }
    : activePluginOf(all, permalink);
  const data: GlobalDocsPluginData | undefined = active?.pluginData;
  const global =
    data &&
    (version
      ? data.versions.find((v) => v.name === version.name)
      : activeVersionOf(data, permalink));
  return { pluginId: active?.pluginId ?? 'default', data, global };
}

/**
 * The version as DocVersionRoot gets it: the build's version of the page when it has one, else
 * the global data's (a tags page's; its banner and badge are not there: none).
 */
function useVersionProp(props: Props): { version: DocsVersionProp; path: string; base: string } {
  const { pluginId, data, global } = useInstance(props.permalink, props.version);
  const meta = props.version;
  const name = meta?.name ?? global?.name ?? 'current';
  const version: DocsVersionProp = {
    pluginId: meta?.pluginId ?? pluginId,
    version: name,
    label: meta?.label ?? global?.label ?? 'Next',
    banner: meta?.banner ?? null,
    badge: meta?.badge ?? false,
    noIndex: meta?.noIndex ?? false,
    className: meta?.className ?? `docs-version-${name}`,
    isLast: global?.isLast ?? true,
    docsSidebars: props.sidebarName && props.sidebar ? { [props.sidebarName]: props.sidebar } : {},
    docs: {},
  };
  const base = data?.path ?? '/';
  return { version, path: global?.path ?? base, base };
}

export default function DocRouteTree(props: Props) {
  const { pathname } = useLocation();
  const { version, path, base } = useVersionProp(props);
  const page: DocsRouteProp = {
    path: props.permalink,
    exact: true,
    ...(props.sidebarName ? { sidebar: props.sidebarName } : {}),
  };
  const docRootRoute: DocsRouteProp = { path, exact: false, routes: [page] };
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
  const versionRoute: DocsRouteProp = {
    path,
    exact: false,
    routes: props.level === 'tags' ? [{ path: pathname, exact: true }] : [docRootRoute],
  };
  const versionRoot = (
    <RouteChild.Provider value={child}>
      <DocVersionRoot version={version} route={versionRoute} />
    </RouteChild.Provider>
  );
  return (
    <RouteChild.Provider value={versionRoot}>
      <DocsRoot route={{ path: base, exact: false, routes: [versionRoute] }} />
    </RouteChild.Provider>
  );
}
