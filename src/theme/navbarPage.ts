// What the navbar's parts read of the open page (its docs version and path, its sidebar, the
// slide-in menu's second panel), and the config item a `@theme/NavbarItem` is drawn from.
import { createContext, useContext } from 'react';
import type { DocVersionMeta, NavbarItem, SidebarItem } from '../shared/types.js';

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

/**
 * The config item (as the build resolved it) a `@theme/NavbarItem` of the navbar is drawn from:
 * what Docusaurus's item types find in the docs' global data (a doc's link in each version, the
 * sidebars it is current on) comes from here, whatever props a site's wrapper passes on.
 */
export const NavbarItemSourceContext = createContext<NavbarItem | undefined>(undefined);

export const useNavbarItemSource = () => useContext(NavbarItemSourceContext);
