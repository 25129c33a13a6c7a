// A link of the navbar, or of its drawer on small screens, marked as the current section when the
// page is under it (src/shared/navbarActive.ts). `bare` draws the link alone with only the classes
// given, as Docusaurus's NavbarItem/NavbarNavLink does (src/theme/classic/NavbarItem/NavbarNavLink).
import type { ReactNode } from 'react';
import { isExternalUrl } from '../shared/paths.js';
import IconExternalLink from './classic/Icon/ExternalLink.js';
import Link, { type LinkProps } from './Link.js';

/** The link alone: no list item and no navbar classes, `activeClassName` when current. */
export interface BareNavbarLink {
  activeClassName?: string;
  /** What the link shows instead of the label (the label and an icon, say). */
  content?: ReactNode;
  /** HTML the link shows instead (a navbar item's `html`). */
  html?: string;
  /** Other props of the link (handlers, target, rel, aria-*). */
  linkProps?: LinkProps;
}

export default function NavbarLink({
  label,
  href,
  mobile,
  active,
  className,
  attributes,
  bare,
  externalIcon = true,
}: {
  /** None for an icon link drawn by its class (the GitHub link of many sites). */
  label?: string;
  href: string;
  mobile?: boolean;
  active?: boolean;
  className?: string;
  /** Other keys of a Docusaurus navbar item, given to the <a> (aria-label, rel, data-…). */
  attributes?: Record<string, string | number | boolean>;
  bare?: BareNavbarLink;
  /** False: no external-link icon (a Docusaurus `to` holding a full URL). */
  externalIcon?: boolean;
}) {
  if (bare)
    return <BareLink {...bare} href={href} label={label} active={active} className={className} />;
  const classes = (base: string, activeClass: string) =>
    [base, className, active && activeClass].filter(Boolean).join(' ');
  // A labelled link to another site ends with the external-link icon, as Docusaurus draws it.
  const content =
    label !== undefined && externalIcon && isExternalUrl(href) ? (
      <>
        {label}
        <IconExternalLink />
      </>
    ) : (
      label
    );
  // Docusaurus draws an item current by its rules through react-router's NavLink, which marks
  // the link `aria-current="page"` beside the active class (the item's page or not); a site of
  // ours keeps the active class alone.
  const current = __DOCS_DOCUSAURUS_METADATA__ && active ? { 'aria-current': 'page' as const } : {};
  return mobile ? (
    <li className="menu__list-item">
      <Link
        {...attributes}
        {...current}
        href={href}
        className={classes('menu__link', 'menu__link--active')}
      >
        {content}
      </Link>
    </li>
  ) : (
    <Link
      {...attributes}
      {...current}
      href={href}
      className={classes('navbar__item navbar__link', 'navbar__link--active')}
    >
      {content}
    </Link>
  );
}

function BareLink({
  activeClassName = 'active',
  content,
  html,
  linkProps,
  href,
  label,
  active,
  className,
}: BareNavbarLink & { href: string; label?: string; active?: boolean; className?: string }) {
  const classes = [className, active && activeClassName].filter(Boolean).join(' ');
  return (
    <Link
      {...linkProps}
      href={href}
      {...(classes ? { className: classes } : {})}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(html !== undefined
        ? { dangerouslySetInnerHTML: { __html: html } }
        : { children: content ?? label })}
    />
  );
}
