// `@theme/BlogListPaginator`: newer and older entries at the foot of a paginated list (nothing
// when the list has one page).
import type { BlogListMetadata } from '../../shared/blogTypes.js';
import { translateTheme } from '../translate.js';
import PaginatorNavLink from './PaginatorNavLink.js';

export default function BlogListPaginator({
  metadata,
}: {
  metadata: Pick<BlogListMetadata, 'previousPage' | 'nextPage'>;
}) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav
      className="pagination-nav"
      aria-label={translateTheme('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
    >
      {previousPage ? (
        <PaginatorNavLink
          permalink={previousPage}
          title={translateTheme('theme.blog.paginator.newerEntries', 'Newer entries')}
        />
      ) : (
        <span />
      )}
      {nextPage ? (
        <PaginatorNavLink
          permalink={nextPage}
          title={translateTheme('theme.blog.paginator.olderEntries', 'Older entries')}
          isNext
        />
      ) : (
        <span />
      )}
    </nav>
  );
}
