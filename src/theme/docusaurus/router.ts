// `@docusaurus/router`: react-router's hooks as Docusaurus re-exports them (react-router 5's
// shapes): `useLocation` (react-router-dom's), `useHistory` (push, replace, go, goBack, goForward,
// location) and `useNavigate`, which navigate through the client's load-then-swap
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

export function useHistory() {
  const navigate = useClientNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => void navigate(to),
      replace: (to: string) => void navigate(to, { replace: true }),
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
