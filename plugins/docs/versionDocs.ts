// Each docs version's docs by id (`{id, title, description, sidebar}`), as Docusaurus puts them in
// the version metadata prop that its doc routes load: `useDocsVersion().docs` and `useDocById`
// read them (a swizzled DocCard does). One module per version, loaded with the version's doc
// and tags routes, not with the client's entry; the entry holds one loader per version.
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import {
  VIRTUAL_VERSION_DOCS_PREFIX,
  versionDocsKey,
  type VersionDoc,
} from '../../src/shared/versionDocs.js';
import { docSidebarName, docsInDocusaurusOrder, type LoadedDocSet } from './loadDocSets.js';
import type { DocsRouteTreeData } from '../../src/shared/docsRouteTree.js';

/** A version's key among the loaders (`<plugin>/<version>`). */
export const versionDocsKeyOf = (set: LoadedDocSet): string =>
  versionDocsKey(set.spec.pluginId, set.spec.version.name);
const keyOf = versionDocsKeyOf;

/** The module id of a version's docs. */
export const versionDocsModuleId = (set: LoadedDocSet): string =>
  VIRTUAL_VERSION_DOCS_PREFIX + keyOf(set);

/**
 * A version's docs by id, in Docusaurus's order (by id), which a plugin listing them keeps (drafts
 * are not in a production build's sets).
 */
export function versionDocsOf(set: LoadedDocSet): Record<string, VersionDoc> {
  return Object.fromEntries(
    docsInDocusaurusOrder(set.docs).map((doc) => {
      const sidebar = docSidebarName(set, doc.id);
      const entry: VersionDoc = { id: doc.id, title: doc.title, description: doc.description };
      return [doc.id, sidebar === undefined ? entry : { ...entry, sidebar }];
    }),
  );
}

/** The code of `virtual:docs/version-docs`: a lazy loader per version, the primary one first. */
export function versionDocsIndexSource(sets: LoadedDocSet[]): string {
  const loaders = sets.map(
    (set) => `  ${JSON.stringify(keyOf(set))}: () => import(${JSON.stringify(versionDocsModuleId(set))}),`,
  );
  return `export default {\n${loaders.join('\n')}\n};\n`;
}

/**
 * The code of a version's docs module (undefined: no such version). On a Docusaurus site it also
 * exports its instance's route tree (`routes`: plugins/docs/docsRouteTree.ts), which the docs'
 * route levels give as their `route` prop; `withSidebars` (a site that reads them:
 * ./versionSidebarsReaders.ts), the version's sidebars whole by their own names (`sidebars`,
 * `useDocsVersion().docsSidebars`), which the pages' metadata names them by too.
 */
export function versionDocsModuleSource(
  sets: LoadedDocSet[],
  id: string,
  trees?: Map<string, DocsRouteTreeData>,
  withSidebars = false,
): string | undefined {
  const set = sets.find((s) => versionDocsModuleId(s) === id);
  if (!set) return undefined;
  const tree = trees?.get(set.spec.pluginId);
  const routes = tree ? `export const routes = ${JSON.stringify(tree)};\n` : '';
  const sidebars = withSidebars
    ? `export const sidebars = ${JSON.stringify(set.ownSidebars)};\n`
    : '';
  return `export default ${JSON.stringify(versionDocsOf(set))};\n${routes}${sidebars}`;
}

const setsByPage = new WeakMap<LoadedDocSet[], Map<string, LoadedDocSet>>();

/**
 * The version docs module a route's page needs (preloaded in its HTML): a doc's version's, a
 * generated index's, or a tags page's (`tags`: each version's tags by version name; Docusaurus's
 * tags routes are children of their version's route, whose docs they read); none for other routes.
 */
export function versionDocsModuleOfRoute(
  sets: LoadedDocSet[],
  route: RouteSpec,
  tags?: ReadonlyMap<string, { route: string; pages: readonly { permalink: string }[] }>,
): string | undefined {
  let byPage = setsByPage.get(sets);
  if (!byPage) {
    byPage = new Map();
    for (const set of sets) {
      for (const doc of set.docs) byPage.set(doc.filePath, set);
      for (const index of set.generatedIndexes) byPage.set(index.permalink, set);
      const versionTags = tags?.get(set.spec.version.name);
      if (!versionTags) continue;
      byPage.set(versionTags.route, set);
      for (const page of versionTags.pages) byPage.set(page.permalink, set);
    }
    setsByPage.set(sets, byPage);
  }
  const set = byPage.get(route.module) ?? byPage.get(route.path);
  return set && versionDocsModuleId(set);
}
