// The page frame around every route: the progress bar, scroll manager and site metadata, and the
// frame's visible parts (skip link, announcement bar, navbar, main area, footer: ./pageFrameSlot.tsx,
// or the site's own `@theme/Layout` when it draws them: ./sitePageFrame.tsx), the route's page in
// an error boundary.
import { useEffect, useRef } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { findRootElement } from '../shared/constants.js';
import NavigationProgress from '../client/NavigationProgress.js';
import ScrollManager from '../client/ScrollManager.js';
import { isServerHeadStale } from '../client/initialHead.js';
import { setInitialHydration } from '../client/islands.js';
import { useNavigationState } from '../client/navigation.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import { formatTitle, type PageHead } from '../shared/pageHead.js';
import { ErrorBoundary } from './ErrorPage.js';
import { PageFrame, SITE_DRAWS_FRAME, ThemeLayout } from './pageFrameSlot.js';
import { RouteError } from './resolveRoute.js';
import { loadThemeHead, loadedThemeHead } from './themeHeadLoader.js';
import SiteMetadata from './classic/SiteMetadata.js';
import { showHeadTitleAgain } from './docusaurus/Head.js';
import useIsomorphicLayoutEffect from './docusaurus/useIsomorphicLayoutEffect.js';

/** Printing opens every <details> (CSS cannot), and closes again those that were closed. */
function usePrintExpansion() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
      opened.forEach((d) => (d.open = true));
    };
    const after = () => {
      opened.forEach((d) => (d.open = false));
      opened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}

function useHead(head: PageHead | undefined, pathname: string) {
  const first = useRef(true);
  const shown = useRef<{ pathname: string; title: string; head: PageHead } | undefined>(undefined);
  // A layout effect: it runs before the page's own effects, so a page component's <Head> title
  // (`@theme/Layout`'s `title` on a React page or a plugin route) is set after it and stays.
  // Isomorphic, as every layout effect the server renders: React 18's server renderer warns of one.
  useIsomorphicLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      // The server wrote the head of the first page, unless it sent another page's.
      if (!isServerHeadStale()) return;
    }
    document.title = formatTitle(
      head?.title,
      siteConfig.title,
      siteConfig.titleDelimiter,
      siteConfig.repeatSiteTitle,
    );
  }, [head]);
  // After the page's own effects (a parent's run after its children's, the unmounted Heads' cleanups
  // before both): a kept level's Head title shows again over the frame's (a Docusaurus site's
  // route levels: a build-time constant, so other sites' bundles have none of it).
  useEffect(() => {
    if (__DOCS_ROUTER_PROPS__) showHeadTitleAgain();
  }, [head]);
  // Then the theme's head elements of the route (canonical URL, description, search tags…) take
  // the place of the previous route's; the server wrote the first route's (`og:title`: the title
  // the Heads left).
  // Its module came with the route (resolveNavigation), unless that load failed: then once it loads.
  useEffect(() => {
    const now = { pathname, title: document.title, head: head ?? {} };
    const from = shown.current;
    shown.current = now;
    if (!from || from.pathname === pathname) return;
    const update = loadedThemeHead();
    if (update) update(from, now);
    else
      void loadThemeHead().then(
        (update) => update(from, now),
        () => undefined,
      );
  }, [head, pathname]);
}

/** The current route's page, or what to show when it failed to load. */
function RouteView() {
  const { route } = useNavigationState();
  if (route.error !== undefined || !route.Component) {
    const error = <RouteError error={route.error ?? new Error('The page has no component')} />;
    // A site's frame Layout draws the navbar and footer around the error too.
    return SITE_DRAWS_FRAME ? <ThemeLayout>{error}</ThemeLayout> : error;
  }
  const page = <route.Component />;
  // A route's frame (a docs instance's DocsRoot) stays mounted from one route to the next of the
  // same frame (its element's key), as Docusaurus's parent route does.
  return route.frame ? route.frame(page) : page;
}

export default function Layout() {
  const { location, route } = useNavigationState();
  const handle = route.handle;
  useHead(handle?.head, location.pathname);
  const sidebar = useLiveSidebar(handle?.sidebarName, handle?.sidebar);
  usePrintExpansion();
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    findRootElement(document)?.setAttribute('data-hydrated', '');
  }, []);
  // The first commit (the hydration's end), for the load profile (scripts/bench/profile.ts load).
  useIsomorphicLayoutEffect(() => {
    setInitialHydration(false);
    performance.mark('docs:hydrated');
  }, []);
  // The route's plugin classes on <html> come from where it renders `@theme/Layout`
  // (`ThemeLayout`, ./docusaurus/htmlClassName.tsx), as Docusaurus's `Layout/Provider` adds them.
  return (
    <PageFrame
      page={{
        sidebar,
        pathname: location.pathname,
        docsVersion: handle?.docsVersion,
        sidebarName: handle?.sidebarName,
      }}
      progress={<NavigationProgress />}
      parts={
        // One slot with the scroll manager: the frame's count of children numbers React's ids.
        <>
          <ScrollManager />
          <SiteMetadata />
        </>
      }
    >
      <ErrorBoundary resetKey={location.pathname}>
        <RouteView />
      </ErrorBoundary>
    </PageFrame>
  );
}
