// The page frame of this theme, drawn around every route by ./Layout.tsx: the skip link, the
// announcement bar, the navbar, the main area and the footer. `ThemeLayout` is where Docusaurus's
// route components render `@theme/Layout` (DocsRoot, BlogLayout, BlogArchivePage, MDXPage,
// NotFound): with this frame drawn around every route already, it adds nothing. A site whose
// `@theme/Layout` draws the frame itself (it imports `@theme/Navbar` or `@theme/Footer`, as an
// ejected Docusaurus Layout does) gets ./sitePageFrame.tsx in this module's place from the theme
// resolver (plugins/themeResolver.ts), so none of the imports below is bundled for it.
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import AnnouncementBar from './classic/AnnouncementBar.js';
import SkipToContent, { MAIN_ELEMENT_ID } from './classic/SkipToContent.js';
import Footer, { type FooterConfig } from './Footer.js';
import Navbar from './Navbar.js';
import { PluginHtmlClassNameProvider } from './docusaurus/htmlClassName.js';
import type { NavbarPageProps } from './navbarPageProps.js';

/** `@theme/Layout`'s props, as Docusaurus's route components and a site's pages give them. */
export interface ThemeLayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export interface PageFrameProps {
  /** What the navbar knows of the open page. */
  page: NavbarPageProps;
  /** The navigation's progress bar. */
  progress: ReactNode;
  /** The frame's parts that draw nothing (scroll manager, metadata), in one slot. */
  parts: ReactNode;
  /** The route's page. */
  children: ReactNode;
}

/** Whether the site's `@theme/Layout` draws the frame (./sitePageFrame.tsx says yes). */
export const SITE_DRAWS_FRAME: boolean = false;

export function PageFrame({ page, progress, parts, children }: PageFrameProps) {
  return (
    <>
      <SkipToContent />
      {progress}
      {parts}
      <AnnouncementBar />
      <Navbar {...page} />
      {/* On a Docusaurus site, its Layout's CSS-module class too (`mainWrapper_<hash>`). */}
      <div
        id={MAIN_ELEMENT_ID}
        className={
          __DOCS_DOCUSAURUS_METADATA__
            ? 'theme-layout-main main-wrapper mainWrapper_dv'
            : 'theme-layout-main main-wrapper'
        }
        tabIndex={-1}
      >
        {children}
      </div>
      {/* The constant is false exactly when the config's footer is (plugins/siteFeatures.ts). */}
      {__DOCS_HAS_FOOTER__ && <Footer footer={siteConfig.footer as FooterConfig} />}
    </>
  );
}

/**
 * Where Docusaurus's route components draw `@theme/Layout`: the frame is around them already; the
 * route's plugin classes go on `<html>` here, as Docusaurus's `Layout/Provider` adds them.
 */
export function ThemeLayout({ children }: ThemeLayoutProps) {
  return <PluginHtmlClassNameProvider>{children}</PluginHtmlClassNameProvider>;
}
