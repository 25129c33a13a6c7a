// A dropdown navbar item from Docusaurus's props (DropdownNavbarItem's halves): the theme's dropdown
// (./NavbarDropdown.tsx), each entry of its `items` drawn through `@theme/NavbarItem` with
// `isDropdownItem` (and `mobile` in the slide-in menu), as Docusaurus draws them: a site's item
// types (`NavbarItem/ComponentTypes`) and its wrapper of `NavbarItem` apply inside the list too.
import type { ReactNode } from 'react';
import { isNavbarLinkActive, isNavLinkActive } from '../shared/navbarActive.js';
import NavbarItem from './classic/NavbarItem.js';
import NavbarDropdown from './NavbarDropdown.js';
import { useNavbarPage } from './navbarPage.js';

export interface DropdownProps {
  label?: ReactNode;
  /** Raw HTML its toggle shows instead of the label (Docusaurus's `html`). */
  html?: string;
  items?: unknown[];
  position?: 'left' | 'right';
  className?: string;
  [key: string]: unknown;
}

/** Docusaurus's rule for opening a dropdown of the slide-in menu from the start: an entry's `to`
 * is the page, or its activeBaseRegex or activeBasePath matches it. */
function containsActive(entries: Record<string, unknown>[], pathname: string): boolean {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return entries.some((e) => {
    const to = str(e.to);
    const activeBaseRegex = str(e.activeBaseRegex);
    const activeBasePath = str(e.activeBasePath);
    return (
      (to !== undefined && isNavLinkActive(to, pathname, true)) ||
      ((activeBaseRegex !== undefined || activeBasePath !== undefined) &&
        isNavbarLinkActive({ activeBaseRegex, activeBasePath }, pathname, undefined))
    );
  });
}

export default function DropdownMenu({
  label,
  html,
  items,
  position = 'left',
  className,
  mobile,
}: DropdownProps & { mobile: boolean }) {
  const { docs } = useNavbarPage();
  const entries = (Array.isArray(items) ? items : []) as Record<string, unknown>[];
  return (
    <NavbarDropdown
      item={{ label, ...(html !== undefined ? { html } : {}), items: [], position }}
      mobile={mobile}
      {...(className ? { className } : {})}
      {...(mobile ? { active: containsActive(entries, docs.pathname) } : {})}
      renderItems={(close) =>
        entries.map((entry, i) => (
          <NavbarItem
            key={i}
            isDropdownItem
            activeClassName={mobile ? 'menu__link--active' : 'dropdown__link--active'}
            {...(mobile ? { mobile } : {})}
            onClick={close}
            {...entry}
          />
        ))
      }
    />
  );
}
