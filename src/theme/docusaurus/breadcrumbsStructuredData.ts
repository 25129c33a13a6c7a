// `useBreadcrumbsStructuredData` of `@docusaurus/plugin-content-docs/client`: a doc's breadcrumbs
// as schema.org's BreadcrumbList (what an ejected `DocBreadcrumbs/StructuredData` writes as
// JSON-LD): one ListItem per crumb that links somewhere, with its absolute URL.
import siteConfig from 'virtual:docs/site-config';
import { addBaseUrl } from '../useBaseUrl.js';

export function useBreadcrumbsStructuredData({
  breadcrumbs,
}: {
  breadcrumbs: readonly { label: string; href?: string | undefined }[];
}) {
  const linked = breadcrumbs.filter((crumb) => crumb.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: addBaseUrl({
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        url: crumb.href!,
        options: { absolute: true },
      }),
    })),
  };
}
