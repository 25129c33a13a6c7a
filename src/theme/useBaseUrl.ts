// `import useBaseUrl from '@docusaurus/useBaseUrl'` in a doc or a site component, as in Docusaurus:
// a path of the site (or of static/) with the base URL in front; with `absolute`, with the origin too.
import siteConfig from 'virtual:docs/site-config';
import { staticFileUrl } from '../shared/paths.js';

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
