// The open docs version's docs by id, as `useDocsVersion().docs` and `useDocById` give them: the
// doc routes' renderers (../routeKinds/docs.tsx, docItem.tsx) load the version's module before the
// page renders, on the server and after a client navigation alike, and provide it here.
import { createContext, useContext } from 'react';
import loaders from 'virtual:docs/version-docs';
import { perLocale } from '../../client/localeScope.js';
import { versionDocsKey, type VersionDoc } from '../../shared/versionDocs.js';
import type { DocVersionMeta, SidebarItem } from '../../shared/types.js';
import type { DocsRouteTreeData } from '../../shared/docsRouteTree.js';

export type VersionDocs = Record<string, VersionDoc>;

// Per locale: where locales share one bundle, `loaders` are the page's locale's (its titles are
// translated), and a pre-render worker renders one locale after the other.
/**
 * A version's module: its docs by id, and (a Docusaurus site) its instance's route tree and, on a
 * site that reads them (plugins/docs/versionSidebarsReaders.ts), its sidebars whole.
 */
interface VersionModule {
  docs: VersionDocs;
  routes?: DocsRouteTreeData | undefined;
  sidebars?: VersionSidebars | undefined;
}

/** A version's sidebars whole, by their own names (as its pages' metadata names them). */
export type VersionSidebars = Record<string, SidebarItem[]>;

const loadedOf = perLocale(() => new Map<string, Promise<VersionModule>>());
/** The modules loaded so far, by key: the route levels read a version's sidebars as they render. */
const resolvedOf = /* @__PURE__ */ perLocale(() => new Map<string, VersionModule>());

/** Loads a version's module (once per version); `version` as loadVersionDocs takes it. */
function loadVersionModule(version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined) {
  // A site whose components cannot read them (plugins/siteFeatures.ts) loads none, and its bundle
  // has neither this code nor the loaders.
  if (!__DOCS_VERSION_DOCS__) return Promise.resolve<VersionModule>({ docs: {} });
  const key = version ? versionDocsKey(version.pluginId, version.name) : Object.keys(loaders)[0];
  const load = key !== undefined && Object.hasOwn(loaders, key) ? loaders[key] : undefined;
  if (!load) return Promise.resolve<VersionModule>({ docs: {} });
  const loaded = loadedOf();
  let pending = loaded.get(key!);
  if (!pending) {
    const resolved = resolvedOf();
    pending = load().then((m) => {
      const module: VersionModule = {
        docs: m.default,
        routes: m.routes,
        sidebars: m.sidebars,
      };
      resolved.set(key!, module);
      return module;
    });
    pending.catch(() => loaded.delete(key!)); // a chunk that failed may load on a retry
    loaded.set(key!, pending);
  }
  return pending;
}

/**
 * Loads the docs of a page's version (once per version). A page not told its version is of the
 * site's only docs version (plugins/docs/versionMetadata.ts tellsVersions), the first loader.
 */
export function loadVersionDocs(
  version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined,
): Promise<VersionDocs> {
  if (!__DOCS_VERSION_DOCS__) return Promise.resolve({});
  return loadVersionModule(version).then((m) => m.docs);
}

/**
 * The docs and (on a Docusaurus site) the routes of the version's docs instance, as its route
 * levels get them (src/theme/DocRouteTree.tsx); the routes come with the version's docs.
 */
export function loadVersionDocsAndRoutes(
  version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined,
): Promise<VersionModule> {
  return loadVersionModule(version);
}

/** The routes of the version's docs instance (undefined but on a Docusaurus site). */
export function loadVersionRoutes(
  version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined,
): Promise<DocsRouteTreeData | undefined> {
  return loadVersionModule(version).then((m) => m.routes);
}

/**
 * The sidebars of a version whose module has loaded (the doc routes' renderers load it before their
 * page renders), when it carries them; `name` the version's, or none for the site's only version.
 */
export function loadedVersionSidebars(
  version: Pick<DocVersionMeta, 'pluginId' | 'name'> | undefined,
): VersionSidebars | undefined {
  if (!__DOCS_VERSION_DOCS__) return undefined;
  const key = version ? versionDocsKey(version.pluginId, version.name) : Object.keys(loaders)[0];
  return key === undefined ? undefined : resolvedOf().get(key)?.sidebars;
}

/** The docs of the version being drawn (empty outside a doc route). */
export const VersionDocsContext = createContext<VersionDocs>({});

export const useVersionDocs = (): VersionDocs => useContext(VersionDocsContext);
