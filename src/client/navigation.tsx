// Navigation on react-router-dom: react-router owns the history (entry keys, the base URL,
// Back/Forward); this layer keeps what a documentation site needs on top of it.
//
// Load-then-swap: the open page stays until the next one's chunks have loaded, then the page
// changes (for a link, together with the URL); a newer navigation drops an older one; `loading`
// drives the progress bar. Routes come from our sharded route table (a resolver passed in), not
// from react-router's route matching, which a site of static paths does not need. The scroll
// position of the open entry is saved before each swap (./scrollPositions.ts).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createPath,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
  useNavigationType,
  type Location as RouterLocation,
} from 'react-router-dom';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import { fullLocation, type RouteLifecycles } from './clientModules.js';
import type { PageHead } from './pageHead.js';
import { saveScrollPosition } from './scrollPositions.js';
import { isModifiedClick, resolveTo, type PathParts } from './urls.js';

/** What a route gives the page frame besides its component. */
export interface RouteHandle {
  head?: PageHead;
  sidebar?: SidebarItem[];
  sidebarName?: string;
  /** A doc of versioned docs: its version (the navbar's version items follow it). */
  docsVersion?: DocVersionMeta;
}

/**
 * A route's outer levels, around its page: each stays mounted across a navigation to a route with
 * the same level at the same place (an element of the same component with the same key), as the
 * parent routes of Docusaurus's nested routes stay while their child routes change: the docs'
 * `DocsRoot` → `DocVersionRoot` → `DocRoot` (src/theme/DocRouteTree.tsx, with the site's
 * `@theme/Layout` DocsRoot renders), a plugin route's parents (src/theme/docusaurus/renderRoutes.tsx).
 */
export type RouteFrame = (page: ReactNode) => ReactNode;

/** What a path resolves to: the page component and its head/sidebar data, or the load error. */
export interface ResolvedRoute {
  Component?: ComponentType;
  /** The level around the page that stays mounted while the next route has the same frame. */
  frame?: RouteFrame;
  handle: RouteHandle;
  /** Path of the matched route-table entry; undefined for not-found. */
  routePath?: string;
  status: number;
  error?: unknown;
  /** The plugin that made the route (`useRouteContext()` inside it; the title formatter's). */
  routeContext?: { plugin: { name: string; id: string } };
  /**
   * A route with parent routes (a plugin's nested routes): the level at `depth` of its chain (-1:
   * the route itself) alone, with its props and those it is given, when its route's path is
   * `path` (a child route's `component` in a level's `route.routes`).
   */
  levelComponent?: (
    depth: number,
    path: string,
  ) => ComponentType<Record<string, unknown>> | undefined;
  /**
   * The levels of its chain down to `depth` as a frame, keyed as its own frame is (a missing path
   * below a parent route: the parent drawn with no child, as Docusaurus's `renderRoutes` draws it).
   */
  levelFrame?: (depth: number) => RouteFrame;
}

/** Resolves a path below the base URL; never rejects (a failure comes back as `error`). */
export type RouteResolver = (pathname: string) => Promise<ResolvedRoute>;

export interface DocLocation extends PathParts {
  /** react-router's key of the history entry (scroll positions are kept by key). */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigationState {
  /** The location of the page shown (during a load, the address bar may be ahead of it). */
  location: DocLocation;
  navigationType: NavigationType;
  route: ResolvedRoute;
  /** A navigation is waiting for its page to load. */
  loading: boolean;
  /** The last navigation asked to keep the scroll position (e.g. a query-string update). */
  preventScrollReset?: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

interface NavigationContextValue {
  state: NavigationState;
  navigate: Navigate;
  basename: string;
}

/** Exported for islands, which see it through a bridge (src/theme/mdx/islands.tsx). */
export const NavigationContext = createContext<NavigationContextValue | null>(null);

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const toLocation = (l: RouterLocation): DocLocation => ({
  pathname: l.pathname,
  search: l.search,
  hash: l.hash,
  key: l.key,
});

/** In-page `#` links (table of contents, heading anchors, text) become keyed history entries. */
function useHashLinks(navigate: Navigate): void {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || isModifiedClick(e)) return;
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]');
      if (!(a instanceof HTMLAnchorElement) || a.hasAttribute('download')) return;
      if (a.target && a.target !== '_self') return;
      e.preventDefault();
      void navigate(a.getAttribute('href')!);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/**
 * The navigation layer, inside a react-router `<BrowserRouter>` (or `<StaticRouter>` on the
 * server). `initial` is the already resolved route of the current URL, so hydration renders
 * exactly what the server rendered.
 */
export function NavigationProvider(props: {
  basename: string;
  resolve: RouteResolver;
  initial: ResolvedRoute;
  /** The site's client modules, told of every route change (browser only; ./clientModules.ts). */
  lifecycles?: RouteLifecycles;
  children: ReactNode;
}) {
  // `props.lifecycles` is read where used: a site without client modules then has none of it.
  const { basename, resolve, initial, children } = props;
  const routerLocation = useRouterLocation();
  const routerType = useNavigationType() as NavigationType;
  const routerNavigate = useRouterNavigate();
  const [state, setState] = useState<NavigationState>(() => {
    const location = toLocation(routerLocation);
    // Client modules hear of the first page before it renders, as in Docusaurus.
    if (__DOCS_HAS_CLIENT_MODULES__)
      props.lifecycles?.routeWillChange(fullLocation(basename, location), null);
    return { location, navigationType: 'POP', route: initial, loading: false };
  });
  const shown = useRef(state);
  const navigateRef = useRef(routerNavigate);
  useIsoLayoutEffect(() => {
    shown.current = state;
    navigateRef.current = routerNavigate;
    if (__DOCS_HAS_CLIENT_MODULES__)
      props.lifecycles?.rendered(fullLocation(basename, state.location));
  });

  const newest = useRef(0); // id of the newest navigation; older ones are dropped once loaded
  // The route a navigate() call loaded, waiting for react-router to move to its location.
  const pending = useRef<{ path: string; route: ResolvedRoute; keepScroll?: boolean }>(null);

  const swap = useCallback(
    (location: DocLocation, type: NavigationType, route: ResolvedRoute, keepScroll?: boolean) => {
      if (__DOCS_HAS_CLIENT_MODULES__) props.lifecycles?.routeLoaded();
      saveScrollPosition(shown.current.location.key, window.scrollY);
      const next = { location, navigationType: type, route, loading: false };
      shown.current = { ...next, preventScrollReset: keepScroll };
      setState(shown.current);
    },
    // `props.lifecycles` is made once, before the first render (entryClient.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const startLoading = () => setState((s) => (s.loading ? s : { ...s, loading: true }));

  const navigate = useCallback<Navigate>(
    async (to, options = {}) => {
      const from = shown.current.location;
      const target = resolveTo(to, from);
      const id = ++newest.current;
      // A route change starts (client modules' onRouteUpdate), from the page on screen.
      if (__DOCS_HAS_CLIENT_MODULES__)
        props.lifecycles?.routeWillChange(
          fullLocation(basename, target),
          fullLocation(basename, from),
        );
      let route = shown.current.route;
      if (target.pathname !== from.pathname) {
        startLoading();
        route = await resolve(target.pathname);
        if (id !== newest.current) return;
      }
      const path = createPath(target);
      pending.current = { path, route, keepScroll: options.preventScrollReset };
      // A link to the open page (same path, query and hash) adds no history entry.
      const replace = options.replace || path === createPath(shown.current.location);
      navigateRef.current(target, { replace });
    },
    // `lifecycles` and `basename` are the app's for its life (entryClient.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resolve],
  );

  // react-router moved to a new location: the one navigate() loaded, or Back/Forward. On a
  // Docusaurus site, a new query or hash of the open page is shown a tick later, not in the render
  // that sees the new URL: Docusaurus shows every new location only once its route's preload has
  // resolved, the open page's too, and a page may rely on it. One whose effect replaces the URL
  // (its query dropped while `useIsBrowser()` is still false) and whose next render, now in the
  // browser, reads the query from `useLocation()` still finds it there and puts it back.
  useIsoLayoutEffect(() => {
    const current = shown.current.location;
    if (routerLocation.key === current.key && createPath(routerLocation) === createPath(current))
      return;
    const location = toLocation(routerLocation);
    const waiting = pending.current;
    pending.current = null;
    if (waiting?.path === createPath(location)) {
      if (__DOCS_DOCUSAURUS_METADATA__ && location.pathname === current.pathname) {
        const id = newest.current;
        return void Promise.resolve().then(
          () =>
            id === newest.current && swap(location, routerType, waiting.route, waiting.keepScroll),
        );
      }
      return swap(location, routerType, waiting.route, waiting.keepScroll);
    }
    const id = ++newest.current;
    if (__DOCS_HAS_CLIENT_MODULES__)
      props.lifecycles?.routeWillChange(
        fullLocation(basename, location),
        fullLocation(basename, current),
      );
    if (location.pathname === current.pathname) {
      if (__DOCS_DOCUSAURUS_METADATA__) {
        const route = shown.current.route;
        return void Promise.resolve().then(
          () => id === newest.current && swap(location, routerType, route),
        );
      }
      return swap(location, routerType, shown.current.route);
    }
    startLoading();
    void resolve(location.pathname).then((route) => {
      if (id === newest.current) swap(location, routerType, route);
    });
  }, [routerLocation]);

  useHashLinks(navigate);
  useEffect(() => {
    // Leaving or reloading the document: keep where the reader is, for Back and for the reload.
    const onHide = () => saveScrollPosition(shown.current.location.key, window.scrollY);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  const value = useMemo(() => ({ state, navigate, basename }), [state, navigate, basename]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigationContext(): NavigationContextValue {
  const ctx = useContext(NavigationContext);
  if (!ctx) throw new Error('Navigation hooks must be used inside <NavigationProvider>');
  return ctx;
}

export const useNavigationState = (): NavigationState => useNavigationContext().state;
export const useLocation = (): DocLocation => useNavigationContext().state.location;
export const useNavigate = (): Navigate => useNavigationContext().navigate;
/** The site's base URL ("/" or "/docs/"). */
export const useBasename = (): string => useNavigationContext().basename;

/** The query string as URLSearchParams, and a setter that navigates to the new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: NavigateOptions) => void,
] {
  const { state, navigate } = useNavigationContext();
  const { pathname, search, hash } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: Record<string, string>, options?: NavigateOptions) => {
    const qs = new URLSearchParams(next).toString();
    void navigate(pathname + (qs ? `?${qs}` : '') + hash, options);
  };
  return [params, set];
}
