// The route kind of the docs of an instance whose `docItemComponent` is not the classic DocItem
// (plugins/builtins/docItemKinds.ts): that component in DocItem's place, inside the docs route
// levels (../DocRouteTree.tsx: the sidebar's and the main column are DocRoot/Layout's), given the
// doc as Docusaurus gives it: `content` is the doc's MDX component carrying `metadata`, `frontMatter`, `toc`, `assets` and `contentTitle`
// (the component usually puts it in a `DocProvider`, so that its parts can `useDoc()`). The doc is
// in a DocProvider already, as in Docusaurus's own DocItem. Whatever the component puts around the
// content (ApiItem: a Redux provider), the content renders in the page's tree, not as islands
// (../contentInTree.ts).
import type { ComponentType } from 'react';
import type { DocPageMetadata } from '../../shared/types.js';
import { ContentInTreeContext } from '../contentInTree.js';
import type { DocModule } from '../DocPage.js';
import { docsRootFrame, loadDocsLevels } from '../DocRouteTree.js';
import { DocContext, useDocContext } from '../DocContext.js';
import { docContentOf, type DocContentProp } from '../docusaurus/docContent.js';
import { useSiteBasename } from '../docusaurus/sitePaths.js';
import { docHandle } from './docs.js';
import { docsRouteContext } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';
import { loadVersionDocs, loadVersionRoutes } from '../docusaurus/versionDocs.js';

/** The props Docusaurus gives a docItemComponent. */
export interface DocItemProps {
  content: DocContentProp;
  route: { path: string; exact: boolean };
}
type DocItemComponent = ComponentType<DocItemProps>;

/**
 * The doc's `content` as Docusaurus gives it (`content.metadata` with whole permalinks), made at
 * the router's base name; the doc's context gets it too, as `useDoc()` inside DocItem reads it.
 */
function DocItemPage(props: { Item: DocItemComponent; doc: DocModule }) {
  const { Item, doc } = props;
  const content = docContentOf(doc, useSiteBasename());
  return (
    <DocContext.Provider value={{ ...useDocContext(), content }}>
      <ContentInTreeContext.Provider value={true}>
        <Item content={content} route={{ path: doc.metadata.permalink, exact: true }} />
      </ContentInTreeContext.Provider>
    </DocContext.Provider>
  );
}

/** The renderer of the docs rendered by the component `load` gives (loaded once, when first needed). */
export function docItem(load: () => Promise<{ default: DocItemComponent }>): RouteKindRenderer {
  let pending: Promise<DocItemComponent> | undefined;
  return async ({ entry, module, sidebar }) => {
    pending ??= load().then((m) => m.default);
    pending.catch(() => (pending = undefined)); // a chunk that failed may load on a retry
    const doc = module as unknown as DocModule & { frontMatter?: Record<string, unknown> };
    const [Item, docs] = await Promise.all([pending, loadVersionDocs(doc.metadata.docsVersion)]);
    // A build-time constant: a Docusaurus site's levels get the instance's routes.
    const tree = __DOCS_ROUTER_PROPS__
      ? await loadVersionRoutes(doc.metadata.docsVersion)
      : undefined;
    if (__DOCS_ROUTER_PROPS__) await loadDocsLevels(doc.metadata.docsVersion?.pluginId);
    // The page's metadata, with the front matter as `content.metadata` has it (docContent.ts).
    const frontMatter = doc.frontMatter ?? doc.metadata.frontMatter ?? {};
    const m: DocPageMetadata = {
      ...doc.metadata,
      frontMatter: doc.metadata.frontMatter ?? frontMatter,
    };
    return {
      Component: () => <DocItemPage Item={Item} doc={doc} />,
      handle: docHandle(doc, { sidebar, sidebarName: entry.sidebar }),
      routeContext: docsRouteContext(m.docsVersion?.pluginId),
      // The doc's context (the sidebar's, and `useDoc()` before the component's own DocProvider)
      // comes with the route's levels, its frame.
      frame: docsRootFrame({
        m,
        sidebar,
        // A build-time constant: only a Docusaurus site's sidebar keys differ from their names.
        ...(__DOCS_DOCUSAURUS_METADATA__ ? { sidebarKey: entry.sidebar } : {}),
        docs,
        ...(__DOCS_ROUTER_PROPS__ ? { tree } : {}),
        context: {
          permalink: m.permalink,
          metadata: m,
          toc: doc.toc ?? [],
          content: doc.default,
          frontMatter,
        },
      }),
    };
  };
}
