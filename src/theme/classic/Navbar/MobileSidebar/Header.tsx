// `@theme/Navbar/MobileSidebar/Header`: the slide-in menu's top row: logo, colour-mode switch, close.
import siteConfig from 'virtual:docs/site-config';
import ColorModeToggle from '../../../ColorModeToggle.js';
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';
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
        <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
          <g stroke="currentColor" strokeWidth="1.2">
            <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </g>
        </svg>
      </button>
    </div>
  );
}
