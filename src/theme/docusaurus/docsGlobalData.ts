// `useAllDocsData` and `useDocsData` of `@docusaurus/plugin-content-docs/client`: every docs
// instance's global data, `{ [pluginId]: { path, versions, breadcrumbs } }`, as the built-in docs
// plugin sets it (plugins/builtins/docsGlobalData.ts; every site has a docs instance).
import type { ReactNode } from 'react';
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

/** Every docs instance's global data, by plugin id. */
export function useAllDocsData(): Record<string, GlobalDocsPluginData> {
  return (useAllPluginInstancesData(DOCS_PLUGIN) ?? {}) as Record<string, GlobalDocsPluginData>;
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
