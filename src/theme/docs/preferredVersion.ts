// The visitor's preferred docs version, per docs instance, kept in local storage under
// Docusaurus's key (`docs-preferred-version-<pluginId>`). A stored version that no longer exists
// is cleared. The server render and hydration see no preference; the navbar follows it right after.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { siteData } from 'virtual:docs/site-config';
import { safeStorage } from '../../client/storage.js';
import {
  preferredVersionKey,
  readPreferredVersion,
  versionCandidates,
  versionOfPath,
} from '../../shared/docsVersions.js';
import type { DocsVersionSummary, DocVersionMeta } from '../../shared/types.js';

const CHANGE = 'docs:preferred-version';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function savePreferredVersion(pluginId: string, name: string): void {
  safeStorage.set(preferredVersionKey(pluginId), name);
  window.dispatchEvent(new Event(CHANGE));
}

/** The instance's versions (empty for an unknown instance or an unversioned site). */
export const versionsOf = (pluginId: string): DocsVersionSummary[] =>
  siteData.docsVersions?.[pluginId] ?? [];

/** The preferred version of an instance, if the visitor chose one that still exists. */
export function usePreferredVersion(pluginId: string): DocsVersionSummary | undefined {
  const stored = useSyncExternalStore(
    subscribe,
    () => safeStorage.get(preferredVersionKey(pluginId)),
    () => null,
  );
  const { version, stale } = readPreferredVersion(stored, versionsOf(pluginId));
  useEffect(() => {
    if (stale) safeStorage.remove(preferredVersionKey(pluginId));
  }, [stale, pluginId]);
  return version;
}

/**
 * The versions a navbar item of the instance looks at, in order: the open page's (a doc of that
 * instance, or a page under one of its versions), the preferred one, the last one.
 */
export function useVersionCandidates(
  pluginId: string,
  page: DocVersionMeta | undefined,
  pathname: string,
): DocsVersionSummary[] {
  const versions = versionsOf(pluginId);
  const preferred = usePreferredVersion(pluginId);
  const active =
    page?.pluginId === pluginId ? page.name : page ? undefined : versionOfPath(pathname, versions)?.name;
  return versionCandidates({ versions, active, preferred: preferred?.name });
}

/** A save callback bound to an instance. */
export function useSavePreferredVersion(pluginId: string): (name: string) => void {
  return useCallback((name: string) => savePreferredVersion(pluginId, name), [pluginId]);
}
