// `@theme/DocCategoryGeneratedIndexPage`: a category's generated index (`{categoryGeneratedIndex}`:
// its title, description, permalink, sidebar, keywords and `navigation`): the version banner,
// breadcrumbs and badge, the title and description, a card per item of the category, and the
// previous / next links. Its head tags are written by the build (title, description, keywords).
import type { NavLink } from '../../shared/types.js';
import { getCurrentCategoryItems } from '../../shared/sidebar.js';
import { useDocContext } from '../DocContext.js';
import { siteSidebarItems, useSiteBasename } from '../docusaurus/sitePaths.js';
import { VersionBadge } from '../docs/VersionBanner.js';
import DocCardList from '../mdx/DocCardList.js';
import DocBreadcrumbs from './DocBreadcrumbs.js';
import DocPaginator from './DocPaginator.js';
import DocVersionBanner from './DocVersionBanner.js';

/** The prop, in Docusaurus's shape (its permalinks whole: the base URL in front). */
export interface CategoryGeneratedIndexProp {
  title: string;
  description?: string;
  permalink: string;
  sidebar: string;
  keywords?: string[];
  image?: string;
  navigation: { previous?: NavLink; next?: NavLink };
}

export default function DocCategoryGeneratedIndexPage({
  categoryGeneratedIndex: index,
}: {
  categoryGeneratedIndex: CategoryGeneratedIndexProp;
}) {
  const { sidebar = [], docsVersion, permalink, categoryItems } = useDocContext();
  // The category's items as `useCurrentSidebarCategory()` gives them (links whole), as
  // Docusaurus's page hands them to `@theme/DocCardList`.
  const items = siteSidebarItems(
    useSiteBasename(),
    categoryItems ?? getCurrentCategoryItems(sidebar, permalink),
  );
  // Docusaurus's structure and classes: the column (75 % wide on a desktop) around it all, the
  // title at 3rem, the paginator in a footer 1rem below the cards (styles.css).
  return (
    <div className="generated-index-page">
      {/* Banner (`@theme/DocVersionBanner`, which a site may override on an unversioned site too,
          as Docusaurus renders it here), breadcrumbs, badge: one slot. */}
      <>
        <DocVersionBanner />
        <DocBreadcrumbs />
        {__DOCS_HAS_VERSIONS__ && docsVersion && <VersionBadge version={docsVersion} />}
      </>
      <header>
        <h1 className="generated-index-page__title">{index.title}</h1>
        {index.description && <p>{index.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList items={items} />
      </article>
      <footer className="margin-top--md">
        <DocPaginator {...index.navigation} />
      </footer>
    </div>
  );
}
