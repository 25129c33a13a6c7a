// `@theme/BlogPostPaginator`: the newer and older posts at the foot of a post
// (`@theme/PaginatorNavLink` each; an empty cell keeps the older one on the right).
import type { BlogNavLink } from '../../shared/blogTypes.js';
import { translateTheme } from '../translate.js';
import PaginatorNavLink from './PaginatorNavLink.js';

export default function BlogPostPaginator({
  nextItem,
  prevItem,
}: {
  nextItem?: BlogNavLink;
  prevItem?: BlogNavLink;
}) {
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={translateTheme(
        'theme.blog.post.paginator.navAriaLabel',
        'Blog post page navigation',
      )}
    >
      {prevItem ? (
        <PaginatorNavLink
          {...prevItem}
          subLabel={translateTheme('theme.blog.post.paginator.newerPost', 'Newer post')}
        />
      ) : (
        <span />
      )}
      {nextItem ? (
        <PaginatorNavLink
          {...nextItem}
          subLabel={translateTheme('theme.blog.post.paginator.olderPost', 'Older post')}
          isNext
        />
      ) : (
        <span />
      )}
    </nav>
  );
}
