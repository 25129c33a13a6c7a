// `@theme/Navbar/Content`: the bar's row: the menu toggle, the logo and the left items, then the
// right items, the colour-mode switch (`@theme/Navbar/ColorModeToggle`) and the search box
// (`@theme/Navbar/Search`), unless an item of `type: 'search'` puts the box at its own place.
import siteConfig from 'virtual:docs/site-config';
import { NavItems } from '../../navbarItems.js';
import SearchBar from '../../SearchBar.js';
import NavbarColorModeToggle from './ColorModeToggle.js';
import NavbarLogo from './Logo.js';
import NavbarMobileSidebarToggle from './MobileSidebar/Toggle.js';
import NavbarSearch from './Search.js';
import { useNavbarMobileSidebar } from '../../navbarMobileSidebar.js';

export default function NavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar();
  const hasSearchItem = siteConfig.navbar.items.some((i) => 'type' in i && i.type === 'search');
  return (
    <div className="navbar__inner">
      <div className="theme-layout-navbar-left navbar__items">
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavItems position="left" />
      </div>
      <div className="theme-layout-navbar-right navbar__items navbar__items--right">
        <NavItems position="right" />
        {/* Docusaurus's class (hidden on narrow screens) on its sites (`_dv`: see DocRoot/Layout). */}
        <NavbarColorModeToggle
          {...(__DOCS_DOCUSAURUS_METADATA__ ? { className: 'colorModeToggle_dv' } : {})}
        />
        {!hasSearchItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
