// A generated-index category page: title, description and a card per item.
import type { GeneratedIndexMetadata, SidebarItem } from '../shared/types.js';
import Breadcrumbs from './Breadcrumbs.js';
import DocVersionBanner from './classic/DocVersionBanner.js';
import { VersionBadge } from './docs/VersionBanner.js';
import { DocContext } from './DocContext.js';
import DocSidebar from './DocSidebar.js';
import DocCardList from './mdx/DocCardList.js';
import Pagination from './Pagination.js';
import { getCurrentCategoryItems } from '../shared/sidebar.js';
import BackToTopButton from './classic/BackToTopButton.js';

export default function GeneratedIndexPage({
  metadata,
  sidebar,
}: {
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] };
  sidebar: SidebarItem[];
}) {
  const items = metadata.items ?? getCurrentCategoryItems(sidebar, metadata.permalink);
  return (
    <DocContext.Provider
      value={{
        sidebar,
        permalink: metadata.permalink,
        ...(metadata.docsVersion ? { docsVersion: metadata.docsVersion } : {}),
        ...(metadata.cardDescriptions ? { cardDescriptions: metadata.cardDescriptions } : {}),
      }}
    >
      <div className="docs-wrapper doc-page">
        <DocSidebar items={sidebar} pathname={metadata.permalink} />
        <main className="doc-main container padding-top--md padding-bottom--lg">
          {/* Banner (`@theme/DocVersionBanner`, which a site may override on an unversioned
              site too, as Docusaurus renders it here), breadcrumbs, badge: one slot. */}
          <>
            <DocVersionBanner />
            <Breadcrumbs sidebar={sidebar} pathname={metadata.permalink} />
            {__DOCS_HAS_VERSIONS__ && metadata.docsVersion && (
              <VersionBadge version={metadata.docsVersion} />
            )}
          </>
          <header>
            <h1>{metadata.title}</h1>
            {metadata.description && <p>{metadata.description}</p>}
          </header>
          <article className="margin-top--lg">
            <DocCardList items={items} />
          </article>
          <Pagination previous={metadata.previous} next={metadata.next} />
        </main>
        {/* A third child keeps the first two's ids (docs.backToTopButton: a site constant). */}
        {__DOCS_BACK_TO_TOP_BUTTON__ && <BackToTopButton />}
      </div>
    </DocContext.Provider>
  );
}
