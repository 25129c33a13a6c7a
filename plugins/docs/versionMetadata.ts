// What pages and the navbar are told about docs versions: each doc's version (banner, badge, the
// same doc in the other versions) and, for the whole site, each versioned instance's versions.
import type {
  DocPageMetadata,
  DocsVersionsData,
  DocVersionMeta,
} from '../../src/shared/types.js';
import type { LoadedDocSet } from './loadDocSets.js';

/** Whether a set's pages show anything of their version (Docusaurus: banner, badge, dropdown). */
export function showsVersion(set: LoadedDocSet): boolean {
  const { version, versions } = set.spec;
  return versions.length > 1 || version.banner !== null || version.badge;
}

/**
 * Whether pages are told their docs version: not on a site of one unversioned docs instance (the
 * knowledgebase), where every doc is of the default instance's only version.
 */
export function tellsVersions(sets: LoadedDocSet[]): boolean {
  return sets.length > 1 || sets.some(showsVersion) || sets.some((s) => s.spec.pluginId !== 'default');
}

/** A set's version as its pages are told it (`alternates`: filled for docs by docVersionInfo). */
function versionMeta(set: LoadedDocSet, alternates: Record<string, string>): DocVersionMeta {
  const { version } = set.spec;
  return {
    pluginId: version.pluginId,
    name: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    className: version.className,
    noIndex: version.noIndex,
    alternates,
  };
}

/**
 * A set's version as its tags pages' DocVersionRoot gets it (Docusaurus's `propVersionMetadata`
 * of the version route they are children of): no doc, so no other version's page of it.
 */
export const tagsVersionMeta = (set: LoadedDocSet): DocVersionMeta => versionMeta(set, {});

/** A category page's path within its version (`/category/guide`): Docusaurus's id for it. */
function categorySlugOf(set: LoadedDocSet, permalink: string): string {
  const base = set.spec.version.path.replace(/\/+$/, '');
  return permalink.startsWith(base + '/') ? permalink.slice(base.length) : permalink;
}

/**
 * Each set's category pages, with their version when pages are told it. A category page's
 * `alternates` are the category pages of the same slug in the instance's other versions, as
 * Docusaurus matches them (its global data gives a category page its slug as id).
 */
export function generatedIndexesWithVersions(
  sets: LoadedDocSet[],
  /** Whether pages are told their version: over every instance's sets (one instance's: its own). */
  tells = tellsVersions(sets),
): LoadedDocSet['generatedIndexes'] {
  if (!tells) return sets.flatMap((s) => s.generatedIndexes);
  return sets.flatMap((set) => {
    const others = sets.filter((s) => s !== set && s.spec.pluginId === set.spec.pluginId);
    const bySlug = others.map(
      (o) =>
        [
          o.spec.version.name,
          new Map(o.generatedIndexes.map((g) => [categorySlugOf(o, g.permalink), g.permalink])),
        ] as const,
    );
    return set.generatedIndexes.map((g) => {
      const slug = categorySlugOf(set, g.permalink);
      const alternates: Record<string, string> = { [set.spec.version.name]: g.permalink };
      for (const [name, permalinks] of bySlug) {
        const permalink = permalinks.get(slug);
        if (permalink !== undefined) alternates[name] = permalink;
      }
      return { ...g, docsVersion: versionMeta(set, alternates) };
    });
  });
}

/** Each doc's `docsVersion`, by file (none on a site of one unversioned instance). */
export function docVersionInfo(
  sets: LoadedDocSet[],
  /** Whether pages are told their version: over every instance's sets (one instance's: its own). */
  tells = tellsVersions(sets),
): Map<string, Pick<DocPageMetadata, 'docsVersion'>> {
  const out = new Map<string, Pick<DocPageMetadata, 'docsVersion'>>();
  const byPlugin = new Map<string, LoadedDocSet[]>();
  for (const set of sets) byPlugin.set(set.spec.pluginId, [...(byPlugin.get(set.spec.pluginId) ?? []), set]);
  if (!tells) return out;
  for (const set of sets) {
    const { version } = set.spec;
    const others = (byPlugin.get(set.spec.pluginId) ?? []).filter((s) => s !== set);
    const permalinksById = others.map(
      (o) => [o.spec.version.name, new Map(o.docs.map((d) => [d.id, d.permalink]))] as const,
    );
    for (const doc of set.docs) {
      const alternates: Record<string, string> = { [version.name]: doc.permalink };
      for (const [name, byId] of permalinksById) {
        const permalink = byId.get(doc.id);
        if (permalink !== undefined) alternates[name] = permalink;
      }
      out.set(doc.filePath, { docsVersion: versionMeta(set, alternates) });
    }
  }
  return out;
}

/** The versions of every docs instance, in Docusaurus's order (undefined: a site of one unversioned instance). */
export function docsVersionsData(
  sets: LoadedDocSet[],
  /** Whether pages are told their version: over every instance's sets (one instance's: its own). */
  tells = tellsVersions(sets),
): DocsVersionsData | undefined {
  const data: DocsVersionsData = {};
  if (!tells) return undefined;
  for (const set of sets) {
    const { version } = set.spec;
    (data[version.pluginId] ??= []).push({
      name: version.name,
      label: version.label,
      path: version.path,
      isLast: version.isLast,
      mainDoc: set.mainDoc?.permalink ?? version.path,
    });
  }
  for (const [pluginId, list] of Object.entries(data)) {
    const order = sets.find((s) => s.spec.pluginId === pluginId)!.spec.versions.map((v) => v.name);
    list.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  }
  return Object.keys(data).length ? data : undefined;
}
