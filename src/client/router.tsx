// The client router: a small store over the History API. A documentation site has only static
// paths, each mapped to one lazily loaded page, so it needs no route ranking, loaders or nested
// outlets (react-router cost 29 KB gzip of a 100 KB first-load budget; this file is about 1 KB).
//
// Navigation is load-then-swap: the current page stays until the next one's chunks have loaded,
// then the URL and the page change together; a newer navigation cancels an older one.
import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RouteHandle } from '../theme/Layout.js';

export interface RouterLocation {
  /** Path below the base URL, starting with "/". */
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry (scroll positions are kept by key). */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What a path resolves to: the page component and its head/sidebar data, or the load error. */
export interface ResolvedRoute {
  Component?: ComponentType;
  handle: RouteHandle;
  /** Path of the matched route-table entry; undefined for not-found. */
  routePath?: string;
  status: number;
  error?: unknown;
}

export interface RouterState {
  location: RouterLocation;
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

export interface Router {
  readonly basename: string;
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
}

export type RouteResolver = (pathname: string) => Promise<ResolvedRoute>;

/** Resolves `to` (absolute below the base URL, or relative to `from`) into its parts. */
export function resolveTo(
  to: string,
  from: Pick<RouterLocation, 'pathname' | 'search'>,
): Omit<RouterLocation, 'key'> {
  const u = new URL(to, 'http://router.invalid' + from.pathname + from.search);
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

/** The href of a router path: the base URL prepended. */
export function joinBase(basename: string, path: string): string {
  return basename === '/' ? path : basename.replace(/\/$/, '') + path;
}

/** Strips the base URL from a browser pathname; null when the path is outside it. */
export function stripBase(basename: string, pathname: string): string | null {
  if (basename === '/') return pathname;
  const base = basename.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(base + '/') ? pathname.slice(base.length) : null;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(basename: string): RouterLocation {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
  return { pathname: stripBase(basename, pathname) ?? pathname, search, hash, key };
}

/** The browser router: `initial` is the already resolved route of the current URL (for hydration). */
export function createBrowserRouter(params: {
  basename: string;
  resolve: RouteResolver;
  initial: ResolvedRoute;
}): Router {
  const { basename, resolve } = params;
  const listeners = new Set<() => void>();
  let state: RouterState = {
    location: readLocation(basename),
    navigationType: 'POP',
    route: params.initial,
    loading: false,
  };
  let current = 0; // id of the newest navigation; older ones are dropped when they finish loading

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  async function go(
    target: Omit<RouterLocation, 'key'>,
    type: NavigationType,
    options: NavigateOptions = {},
    key = newKey(),
  ): Promise<void> {
    const id = ++current;
    const location = { ...target, key };
    const apply = (route: ResolvedRoute) => {
      if (type !== 'POP') {
        const method = type === 'REPLACE' ? 'replaceState' : 'pushState';
        window.history[method](
          { key },
          '',
          joinBase(basename, target.pathname) + target.search + target.hash,
        );
      }
      set({
        location,
        navigationType: type,
        route,
        loading: false,
        preventScrollReset: options.preventScrollReset,
      });
    };
    // Same page and query: only the hash (or nothing) changes, no page to load.
    if (
      target.pathname === state.location.pathname &&
      target.search === state.location.search &&
      (target.hash || type === 'POP')
    ) {
      apply(state.route);
      return;
    }
    if (!state.loading) set({ loading: true });
    const route = await resolve(target.pathname);
    if (id === current) apply(route);
  }

  window.addEventListener('popstate', () => {
    const loc = readLocation(basename);
    void go(loc, 'POP', {}, loc.key);
  });

  return {
    basename,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      return go(resolveTo(to, state.location), options.replace ? 'REPLACE' : 'PUSH', options);
    },
  };
}

/** A router fixed on one location, for rendering on the server. */
export function createStaticRouter(params: {
  basename: string;
  location: Omit<RouterLocation, 'key'>;
  route: ResolvedRoute;
}): Router {
  const state: RouterState = {
    location: { ...params.location, key: 'default' },
    navigationType: 'POP',
    route: params.route,
    loading: false,
  };
  return {
    basename: params.basename,
    getState: () => state,
    subscribe: () => () => undefined,
    navigate: async () => undefined,
  };
}

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouterContext() {
  const ctx = useContext(RouterContext);
  if (!ctx) throw new Error('Router hooks must be used inside <RouterProvider>');
  return ctx;
}

export const useRouter = (): Router => useRouterContext().router;
export const useRouterState = (): RouterState => useRouterContext().state;
export const useLocation = (): RouterLocation => useRouterContext().state.location;
export const useNavigate = (): Router['navigate'] => useRouterContext().router.navigate;

/** The query string as URLSearchParams, and a setter that navigates to the new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: NavigateOptions) => void,
] {
  const { router, state } = useRouterContext();
  const params = useMemo(() => new URLSearchParams(state.location.search), [state.location.search]);
  const set = (next: Record<string, string>, options?: NavigateOptions) => {
    const qs = new URLSearchParams(next).toString();
    void router.navigate(
      state.location.pathname + (qs ? `?${qs}` : '') + state.location.hash,
      options,
    );
  };
  return [params, set];
}
