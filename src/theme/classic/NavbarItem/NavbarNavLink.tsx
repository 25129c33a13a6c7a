// `@theme/NavbarItem/NavbarNavLink`: a navbar link with Docusaurus 3.8's props, as swizzled navbar
// items and dropdowns import it. It draws through the theme's navbar link (src/theme/NavbarLink.tsx)
// in its bare form: only the classes the caller gives, `activeClassName` (`active` by default) when
// the page is the link's (react-router's NavLink rule) or matches `activeBasePath`/`activeBaseRegex`.
import type { ReactNode } from 'react';
import { useBasename, useLocation } from '../../../client/navigation.js';
import { joinBase } from '../../../client/urls.js';
import { isExternalUrl } from '../../../shared/paths.js';
import { isNavbarLinkActive, isNavLinkActive } from '../../../shared/navbarActive.js';
import IconExternalLink from '../Icon/ExternalLink.js';
import type { LinkProps } from '../../Link.js';
import NavbarLink from '../../NavbarLink.js';
import useBaseUrl from '../../useBaseUrl.js';

export interface Props extends Omit<LinkProps, 'children'> {
  activeBasePath?: string;
  activeBaseRegex?: string;
  exact?: boolean;
  label?: ReactNode;
  html?: string;
  prependBaseUrlToHref?: boolean;
  isDropdownLink?: boolean;
  /** Ignored, as in Docusaurus: the link shows `label` (or `html`). */
  children?: ReactNode;
  /** `@docusaurus/Link`'s NavLink props, as DefaultNavbarItem passes them. */
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: (match: unknown, location: { pathname: string }) => boolean;
}

export { isNavLinkActive };

export default function NavbarNavLink({
  activeBasePath,
  activeBaseRegex,
  exact = false,
  to,
  href,
  label,
  html,
  isDropdownLink,
  prependBaseUrlToHref,
  className,
  children: _children,
  isNavLink: _isNavLink,
  activeClassName,
  isActive,
  ...linkProps
}: Props) {
  const { pathname } = useLocation();
  const basename = useBasename();
  const normalizedHref = useBaseUrl(href ?? '', { forcePrependBaseUrl: true });
  const external = label !== undefined && href !== undefined && isExternalUrl(href);
  const target = href !== undefined ? (prependBaseUrlToHref ? normalizedHref : href) : (to ?? '');
  // Only a `to` link is a NavLink in Docusaurus: an `href` one is never marked current.
  const active =
    href === undefined &&
    (isActive
      ? isActive(null, { pathname: joinBase(basename, pathname) })
      : activeBasePath !== undefined || activeBaseRegex !== undefined
        ? isNavbarLinkActive({ activeBasePath, activeBaseRegex }, pathname, undefined)
        : isNavLinkActive(to ?? '', pathname, exact));
  // Docusaurus draws the icon 12px wide in a dropdown; the theme's icon has one size.
  void isDropdownLink;
  const content = (
    <>
      {label}
      {external && <IconExternalLink />}
    </>
  );
  return (
    <NavbarLink
      href={target}
      active={active}
      {...(className ? { className } : {})}
      bare={{
        ...(activeClassName ? { activeClassName } : {}),
        ...(html !== undefined ? { html } : { content }),
        linkProps,
      }}
    />
  );
}
