// The route kind of the docs of an instance whose `docItemComponent` is not the classic DocItem
// (plugins/builtins/docItemKinds.ts): that component in DocItem's place, inside the docs route
// levels (../DocRouteTree.tsx: the sidebar's and the main column are DocRoot/Layout's), given the
// doc as Docusaurus gives it: `content` is the doc's MDX component carrying `metadata`, `frontMatter`, `toc`, `assets` and `contentTitle`
// (the component usually puts it in a `DocProvider`, so that its parts can `useDoc()`). The doc is
// in a DocProvider already, as in Docusaurus's own DocItem. Whatever the component puts around the
// content (ApiItem: a Redux provider), the content renders in the page's tree, not as islands
// (../contentInTree.ts).
import type { ComponentType } from 'react';
import { useLiveSidebar } from '../../client/liveSidebar.js';
import type { DocPageMetadata, SidebarItem, TocItem } from '../../shared/types.js';
import { ContentInTreeContext } from '../contentInTree.js';
import { DocContext } from '../DocContext.js';
import type { DocModule } from '../DocPage.js';
import DocRouteTree, { docsRootFrame } from '../DocRouteTree.js';
import { docContentOf, pageMetadataOf, type DocContentProp } from '../docusaurus/docContent.js';
import { useSiteBasename } from '../docusaurus/sitePaths.js';
import { docHandle } from './docs.js';
import { docsRouteContext } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';
import { loadVersionDocs, VersionDocsContext } from '../docusaurus/versionDocs.js';

/** The props Docusaurus gives a docItemComponent. */
export interface DocItemProps {
  content: DocContentProp;
  route: { path: string; exact: boolean };
}
type DocItemComponent = ComponentType<DocItemProps>;

function DocItemRoute(props: {
  Item: DocItemComponent;
  doc: DocModule & { frontMatter?: Record<string, unknown> };
  sidebar: SidebarItem[] | undefined;
}) {
  const { Item } = props;
  // `content.metadata` is Docusaurus's (whole permalinks); the page's own is kept for the theme.
  const content = docContentOf(props.doc, useSiteBasename());
  const metadata: DocPageMetadata = pageMetadataOf(content);
  const toc: TocItem[] = content.toc;
  const sidebar = useLiveSidebar(metadata.sidebar, props.sidebar);
  const pathname = metadata.permalink;
  return (
    <DocContext.Provider
      value={{
        sidebar,
        permalink: pathname,
        metadata,
        toc,
        content,
        frontMatter: content.frontMatter,
      }}
    >
      <DocRouteTree
        permalink={pathname}
        version={metadata.docsVersion}
        level="doc"
        sidebarName={metadata.sidebar}
        sidebar={sidebar}
      >
        <ContentInTreeContext.Provider value={true}>
          <Item content={content} route={{ path: pathname, exact: true }} />
        </ContentInTreeContext.Provider>
      </DocRouteTree>
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
    return {
      Component: () => (
        <VersionDocsContext.Provider value={docs}>
          <DocItemRoute Item={Item} doc={doc} sidebar={sidebar} />
        </VersionDocsContext.Provider>
      ),
      handle: docHandle(doc, { sidebar, sidebarName: entry.sidebar }),
      routeContext: docsRouteContext(doc.metadata.docsVersion?.pluginId),
      frame: docsRootFrame(doc.metadata),
    };
  };
}
