// A dropdown navbar item from Docusaurus's props (DropdownNavbarItem's halves): the theme's dropdown
// (./NavbarDropdown.tsx) with the item's links.
import type { ReactNode } from 'react';
import { menuLinks } from './navbarItemLinks.js';
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
  return (
    <NavbarDropdown
      item={{
        label: label as string,
        items: menuLinks(items, `navbar dropdown "${String(label)}"`),
        position,
      }}
      mobile={mobile}
    />
  );
}
