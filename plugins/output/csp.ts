// The Content Security Policy of a built site: scripts only from the site plus the hashes of its
// inline scripts, no inline styles, Algolia's hosts only when Algolia is configured.
import type { SiteConfig } from '../../src/shared/types.js';
import { scriptHash } from './colorModeScript.js';

const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export function buildCsp(params: {
  inlineScripts: string[];
  siteConfig: SiteConfig;
  forMeta?: boolean;
}): string {
  const hashes = [...new Set(params.inlineScripts.map(scriptHash))];
  const algolia = params.siteConfig.search.algolia ? ALGOLIA_HOSTS : [];
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    `style-src 'self'`,
    `img-src 'self' data:${algolia.length ? ' https:' : ''}`,
    `font-src 'self' data:`,
    `connect-src 'self'${algolia.length ? ' ' + algolia.join(' ') : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // frame-ancestors is ignored (with a console error) when delivered in a <meta> element.
    ...(params.forMeta ? [] : [`frame-ancestors 'self'`]),
  ];
  return directives.join('; ');
}

/** A `_headers` file (Netlify / Cloudflare Pages format) for CDN deployments. */
export function generateHeadersFile(params: { csp: string; baseUrl: string }): string {
  const base = params.baseUrl.replace(/\/$/, '');
  return [
    `${base}/*`,
    `  Content-Security-Policy: ${params.csp}`,
    `  X-Content-Type-Options: nosniff`,
    `  Referrer-Policy: strict-origin-when-cross-origin`,
    `  Cache-Control: public, max-age=0, must-revalidate`,
    `${base}/assets/*`,
    `  Cache-Control: public, max-age=31536000, immutable`,
    '',
  ].join('\n');
}

/** Reads the headers for a path back from a `_headers` file (later blocks override earlier ones). */
export function headersForPath(headersFile: string, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let active = false;
  for (const line of headersFile.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const re = new RegExp(
        '^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$',
      );
      active = re.test(path);
      continue;
    }
    if (!active) continue;
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}
