// A dropdown navbar item from Docusaurus's props (DropdownNavbarItem's halves): the theme's dropdown
// (./NavbarDropdown.tsx), each entry of its `items` drawn through `@theme/NavbarItem` with
// `isDropdownItem` (and `mobile` in the slide-in menu), as Docusaurus draws them: a site's item
// types (`NavbarItem/ComponentTypes`) and its wrapper of `NavbarItem` apply inside the list too.
import type { ReactNode } from 'react';
import NavbarItem from './classic/NavbarItem.js';
import NavbarDropdown from './NavbarDropdown.js';

export interface DropdownProps {
  label?: ReactNode;
  items?: unknown[];
  position?: 'left' | 'right';
  className?: string;
  [key: string]: unknown;
}

export default function DropdownMenu({
  label,
  items,
  position = 'left',
  mobile,
}: DropdownProps & { mobile: boolean }) {
  const entries = (Array.isArray(items) ? items : []) as Record<string, unknown>[];
  return (
    <NavbarDropdown
      item={{ label: label as string, items: [], position }}
      mobile={mobile}
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
