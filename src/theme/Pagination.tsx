// Previous / next links at the foot of a doc.
import type { NavLink } from '../shared/types.js';
import Link from './Link.js';
import { translateTheme } from './translate.js';

export default function Pagination({
  previous,
  next,
  className,
  keepEmpty = false,
}: {
  previous?: NavLink;
  next?: NavLink;
  /** More classes (the doc page's `docusaurus-mt-lg`, as Docusaurus's DocItem/Paginator). */
  className?: string;
  /** An empty nav, rather than nothing, without either page (a Docusaurus site's doc). */
  keepEmpty?: boolean;
}) {
  const attributes = {
    className: className ? `${className} pagination-nav` : 'pagination-nav',
    'aria-label': translateTheme('theme.docs.paginator.navAriaLabel', 'Docs pages'),
  };
  // Docusaurus's DocPaginator draws its nav, empty, for a doc with neither: its margin stays.
  if (!previous && !next) return keepEmpty ? <nav {...attributes} /> : null;
  return (
    <nav {...attributes}>
      {previous ? (
        <Link href={previous.permalink} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__sublabel">
            {translateTheme('theme.docs.paginator.previous', 'Previous')}
          </div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.permalink} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__sublabel">
            {translateTheme('theme.docs.paginator.next', 'Next')}
          </div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
