// sitemap.xml (listed pages only) and robots.txt.
import { applyTrailingSlash, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { BUILT_IN_NAMES } from '../builtins/native.js';

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
