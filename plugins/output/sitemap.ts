// sitemap.xml (listed pages only) and robots.txt.
import { createRequire } from 'node:module';
import { applyTrailingSlash, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { escapeHtml } from './htmlTemplate.js';
import { BUILT_IN_NAMES } from '../builtins/native.js';

export function generateSitemap(paths: string[], c: SiteConfig): string | undefined {
  if (!paths.length) return undefined;
  const urls = [...new Set(paths)]
    .sort()
    .map(
      (p) =>
        `<url><loc>${escapeHtml(c.url + withBaseUrl(applyTrailingSlash(p, c.trailingSlash), c.baseUrl))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function generateRobots(c: SiteConfig, hasSitemap = true): string {
  // A Docusaurus site without the sitemap plugin (`sitemap: false`) has no sitemap to name.
  const sitemap = hasSitemap
    ? `\nSitemap: ${c.url}${withBaseUrl('/sitemap.xml', c.baseUrl)}\n`
    : '';
  return `User-agent: *\nAllow: /\n${sitemap}`;
}

/** Whether the site runs the sitemap plugin (plugins/builtins/sitemapPlugin.ts). */
export function hasSitemapPlugin(site: {
  plugins?: { result: { plugins: { name: string }[] } };
}): boolean {
  return site.plugins?.result.plugins.some((p) => p.name === BUILT_IN_NAMES.sitemap) ?? true;
}

export const SITEMAP_CHANGEFREQS = [
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const;

/** A Docusaurus site's sitemap options (plugins/config/docusaurus/sitemapOptions.ts). */
export interface SitemapOptions {
  filename: string;
  changefreq: (typeof SITEMAP_CHANGEFREQS)[number] | null;
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

/** One entry of the sitemap, as Docusaurus's plugin makes (and a site's createSitemapItems gives) it. */
export interface SitemapItem {
  url: string;
  changefreq?: string | null;
  priority?: number | null;
  lastmod?: string | number | null;
}

/** A route as a postBuild sees it (Docusaurus's shape: leaves have no `routes`). */
export interface SitemapRoute {
  path: string;
  routes?: SitemapRoute[];
  metadata?: { sourceFilePath?: string; lastUpdatedAt?: number | null };
}

/** Docusaurus's `flattenRoutes`: the leaf routes, in order. */
function leafRoutes(routes: SitemapRoute[]): SitemapRoute[] {
  return routes.flatMap((r) => (r.routes ? leafRoutes(r.routes) : [r]));
}

/**
 * A Docusaurus site's sitemap.xml as @docusaurus/plugin-sitemap writes it: every leaf route in the
 * routes' order but those `ignorePatterns` match (micromatch, as its `createMatcher`) and pages
 * with a `noindex` robots meta, each URL as the `sitemap` package normalizes it (`new URL`), with
 * the options' changefreq, priority (one decimal) and lastmod (the route's last update: its
 * `lastUpdatedAt`, else its source file's last commit). Undefined when there is no item.
 */
export async function docusaurusSitemap(params: {
  routes: SitemapRoute[];
  siteConfig: { url: string; baseUrl: string; trailingSlash?: boolean };
  /** The site config a createSitemapItems gets (Docusaurus's). */
  docusaurusSiteConfig: unknown;
  noIndex: (path: string) => boolean;
  options: SitemapOptions;
  /** A source file's last commit time (ms), for `lastmod`. */
  lastUpdateOf: (sourceFilePath: string) => number | undefined;
}): Promise<string | undefined> {
  const { options, siteConfig } = params;
  const ignored = ignoreMatcher(options.ignorePatterns);
  const defaultCreateSitemapItems = async (p: { routes: SitemapRoute[] }) =>
    leafRoutes(p.routes)
      .filter((r) => !ignored(r.path) && !params.noIndex(r.path))
      .map((route): SitemapItem => {
        const at = route.metadata?.lastUpdatedAt;
        const file = route.metadata?.sourceFilePath;
        const updated =
          typeof at === 'number' && at ? at : file ? params.lastUpdateOf(file) : undefined;
        return {
          // Docusaurus's applyTrailingSlash leaves the base URL's own path as it is.
          url:
            siteConfig.url +
            (route.path === siteConfig.baseUrl
              ? route.path
              : applyTrailingSlash(route.path, siteConfig.trailingSlash)),
          changefreq: options.changefreq,
          priority: options.priority,
          lastmod:
            options.lastmod && updated
              ? new Date(updated)
                  .toISOString()
                  .slice(0, options.lastmod === 'date' ? 10 : undefined)
              : null,
        };
      });
  const items = options.createSitemapItems
    ? await options.createSitemapItems({
        routes: params.routes,
        siteConfig: params.docusaurusSiteConfig,
        defaultCreateSitemapItems,
      })
    : await defaultCreateSitemapItems({ routes: params.routes });
  if (!items.length) return undefined;
  const lastmodOf = (v: SitemapItem['lastmod']) => {
    if (v === undefined || v === null || v === '') return undefined;
    const iso = new Date(v).toISOString();
    return options.lastmod === 'date' ? iso.slice(0, 10) : iso;
  };
  const entries = items.map((item) => {
    let url = item.url;
    try {
      url = new URL(url).toString();
    } catch {
      // Kept as given: the package would throw; a site's own item is its own.
    }
    const lastmod = lastmodOf(item.lastmod);
    return (
      `<url><loc>${escapeHtml(url)}</loc>` +
      (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
      (item.changefreq ? `<changefreq>${escapeHtml(item.changefreq)}</changefreq>` : '') +
      (item.priority !== undefined && item.priority !== null
        ? `<priority>${item.priority.toFixed(1)}</priority>`
        : '') +
      '</url>'
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"' +
    ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">' +
    entries.join('') +
    '</urlset>'
  );
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
