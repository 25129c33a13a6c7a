// `@theme/NavbarItem/DropdownNavbarItem/Desktop`: the bar's menu of links.
import DropdownMenu, { type DropdownProps } from '../../../navbarDropdownItem.js';

export default function DropdownNavbarItemDesktop(props: DropdownProps) {
  return <DropdownMenu {...props} mobile={false} />;
}
