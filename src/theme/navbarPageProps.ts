// What the theme's layout tells the navbar of the open page (./Navbar.tsx gives it, the navbar's
// parts read it), in a module of its own: a site's `@theme/Navbar/Layout` replaces that file.
import { createContext } from 'react';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';

/** What the theme's layout tells the navbar of the open page. */
export interface NavbarPageProps {
  sidebar?: SidebarItem[];
  pathname: string;
  /** The open doc's version (versioned docs). */
  docsVersion?: DocVersionMeta;
  /** The open page's sidebar (navbar links of that sidebar show as current). */
  sidebarName?: string;
}

export const NavbarPagePropsContext = createContext<NavbarPageProps>({ pathname: '/' });
