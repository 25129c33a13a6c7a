// The page frame: skip link, announcement bar, navbar, main area in an error boundary, footer.
import { useEffect, useLayoutEffect, useRef } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { SidebarItem } from '../shared/types.js';
import { ROOT_ELEMENT_ID } from '../shared/constants.js';
import NavigationProgress from '../client/NavigationProgress.js';
import { RouteError } from '../client/resolveRoute.js';
import { useRouterState } from '../client/router.js';
import { useLiveSidebar } from '../client/liveSidebar.js';
import { formatTitle, type PageHead } from '../shared/pageHead.js';
import AnnouncementBar from './AnnouncementBar.js';
import { ErrorBoundary } from './ErrorPage.js';
import Navbar from './Navbar.js';

export interface RouteHandle {
  head?: PageHead;
  sidebar?: SidebarItem[];
  sidebarName?: string;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Scroll to the top on a new page, to the hash anchor if any, and back where it was on Back. */
function ScrollManager() {
  const { location, navigationType: navType, preventScrollReset } = useRouterState();
  const positions = useRef(new Map<string, number>());
  const lastKey = useRef(location.key);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useIsoLayoutEffect(() => {
    positions.current.set(lastKey.current, window.scrollY);
    lastKey.current = location.key;
    if (preventScrollReset) return;
    if (navType === 'POP' && positions.current.has(location.key)) {
      window.scrollTo(0, positions.current.get(location.key)!);
      return;
    }
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (navType !== 'POP' || !location.hash) window.scrollTo(0, 0);
    // After a new page, keyboard and screen-reader users start again from the skip link.
    if (navType === 'PUSH') document.getElementById('__skip')?.focus({ preventScroll: true });
  }, [location.key]);
  return null;
}

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

function useHead(head: PageHead | undefined) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the server wrote the head of the first page
      return;
    }
    document.title = formatTitle(head?.title, siteConfig.title);
    const desc = document.querySelector('meta[name="description"]');
    if (desc && head?.description) desc.setAttribute('content', head.description);
  }, [head]);
}

/** The current route's page, or what to show when it failed to load. */
function RouteView() {
  const { route } = useRouterState();
  if (route.error !== undefined || !route.Component)
    return <RouteError error={route.error ?? new Error('The page has no component')} />;
  return <route.Component />;
}

export default function Layout() {
  const { location, route } = useRouterState();
  const handle = route.handle;
  useHead(handle?.head);
  const sidebar = useLiveSidebar(handle?.sidebarName, handle?.sidebar);
  usePrintExpansion();
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    document.getElementById(ROOT_ELEMENT_ID)?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <div role="region" aria-label="Skip to main content" id="__skip" tabIndex={-1}>
        <a className="skipToContent" href="#__main">
          Skip to main content
        </a>
      </div>
      <NavigationProgress />
      <ScrollManager />
      {siteConfig.announcementBar && <AnnouncementBar {...siteConfig.announcementBar} />}
      <Navbar sidebar={sidebar} pathname={location.pathname} />
      <div id="__main" className="main-wrapper" tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <RouteView />
        </ErrorBoundary>
      </div>
      <footer className={`footer footer--${siteConfig.footer.style}`}>
        <div className="container container-fluid">
          {siteConfig.footer.copyright && (
            <div className="footer__copyright">{siteConfig.footer.copyright}</div>
          )}
        </div>
      </footer>
    </>
  );
}
