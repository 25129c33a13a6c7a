// Which docs version a page, a navbar link or the version dropdown is about, as Docusaurus decides
// it: the active version (the page's), else the visitor's preferred one, else the last one. Pure:
// the browser code passes what it read from the page and from local storage.
import type { DocsVersionSummary, DocVersionMeta } from './types.js';

/** Docusaurus's local storage key of the preferred version of a docs instance. */
export const preferredVersionKey = (pluginId: string): string =>
  `docs-preferred-version-${pluginId}`;

/** The docsearch tag of a docs version: `docs-<pluginId>-<version>`. */
export const docsearchTagOf = (pluginId: string, versionName: string): string =>
  `docs-${pluginId}-${versionName}`;

/**
 * The version of an instance a path is in (the most specific version path that contains it),
 * for pages that are not docs (generated indexes); undefined outside the instance.
 */
export function versionOfPath(
  pathname: string,
  versions: DocsVersionSummary[],
): DocsVersionSummary | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const within = (base: string) => {
    const b = base.toLowerCase().replace(/\/+$/, '');
    return b === '' || path === b || path.startsWith(b + '/');
  };
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => within(v.path));
}

/**
 * The stored preferred version, if it still exists; a name that no longer exists is reported
 * `stale` so that the caller clears it (Docusaurus does the same).
 */
export function readPreferredVersion(
  stored: string | null,
  versions: DocsVersionSummary[],
): { version?: DocsVersionSummary; stale: boolean } {
  if (stored === null) return { stale: false };
  const version = versions.find((v) => v.name === stored);
  return version ? { version, stale: false } : { stale: true };
}

/** The versions to try, in order: active, preferred, last (duplicates removed). */
export function versionCandidates(params: {
  versions: DocsVersionSummary[];
  active?: string;
  preferred?: string;
}): DocsVersionSummary[] {
  const { versions } = params;
  const byName = (n?: string) => (n === undefined ? undefined : versions.find((v) => v.name === n));
  const last = versions.find((v) => v.isLast) ?? versions[0];
  const list = [byName(params.active), byName(params.preferred), last].filter(
    (v): v is DocsVersionSummary => v !== undefined,
  );
  return [...new Set(list)];
}

/** Where a link with a target per version points: the first candidate version that has one. */
export function hrefForVersions(
  fallback: string,
  versionHrefs: Record<string, string> | undefined,
  candidates: DocsVersionSummary[],
): string {
  if (!versionHrefs) return fallback;
  for (const c of candidates) if (versionHrefs[c.name] !== undefined) return versionHrefs[c.name]!;
  return fallback;
}

/**
 * Where a version of the dropdown (or the banner's "latest version") links: the same doc, else
 * the version's main doc. `page` is the open doc's version, when it is of the same instance.
 */
export function versionTarget(
  version: DocsVersionSummary,
  page: DocVersionMeta | undefined,
): string {
  return page?.alternates[version.name] ?? version.mainDoc;
}
