// Previous / next links at the foot of a doc.
import type { NavLink } from '../shared/types.js';
import Link from './Link.js';
import { translateTheme } from './translate.js';

export default function Pagination({
  previous,
  next,
  className,
}: {
  previous?: NavLink;
  next?: NavLink;
  /** More classes (the doc page's `docusaurus-mt-lg`, as Docusaurus's DocItem/Paginator). */
  className?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav
      className={className ? `${className} pagination-nav` : 'pagination-nav'}
      aria-label={translateTheme('theme.docs.paginator.navAriaLabel', 'Docs pages')}
    >
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
