// `@theme/Navbar/MobileSidebar/PrimaryMenu`: the navbar's items, all of them, in the slide-in menu.
import { NavItems } from '../../../navbarItems.js';

export default function NavbarMobileSidebarPrimaryMenu() {
  return (
    <ul className="menu__list">
      <NavItems position="left" mobile />
    </ul>
  );
}
