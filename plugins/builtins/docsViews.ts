// What the stages read of the docs, asked of the site's plugins through their generator hooks
// (plugins/lifecycle/generatorHooks.ts; the docs plugin's in docsPlugin.ts, as the blog's are in
// blogPlugin.ts) and merged across its docs instances, in the order the site lists them.
import type { DocsVersionsData } from '../../src/shared/types.js';
import { hooksOf, type DocsView } from '../lifecycle/generatorHooks.js';
import type { DocsTags } from '../pages/docTags.js';
import type { SitePlugins } from '../lifecycle/sitePlugins.js';

/** A site (SiteData) as far as its plugins. */
type SitePluginsOf = { plugins?: Pick<SitePlugins, 'result'> };

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
