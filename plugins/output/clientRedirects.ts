// Redirect pages, as `@docusaurus/plugin-client-redirects` writes them: a small HTML file at each
// old path that sends the browser to the new one (meta refresh, and a script that carries the
// query string and the hash along). Docusaurus's options, with its rules:
// - `redirects: [{ from, to }]` (`from` a path or a list of paths, `to` a path of the site or any
//   URL);
// - `createRedirects(path)`: called with every route path of the site, returns the old paths
//   (one or a list) that should lead to it;
// - `fromExtensions: ['html']`: `/a.html` leads to `/a`; `toExtensions: ['html']`: `/a` leads
//   to a route `/a.html`.
// A `to` path that is not a route of the site (nor one with or without its trailing slash, where
// `trailingSlash` allows it) fails the build (naming the paths that exist); a
// `from` that is a route, or twice the same `from`, is warned about and skipped (the first wins).
// Redirect pages are not pages of the site: not in the sitemap, the search or the link check.
import { applyTrailingSlash, withBaseUrl } from '../../src/shared/paths.js';
import type { Diagnostic } from '../diagnostics.js';

export interface ClientRedirectsOptions {
  redirects: { from: string | string[]; to: string }[];
  createRedirects?: (path: string) => string | string[] | undefined | null | void;
  fromExtensions: string[];
  toExtensions: string[];
}

export interface Redirect {
  from: string;
  to: string;
}

export interface RedirectFile {
  /** Path of the file in the output folder, e.g. `old/page/index.html`. */
  file: string;
  content: string;
  redirect: Redirect;
}

/**
 * The script of a redirect page under a Content-Security-Policy (a Docusaurus site with
 * `customFields.csp`, which Docusaurus itself never sends): one text for all (the target is the
 * canonical link), so that one hash in the policy allows it. Query and hash go along when the
 * target has neither, as Docusaurus's script does; `replace` keeps the old address out of the
 * history.
 */
export const REDIRECT_SCRIPT =
  "(function(){var t=new URL(document.querySelector('link[rel=canonical]').href);" +
  'if(!t.search&&!t.hash){t.search=location.search;t.hash=location.hash}' +
  'location.replace(t.href)})()';

/** What Eta's `<%= %>` (the plugin's template engine) writes for a value: XML-escaped. */
const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Whether the target has no query and no hash of its own: the page's go along (the plugin's rule). */
function forwardsSearchAndHash(toUrl: string): boolean {
  try {
    const url = new URL(toUrl, 'https://example.com');
    return !url.search && !url.hash;
  } catch {
    return false;
  }
}

/**
 * The HTML of a redirect page to `toUrl` (a URL the browser can open: base URL included), byte for
 * byte as `@docusaurus/plugin-client-redirects` 3.x writes it (its
 * `templates/redirectPage.template.html` through Eta: no title, no robots tag, a script that
 * assigns `window.location.href`). Under a policy (`policy: true`) the script is the one
 * hash-allowed `REDIRECT_SCRIPT`, which does the same from the canonical link.
 */
export function redirectPage(toUrl: string, options: { policy?: boolean } = {}): string {
  const to = escapeXml(encodeURI(decodeURIComponentSafe(toUrl)));
  const script = options.policy
    ? `  <script>${REDIRECT_SCRIPT}</script>`
    : [
        '  <script>',
        `    window.location.href = '${to}'${forwardsSearchAndHash(toUrl) ? ' + window.location.search + window.location.hash' : ''};`,
        '  </script>',
      ].join('\n');
  return [
    '<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <meta http-equiv="refresh" content="0; url=${to}">`,
    `    <link rel="canonical" href="${to}" />`,
    '  </head>',
    script,
    '</html>',
  ].join('\n');
}

/** `%20` stays `%20` through `encodeURI`: decode first what is already encoded. */
function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** An extension as the options take it: no dot, no slash, nothing to encode. */
function checkExtension(ext: string, option: string): string | undefined {
  if (!ext) return `${option}: an empty extension is not allowed`;
  if (ext.includes('.')) return `${option}: "${ext}" contains a "." (write "html", not ".html")`;
  if (ext.includes('/')) return `${option}: "${ext}" contains a "/"`;
  if (encodeURIComponent(ext) !== ext)
    return `${option}: "${ext}" contains characters a URL encodes`;
  return undefined;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Every redirect the options ask for, over the site's route paths (below the base URL). */
export function collectRedirects(
  routePaths: string[],
  options: ClientRedirectsOptions,
): { redirects: Redirect[]; errors: string[] } {
  const errors = [
    ...options.fromExtensions.map((e) => checkExtension(e, 'fromExtensions')),
    ...options.toExtensions.map((e) => checkExtension(e, 'toExtensions')),
  ].filter((e): e is string => e !== undefined);
  const redirects: Redirect[] = [];
  const from = options.fromExtensions.map((e) => `.${e}`);
  const to = options.toExtensions.map((e) => `.${e}`);
  for (const path of routePaths) {
    // /a ← /a.html (and /a/ ← /a.html/)
    if (path !== '/' && path !== '' && !from.some((ext) => path.endsWith(ext)))
      for (const ext of from)
        redirects.push({
          from: path.endsWith('/') ? `${trimSlash(path)}${ext}/` : `${path}${ext}`,
          to: path,
        });
    // /a.html ← /a
    const ext = to.find((e) => path.endsWith(e));
    if (ext) redirects.push({ from: path.slice(0, -ext.length), to: path });
  }
  for (const r of options.redirects)
    for (const f of typeof r.from === 'string' ? [r.from] : r.from)
      redirects.push({ from: f, to: r.to });
  if (options.createRedirects)
    for (const path of routePaths) {
      const made = options.createRedirects(path) ?? [];
      for (const f of typeof made === 'string' ? [made] : made)
        redirects.push({ from: f, to: path });
    }
  for (const r of redirects) {
    if (typeof r.from !== 'string' || !r.from.startsWith('/') || /[?#]/.test(r.from))
      errors.push(
        `${JSON.stringify(r)}: "from" must be a path of this site, starting with "/", without query or hash`,
      );
  }
  return { redirects, errors };
}

/** The pathname of a `to` that is a path of the site (query and hash apart), else undefined. */
function sitePathOf(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  try {
    return decodeURI(new URL(to, 'https://example.com').pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a `to` path may be redirected to, as the plugin checks it: a route of the site, or one
 * that differs only by its trailing slash unless `trailingSlash` is set the other way (`/docs` →
 * `/getting-started` where the page is `/getting-started/`, with `trailingSlash` unset: the host
 * serves the page's folder).
 */
export function isRedirectTarget(
  path: string,
  routes: ReadonlySet<string>,
  trailingSlash: boolean | undefined,
): boolean {
  if (routes.has(path)) return true;
  if (path.endsWith('/')) return trailingSlash !== false && routes.has(path.slice(0, -1));
  return trailingSlash !== true && routes.has(`${path}/`);
}

/**
 * The redirect files to write, or what is wrong: targets that are not routes (errors), and
 * redirects from a route or from the same path twice (warnings; skipped).
 */
export function planRedirects(params: {
  routePaths: string[];
  options: ClientRedirectsOptions[];
  trailingSlash: boolean | undefined;
  baseUrl: string;
  configFile: string;
  /** Whether the site sends a Content-Security-Policy (its redirect pages' script is then the one it allows). */
  policy?: boolean;
}): { files: RedirectFile[]; errors: Diagnostic[]; warnings: Diagnostic[] } {
  const { routePaths, trailingSlash, baseUrl, configFile, policy = false } = params;
  const diag = (severity: 'error' | 'warning', message: string, hint: string): Diagnostic => ({
    file: configFile,
    severity,
    kind: 'client redirects',
    message,
    hint,
  });
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const all: Redirect[] = [];
  for (const o of params.options) {
    const { redirects, errors: bad } = collectRedirects(routePaths, o);
    for (const message of bad)
      errors.push(diag('error', message, 'see the options of @docusaurus/plugin-client-redirects'));
    all.push(...redirects.map((r) => ({ ...r, to: applyTrailingSlash(r.to, trailingSlash) })));
  }
  if (errors.length) return { files: [], errors, warnings };
  const routes = new Set(routePaths.map((p) => decodeURI(p)));
  const routesLoose = new Set([...routes].map(trimSlash));
  const missing = [
    ...new Set(
      all
        .map((r) => sitePathOf(r.to))
        .filter((p): p is string => p !== undefined && !isRedirectTarget(p, routes, trailingSlash)),
    ),
  ];
  if (missing.length) {
    const slashOnly = missing.filter((p) => routesLoose.has(trimSlash(p)));
    errors.push(
      diag(
        'error',
        `redirects to paths that are not pages of the site: ${missing.join(', ')}`,
        slashOnly.length
          ? `with trailingSlash: ${String(trailingSlash)}, write ${slashOnly.join(', ')} ${trailingSlash ? 'with' : 'without'} the trailing slash`
          : `a redirect's "to" must be a page of the site or a full URL; pages include ${[...routes].slice(0, 8).join(', ')}${routes.size > 8 ? ', …' : ''}`,
      ),
    );
    return { files: [], errors, warnings };
  }
  const seen = new Map<string, Redirect>();
  for (const r of all) {
    const first = seen.get(r.from);
    if (first) {
      if (first.to !== r.to)
        warnings.push(
          diag(
            'warning',
            `two redirects from ${r.from} (to ${first.to} and to ${r.to}): the first is kept`,
            'a path can redirect to one place only',
          ),
        );
      continue;
    }
    seen.set(r.from, r);
  }
  const files: RedirectFile[] = [];
  for (const r of seen.values()) {
    if (routes.has(r.from)) {
      warnings.push(
        diag(
          'warning',
          `the redirect from ${r.from} to ${r.to} is skipped: ${r.from} is a page of the site`,
          'remove the redirect, or the page',
        ),
      );
      continue;
    }
    const toUrl = r.to.startsWith('/') ? redirectTargetUrl(r.to, baseUrl) : r.to;
    files.push({
      file: redirectFilePath(r.from, trailingSlash),
      content: redirectPage(toUrl, { policy }),
      redirect: r,
    });
  }
  return { files, errors, warnings };
}

/**
 * A redirect's target under the base URL as the plugin writes it (Docusaurus's `normalizeUrl([baseUrl,
 * to])`): the slash before a query or a hash goes (`/a/#b` is `/a#b`; not before `#!` or `#/`), a
 * second `?` is `&`, and repeated slashes are one.
 */
export function redirectTargetUrl(to: string, baseUrl: string): string {
  const [path, ...query] = withBaseUrl(to, baseUrl)
    .replace(/\/(\?|&|#[^!/])/g, '$1')
    .split('?');
  const url = path + (query.length ? `?${query.join('&')}` : '');
  return url.replace(/([^:/]\/)\/+/g, '$1').replace(/^\/+/, '/');
}

/**
 * Where the redirect from `from` is written (below the base URL): `<from>/index.html`, which
 * static hosts serve after a page's own `<from>.html`, so a redirect never shadows a page; with
 * `trailingSlash: false` a `from` ending in `.html` is `<from>.html` (a folder cannot have the
 * name of the page file beside it).
 */
export function redirectFilePath(from: string, trailingSlash: boolean | undefined): string {
  const path = decodeURI(from).replace(/^\/+/, '').replace(/\/+$/, '');
  if (trailingSlash === false && path.endsWith('.html')) return `${path}.html`;
  return path ? `${path}/index.html` : 'index.html';
}
