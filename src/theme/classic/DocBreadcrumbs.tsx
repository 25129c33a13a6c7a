// `@theme/DocBreadcrumbs`: the doc's place in its sidebar, from the home page, with its
// structured data (`@theme/DocBreadcrumbs/StructuredData`) when it has breadcrumbs.
import siteConfig from 'virtual:docs/site-config';
import { getBreadcrumbs } from '../../shared/sidebar.js';
import Breadcrumbs from '../Breadcrumbs.js';
import { useDocContext } from '../DocContext.js';
import DocBreadcrumbsStructuredData from './DocBreadcrumbs/StructuredData.js';

export default function DocBreadcrumbs() {
  const { sidebar, permalink } = useDocContext();
  const crumbs = sidebar && siteConfig.docs.breadcrumbs ? getBreadcrumbs(sidebar, permalink) : [];
  return (
    <>
      {crumbs.length > 0 && <DocBreadcrumbsStructuredData breadcrumbs={crumbs} />}
      <Breadcrumbs sidebar={sidebar} pathname={permalink} />
    </>
  );
}
