// A doc page: the sidebar and Docusaurus's `@theme/DocItem/*` parts (./classic/DocItem/): the
// layout (banners, breadcrumbs, TOC, footer, paginator), the content and its head tags.
import { useEffect, useState, type ComponentType } from 'react';
import type { DocPageMetadata, SidebarItem, TocItem } from '../shared/types.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import DocItemContent from './classic/DocItem/Content.js';
import DocItemLayout from './classic/DocItem/Layout.js';
import DocItemMetadata from './classic/DocItem/Metadata.js';
import BackToTopButton from './classic/BackToTopButton.js';
import { DocContext, useDocContext } from './DocContext.js';
import DocSidebar from './DocSidebar.js';
import MDXPageContent from './MDXPageContent.js';

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

/**
 * The doc's content as the `children` of `@theme/DocItem/Content`, for a site's ejected copy (ours
 * renders the content itself, as ./MDXPageContent.tsx keeps it the server's HTML).
 */
function DocContent() {
  const { content } = useDocContext();
  return content ? <MDXPageContent className="theme-doc-markdown" content={content} /> : null;
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
      <div className="docs-wrapper doc-page">
        {sidebar && <DocSidebar items={sidebar} pathname={pathname} />}
        <main className="doc-main container padding-top--md padding-bottom--lg">
          <DocItemLayout>
            <DocItemContent>
              <DocContent />
            </DocItemContent>
          </DocItemLayout>
        </main>
        {/* Last: a third child keeps the first two's positions, which number React's ids. */}
        {/* docs.backToTopButton is a site constant: a site without it ships none of its code.
            One slot either way, as the count of children numbers React's ids. */}
        {__DOCS_BACK_TO_TOP_BUTTON__ ? (
          <>
            <DocItemMetadata />
            <BackToTopButton />
          </>
        ) : (
          <DocItemMetadata />
        )}
      </div>
    </DocContext.Provider>
  );
}
