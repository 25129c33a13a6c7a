// `@theme/NavbarItem/DropdownNavbarItem/Mobile`: the slide-in menu's collapsible list of links.
import DropdownMenu, { type DropdownProps } from '../../../navbarDropdownItem.js';

export default function DropdownNavbarItemMobile(props: DropdownProps) {
  return <DropdownMenu {...props} mobile />;
}
