// `@theme/Navbar/Content`: the bar's row: the menu toggle, the logo and the left items, then the
// right items, the colour-mode switch and the search box.
import siteConfig from 'virtual:docs/site-config';
import ColorModeToggle from '../../ColorModeToggle.js';
import { NavItems, useNavbarPage } from '../../navbarItems.js';
import SearchBar from '../../SearchBar.js';
import NavbarLogo from './Logo.js';
import NavbarMobileSidebarToggle from './MobileSidebar/Toggle.js';

export default function NavbarContent() {
  const { docs } = useNavbarPage();
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileSidebarToggle />
        <NavbarLogo />
        <NavItems position="left" docs={docs} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavItems position="right" docs={docs} />
        {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
        <SearchBar />
      </div>
    </div>
  );
}
