// `@theme/DocItem/Layout`: a doc's column (notices, version banner, breadcrumbs, the mobile TOC,
// the content given as `children` in `@theme/DocItem/Content`, the footer and the paginator) and
// the TOC's column beside it.
import type { ReactNode } from 'react';
import { useDocContext } from '../../DocContext.js';
import { pageToc } from '../../TOC.js';
import ContentVisibility from '../ContentVisibility.js';
import DocBreadcrumbs from '../DocBreadcrumbs.js';
import DocVersionBadge from '../DocVersionBadge.js';
import DocVersionBanner from '../DocVersionBanner.js';
import DocItemContent from './Content.js';
import DocItemFooter from './Footer.js';
import DocItemPaginator from './Paginator.js';
import DocItemTOCDesktop from './TOC/Desktop.js';
import DocItemTOCMobile from './TOC/Mobile.js';

/**
 * The doc column's classes: `--with-toc` beside a TOC; `--toc-space` unless the doc hides its TOC,
 * where Docusaurus's column keeps the TOC's room (its `docItemCol`) even when the doc has no
 * headings (the classic look narrows it, classicLook.css). On a Docusaurus site, that column
 * carries `docItemCol_dv` too, and the doc and its paginator sit in `docItemContainer_dv`, where
 * Docusaurus's CSS-module classes are (../DocRoot/Layout.tsx).
 */
function contentClasses(withToc: boolean, tocSpace: boolean): string {
  return (
    __DOCS_DOCUSAURUS_METADATA__
      ? [
          'col',
          tocSpace && 'docItemCol_dv',
          'doc-main__content',
          withToc && 'doc-main__content--with-toc',
          tocSpace && 'doc-main__content--toc-space',
        ]
      : [
          'col doc-main__content',
          withToc && 'doc-main__content--with-toc',
          tocSpace && 'doc-main__content--toc-space',
        ]
  )
    .filter(Boolean)
    .join(' ');
}

export default function DocItemLayout({ children }: { children: ReactNode }) {
  const { metadata, toc: items } = useDocContext();
  if (!metadata) return null;
  const toc = pageToc(items, metadata);
  const versioned = __DOCS_HAS_VERSIONS__ && metadata.docsVersion;
  return (
    <div className="row">
      <div className={contentClasses(toc.length > 0, !metadata.hideTableOfContents)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        {/* A Docusaurus site's doc and paginator sit in its `docItemContainer`; elsewhere the
            column's children stay as they were, written out again (their positions number
            React's ids, and the folded constant leaves this generator's own sites' scripts as they
            were). */}
        {__DOCS_DOCUSAURUS_METADATA__ ? (
          <div className="docItemContainer_dv">
            <article>
              {/* One slot, as the TOC's, content's and footer's positions number React's ids. */}
              {versioned ? (
                <>
                  <DocBreadcrumbs />
                  <DocVersionBadge />
                </>
              ) : (
                <DocBreadcrumbs />
              )}
              {toc.length > 0 && <DocItemTOCMobile />}
              <DocItemContent>{children}</DocItemContent>
              <DocItemFooter />
            </article>
            <DocItemPaginator />
          </div>
        ) : (
          <article>
            {/* One slot, as the TOC's, content's and footer's positions number React's ids. */}
            {versioned ? (
              <>
                <DocBreadcrumbs />
                <DocVersionBadge />
              </>
            ) : (
              <DocBreadcrumbs />
            )}
            {toc.length > 0 && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
        )}
        {__DOCS_DOCUSAURUS_METADATA__ ? null : <DocItemPaginator />}
      </div>
      {toc.length > 0 && (
        <div className="col col--3 doc-toc-column">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
