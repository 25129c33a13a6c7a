// The navbar's items (left or right, or all of them in the slide-in menu), and what the navbar's
// parts read of the open page: its docs version and path, its sidebar, the menu's second panel.
import { createContext, useContext } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import CustomNavbarItem from './classic/NavbarItem/CustomNavbarItem.js';
import { DocsVersionNavbarItem, VersionedNavbarLink } from './docs/DocsVersionNavbarItems.js';
import NavbarDropdown from './NavbarDropdown.js';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem.js';
import NavbarLink from './NavbarLink.js';
import { isNavbarLinkActive } from '../shared/navbarActive.js';
import HtmlItem from './NavbarHtmlItem.js';

/** The open page's docs version and path (versioned docs' items follow them). */
export interface NavbarDocs {
  page: DocVersionMeta | undefined;
  pathname: string;
  sidebarName?: string;
}

/** What the navbar knows of the open page, for its parts (Navbar/Content, Navbar/MobileSidebar/*). */
export interface NavbarPage {
  docs: NavbarDocs;
  /** The page's docs sidebar: the slide-in menu's second panel. */
  sidebar?: SidebarItem[];
  /** The second panel (the docs sidebar) is shown rather than the navbar's items. */
  showSecondary: boolean;
  setShowSecondary: (show: boolean) => void;
}

export const NavbarPageContext = createContext<NavbarPage>({
  docs: { page: undefined, pathname: '/' },
  showSecondary: false,
  setShowSecondary: () => undefined,
});

export const useNavbarPage = () => useContext(NavbarPageContext);

export function NavItems({
  position,
  mobile,
  docs,
}: {
  position: 'left' | 'right';
  mobile?: boolean;
  /** The open page's docs version and path (versioned docs' items follow them). */
  docs: NavbarDocs;
}) {
  return (
    <>
      {siteConfig.navbar.items
        .filter((i) => mobile || i.position === position)
        .map((item, i) =>
          'props' in item ? (
            <CustomNavbarItem key={`c${i}`} item={item} mobile={mobile} />
          ) : 'value' in item ? (
            <HtmlItem key={i} item={item} className={mobile ? 'menu__list-item' : 'navbar__item'} />
          ) : 'type' in item && item.type === 'localeDropdown' ? (
            <LocaleDropdownNavbarItem key={`l${i}`} item={item} mobile={mobile} />
          ) : 'type' in item ? (
            __DOCS_HAS_VERSIONS__ ? (
              <DocsVersionNavbarItem key={`v${i}`} item={item} mobile={mobile} {...docs} />
            ) : null
          ) : 'items' in item ? (
            <NavbarDropdown key={item.label} item={item} mobile={mobile} />
          ) : __DOCS_HAS_VERSIONS__ && item.versionHrefs ? (
            <VersionedNavbarLink key={item.href} item={item} mobile={mobile} {...docs} />
          ) : (
            <NavbarLink
              key={item.href}
              label={item.label}
              href={item.href}
              mobile={mobile}
              active={isNavbarLinkActive(item, docs.pathname, docs.sidebarName)}
              {...(item.className ? { className: item.className } : {})}
              {...(item.attributes ? { attributes: item.attributes } : {})}
            />
          ),
        )}
    </>
  );
}
