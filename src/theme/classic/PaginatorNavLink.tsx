// `@theme/PaginatorNavLink`: one link of a pagination nav (newer/older post or entries): its
// sub-label ("Newer post") above its title, on the right when `isNext`.
import type { ReactNode } from 'react';
import Link from '../Link.js';

export default function PaginatorNavLink({
  permalink,
  title,
  subLabel,
  isNext,
}: {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}) {
  return (
    <Link
      href={permalink}
      className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`}
    >
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
