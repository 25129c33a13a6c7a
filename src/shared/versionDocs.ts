// The docs of a version by id, as Docusaurus gives them to `useDocsVersion().docs` and
// `useDocById` (its version metadata prop): one module per version, which the doc routes of that
// version load (plugins/docs/versionDocs.ts makes them; src/theme/docusaurus/versionDocs.ts reads).

/** The module listing each version's loader (`export default { "<plugin>/<version>": () => import(…) }`). */
export const VIRTUAL_VERSION_DOCS = 'virtual:docs/version-docs';
/** One version's docs: `virtual:docs/version-docs/<plugin>/<version>`. */
export const VIRTUAL_VERSION_DOCS_PREFIX = 'virtual:docs/version-docs/';

/** A doc as the version's `docs` map holds it (Docusaurus's PropVersionDoc). */
export interface VersionDoc {
  id: string;
  title: string;
  description: string;
  /** The doc's sidebar, by its name in the version; absent for a doc in no sidebar. */
  sidebar?: string;
}

/** The key of a version among the loaders. */
export const versionDocsKey = (pluginId: string, version: string): string =>
  `${pluginId}/${version}`;
