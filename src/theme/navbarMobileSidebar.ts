// The navbar's slide-in menu on narrow screens, as `useNavbarMobileSidebar()` of
// `@docusaurus/theme-common/internal` tells it: whether it is shown, whether its menus are drawn
// yet, and the toggle. The navbar provides it; a component outside a navbar gets a closed menu.
import { createContext, useContext, useEffect } from 'react';

export interface NavbarMobileSidebar {
  /** No menu to open: the navbar has no items and no page fills the second panel. */
  disabled: boolean;
  /** The menus are drawn (from the first time the menu opens, so pages' HTML stays small). */
  shouldRender: boolean;
  shown: boolean;
  toggle: () => void;
}

export const NavbarMobileSidebarContext = createContext<NavbarMobileSidebar>({
  disabled: false,
  shouldRender: false,
  shown: false,
  toggle: () => undefined,
});

export const useNavbarMobileSidebar = () => useContext(NavbarMobileSidebarContext);

/** Keeps the page behind from scrolling while `lock` is true (the open slide-in menu). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [lock]);
}
