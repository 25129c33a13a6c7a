// `@docusaurus/router`: react-router's hooks as Docusaurus re-exports them, over this theme's
// router (src/client/router.tsx): `useLocation`, `useHistory` (push, replace, go, goBack,
// goForward, location), `useNavigate` and `matchPath`.
import { useMemo } from 'react';
import { useLocation as useRouterLocation, useRouter } from '../../client/router.js';

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
  const router = useRouter();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => void router.navigate(to),
      replace: (to: string) => void router.navigate(to, { replace: true }),
      go: (n: number) => window.history.go(n),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [router, location],
  );
}

export function useNavigate() {
  const router = useRouter();
  return (to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? window.history.go(to) : void router.navigate(to, options);
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
