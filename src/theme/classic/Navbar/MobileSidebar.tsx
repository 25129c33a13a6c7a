// `@theme/Navbar/MobileSidebar`: the navbar's slide-in menu on narrow screens.
import NavbarMobileSidebarHeader from './MobileSidebar/Header.js';
import NavbarMobileSidebarLayout from './MobileSidebar/Layout.js';
import NavbarMobileSidebarPrimaryMenu from './MobileSidebar/PrimaryMenu.js';
import NavbarMobileSidebarSecondaryMenu from './MobileSidebar/SecondaryMenu.js';

export default function NavbarMobileSidebar() {
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
