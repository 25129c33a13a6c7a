// `@theme/DocBreadcrumbs`: the doc's place in its sidebar, from the home page.
import Breadcrumbs from '../Breadcrumbs.js';
import { useDocContext } from '../DocContext.js';

export default function DocBreadcrumbs() {
  const { sidebar, permalink } = useDocContext();
  return <Breadcrumbs sidebar={sidebar} pathname={permalink} />;
}
