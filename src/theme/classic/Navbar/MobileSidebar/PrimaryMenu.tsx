// `@theme/Navbar/MobileSidebar/PrimaryMenu`: the navbar's items, all of them, in the slide-in menu.
import { NavItems, useNavbarPage } from '../../../navbarItems.js';

export default function NavbarMobileSidebarPrimaryMenu() {
  const { docs } = useNavbarPage();
  return (
    <ul className="menu__list">
      <NavItems position="left" mobile docs={docs} />
    </ul>
  );
}
