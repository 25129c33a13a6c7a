// A link of the navbar, or of its drawer on small screens, marked as the current section when the
// page is under it (src/shared/navbarActive.ts).
import Link from './Link.js';

export default function NavbarLink({
  label,
  href,
  mobile,
  active,
  className,
  attributes,
}: {
  /** None for an icon link drawn by its class (the GitHub link of many sites). */
  label?: string;
  href: string;
  mobile?: boolean;
  active?: boolean;
  className?: string;
  /** Other keys of a Docusaurus navbar item, given to the <a> (aria-label, rel, data-…). */
  attributes?: Record<string, string | number | boolean>;
}) {
  const classes = (base: string, activeClass: string) =>
    [base, active && activeClass, className].filter(Boolean).join(' ');
  return mobile ? (
    <li className="menu__list-item">
      <Link {...attributes} href={href} className={classes('menu__link', 'menu__link--active')}>
        {label}
      </Link>
    </li>
  ) : (
    <Link
      {...attributes}
      href={href}
      className={classes('navbar__item navbar__link', 'navbar__link--active')}
    >
      {label}
    </Link>
  );
}
