// A navbar dropdown: opens on hover (CSS) or on click/Enter, and closes on a click, touch or
// focus anywhere outside it, on Escape, and after choosing a link.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavbarDropdownItem } from '../shared/types.js';
import { isExternalUrl } from '../shared/paths.js';
import IconExternalLink from './classic/Icon/ExternalLink.js';
import Link from './Link.js';
import HtmlItem from './NavbarHtmlItem.js';

/** A link of the list; the version dropdown's also save a choice and mark the open version. */
type DropdownLink = (
  { label: string; href: string } | { type: 'html'; value: string; className?: string }
) & {
  onClick?: () => void;
  /** Extra classes (the open version's). */
  className?: string;
  current?: boolean;
};

/**
 * A dropdown's open state, its element and its list's id: it closes on a click, touch or focus
 * outside the element and on Escape (the navbar's menus and the locale menu).
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const id = useId();
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
  return { open, setOpen, ref, id };
}

export default function NavbarDropdown({
  item,
  mobile,
  renderItems,
}: {
  item: Omit<NavbarDropdownItem, 'items'> & { items: DropdownLink[] };
  mobile?: boolean;
  /** The list's entries drawn by the caller (each through `@theme/NavbarItem`), not `item.items`. */
  renderItems?: (close: () => void) => ReactNode;
}) {
  const { open, setOpen, ref, id } = useDropdown();
  const links = (
    <ul className={mobile ? 'menu__list' : 'navbar-dropdown__menu'} id={id}>
      {renderItems?.(() => setOpen(false)) ??
        item.items.map((link, i) =>
          'value' in link ? (
            <HtmlItem key={i} item={link} className={mobile ? 'menu__list-item' : undefined} />
          ) : (
            <li key={link.href} className={mobile ? 'menu__list-item' : undefined}>
              <Link
                href={link.href}
                noViewportPrefetch
                className={`${mobile ? 'menu__link' : 'navbar-dropdown__link'}${link.className ? ` ${link.className}` : ''}`}
                {...(link.current ? { 'aria-current': 'page' as const } : {})}
                onClick={() => {
                  link.onClick?.();
                  setOpen(false);
                }}
              >
                {link.label}
                {isExternalUrl(link.href) && <IconExternalLink width={12} height={12} />}
              </Link>
            </li>
          ),
        )}
    </ul>
  );
  if (mobile) {
    return (
      <li ref={ref} className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button
          type="button"
          className="clean-btn menu__link menu__link--sublist menu__link--sublist-caret"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {item.label}
        </button>
        {open && links}
      </li>
    );
  }
  return (
    <div
      ref={ref}
      className={`navbar__item navbar-dropdown${open ? ' navbar-dropdown--show' : ''}`}
    >
      <button
        type="button"
        className="clean-btn navbar__link navbar-dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {item.label}
      </button>
      {links}
    </div>
  );
}
