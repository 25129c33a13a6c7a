// A navbar dropdown in Infima's markup, as Docusaurus's DropdownNavbarItem draws it, so a site's
// CSS aimed at Infima's classes hits and Infima styles it. In the bar: `navbar__item dropdown
// dropdown--hoverable` (opens on hover by CSS; on click, Enter or Space here), its toggle an
// `a.navbar__link[role=button]`, the list `ul.dropdown__menu` of `a.dropdown__link`; it closes on a
// click, touch or focus outside it, on Escape, and after choosing a link. In the slide-in menu: a
// `menu__list-item` with Infima's collapsible row (the label and a `menu__caret` button), its list
// drawn from the first time it opens, open from the start when one of its links is the page's.
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import type { NavbarDropdownItem } from '../shared/types.js';
import { isExternalUrl } from '../shared/paths.js';
import IconExternalLink from './classic/Icon/ExternalLink.js';
import Link from './Link.js';
import HtmlItem from './NavbarHtmlItem.js';
import { translateTheme } from './translate.js';

/** A link of the list; the version dropdown's also save a choice and mark the open version. */
export type DropdownLink = (
  | { label: string; href: string; externalIcon?: false }
  | { type: 'html'; value: string; className?: string }
) & {
  onClick?: () => void;
  /** Extra classes (the open version's or locale's `dropdown__link--active`). */
  className?: string;
  current?: boolean;
  /** A locale's link: a plain <a> in its language (another locale is another build: a whole
   * page load, `target="_self"`, as Docusaurus's locale links). */
  lang?: string;
};

/**
 * A dropdown's open state and its element: it closes on a click, touch or focus outside the
 * element and on Escape.
 */
export function useDropdown(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, ref };
}

export function DropdownLinks({
  links,
  mobile,
  close,
}: {
  links: DropdownLink[];
  mobile: boolean;
  close: () => void;
}) {
  return links.map((link, i) =>
    'value' in link ? (
      <HtmlItem key={i} item={link} {...(mobile ? { className: 'menu__list-item' } : {})} />
    ) : link.lang !== undefined ? (
      <li key={`${i}${link.href}`} className={mobile ? 'menu__list-item' : undefined}>
        <a
          href={link.href}
          target="_self"
          // As Docusaurus's locale links have it (a `pathname://` Link with a target).
          rel={__DOCS_DOCUSAURUS_METADATA__ ? 'noopener noreferrer' : undefined}
          lang={link.lang}
          className={`${mobile ? 'menu__link' : 'dropdown__link'}${link.className ? ` ${link.className}` : ''}`}
        >
          {link.label}
        </a>
      </li>
    ) : (
      <li key={`${i}${link.href}`} className={mobile ? 'menu__list-item' : undefined}>
        <Link
          href={link.href}
          noViewportPrefetch
          className={`${mobile ? 'menu__link' : 'dropdown__link'}${link.className ? ` ${link.className}` : ''}`}
          {...(link.current ? { 'aria-current': 'page' as const } : {})}
          onClick={() => {
            link.onClick?.();
            close();
          }}
        >
          {link.label}
          {link.externalIcon !== false && isExternalUrl(link.href) && (
            <IconExternalLink width={12} height={12} />
          )}
        </Link>
      </li>
    ),
  );
}

export interface NavbarDropdownProps {
  item: Omit<NavbarDropdownItem, 'items' | 'label' | 'html'> & {
    label: ReactNode;
    /** Raw HTML the toggle shows instead of the label (Docusaurus's `html`). */
    html?: string;
    items: DropdownLink[];
  };
  mobile?: boolean;
  /** Classes of the toggle (Docusaurus puts an item's `className` on its link). */
  className?: string;
  /** In the slide-in menu, open from the start (one of its links is the page's). */
  active?: boolean;
  /** The list's entries drawn by the caller (each through `@theme/NavbarItem`), not `item.items`. */
  renderItems?: (close: () => void) => ReactNode;
  /**
   * Where the toggle itself leads (Docusaurus's dropdown `to`; the version dropdown's shown
   * version): in the bar a click follows it, Enter or Space opens the list; `toActive` marks it
   * as the page (`active`, `aria-current`), as Docusaurus's NavLink does.
   */
  to?: string;
  toActive?: boolean;
}

/** What the toggle shows: the item's `html` as markup (Docusaurus's NavbarNavLink), else its label. */
function toggleContent(item: NavbarDropdownProps['item']) {
  return item.html !== undefined
    ? { dangerouslySetInnerHTML: { __html: item.html } }
    : { children: item.label };
}

export default function NavbarDropdown(props: NavbarDropdownProps) {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

function DesktopDropdown({ item, className, renderItems, to, toActive }: NavbarDropdownProps) {
  const { open, setOpen, ref } = useDropdown();
  const close = () => setOpen(false);
  const onKeyDown = (e: ReactKeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen(!open);
    }
  };
  const toggleClass = `navbar__link${className ? ` ${className}` : ''}`;
  return (
    <div
      ref={ref}
      className={`navbar__item dropdown dropdown--hoverable${item.position === 'right' ? ' dropdown--right' : ''}${open ? ' dropdown--show' : ''}`}
    >
      {/* An <a href="#"> as Docusaurus draws it (focusable, Infima's caret); a click, Enter or
          Space opens it where there is no hover (touch, keyboard). With a `to`, a link there. */}
      {to !== undefined ? (
        <Link
          {...item.attributes}
          href={to}
          aria-haspopup="true"
          aria-expanded={open}
          role="button"
          className={toActive ? `${toggleClass} active` : toggleClass}
          {...(toActive ? { 'aria-current': 'page' as const } : {})}
          onKeyDown={onKeyDown}
          {...toggleContent(item)}
        />
      ) : (
        <a
          {...item.attributes}
          href="#"
          aria-haspopup="true"
          aria-expanded={open}
          role="button"
          className={toggleClass}
          onClick={(e) => {
            e.preventDefault();
            setOpen(!open);
          }}
          onKeyDown={onKeyDown}
          {...toggleContent(item)}
        />
      )}
      <ul className="dropdown__menu">
        {renderItems?.(close) ?? <DropdownLinks links={item.items} mobile={false} close={close} />}
      </ul>
    </div>
  );
}

function MobileDropdown({ item, className, active = false, renderItems }: NavbarDropdownProps) {
  const [collapsed, setCollapsed] = useState(!active);
  // The list is drawn from the first time it opens (Docusaurus's lazy Collapsible), then kept:
  // Infima hides a collapsed item's list.
  const [drawn, setDrawn] = useState(active);
  if (!collapsed && !drawn) setDrawn(true);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const toggle = () => setCollapsed(!collapsed);
  return (
    <li className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__list-item-collapsible">
        <a
          {...item.attributes}
          href="#"
          role="button"
          className={`menu__link menu__link--sublist${className ? ` ${className}` : ''}`}
          onClick={(e) => {
            e.preventDefault();
            toggle();
          }}
          {...toggleContent(item)}
        />
        <button
          type="button"
          className="clean-btn menu__caret"
          aria-expanded={!collapsed}
          aria-label={
            collapsed
              ? translateTheme(
                  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
                  'Expand the dropdown',
                )
              : translateTheme(
                  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
                  'Collapse the dropdown',
                )
          }
          onClick={toggle}
        />
      </div>
      {drawn && (
        <ul className="menu__list">
          {renderItems?.(() => undefined) ?? (
            <DropdownLinks links={item.items} mobile close={() => undefined} />
          )}
        </ul>
      )}
    </li>
  );
}
