// A `default` navbar item from Docusaurus's props (DefaultNavbarItem's halves): the theme's navbar
// link (./NavbarLink.tsx), current by the item's rules (`isActive`, `activeBaseRegex`,
// `activeBasePath`, else a `to` link's path and the paths below it, or only it when `exact`).
import type { ReactNode } from 'react';
import { isNavbarLinkActive, isNavLinkActive } from '../shared/navbarActive.js';
import { isExternalUrl } from '../shared/paths.js';
import IconExternalLink from './classic/Icon/ExternalLink.js';
import { useNavbarPage } from './navbarPage.js';
import NavbarLink from './NavbarLink.js';

export interface DefaultNavbarItemProps {
  label?: ReactNode;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
  activeClassName?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  exact?: boolean;
  isActive?: () => boolean;
  isDropdownItem?: boolean;
  prependBaseUrlToHref?: boolean;
  onClick?: () => void;
  /** The link's other keys: attributes of its <a> (aria-label, rel, data-…). */
  [attribute: string]: unknown;
}

const DEFAULT_ACTIVE = ['navbar__link--active', 'menu__link--active'];

export default function DefaultNavbarLink({
  mobile,
  label,
  to,
  href,
  html,
  className,
  activeClassName,
  activeBasePath,
  activeBaseRegex,
  exact = false,
  isActive,
  isDropdownItem = false,
  prependBaseUrlToHref: _prepend,
  onClick,
  ...rest
}: DefaultNavbarItemProps & { mobile: boolean }) {
  const { docs } = useNavbarPage();
  const target = href ?? to ?? '';
  const isTo = href === undefined && to !== undefined && !isExternalUrl(to);
  const active = isActive
    ? isActive()
    : activeBasePath !== undefined || activeBaseRegex !== undefined
      ? isNavbarLinkActive({ activeBasePath, activeBaseRegex }, docs.pathname, undefined)
      : isTo && to !== undefined && isNavLinkActive(to, docs.pathname, exact);
  const attributes = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  ) as Record<string, string | number | boolean>;
  const plainLabel = typeof label === 'string' || label === undefined;
  // The theme's own link when nothing asks for Docusaurus's bare form (a dropdown's list, another
  // active class, HTML or an element as the label, a click handler).
  if (
    !isDropdownItem &&
    html === undefined &&
    plainLabel &&
    !onClick &&
    (activeClassName === undefined || DEFAULT_ACTIVE.includes(activeClassName))
  )
    return (
      <NavbarLink
        label={label as string | undefined}
        href={target}
        mobile={mobile}
        active={active}
        // Docusaurus draws the icon for an `href` leaving the site, never for a `to`.
        externalIcon={href !== undefined}
        {...(className ? { className } : {})}
        {...(Object.keys(attributes).length ? { attributes } : {})}
      />
    );
  // A dropdown's entry: Infima's dropdown link (`dropdown__link` in an <li>).
  const base = mobile
    ? 'menu__link'
    : isDropdownItem
      ? 'dropdown__link'
      : 'navbar__item navbar__link';
  const link = (
    <NavbarLink
      href={target}
      active={active}
      className={[base, className].filter(Boolean).join(' ')}
      bare={{
        activeClassName:
          activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active'),
        ...(html !== undefined
          ? { html }
          : {
              content: (
                <>
                  {label}
                  {href !== undefined && isExternalUrl(href) && label !== undefined && (
                    <IconExternalLink {...(isDropdownItem ? { width: 12, height: 12 } : {})} />
                  )}
                </>
              ),
            }),
        linkProps: {
          ...attributes,
          ...(onClick ? { onClick } : {}),
          // A closed list's links are not prefetched as they scroll into view.
          ...(isDropdownItem ? { noViewportPrefetch: true } : {}),
        } as never,
      }}
    />
  );
  return mobile || isDropdownItem ? (
    <li className={mobile ? 'menu__list-item' : undefined}>{link}</li>
  ) : (
    link
  );
}
