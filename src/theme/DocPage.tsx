// A doc page: sidebar, breadcrumbs, banners, title, content, last-updated, pagination and TOC.
import { useEffect, useState, type ComponentType } from 'react';
import type { DocPageMetadata, SidebarItem, TocItem } from '../shared/types.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import Breadcrumbs from './Breadcrumbs.js';
import { DocContext } from './DocContext.js';
import DocFooter from './DocFooter.js';
import { DocTagsInline } from './DocTagsPages.js';
import DocSidebar from './DocSidebar.js';
import { VersionBadge, VersionBanner } from './docs/VersionBanner.js';
import Admonition from './mdx/Admonition.js';
import MDXPageContent from './MDXPageContent.js';
import Pagination from './Pagination.js';
import { MobileTOC, TOCColumn, pageToc } from './TOC.js';

export interface DocModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
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
  const toc = pageToc(mod.toc, metadata);
  const pathname = metadata.permalink;
  return (
    <DocContext.Provider value={{ sidebar, permalink: pathname, metadata, toc: mod.toc }}>
      <div className="docs-wrapper doc-page">
        {sidebar && <DocSidebar items={sidebar} pathname={pathname} />}
        <main className="doc-main container padding-top--md padding-bottom--lg">
          <div className="row">
            <div
              className={`col doc-main__content${toc.length ? ' doc-main__content--with-toc' : ''}`}
            >
              {metadata.unlisted && (
                <Admonition type="caution" title="Unlisted page">
                  <p>
                    This page is unlisted. Search engines will not index it, and only users having a
                    direct link can access it.
                  </p>
                </Admonition>
              )}
              {/* The version banner shares the draft notice's slot, and the badge the
                  breadcrumbs', so that unversioned docs render (and number their ids) as before. */}
              {(metadata.draft || (__DOCS_HAS_VERSIONS__ && metadata.docsVersion)) && (
                <>
                  {metadata.draft && (
                    <Admonition type="caution" title="Draft page">
                      <p>
                        This page is a draft. It will only be visible in dev and be excluded from
                        the production build.
                      </p>
                    </Admonition>
                  )}
                  {__DOCS_HAS_VERSIONS__ && <VersionBanner version={metadata.docsVersion} />}
                </>
              )}
              <article>
                {__DOCS_HAS_VERSIONS__ && metadata.docsVersion ? (
                  <>
                    <Breadcrumbs sidebar={sidebar} pathname={pathname} />
                    <VersionBadge version={metadata.docsVersion} />
                  </>
                ) : (
                  <Breadcrumbs sidebar={sidebar} pathname={pathname} />
                )}
                {toc.length > 0 && <MobileTOC nodes={toc} />}
                <MDXPageContent className="theme-doc-markdown markdown" content={mod.default}>
                  {!metadata.hasContentTitle && !metadata.hideTitle && (
                    <header>
                      <h1>{metadata.title}</h1>
                    </header>
                  )}
                </MDXPageContent>
                {metadata.tags?.length ? <DocTagsInline tags={metadata.tags} /> : null}
                <DocFooter
                  editUrl={metadata.editUrl}
                  lastUpdatedAt={metadata.lastUpdatedAt}
                  lastUpdatedBy={metadata.lastUpdatedBy}
                />
              </article>
              <Pagination previous={metadata.previous} next={metadata.next} />
            </div>
            <TOCColumn nodes={toc} className="col col--3 doc-toc-column" />
          </div>
        </main>
      </div>
    </DocContext.Provider>
  );
}
