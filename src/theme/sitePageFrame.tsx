// The page frame for a site whose `@theme/Layout` draws it (an ejected Docusaurus Layout that
// renders `<Navbar />` and `<Footer />`): the theme resolver (plugins/themeResolver.ts) gives this
// module in ./pageFrameSlot.tsx's place. ./Layout.tsx then draws only the frame's parts that draw
// nothing, and every route kind renders through the site's Layout where Docusaurus's classic theme
// does (`ThemeLayout`: DocsRoot, BlogLayout, BlogArchivePage, MDXPage, NotFound, and the search and
// error pages); a React page calls it itself. The navbar the site's Layout draws reads the open
// page (its docs sidebar, path, version) from `NavbarPagePropsContext`, given here.
import SiteLayout from './docusaurus/Layout.js';
import { NavbarPagePropsContext } from './navbarPageProps.js';
import type { PageFrameProps, ThemeLayoutProps } from './pageFrameSlot.js';

export type { PageFrameProps, ThemeLayoutProps };

export const SITE_DRAWS_FRAME: boolean = true;

export function PageFrame({ page, progress, parts, children }: PageFrameProps) {
  return (
    <>
      {progress}
      {parts}
      <NavbarPagePropsContext.Provider value={page}>{children}</NavbarPagePropsContext.Provider>
    </>
  );
}

/**
 * The site's `@theme/Layout` (the resolver gives the site's file for the theme's own import of
 * ./docusaurus/Layout.js, as for every module a site overrides).
 */
export function ThemeLayout(props: ThemeLayoutProps) {
  return <SiteLayout {...props} />;
}
