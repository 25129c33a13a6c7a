// `import useBaseUrl from '@docusaurus/useBaseUrl'` in a doc or a site component, as in Docusaurus:
// a path of the site (or of static/) with the base URL in front; with `absolute`, with the origin too.
import siteConfig from 'virtual:docs/site-config';
import { staticFileUrl } from '../shared/paths.js';
import { hasProtocol } from './docusaurus/isInternalUrl.js';

export default function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  if (!url || url.startsWith('#')) return url;
  const path = options.forcePrependBaseUrl
    ? siteConfig.baseUrl + url.replace(/^\/+/, '')
    : staticFileUrl(url, siteConfig.baseUrl);
  return options.absolute && path.startsWith('/') ? siteConfig.url + path : path;
}

/** `{ withBaseUrl }`: useBaseUrl for URLs known later (event handlers), as Docusaurus's hook gives it. */
export function useBaseUrlUtils(): { withBaseUrl: typeof useBaseUrl } {
  return { withBaseUrl: useBaseUrl };
}

/**
 * `addBaseUrl` of `@docusaurus/useBaseUrl`: the base URL added to a URL given the site's values
 * (no hook), with Docusaurus's rules: anchors and URLs with a protocol unchanged, the base URL
 * not added twice, `/base` → `/base/`, and `./`-relative URLs under the hash router.
 */
export function addBaseUrl({
  siteUrl,
  baseUrl,
  url,
  options: { forcePrependBaseUrl = false, absolute = false } = {},
  router,
}: {
  siteUrl: string;
  baseUrl: string;
  url: string;
  options?: { forcePrependBaseUrl?: boolean; absolute?: boolean };
  router?: 'browser' | 'hash';
}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (router === 'hash') return url.startsWith('/') ? `.${url}` : `./${url}`;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}
