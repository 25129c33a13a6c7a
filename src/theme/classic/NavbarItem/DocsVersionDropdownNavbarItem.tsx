// `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: a menu of the docs' versions (`versions`,
// `dropdownItemsBefore`/`After`), each linking to the open doc in that version.
import NavbarVersionItem, { type VersionItemProps } from '../../navbarVersionItem.js';

export default function DocsVersionDropdownNavbarItem(props: VersionItemProps) {
  return <NavbarVersionItem {...props} type="docsVersionDropdown" />;
}
