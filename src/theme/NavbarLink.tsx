// A link of the navbar, or of its drawer on small screens, marked as the current section when the
// page is under it (src/shared/navbarActive.ts).
import Link from './Link.js';

export default function NavbarLink({
  label,
  href,
  mobile,
  active,
  className,
}: {
  label: string;
  href: string;
  mobile?: boolean;
  active?: boolean;
  className?: string;
}) {
  const classes = (base: string, activeClass: string) =>
    [base, active && activeClass, className].filter(Boolean).join(' ');
  return mobile ? (
    <li className="menu__list-item">
      <Link href={href} className={classes('menu__link', 'menu__link--active')}>
        {label}
      </Link>
    </li>
  ) : (
    <Link href={href} className={classes('navbar__item navbar__link', 'navbar__link--active')}>
      {label}
    </Link>
  );
}
