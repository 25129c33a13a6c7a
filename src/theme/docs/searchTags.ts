// The docsearch tags a search looks in, as Docusaurus's contextual search picks them: for each
// docs instance, its active version (the open page's), else the preferred one, else the last one.
import { siteData } from 'virtual:docs/site-config';
import { safeStorage } from '../../client/storage.js';
import {
  docsearchTagOf,
  preferredVersionKey,
  readPreferredVersion,
  versionCandidates,
  versionOfPath,
} from '../../shared/docsVersions.js';

/** `docs-<plugin>-<version>` for each docs instance; `docs-default-current` on a site without versions. */
export function docsSearchTags(pathname = window.location.pathname): string[] {
  const data = siteData.docsVersions;
  if (!data) return [docsearchTagOf('default', 'current')];
  return Object.entries(data).map(([pluginId, versions]) => {
    const preferred = readPreferredVersion(safeStorage.get(preferredVersionKey(pluginId)), versions);
    const [chosen] = versionCandidates({
      versions,
      active: versionOfPath(pathname, versions)?.name,
      preferred: preferred.version?.name,
    });
    return docsearchTagOf(pluginId, chosen!.name);
  });
}

/** The tags the built-in index filters on: only on a site with versions (undefined: no filter). */
export const localSearchTags = (): string[] | undefined =>
  siteData.docsVersions ? ['default', ...docsSearchTags()] : undefined;
