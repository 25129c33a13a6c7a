// `@theme/Navbar/MobileSidebar/Toggle`: the button that opens the slide-in menu on narrow screens.
import IconMenu from '../../Icon/Menu.js';
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';
import { translateTheme } from '../../../translate.js';

export default function NavbarMobileSidebarToggle() {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      aria-label={translateTheme(
        'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        'Toggle navigation bar',
      )}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      onClick={toggle}
    >
      <IconMenu />
    </button>
  );
}
