// The docs hooks that answer from the docs plugin's global data and the page's path, as
// Docusaurus's docsClientUtils do: the active instance (the deepest whose path holds the page),
// its active version (any version's path before the last version's, which is often the
// instance's root), the active doc (a doc of that version at exactly this path) and the same doc
// in the other versions; the latest version is the one marked last.
import {
  useAllDocsData,
  useDocsData,
  type GlobalDocsPluginData,
  type GlobalDocsVersion,
} from './docsGlobalData.js';
import { matchPath, useLocation } from './router.js';
import { usePreferredVersion } from '../docs/preferredVersion.js';

type GlobalDoc = GlobalDocsVersion['docs'][number];

/** The page's whole path (the locale's base URL included), as the global data's paths are. */
function useSitePathname(): string {
  return useLocation().pathname;
}

/** react-router's matchPath without `strict`: a path's trailing slash does not count ("/" holds all). */
function under(pathname: string, path: string | undefined, exact = false): boolean {
  if (path === undefined) return false;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return !exact || pathname === '/' || pathname === '';
  return matchPath(pathname, { path: trimmed, exact }) !== null;
}

/** The instance whose path holds `pathname` (the deepest first); failfast throws without one. */
export function activePluginOf(
  all: Record<string, GlobalDocsPluginData>,
  pathname: string,
  options: { failfast?: boolean } = {},
): { pluginId: string; pluginData: GlobalDocsPluginData } | undefined {
  const entry = Object.entries(all)
    .sort(([, a], [, b]) => (b.path ?? '').localeCompare(a.path ?? ''))
    .find(([, data]) => under(pathname, data.path));
  if (!entry && options.failfast)
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        all,
      )
        .map((d) => d.path)
        .join(', ')}`,
    );
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

export const latestVersionOf = (data: GlobalDocsPluginData): GlobalDocsVersion =>
  data.versions.find((v) => v.isLast) ?? data.versions[0]!;

/** The version whose path holds `pathname`, the latest tried last. */
export function activeVersionOf(
  data: GlobalDocsPluginData,
  pathname: string,
): GlobalDocsVersion | undefined {
  const latest = latestVersionOf(data);
  return [...data.versions.filter((v) => v !== latest), latest].find((v) =>
    under(pathname, v.path),
  );
}

export interface ActiveDocContext {
  activeVersion?: GlobalDocsVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

export function activeDocContextOf(data: GlobalDocsPluginData, pathname: string): ActiveDocContext {
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((d) => under(pathname, d.path, true));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const v of data.versions)
      for (const d of v.docs) if (d.id === activeDoc.id) alternateDocVersions[v.name] = d;
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useActivePlugin(options: { failfast?: boolean } = {}) {
  return activePluginOf(useAllDocsData(), useSitePathname(), options);
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const plugin = useActivePlugin(options);
  const pathname = useSitePathname();
  return plugin
    ? { activePlugin: plugin, activeVersion: activeVersionOf(plugin.pluginData, pathname) }
    : undefined;
}

export const useVersions = (pluginId?: string): GlobalDocsVersion[] =>
  useDocsData(pluginId).versions;

export const useLatestVersion = (pluginId?: string): GlobalDocsVersion =>
  latestVersionOf(useDocsData(pluginId));

export function useActiveVersion(pluginId?: string): GlobalDocsVersion | undefined {
  return activeVersionOf(useDocsData(pluginId), useSitePathname());
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  return activeDocContextOf(useDocsData(pluginId), useSitePathname());
}

/** The latest version, and the open doc in it (when it has one). */
export function useDocVersionSuggestions(pluginId?: string) {
  const data = useDocsData(pluginId);
  const latest = latestVersionOf(data);
  const context = activeDocContextOf(data, useSitePathname());
  return {
    latestDocSuggestion: context.alternateDocVersions[latest.name],
    latestVersionSuggestion: latest,
  };
}

/** The versions a version-aware item looks at: the active one, the preferred one, the latest. */
export function useDocsVersionCandidates(pluginId?: string): GlobalDocsVersion[] {
  const data = useDocsData(pluginId);
  const pathname = useSitePathname();
  const preferred = usePreferredVersion(pluginId ?? 'default');
  const list = [
    activeVersionOf(data, pathname),
    data.versions.find((v) => v.name === preferred?.name),
    latestVersionOf(data),
  ];
  return list.filter((v, i): v is GlobalDocsVersion => v !== undefined && list.indexOf(v) === i);
}
