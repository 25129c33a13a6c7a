// A doc page: `@theme/DocItem` (./classic/DocItem.tsx: the doc's head tags, layout and content)
// inside the docs plugin's route levels, DocsRoot → DocVersionRoot → DocRoot (./DocRouteTree.tsx:
// the sidebar's column and the main column are DocRoot/Layout's).
import { useEffect, useState, type ComponentType } from 'react';
import type { DocPageMetadata, SidebarItem, TocItem } from '../shared/types.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import DocItem from './classic/DocItem.js';
import { DocContext } from './DocContext.js';
import { docContentOf } from './docusaurus/docContent.js';
import { useSiteBasename } from './docusaurus/sitePaths.js';
import DocRouteTree from './DocRouteTree.js';

export interface DocModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
  /** A Docusaurus site's doc: its front matter with YAML dates as Dates. */
  frontMatter?: Record<string, unknown>;
}

/** Re-renders with the new module when the dev server hot-replaces this page's MDX. */
function useHotModule(initial: DocModule): DocModule {
  const [mod, setMod] = useState(initial);
  useEffect(() => {
    setMod(initial);
    if (!import.meta.env?.DEV) return;
    const onHmr = (e: Event) => {
      const { permalink, mod: next } = (e as CustomEvent<{ permalink: string; mod: DocModule }>)
        .detail;
      if (permalink === initial.metadata.permalink) setMod(next);
    };
    window.addEventListener('docs:hmr', onHmr);
    return () => window.removeEventListener('docs:hmr', onHmr);
  }, [initial]);
  return mod;
}

export default function DocPage({
  module: initial,
  sidebar: initialSidebar,
}: {
  module: DocModule;
  sidebar?: SidebarItem[];
}) {
  const mod = useHotModule(initial);
  const { metadata } = mod;
  const sidebar = useLiveSidebar(metadata.sidebar, initialSidebar);
  const pathname = metadata.permalink;
  // DocItem's `content.metadata` is Docusaurus's (whole permalinks); the context keeps the page's.
  const content = docContentOf(mod, useSiteBasename());
  return (
    <DocContext.Provider
      value={{
        sidebar,
        permalink: pathname,
        metadata,
        toc: mod.toc,
        content: mod.default,
        ...(mod.frontMatter ? { frontMatter: mod.frontMatter } : {}),
      }}
    >
      <DocRouteTree
        permalink={pathname}
        version={metadata.docsVersion}
        level="doc"
        sidebarName={metadata.sidebar}
        sidebar={sidebar}
      >
        <DocItem content={content} route={{ path: pathname, exact: true }} />
      </DocRouteTree>
    </DocContext.Provider>
  );
}
