// The docs plugin's route kinds: a doc page and a category's generated index page.
import type { GeneratedIndexMetadata, SidebarItem } from '../../shared/types.js';
import { docsearchTagOf } from '../../shared/docsVersions.js';
import DocPage, { docContextOf, type DocModule } from '../DocPage.js';
import GeneratedIndexPage from '../GeneratedIndexPage.js';
import type { RouteHandle } from '../../client/navigation.js';
import { docsRootFrame, loadDocsLevels } from '../DocRouteTree.js';
import { contentComponent } from '../contentComponents.js';
import { OptionRoute } from './optionRoute.js';
import { docsRouteContext } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';
import { loadVersionDocs, loadVersionRoutes } from '../docusaurus/versionDocs.js';

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
  const m = docModule.metadata;
  const docs = await loadVersionDocs(m.docsVersion);
  // A build-time constant: a Docusaurus site's levels get the instance's routes (and the
  // components the instance's root options name).
  const tree = __DOCS_ROUTER_PROPS__ ? await loadVersionRoutes(m.docsVersion) : undefined;
  if (__DOCS_ROUTER_PROPS__) await loadDocsLevels(m.docsVersion?.pluginId);
  return {
    Component: () => <DocPage module={docModule} />,
    handle: docHandle(docModule, { sidebar, sidebarName: entry.sidebar }),
    routeContext: docsRouteContext(m.docsVersion?.pluginId),
    frame: docsRootFrame({
      m,
      sidebar,
      // A build-time constant: only a Docusaurus site's sidebar keys differ from their names.
      ...(__DOCS_DOCUSAURUS_METADATA__ ? { sidebarKey: entry.sidebar } : {}),
      docs,
      ...(__DOCS_ROUTER_PROPS__ ? { tree } : {}),
      context: docContextOf(docModule),
    }),
  };
};

/** A category's generated index page. */
export const generatedIndex: RouteKindRenderer = async ({ entry, module, sidebar }) => {
  const meta = (module as { metadata: GeneratedIndexMetadata & { items?: SidebarItem[] } })
    .metadata;
  const pluginId = meta.docsVersion?.pluginId;
  const docs = await loadVersionDocs(meta.docsVersion);
  const tree = __DOCS_ROUTER_PROPS__ ? await loadVersionRoutes(meta.docsVersion) : undefined;
  if (__DOCS_ROUTER_PROPS__) await loadDocsLevels(pluginId);
  // The instance's `docCategoryGeneratedIndexComponent`, when it names a module (../contentComponents.ts).
  // A build-time constant: only a Docusaurus site's options name one.
  const Custom = __DOCS_ROUTER_PROPS__
    ? await contentComponent('docs', pluginId, 'docCategoryGeneratedIndexComponent')
    : undefined;
  return {
    Component: Custom
      ? () => (
          <OptionRoute path={entry.path}>
            {(extra) => <GeneratedIndexPage metadata={meta} Custom={Custom} extra={extra} />}
          </OptionRoute>
        )
      : () => <GeneratedIndexPage metadata={meta} />,
    routeContext: docsRouteContext(meta.docsVersion?.pluginId),
    frame: docsRootFrame({
      m: meta,
      sidebar: sidebar ?? [],
      ...(__DOCS_DOCUSAURUS_METADATA__ ? { sidebarKey: entry.sidebar } : {}),
      docs,
      ...(__DOCS_ROUTER_PROPS__ ? { tree } : {}),
      context: {
        permalink: meta.permalink,
        ...(meta.docsVersion ? { docsVersion: meta.docsVersion } : {}),
        ...(meta.cardDescriptions ? { cardDescriptions: meta.cardDescriptions } : {}),
        ...(meta.items ? { categoryItems: meta.items } : {}),
      },
    }),
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
