// `useAllDocsData` and `useDocsData` of `@docusaurus/plugin-content-docs/client`: every docs
// instance's global data, `{ [pluginId]: { path, versions, breadcrumbs } }`. The docs plugin's
// own global data is used when the build gives it (`useGlobalData()['docusaurus-plugin-content-docs']`);
// until then it is made from what the browser has: each instance's versions (name, label, isLast,
// path, the main doc's permalink) on a versioned site, else the one "current" version. The
// versions' `docs`, `sidebars` and `draftIds` are not in the browser: empty here.
import type { ReactNode } from 'react';
import siteConfig, { siteData } from 'virtual:docs/site-config';
import { useAllPluginInstancesData } from './useGlobalData.js';

export interface GlobalDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's route base; absent on a site of one unversioned instance. */
  path?: string;
  mainDocId?: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

export interface GlobalDocsPluginData {
  path?: string;
  versions: GlobalDocsVersion[];
  breadcrumbs: boolean;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs instances' data from the versions the browser has (see the file's comment). */
export function docsDataOfSite(breadcrumbs: boolean): Record<string, GlobalDocsPluginData> {
  const versions = siteData.docsVersions;
  const empty = { docs: [], draftIds: [], sidebars: {} };
  if (!versions)
    return {
      default: {
        versions: [{ name: 'current', label: 'Next', isLast: true, ...empty }],
        breadcrumbs,
      },
    };
  return Object.fromEntries(
    Object.entries(versions).map(([pluginId, list]) => {
      const last = list.find((v) => v.isLast) ?? list[0];
      return [
        pluginId,
        {
          // The instance's base: the last version's path is where Docusaurus serves it.
          ...(last ? { path: last.path } : {}),
          versions: list.map((v) => ({
            name: v.name,
            label: v.label,
            isLast: v.isLast,
            path: v.path,
            ...empty,
          })),
          breadcrumbs,
        },
      ];
    }),
  );
}

/** Every docs instance's global data, by plugin id. */
export function useAllDocsData(): Record<string, GlobalDocsPluginData> {
  const fromPlugin = useAllPluginInstancesData(DOCS_PLUGIN);
  if (fromPlugin) return fromPlugin as Record<string, GlobalDocsPluginData>;
  return docsDataOfSite(siteConfig.docs.breadcrumbs);
}

/** One instance's data; throws for an instance the site does not have, as Docusaurus does. */
export function useDocsData(pluginId = 'default'): GlobalDocsPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data)
    throw new Error(
      `Docusaurus plugin global data not found for "${DOCS_PLUGIN}" plugin with id "${pluginId}".`,
    );
  return data;
}

/**
 * Docusaurus keeps the preferred versions in this provider's state; here the hooks read them from
 * local storage themselves (../docs/preferredVersion.ts), so it only renders its children.
 */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }) {
  return children;
}
