// What an ejected `Layout/Provider` and `Navbar/MobileSidebar/*` import from
// `@docusaurus/theme-common/internal`. Docusaurus keeps the colour mode, the announcement bar,
// the navbar's menus and the scroll controller in React contexts these providers open; this theme
// keeps them in module state and in the app's own providers (useColorMode.ts,
// AnnouncementBar.tsx, navbarMobileSidebar.ts, navbarPage.ts), so each provider here has nothing
// to open and renders its children: a site's Layout/Provider that composes them works unchanged.
import type { ReactNode } from 'react';
import DocSidebarMobile from '../classic/DocSidebar/Mobile.js';
import { useNavbarPage } from '../navbarPage.js';
import { useNavbarSecondaryMenuContent } from '../navbarSecondaryMenu.js';

function Children({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
export const ColorModeProvider = Children;
export const AnnouncementBarProvider = Children;
export const ScrollControllerProvider = Children;
export const NavbarProvider = Children;
export { PluginHtmlClassNameProvider } from './htmlClassName.js';

/**
 * The slide-in menu's second panel: `content` is the open page's docs sidebar or what the page
 * filled in (`NavbarSecondaryMenuFiller`), `shown` whether it is the panel on view, and `hide`
 * goes back to the navbar's items.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; content: ReactNode; hide: () => void } {
  const { sidebar, docs, showSecondary, setShowSecondary } = useNavbarPage();
  const filled = useNavbarSecondaryMenuContent();
  const content = sidebar ? <DocSidebarMobile path={docs.pathname} sidebar={sidebar} /> : filled;
  return {
    shown: showSecondary && content !== null,
    content,
    hide: () => setShowSecondary(false),
  };
}
