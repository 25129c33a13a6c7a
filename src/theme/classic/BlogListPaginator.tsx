// `@theme/BlogListPaginator`: newer and older entries at the foot of a blog list. As Docusaurus
// 3.8/3.10 render it, the `<nav>` is there on every list, empty when the list has one page, and a
// link is left out (no placeholder) when there is no page that way: the next link keeps to its
// column by its class.
import type { BlogListMetadata } from '../../shared/blogTypes.js';
import { translateTheme } from '../translate.js';
import PaginatorNavLink from './PaginatorNavLink.js';

export default function BlogListPaginator({
  metadata,
}: {
  metadata: Pick<BlogListMetadata, 'previousPage' | 'nextPage'>;
}) {
  const { previousPage, nextPage } = metadata;
  return (
    <nav
      className="pagination-nav"
      aria-label={translateTheme('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
    >
      {previousPage && (
        <PaginatorNavLink
          permalink={previousPage}
          title={translateTheme('theme.blog.paginator.newerEntries', 'Newer entries')}
        />
      )}
      {nextPage && (
        <PaginatorNavLink
          permalink={nextPage}
          title={translateTheme('theme.blog.paginator.olderEntries', 'Older entries')}
          isNext
        />
      )}
    </nav>
  );
}
