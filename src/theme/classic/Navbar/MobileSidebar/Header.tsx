// `@theme/Navbar/MobileSidebar/Header`: the slide-in menu's top row: logo, colour-mode switch, close.
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';
import IconClose from '../../Icon/Close.js';
import NavbarColorModeToggle from '../ColorModeToggle.js';
import NavbarLogo from '../Logo.js';
import { translateTheme } from '../../../translate.js';

export default function NavbarMobileSidebarHeader() {
  const { toggle } = useNavbarMobileSidebar();
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      <NavbarColorModeToggle
        {...(__DOCS_DOCUSAURUS_METADATA__ ? { className: 'margin-right--md' } : {})}
      />
      <button
        type="button"
        aria-label={translateTheme(
          'theme.docs.sidebar.closeSidebarButtonAriaLabel',
          'Close navigation bar',
        )}
        className="clean-btn navbar-sidebar__close"
        onClick={toggle}
      >
        <IconClose />
      </button>
    </div>
  );
}
