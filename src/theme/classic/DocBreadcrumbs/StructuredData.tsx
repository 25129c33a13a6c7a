// `@theme/DocBreadcrumbs/StructuredData`: a doc's breadcrumbs (`{breadcrumbs}`, its sidebar
// items from the top) as schema.org data. Docusaurus 3.8 writes them as JSON-LD in the head; this
// theme's default writes none (`useBreadcrumbsStructuredData` gives a site's override the data,
// and its `<Head>` tags are applied in the browser).
import type { SidebarItem } from '../../../shared/types.js';

export default function DocBreadcrumbsStructuredData(_props: {
  breadcrumbs: readonly SidebarItem[];
}) {
  return null;
}
