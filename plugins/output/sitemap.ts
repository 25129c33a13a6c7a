// sitemap.xml (listed pages only) and robots.txt. A site of ours lists its pages sorted; a
// Docusaurus site's sitemap is @docusaurus/plugin-sitemap's (`docusaurusSitemap`): its options, its
// routes' order, its items written as the `sitemap` package writes them (`sitemapXml`).
import { createRequire } from 'node:module';
import { applyTrailingSlash, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { BUILT_IN_NAMES } from '../builtins/native.js';
import { escapeHtml } from './htmlTemplate.js';

/** A site of ours' sitemap.xml: its indexable pages, sorted, weekly, priority 0.5. */
export function generateSitemap(paths: string[], c: SiteConfig): string | undefined {
  if (!paths.length) return undefined;
  const urls = [...new Set(paths)]
    .sort()
    .map(
      (p) =>
        `<url><loc>${escapeHtml(sitemapUrl(p, c))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** One `<url>` of the sitemap, as Docusaurus's plugin-sitemap gives them (its `SitemapItem`). */
export interface SitemapItem {
  url: string;
  changefreq?: string | null;
  priority?: number | null;
  /** A date `Date` reads (`2026-08-21`, an ISO time, a timestamp); null or absent: none. */
  lastmod?: string | number | null;
  [key: string]: unknown;
}

/** plugin-sitemap's `changefreq` values (and `null`: none written). */
export const CHANGE_FREQUENCIES = [
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const;

const XML_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" ' +
  'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

/** Characters XML 1.0 does not allow, which the sitemap package drops. */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFDD0-\uFDDF]/gu;

/** Text as the sitemap package (7.x) writes it: `&` and `<` escaped, invalid XML characters out. */
const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(INVALID_XML, '');

/** The extras of the sitemap package a plugin-sitemap item may carry, which this one does not write. */
const UNSUPPORTED_KEYS = ['img', 'video', 'links', 'news', 'ampLink', 'androidLink'];

/**
 * sitemap.xml of the items, as Docusaurus's plugin-sitemap writes them through the `sitemap`
 * package (7.x): its four namespaces, then per item `loc` (the URL as `new URL` gives it),
 * `lastmod` (an ISO time, or only its date when the plugin's `lastmod` is `date`), `changefreq`
 * and `priority` (one decimal), each only when set. Undefined for no items (no file).
 */
export function sitemapXml(
  items: readonly SitemapItem[],
  lastmodOption: 'date' | 'datetime' | null = null,
): string | undefined {
  if (!items.length) return undefined;
  const urls = items.map((item) => {
    const extra = UNSUPPORTED_KEYS.find((k) => {
      const v = item[k];
      return v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);
    });
    if (extra)
      throw new Error(
        `a sitemap item of ${item.url} has "${extra}", which this generator's sitemap does not write (only url, lastmod, changefreq and priority)`,
      );
    let out = `<url><loc>${xmlText(new URL(item.url).toString())}</loc>`;
    if (item.lastmod) {
      const iso = new Date(item.lastmod).toISOString();
      out += `<lastmod>${lastmodOption === 'date' ? iso.slice(0, 10) : iso}</lastmod>`;
    }
    if (item.changefreq) out += `<changefreq>${xmlText(String(item.changefreq))}</changefreq>`;
    if (typeof item.priority === 'number')
      out += `<priority>${item.fullPrecisionPriority ? String(item.priority) : item.priority.toFixed(1)}</priority>`;
    return `${out}</url>`;
  });
  return `${XML_HEAD}${urls.join('')}</urlset>`;
}

/** A page's URL in the sitemap: the site's URL, the base URL and the trailing-slash rule. */
export const sitemapUrl = (path: string, c: SiteConfig): string =>
  c.url + withBaseUrl(applyTrailingSlash(path, c.trailingSlash), c.baseUrl);

export function generateRobots(c: SiteConfig, hasSitemap = true, filename = 'sitemap.xml'): string {
  // A Docusaurus site without the sitemap plugin (`sitemap: false`) has no sitemap to name; one
  // whose sitemap has a `filename` of its own names that file.
  let url = c.url + withBaseUrl(`/${filename.replace(/^\/+/, '')}`, c.baseUrl);
  try {
    // As the sitemap writes its URLs (a url written `https:/host` is `https://host/`).
    url = new URL(url).toString();
  } catch {
    // Kept as written.
  }
  const sitemap = hasSitemap ? `\nSitemap: ${url}\n` : '';
  return `User-agent: *\nAllow: /\n${sitemap}`;
}

/** Whether the site runs the sitemap plugin (plugins/builtins/sitemapPlugin.ts). */
export function hasSitemapPlugin(site: {
  plugins?: { result: { plugins: { name: string }[] } };
}): boolean {
  return site.plugins?.result.plugins.some((p) => p.name === BUILT_IN_NAMES.sitemap) ?? true;
}

/** A Docusaurus site's sitemap options (plugins/config/docusaurus/sitemapOptions.ts). */
export interface SitemapOptions {
  filename: string;
  changefreq: (typeof CHANGE_FREQUENCIES)[number] | null;
  priority: number | null;
  lastmod: 'date' | 'datetime' | null;
  ignorePatterns: string[];
  /** The site's own items: it gets the routes, the site config and the default items' maker. */
  createSitemapItems?: (params: {
    routes: SitemapRoute[];
    siteConfig: unknown;
    defaultCreateSitemapItems: (params: {
      routes: SitemapRoute[];
      siteConfig: unknown;
    }) => Promise<SitemapItem[]>;
  }) => SitemapItem[] | Promise<SitemapItem[]>;
}

/** @docusaurus/plugin-sitemap's defaults. */
export const DEFAULT_SITEMAP_OPTIONS: SitemapOptions = {
  filename: 'sitemap.xml',
  changefreq: 'weekly',
  priority: 0.5,
  lastmod: null,
  ignorePatterns: [],
};

/** A route as a postBuild sees it (Docusaurus's shape: leaves have no `routes`). */
export interface SitemapRoute {
  path: string;
  routes?: SitemapRoute[];
  metadata?: { sourceFilePath?: string; lastUpdatedAt?: number | null };
}

/** Docusaurus's `flattenRoutes`: the leaf routes, in order. */
export function leafRoutes(routes: SitemapRoute[]): SitemapRoute[] {
  return routes.flatMap((r) => (r.routes ? leafRoutes(r.routes) : [r]));
}

/**
 * A Docusaurus site's sitemap as @docusaurus/plugin-sitemap writes it: every leaf route in the
 * routes' order but those `ignorePatterns` match (micromatch, as its `createMatcher`) and pages
 * with a `noindex` robots meta, then the indexable pages no route gives (the generator's search
 * page), with the options' changefreq, priority and lastmod (the route's `lastUpdatedAt`, else its
 * source file's last commit; none when it is null, as 3.10 has it). A site's `createSitemapItems`
 * gets the routes and this as `defaultCreateSitemapItems`. Undefined when there is no item.
 */
export async function docusaurusSitemap(params: {
  routes: SitemapRoute[];
  siteConfig: { url: string; baseUrl: string; trailingSlash?: boolean };
  /** The site config a createSitemapItems gets (Docusaurus's). */
  docusaurusSiteConfig: unknown;
  noIndex: (path: string) => boolean;
  /** Indexable pages no route gives, by path under the base URL: listed after the routes. */
  unrouted?: string[];
  options: SitemapOptions;
  /** A source file's last commit time (ms), for `lastmod`. */
  lastUpdateOf: (sourceFilePath: string) => number | undefined;
}): Promise<string | undefined> {
  const { options, siteConfig } = params;
  const ignored = ignoreMatcher(options.ignorePatterns);
  const urlOf = (path: string) =>
    // Docusaurus's applyTrailingSlash leaves the base URL's own path as it is.
    siteConfig.url +
    (path === siteConfig.baseUrl ? path : applyTrailingSlash(path, siteConfig.trailingSlash));
  const item = (path: string, metadata?: SitemapRoute['metadata']): SitemapItem => {
    const at = metadata?.lastUpdatedAt;
    const file = metadata?.sourceFilePath;
    const updated =
      !options.lastmod || at === null
        ? undefined
        : (at ?? (file ? params.lastUpdateOf(file) : undefined));
    return {
      url: urlOf(path),
      changefreq: options.changefreq,
      priority: options.priority,
      lastmod: updated ?? null,
    };
  };
  const defaultCreateSitemapItems = async (p: { routes: SitemapRoute[] }) => [
    ...leafRoutes(p.routes)
      .filter((r) => !ignored(r.path) && !params.noIndex(r.path))
      .map((r) => item(r.path, r.metadata)),
    ...(params.unrouted ?? [])
      .map((u) => withBaseUrl(u, siteConfig.baseUrl))
      .filter((u) => !ignored(u))
      .map((u) => item(u)),
  ];
  const items = options.createSitemapItems
    ? await options.createSitemapItems({
        routes: params.routes,
        siteConfig: params.docusaurusSiteConfig,
        defaultCreateSitemapItems,
      })
    : await defaultCreateSitemapItems({ routes: params.routes });
  return sitemapXml(items, options.lastmod);
}

/** Docusaurus's `createMatcher`: any of the globs, each as micromatch reads it. */
function ignoreMatcher(patterns: string[]): (path: string) => boolean {
  if (!patterns.length) return () => false;
  const micromatch = createRequire(import.meta.url)('micromatch') as {
    makeRe(pattern: string): RegExp;
  };
  const re = new RegExp(patterns.map((p) => micromatch.makeRe(p).source).join('|'));
  return (path) => re.test(path);
}
