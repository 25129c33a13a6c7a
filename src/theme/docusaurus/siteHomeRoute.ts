// theme-common/internal's `useHomePageRoute()` (an ejected DocBreadcrumbs links the home page
// with it): the route of the site's home page, undefined when the site has none.
import siteConfig, { siteData } from 'virtual:docs/site-config';

export function useHomePageRoute(): { path: string; exact: true } | undefined {
  return siteData.hasHomePage ? { path: siteConfig.baseUrl, exact: true } : undefined;
}
