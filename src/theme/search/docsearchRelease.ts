// What a Docusaurus site's DocSearch button follows: the @docsearch/react the site runs and the
// Docusaurus release, read by the button (../SearchBar.tsx) and by the navbar's container of it
// (../classic/Navbar/Search.tsx). The button's look for each is global CSS, as @docsearch/css's
// is (plugins/pages/siteLook.ts), so that a button a page draws outside the navbar has it too.
import { siteData } from 'virtual:docs/site-config';
import { siteOnDocusaurus } from '../blog/authorRelease.js';

/**
 * Whether a Docusaurus site's search bar runs DocSearch 4: theme-search-algolia renders the
 * `DocSearchButton` of the @docsearch/react installed for the site (3.9 and 3.10 accept 3.9 or 4;
 * plugins/config/docusaurus/docsearchVersion.ts), DocSearch 4's button (its icon, a "Ctrl" key in
 * text) when that is 4, else 3's.
 */
export function runsDocSearch4(): boolean {
  return parseInt(siteData.docsearchVersion ?? '', 10) >= 4;
}

/**
 * The class of the navbar's box around a Docusaurus site's search button (`@theme/Navbar/Search`'s
 * place): `navbar__search`, with the DocSearch major for the box's padding (classicLook.css) and,
 * with DocSearch 3 from theme-search-algolia 3.9 on, `--flush-keys` (its stylesheet's
 * `.DocSearch-Button-Key { padding: 0 }`).
 */
export function searchBoxClass(docsearch4: boolean): string {
  if (docsearch4) return 'navbar__search navbar__search--docsearch4';
  return siteOnDocusaurus(3, 9) ? 'navbar__search navbar__search--flush-keys' : 'navbar__search';
}
