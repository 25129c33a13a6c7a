// `@theme/NavbarItem/DropdownNavbarItem`: a menu of links (`label`, `items`), its `Desktop` half in
// the bar (opens on hover or click) and its `Mobile` half in the slide-in menu (opens on click).
import DropdownNavbarItemDesktop from './DropdownNavbarItem/Desktop.js';
import DropdownNavbarItemMobile from './DropdownNavbarItem/Mobile.js';
import type { DropdownProps } from '../../navbarDropdownItem.js';

export type Props = DropdownProps & { mobile?: boolean };

export default function DropdownNavbarItem({ mobile = false, ...props }: Props) {
  const Comp = mobile ? DropdownNavbarItemMobile : DropdownNavbarItemDesktop;
  return <Comp {...props} />;
}
