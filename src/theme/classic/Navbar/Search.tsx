// `@theme/Navbar/Search`: where the navbar puts its search box (`children`, the `@theme/SearchBar`).
// On a Docusaurus site it is the box around the generator's own search button (DocSearch's button
// alone, as theme-search-algolia's SearchBar draws it: a page may draw that elsewhere, a home
// page's own search, with no box of the navbar's), `navbar__search` with the DocSearch it runs
// for its padding (classicLook.css), and the `type: 'search'` item's `className`. The
// knowledgebase's search box draws its own, so there the default adds no element, unless a
// `type: 'search'` item gives a `className` (then a <div> of that class). A search bar of the site
// or a plugin theme (docusaurus-search-local's) gets Docusaurus's container, whose padding it
// counts on (12 px before it on a wide screen; the bar's right end on a narrow one): without it,
// the navbar's items sat 12 px right of Docusaurus's (classicLook.css).
// A site without search (a Docusaurus site without a search plugin) gets the empty container, as
// Docusaurus draws it around its fallback SearchBar that renders nothing (hidden: classicLook.css).
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { runsDocSearch4, searchBoxClass } from '../../search/docsearchRelease.js';

export default function NavbarSearch({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  if (__DOCS_SEARCH_BAR_OVERRIDE__ || siteConfig.search.enabled === false)
    return (
      <div
        className={className ? `${className} navbarSearchContainer_dv` : 'navbarSearchContainer_dv'}
      >
        {children}
      </div>
    );
  if (__DOCS_DOCUSAURUS_METADATA__) {
    const box = searchBoxClass(runsDocSearch4());
    return <div className={className ? `${className} ${box}` : box}>{children}</div>;
  }
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
