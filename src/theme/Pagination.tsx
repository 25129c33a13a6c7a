// Previous / next links at the foot of a doc.
import type { NavLink } from '../shared/types.js';
import Link from './Link.js';

export default function Pagination({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <Link href={previous.permalink} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.permalink} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
