// sitemap.xml (listed pages only) and robots.txt.
import { applyTrailingSlash, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { escapeHtml } from './htmlTemplate.js';

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

export function generateRobots(c: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${c.url}${withBaseUrl('/sitemap.xml', c.baseUrl)}\n`;
}
