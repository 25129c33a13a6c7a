// `@theme/Navbar/MobileSidebar`: the navbar's slide-in menu on narrow screens (drawn only there).
import { useNavbarMobileSidebar } from '../../navbarMobileSidebar.js';
import NavbarMobileSidebarHeader from './MobileSidebar/Header.js';
import NavbarMobileSidebarLayout from './MobileSidebar/Layout.js';
import NavbarMobileSidebarPrimaryMenu from './MobileSidebar/PrimaryMenu.js';
import NavbarMobileSidebarSecondaryMenu from './MobileSidebar/SecondaryMenu.js';

export default function NavbarMobileSidebar() {
  // None in the server's HTML nor on a wide screen: one navbar title per page, as in Docusaurus.
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
