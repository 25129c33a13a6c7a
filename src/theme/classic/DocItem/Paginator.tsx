// `@theme/DocItem/Paginator`: the doc's previous and next pages (`@theme/DocPaginator`), 3rem
// below the doc (`docusaurus-mt-lg`), as Docusaurus's.
import { useDocContext } from '../../DocContext.js';
import DocPaginator from '../DocPaginator.js';
import { sitePermalinked, useSiteBasename } from '../../docusaurus/sitePaths.js';

export default function DocItemPaginator() {
  const { metadata } = useDocContext();
  // Their permalinks whole, as Docusaurus's `useDoc().metadata` gives them.
  const basename = useSiteBasename();
  return (
    <DocPaginator
      previous={sitePermalinked(basename, metadata?.previous)}
      next={sitePermalinked(basename, metadata?.next)}
      className="docusaurus-mt-lg"
    />
  );
}
