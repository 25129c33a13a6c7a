// `@docusaurus/router`: react-router's hooks as Docusaurus re-exports them (react-router 5's
// shapes): `useLocation` (react-router-dom's), `useHistory` (push, replace, go, goBack, goForward,
// listen, location; push and replace take a path or a location object) and `useNavigate`, which navigate through the client's load-then-swap
// (src/client/navigation.tsx), `<Redirect>` and `matchPath`.
import { useEffect, useMemo } from 'react';
import { useLocation as useRouterLocation } from 'react-router-dom';
import { useNavigate as useClientNavigate } from '../../client/navigation.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export function useLocation(): Location {
  const l = useRouterLocation() as Partial<Location> & { pathname: string };
  return {
    pathname: l.pathname,
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

export function useHistory() {
  const navigate = useClientNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: HistoryTo) => void navigate(pathOf(to, location)),
      replace: (to: HistoryTo) => void navigate(pathOf(to, location), { replace: true }),
      listen,
      go: (n: number) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [navigate, location],
  );
}

export function useNavigate() {
  const navigate = useClientNavigate();
  return (to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? window.history.go(to) : void navigate(to, options);
}

/**
 * react-router 5's `<Redirect to push?>`: once in the browser, goes to `to` (replacing the entry
 * unless `push`). The pre-rendered page is empty, as Docusaurus's is.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }): null {
  const navigate = useClientNavigate();
  useEffect(() => {
    void navigate(to, { replace: !push });
  }, [navigate, to, push]);
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
