// `@theme/DocItem/Paginator`: the doc's previous and next pages (`@theme/DocPaginator`), 3rem
// below the doc (`docusaurus-mt-lg`), as Docusaurus's.
import { useDocContext } from '../../DocContext.js';
import DocPaginator from '../DocPaginator.js';

export default function DocItemPaginator() {
  const { metadata } = useDocContext();
  return (
    <DocPaginator
      previous={metadata?.previous}
      next={metadata?.next}
      className="docusaurus-mt-lg"
    />
  );
}
