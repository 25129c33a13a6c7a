// The page frame for a site whose `@theme/Layout` draws it (an ejected Docusaurus Layout that
// renders `<Navbar />` and `<Footer />`): the theme resolver (plugins/themeResolver.ts) gives this
// module in ./pageFrameSlot.tsx's place. ./Layout.tsx then draws only the frame's parts that draw
// nothing, and every route kind renders through the site's Layout where Docusaurus's classic theme
// does (`ThemeLayout`: DocsRoot, BlogLayout, BlogArchivePage, MDXPage, NotFound, and the search and
// error pages); a React page calls it itself. The navbar the site's Layout draws reads the open
// page (its docs sidebar, path, version) from `NavbarPagePropsContext`, given here.
import { useContext } from 'react';
import { useNavigationState } from '../client/navigation.js';
import Head from './docusaurus/Head.js';
import SiteLayout from './docusaurus/Layout.js';
import { PluginHtmlClassNameProvider } from './docusaurus/htmlClassName.js';
import { NavbarPagePropsContext } from './navbarPageProps.js';
import type { PageFrameProps, ThemeLayoutProps } from './pageFrameSlot.js';
import { pageTitle, TitleFormatterContext } from './titleFormatter.js';

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
export function ThemeLayout({ children, ...props }: ThemeLayoutProps) {
  // The route's plugin classes on `<html>`, as Docusaurus's `Layout/Provider` adds them.
  return (
    <PluginHtmlClassNameProvider>
      <SiteLayout {...props}>
        <RouteTitle />
        {children}
      </SiteLayout>
    </PluginHtmlClassNameProvider>
  );
}

/**
 * The route's own title as a `<Head>` inside the site's Layout, where Docusaurus's route components
 * render their `PageMetadata` (DocItem, a blog page, MDXPage, NotFound): rendered after the
 * Layout's own `<Head>`, it wins over a `<title>` the Layout gives (react-helmet's order; an ejected
 * Layout writing `<title>{title ?? ''}</title>` left the browser's title empty), and a `<Head>` in
 * the page's content, rendered after it, still wins over it.
 */
function RouteTitle() {
  const formatter = useContext(TitleFormatterContext);
  const { route } = useNavigationState();
  const title = route.handle.head?.title;
  if (!title) return null;
  return (
    <Head themeTitle>
      <title>{pageTitle(formatter, title, route.routeContext?.plugin)}</title>
    </Head>
  );
}
