// `@docusaurus/router`: react-router's hooks as Docusaurus re-exports them (react-router 5's
// shapes): `useLocation` (the location of the page on screen, as Docusaurus's router gives it),
// `useHistory` (push, replace, go, goBack, goForward, listen, location; push and replace take a
// path or a location object) and `useNavigate`, which navigate through the client's load-then-swap
// (src/client/navigation.tsx), `<Redirect>` and `matchPath`.
//
// Paths here are whole paths, the base URL included, as Docusaurus's are: its router has no
// basename (its routes carry the base URL), so `useLocation().pathname` is `/fr/docs/intro` on a
// French page and `history.push(useBaseUrl('/docs/x'))` goes to `/fr/docs/x`. Our router works below
// the base URL (its basename): the location gets the base put back, and a path given to push,
// replace, navigate or `<Redirect>` is resolved against the whole path and taken below the base;
// a path outside the base URL (another locale's, another site's) is a page load of that path.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation as useRouterLocation } from 'react-router-dom';
import {
  useLocation as useShownLocation,
  useNavigate as useClientNavigate,
  type NavigateOptions,
} from '../../client/navigation.js';
import { joinBase } from '../../client/urls.js';
import { navigateWhole } from './navigateWhole.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The router's base name: the site's (the locale's) base URL; "/" on a page outside it. */
function useRouterBasename(): string {
  return useContext(UNSAFE_NavigationContext)?.basename || '/';
}

/**
 * The location of the page on screen, as Docusaurus's `useLocation()` gives it (its router renders
 * the pages under the location it shows, which follows the URL once the new route has loaded, even
 * for a new query or hash: src/client/navigation.tsx). A site of our own format reads react-router's
 * (its only reader is the not-found page, where both are the same).
 */
export function useLocation(): Location {
  // A build-time constant: the same hook runs on every render of a build.
  const l = (
    __DOCS_DOCUSAURUS_METADATA__
      ? // eslint-disable-next-line react-hooks/rules-of-hooks
        useShownLocation()
      : // eslint-disable-next-line react-hooks/rules-of-hooks
        useRouterLocation()
  ) as Partial<Location> & { pathname: string };
  return {
    pathname: joinBase(useRouterBasename(), l.pathname),
    search: l.search ?? '',
    hash: l.hash ?? '',
    state: l.state ?? null,
    key: l.key ?? 'default',
  };
}

/** history 5's `To`: a path, or the parts of a location (`{ ...location, search }`). */
type HistoryTo = string | { pathname?: string; search?: string; hash?: string };

/** The path of `to`, its missing parts from `from` (a search or hash gets its `?` or `#`). */
function pathOf(to: HistoryTo, from: Location): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return (to.pathname ?? from.pathname) + search + hash;
}

/** The client's navigate over whole paths (the base URL included). */
function useWholeNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useClientNavigate();
  const basename = useRouterBasename();
  const location = useLocation();
  return (to, options) => navigateWhole(navigate, basename, to, location, options);
}

/**
 * history's `listen`: the listener is called on the browser's back and forward (a navigation of
 * this client renders the page again, and with it every `useHistory()` caller, which gets the new
 * location). Docusaurus's query-string hooks subscribe with it (`useSyncExternalStore`).
 */
function listen(listener: (location: { pathname: string; search: string; hash: string }) => void) {
  const onPop = () => listener(window.location);
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

/**
 * react-router 5's `history`: one object for the life of the component, as Docusaurus's router
 * gives one (its context's history). A site's `useEffect(..., [history])` runs once: a relative
 * `history.replace('x/y')` in it went again from the page it had led to while that page loaded.
 * Its `location` and its methods use the latest render's navigation and the URL's location, as
 * history's own: not always `useLocation()`'s, the location on screen, which on a Docusaurus site
 * follows the URL once the route has loaded (a new query a tick later).
 */
export function useHistory() {
  const navigate = useClientNavigate();
  const basename = useRouterBasename();
  const url = useRouterLocation();
  const location: Location = {
    pathname: joinBase(basename, url.pathname),
    search: url.search,
    hash: url.hash,
    state: null,
    key: url.key,
  };
  const latest = useRef({ navigate, basename, location });
  latest.current = { navigate, basename, location };
  const [history] = useState(() => {
    const go = (to: HistoryTo, replace: boolean) => {
      const { navigate: nav, basename: base, location: from } = latest.current;
      navigateWhole(nav, base, pathOf(to, from), from, replace ? { replace: true } : undefined);
    };
    return {
      get location() {
        return latest.current.location;
      },
      push: (to: HistoryTo) => go(to, false),
      replace: (to: HistoryTo) => go(to, true),
      listen,
      go: (n: number) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    };
  });
  return history;
}

export function useNavigate() {
  const navigate = useWholeNavigate();
  return (to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? window.history.go(to) : navigate(to, options);
}

/**
 * react-router 5's `<Redirect to push?>`: once in the browser, goes to `to` (replacing the entry
 * unless `push`). The pre-rendered page is empty, as Docusaurus's is.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }): null {
  const navigate = useWholeNavigate();
  useEffect(() => {
    navigate(to, { replace: !push });
    // Once: `navigate` is made again on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to, push]);
  return null;
}

/** react-router 5's `matchPath` for the forms docs use: a literal path, `:param`s, `exact`. */
export function matchPath(
  pathname: string,
  options: string | { path: string; exact?: boolean },
): { path: string; url: string; isExact: boolean; params: Record<string, string> } | null {
  const { path, exact = false } = typeof options === 'string' ? { path: options } : options;
  const names: string[] = [];
  const source = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:(\w+)/g, (_, name: string) => (names.push(name), '/([^/]+)'));
  const m = new RegExp(`^${source}${exact ? '/?$' : '(?=/|$)'}`).exec(pathname);
  if (!m) return null;
  return {
    path,
    url: m[0],
    isExact: m[0] === pathname || m[0] + '/' === pathname,
    params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])),
  };
}
