// `@theme/Navbar/Search`: where the navbar puts its search box (`children`, the `@theme/SearchBar`).
// The generator's own search box draws its own container here, so the default adds no element,
// unless a `type: 'search'` item gives a `className` (then a <div> of that class). A search bar of
// the site or a plugin theme (docusaurus-search-local's) gets Docusaurus's container, whose
// padding it counts on (12 px before it on a wide screen; the bar's right end on a narrow one):
// without it, the navbar's items sat 12 px right of Docusaurus's (classicLook.css).
// A site without search (a Docusaurus site without a search plugin) gets the empty container, as
// Docusaurus draws it around its fallback SearchBar that renders nothing (hidden: classicLook.css).
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';

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
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
