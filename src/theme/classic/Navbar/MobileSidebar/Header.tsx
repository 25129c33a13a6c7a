// `@theme/Navbar/MobileSidebar/Header`: the slide-in menu's top row: logo, colour-mode switch, close.
import siteConfig from 'virtual:docs/site-config';
import ColorModeToggle from '../../../ColorModeToggle.js';
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';
import IconClose from '../../Icon/Close.js';
import NavbarLogo from '../Logo.js';

export default function NavbarMobileSidebarHeader() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
      <button
        type="button"
        aria-label="Close navigation bar"
        className="clean-btn navbar-sidebar__close"
        onClick={toggle}
      >
        <IconClose />
      </button>
    </div>
  );
}
