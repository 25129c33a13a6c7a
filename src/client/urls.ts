// Paths below the base URL: how links resolve and how the base is added to or taken off a path.

export interface PathParts {
  /** Path below the base URL, starting with "/". */
  pathname: string;
  search: string;
  hash: string;
}

/**
 * An absolute path the URL parser gives back unchanged: no dot segment (no `.` at all), nothing it
 * escapes, no query or fragment, and not `//` (another host).
 */
const PLAIN_PATH = /^\/(?!\/)[\w~/-]*$/;

/** Resolves `to` (absolute below the base URL, or relative to `from`) like a browser would. */
export function resolveTo(to: string, from: Pick<PathParts, 'pathname' | 'search'>): PathParts {
  // Most links (a sidebar's, a doc's to another) are such paths: the URL parser leaves them as they
  // are, and parsing one was half of a link's render in the pre-render (issue 37). The server's
  // only: the client bundle is left as it was (the condition is `false` there, and drops out).
  if (import.meta.env.SSR && PLAIN_PATH.test(to)) return { pathname: to, search: '', hash: '' };
  const u = new URL(to, 'http://router.invalid' + from.pathname + from.search);
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

/** The href of a path below the base URL: the base URL prepended. */
export function joinBase(basename: string, path: string): string {
  return basename === '/' ? path : basename.replace(/\/$/, '') + path;
}

/**
 * A link's target as Docusaurus's Link reads it: a path that already starts with the base URL
 * (`/docs/intro` on a site whose base URL is `/docs/`) is not given the base again.
 */
export function unprefixedTarget(target: string, basename: string): string {
  const base = basename.replace(/\/$/, '') + '/';
  return base !== '/' && target.startsWith(base) ? target.slice(base.length - 1) : target;
}

/**
 * A `pathname://` link's address, as Docusaurus's Link gives it (undefined for any other link):
 * the path after the "protocol", with the base URL when it starts with `/` (unless the link says
 * `autoAddBaseUrl={false}`). Such a link is never followed in the app: the browser loads it.
 */
export function pathnameProtocolUrl(
  target: string,
  basename: string,
  autoAddBaseUrl = true,
): string | undefined {
  if (!target.startsWith('pathname://')) return undefined;
  const path = target.slice('pathname://'.length);
  return autoAddBaseUrl && path.startsWith('/') && !path.startsWith('//')
    ? joinBase(basename, unprefixedTarget(path, basename))
    : path;
}

/** Strips the base URL from a browser pathname; null when the path is outside it. */
export function stripBase(basename: string, pathname: string): string | null {
  if (basename === '/') return pathname;
  const base = basename.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(base + '/') ? pathname.slice(base.length) : null;
}

/** A click the browser should handle itself: new tab or window, download, another button. */
export function isModifiedClick(e: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;
}
