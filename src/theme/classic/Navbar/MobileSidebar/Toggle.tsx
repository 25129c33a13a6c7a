// `@theme/Navbar/MobileSidebar/Toggle`: the button that opens the slide-in menu on narrow screens.
import { useNavbarMobileSidebar } from '../../../navbarMobileSidebar.js';

export default function NavbarMobileSidebarToggle() {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      aria-label="Toggle navigation bar"
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      onClick={toggle}
    >
      <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
        <path
          stroke="currentColor"
          strokeLinecap="round"
          strokeMiterlimit="10"
          strokeWidth="2"
          d="M4 7h22M4 15h22M4 23h22"
        />
      </svg>
    </button>
  );
}
