// `@theme/Navbar/MobileSidebar/Layout`: the slide-in menu: its header, then two panels (the
// navbar's items, the docs sidebar).
import type { ReactNode } from 'react';
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';
import { useNavbarPage } from '../../../navbarItems.js';
import { useNavbarSecondaryMenuContent } from '../../../navbarSecondaryMenu.js';
import { INERT_PROPS } from '../../../inert.js';

export default function NavbarMobileSidebarLayout({
  header,
  primaryMenu,
  secondaryMenu,
}: {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
}) {
  const { shown } = useNavbarMobileSidebar();
  const { sidebar, showSecondary } = useNavbarPage();
  const filled = useNavbarSecondaryMenuContent();
  const secondary = !!sidebar || filled !== null;
  return (
    <div className="theme-layout-navbar-sidebar navbar-sidebar" {...(shown ? {} : INERT_PROPS)}>
      {header}
      <div
        className={`navbar-sidebar__items${secondary && showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}
      >
        <div className="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu">
          {primaryMenu}
        </div>
        <div className="theme-layout-navbar-sidebar-panel navbar-sidebar__item menu">
          {secondaryMenu}
        </div>
      </div>
    </div>
  );
}
