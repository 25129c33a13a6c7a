// sitemap.xml (listed pages only) and robots.txt.
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
