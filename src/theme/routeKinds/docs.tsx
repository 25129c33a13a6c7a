// The docs plugin's route kinds: a doc page and a category's generated index page.
import type { GeneratedIndexMetadata } from '../../shared/types.js';
import { docsearchTagOf } from '../../shared/docsVersions.js';
import DocPage, { type DocModule } from '../DocPage.js';
import GeneratedIndexPage from '../GeneratedIndexPage.js';
import type { RouteHandle } from '../../client/navigation.js';
import { docsRootFrame } from '../DocRouteTree.js';
import { docsRouteContext } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';
import { loadVersionDocs, VersionDocsContext } from '../docusaurus/versionDocs.js';

/** A doc's head, sidebar and version (the same for the classic DocItem and a docItemComponent). */
export function docHandle(doc: DocModule, handle: Pick<RouteHandle, 'sidebar' | 'sidebarName'>) {
  const m = doc.metadata;
  return {
    ...handle,
    ...(m.docsVersion ? { docsVersion: m.docsVersion } : {}),
    head: {
      title: m.title,
      description: m.description,
      keywords: m.keywords,
      image: m.image,
      noIndex: m.unlisted || m.docsVersion?.noIndex === true,
      // Versioned docs (src/shared/docsVersions.ts): docs-<plugin>-<version>.
      docsearchTag: m.docsVersion
        ? docsearchTagOf(m.docsVersion.pluginId, m.docsVersion.name)
        : 'docs-default-current',
      ...(m.docsVersion ? { docsVersion: m.docsVersion.name } : {}),
    },
  } satisfies RouteHandle;
}

/** A doc page with the classic DocItem (with its version's docs by id: useDocById). */
export const doc: RouteKindRenderer = async ({ entry, module, sidebar }) => {
  const docModule = module as unknown as DocModule;
  const docs = await loadVersionDocs(docModule.metadata.docsVersion);
  return {
    Component: () => (
      <VersionDocsContext.Provider value={docs}>
        <DocPage module={docModule} sidebar={sidebar} />
      </VersionDocsContext.Provider>
    ),
    handle: docHandle(docModule, { sidebar, sidebarName: entry.sidebar }),
    routeContext: docsRouteContext(docModule.metadata.docsVersion?.pluginId),
    frame: docsRootFrame(docModule.metadata),
  };
};

/** A category's generated index page. */
export const generatedIndex: RouteKindRenderer = async ({ entry, module, sidebar }) => {
  const meta = (module as { metadata: GeneratedIndexMetadata }).metadata;
  const docs = await loadVersionDocs(meta.docsVersion);
  return {
    Component: () => (
      <VersionDocsContext.Provider value={docs}>
        <GeneratedIndexPage metadata={meta} sidebar={sidebar ?? []} />
      </VersionDocsContext.Provider>
    ),
    routeContext: docsRouteContext(meta.docsVersion?.pluginId),
    frame: docsRootFrame(meta),
    handle: {
      sidebar,
      sidebarName: entry.sidebar,
      ...(meta.docsVersion ? { docsVersion: meta.docsVersion } : {}),
      head: {
        title: meta.title,
        description: meta.description,
        keywords: meta.keywords,
        ...(meta.docsVersion?.noIndex ? { noIndex: true } : {}),
        docsearchTag: meta.docsVersion
          ? docsearchTagOf(meta.docsVersion.pluginId, meta.docsVersion.name)
          : 'docs-default-current',
        ...(meta.docsVersion ? { docsVersion: meta.docsVersion.name } : {}),
      },
    },
  };
};
