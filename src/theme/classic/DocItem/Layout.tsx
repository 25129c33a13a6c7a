// `@theme/DocItem/Layout`: a doc's column (notices, version banner, breadcrumbs, the mobile TOC,
// the content given as `children`, the footer and the paginator) and the TOC's column beside it.
import type { ReactNode } from 'react';
import Breadcrumbs from '../../Breadcrumbs.js';
import { useDocContext } from '../../DocContext.js';
import { VersionBadge } from '../../docs/VersionBanner.js';
import Admonition from '../../mdx/Admonition.js';
import { pageToc } from '../../TOC.js';
import DocVersionBanner from '../DocVersionBanner.js';
import DocItemFooter from './Footer.js';
import DocItemPaginator from './Paginator.js';
import DocItemTOCDesktop from './TOC/Desktop.js';
import DocItemTOCMobile from './TOC/Mobile.js';

function Notices({ unlisted, draft }: { unlisted?: boolean; draft?: boolean }) {
  return (
    <>
      {unlisted && (
        <Admonition type="caution" title="Unlisted page">
          <p>
            This page is unlisted. Search engines will not index it, and only users having a direct
            link can access it.
          </p>
        </Admonition>
      )}
      {draft && (
        <Admonition type="caution" title="Draft page">
          <p>
            This page is a draft. It will only be visible in dev and be excluded from the production
            build.
          </p>
        </Admonition>
      )}
    </>
  );
}

export default function DocItemLayout({ children }: { children: ReactNode }) {
  const { metadata, toc: items, sidebar, permalink } = useDocContext();
  if (!metadata) return null;
  const toc = pageToc(items, metadata);
  const versioned = __DOCS_HAS_VERSIONS__ && metadata.docsVersion;
  return (
    <div className="row">
      <div className={`col doc-main__content${toc.length ? ' doc-main__content--with-toc' : ''}`}>
        <Notices unlisted={metadata.unlisted} draft={metadata.draft} />
        <DocVersionBanner />
        <article>
          {/* One slot, as the TOC's, content's and footer's positions number React's ids. */}
          {versioned ? (
            <>
              <Breadcrumbs sidebar={sidebar} pathname={permalink} />
              <VersionBadge version={metadata.docsVersion} />
            </>
          ) : (
            <Breadcrumbs sidebar={sidebar} pathname={permalink} />
          )}
          {toc.length > 0 && <DocItemTOCMobile />}
          {children}
          <DocItemFooter />
        </article>
        <DocItemPaginator />
      </div>
      {toc.length > 0 && (
        <div className="col col--3 doc-toc-column">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
