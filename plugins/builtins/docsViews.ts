// What the stages read of the docs, asked of the site's plugins through their generator hooks
// (plugins/lifecycle/generatorHooks.ts; the docs plugin's in docsPlugin.ts, as the blog's are in
// blogPlugin.ts) and merged across its docs instances, in the order the site lists them.
import { join } from 'node:path';
import type { DocsVersionsData, SidebarItem } from '../../src/shared/types.js';
import { docSetInputFiles, type LoadedDocSet } from '../docs/loadDocSets.js';
import { hooksOf, type DocsView } from '../lifecycle/generatorHooks.js';
import type { DocsTags } from '../pages/docTags.js';
import type { SitePlugins } from '../lifecycle/sitePlugins.js';

/** A site (SiteData) as far as its plugins. */
export type SitePluginsOf = { plugins?: Pick<SitePlugins, 'result'> };

/**
 * The versions of every versioned plugin for the navbar (the client's `docsVersions`), the primary
 * docs instance's first; undefined on a site whose pages are not told versions (one unversioned
 * docs instance).
 */
export function docsVersionsOf(site: SitePluginsOf): DocsVersionsData | undefined {
  const parts = hooksOf(site.plugins?.result.plugins, 'versionsOf').flatMap((of) => of() ?? []);
  const ordered = [...parts.filter((p) => p.primary), ...parts.filter((p) => !p.primary)];
  return ordered.length ? Object.assign({}, ...ordered.map((p) => p.versions)) : undefined;
}

/**
 * The label of the only docs version of a site whose pages are not told versions (one unversioned
 * instance), when it is not Docusaurus's default `Next`: configured (`versions.current.label`) or
 * translated (`version.label` of the locale's `current.json`). `useDocsVersion().label` gives it,
 * as Docusaurus's does; undefined otherwise.
 */
export function singleDocsVersionLabel(site: SitePluginsOf): string | undefined {
  if (docsVersionsOf(site)) return undefined;
  const sets = docsViews(site).flatMap((v) => v.sets);
  const label = sets.length === 1 ? sets[0]!.spec.version.label : undefined;
  return label === undefined || label === 'Next' ? undefined : label;
}

/** Each docs instance's views, the primary instance's first, then the others in the site's order. */
function docsViews(site: SitePluginsOf): DocsView[] {
  const views = hooksOf(site.plugins?.result.plugins, 'docsViewOf').map((of) => of());
  return [...views.filter((v) => v.primary), ...views.filter((v) => !v.primary)];
}

/** Every docs instance's generated index pages (with their version when pages are told it). */
export function generatedIndexesOf(site: SitePluginsOf): DocsView['generatedIndexes'] {
  return docsViews(site).flatMap((v) => v.generatedIndexes);
}

/** Every docs version's tags, one entry per version where a doc has tags (plugins/pages/docTags.ts). */
export function docTagsOf(site: SitePluginsOf): DocsTags[] {
  return docsViews(site).flatMap((v) => v.tags);
}

/** The docs instances' sets merged, made once per load (a stage asks per page). */
interface MergedDocs {
  sets: LoadedDocSet[];
  setByFile: Map<string, LoadedDocSet>;
  sidebars: Record<string, SidebarItem[]>;
  sidebarsFile?: string;
}

// Keyed by the loaded plugins: a reload's are new, so its views are made again.
const mergedByPlugins = new WeakMap<object, MergedDocs>();

function mergedDocs(site: SitePluginsOf): MergedDocs {
  const key = site.plugins?.result.plugins;
  const known = key && mergedByPlugins.get(key);
  if (known) return known;
  const views = docsViews(site);
  const sets = views.flatMap((v) => v.sets);
  const sidebarsFile = views.find((v) => v.sidebarsFile !== undefined)?.sidebarsFile;
  const merged: MergedDocs = {
    sets,
    setByFile: new Map(sets.flatMap((set) => set.docs.map((d) => [d.filePath, set] as const))),
    sidebars: Object.assign({}, ...sets.map((s) => s.sidebars)) as MergedDocs['sidebars'],
    ...(sidebarsFile !== undefined ? { sidebarsFile } : {}),
  };
  if (key) mergedByPlugins.set(key, merged);
  return merged;
}

/** Every version of every docs instance (plugins/docs/instances.ts); the first is the primary. */
export function docSetsOf(site: SitePluginsOf): LoadedDocSet[] {
  return mergedDocs(site).sets;
}

/** The docs version a doc is of (undefined: the file is not a doc, a blog post say). */
export function docSetOf(site: SitePluginsOf, file: string): LoadedDocSet | undefined {
  return mergedDocs(site).setByFile.get(file);
}

/** Every docs version's sidebars, by their names in the site (plugins/docs/loadDocSets.ts). */
export function sidebarsOf(site: SitePluginsOf): Record<string, SidebarItem[]> {
  return mergedDocs(site).sidebars;
}

/** The primary docs' folder: `docs/` unless the config's `docs.path` says otherwise. */
export function docsDirOf(site: SitePluginsOf & { siteDir: string }): string {
  return mergedDocs(site).sets[0]?.docsDir ?? join(site.siteDir, 'docs');
}

/** The sidebars file the config names (the primary docs instance's), if any. */
export function sidebarsFileOf(site: SitePluginsOf): string | undefined {
  return mergedDocs(site).sidebarsFile;
}

/** The files the docs read besides docs: the sidebars files and the versions files. */
export function docsInputFilesOf(site: SitePluginsOf & { siteDir: string }): string[] {
  const sidebarsFile = sidebarsFileOf(site);
  const sets = docSetsOf(site);
  return [
    ...(sidebarsFile ? [sidebarsFile] : []),
    ...docSetInputFiles({ siteDir: site.siteDir, docSets: sets }),
  ];
}
