// Pure URL helpers used by the build and the browser alike.

/** Joins URL parts with single slashes, keeping a leading slash and any protocol. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  return joined.replace(/([^:]\/)\/+/g, '$1').replace(/^\/\/+/, '/');
}

/** True for links that leave the site: a protocol, protocol-relative, mailto: and friends. */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z\d+\-.]*:|\/\/)/i.test(href);
}

/**
 * URL of a file of the site's `static/` folder named in the config or front matter (favicon, logo,
 * social image): `img/a.png` and `/img/a.png` both mean `<baseUrl>img/a.png`, on every page. A URL
 * with a protocol, or already under the base URL, is kept.
 */
export function staticFileUrl(path: string, baseUrl: string): string {
  if (isExternalUrl(path) || path.startsWith('#') || path === '') return path;
  if (path.startsWith('/') && baseUrl !== '/' && path.startsWith(baseUrl)) return path;
  return baseUrl + path.replace(/^\/+/, '');
}

/** Prefixes an absolute site path with the base URL (`/a` + `/docs/` → `/docs/a`). */
export function withBaseUrl(path: string, baseUrl: string): string {
  if (isExternalUrl(path) || !path.startsWith('/') || baseUrl === '/') return path;
  if (path.startsWith(baseUrl)) return path;
  return baseUrl.replace(/\/$/, '') + path;
}

/** Removes the base URL from a pathname (`/docs/a` with `/docs/` → `/a`). */
export function stripBaseUrl(pathname: string, baseUrl: string): string {
  if (baseUrl === '/') return pathname;
  const base = baseUrl.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(base + '/') ? pathname.slice(base.length) : pathname;
}

/**
 * Applies the trailingSlash option to a path, leaving `/`, the query and the hash alone
 * (undefined keeps paths as produced).
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || isExternalUrl(url) || url.startsWith('#')) return url;
  const m = /^([^?#]*)(.*)$/.exec(url)!;
  let path = m[1]!;
  if (path === '/' || path === '') return url;
  path = trailingSlash ? (path.endsWith('/') ? path : path + '/') : path.replace(/\/+$/, '');
  return path + m[2];
}

/** Maps `/a/index.html`, `/a.html` and `/a/` onto the route key `/a` (root stays `/`). */
export function normalizePathname(pathname: string): string {
  let p = pathname.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

// A sidebar compares each of its hrefs with the page's path on every render (the active item, the
// open categories, visibility): in the pre-render, thousands of pages times hundreds of items.
// The keys of the paths seen are kept (a few per page and sidebar item), so each comparison is
// two lookups; the map starts again past a bound rather than growing without one.
const pathKeys = new Map<string, string>();
const PATH_KEYS_BOUND = 20_000;

function pathKey(path: string): string {
  let key = pathKeys.get(path);
  if (key === undefined) {
    if (pathKeys.size >= PATH_KEYS_BOUND) pathKeys.clear();
    key = normalizePathname(path).toLowerCase();
    pathKeys.set(path, key);
  }
  return key;
}

/** Compares two site paths the way sidebars do: case-insensitive, ignoring one trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return a === b || pathKey(a) === pathKey(b);
}

/** Splits `path?query#hash` into its parts. */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const m = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url)!;
  return { path: m[1] ?? '', query: m[2] ?? '', hash: m[3] ?? '' };
}

/** Resolves a relative link against a page path, like a browser would (`./b` on `/a/x` → `/a/b`). */
export function resolveUrl(from: string, to: string): string {
  if (to.startsWith('/') || isExternalUrl(to)) return to;
  const base = from.endsWith('/') ? from : from.replace(/[^/]*$/, '');
  const out: string[] = [];
  const { path, query, hash } = splitUrl(to);
  for (const seg of (base + path).split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.') out.push(seg);
  }
  let res = out.join('/');
  if (!res.startsWith('/')) res = '/' + res;
  if (path === '' && to.startsWith('#')) res = from;
  return res + query + hash;
}
