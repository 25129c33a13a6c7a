// `@theme/Navbar/Layout`: the fixed top bar around its `children` (`@theme/Navbar/Content`), the
// backdrop and the slide-in menu (`@theme/Navbar/MobileSidebar`, at 996 px or less, with the docs
// sidebar). It holds their state (the menu open, drawn, its second panel) and gives it to them;
// what it knows of the open page (its sidebar, path, docs version) the theme's layout gives
// (`NavbarPagePropsContext`), so an ejected `@theme/Navbar` renders it without props.
import { useContext, useEffect, useState, type ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { DESKTOP_BREAKPOINT } from '../../../shared/constants.js';
import { useWindowSize } from '../../docusaurus/themeCommonParts.js';
import NavbarMobileSidebar from './MobileSidebar.js';
import { useLocation } from '../../../client/navigation.js';
import { useHiddenOnScroll } from '../../hideOnScroll.js';
import { NavbarPageContext } from '../../navbarItems.js';
import { NavbarMobileSidebarContext } from '../../navbarMobileSidebar.js';
import { NavbarPagePropsContext } from '../../navbarPageProps.js';
import { useNavbarSecondaryMenuContent } from '../../navbarSecondaryMenu.js';
import { translateTheme } from '../../translate.js';

const NEVER_HIDDEN = [false, () => undefined] as const;

/** The bar's classes: Infima's, `navbar.style`, and hidden while scrolling down (hideOnScroll). */
function navbarClassName(drawerOpen: boolean, hidden: boolean): string {
  const { style, hideOnScroll } = siteConfig.navbar;
  return [
    'theme-layout-navbar navbar navbar--fixed-top',
    style === 'dark' ? 'navbar--dark' : style === 'primary' && 'navbar--primary',
    hideOnScroll && 'navbar--hideable',
    hidden && !drawerOpen && 'navbar--hidden',
    drawerOpen && 'navbar-sidebar--show',
  ]
    .filter(Boolean)
    .join(' ');
}

export default function NavbarLayout({ children }: { children?: ReactNode }) {
  const { sidebar, pathname, docsVersion, sidebarName } = useContext(NavbarPagePropsContext);
  const docs = { page: docsVersion, pathname, sidebarName };
  const [open, setOpen] = useState(false);
  // navbar.hideOnScroll, in the bundles of the sites that set it (plugins/siteFeatures.ts).
  // (A build-time constant: the same hooks run on every render of a build.)
  const [hidden, show] = __DOCS_HIDE_ON_SCROLL__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useHiddenOnScroll(siteConfig.navbar.hideOnScroll, pathname, useLocation().hash)
    : NEVER_HIDDEN;
  const [showSecondary, setShowSecondary] = useState(true);
  const filled = useNavbarSecondaryMenuContent() !== null;
  // The drawer (a second copy of the navbar's brand and items, and the whole docs sidebar) is not
  // in the server's HTML: it is drawn in a window of the mobile width (Docusaurus's
  // `shouldRender`), or from the first time it opens.
  const windowSize = useWindowSize();
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    setShowSecondary(!!sidebar || filled);
    const mq = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const onChange = () => mq.matches && setOpen(false);
    mq.addEventListener('change', onChange);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      mq.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, sidebar, filled]);
  // As Docusaurus's: nothing to open (no toggle) when the navbar has no items and no page fills the
  // menu's second panel, which a doc's sidebar does only in a window of the mobile width.
  const disabled =
    siteConfig.navbar.items.length === 0 && !filled && !(sidebar && windowSize === 'mobile');
  const mobileSidebar = {
    disabled,
    shouldRender: !disabled && (drawn || windowSize === 'mobile'),
    shown: open,
    toggle: () => setOpen((o) => !o),
  };
  return (
    <NavbarMobileSidebarContext.Provider value={mobileSidebar}>
      <NavbarPageContext.Provider value={{ docs, sidebar, showSecondary, setShowSecondary }}>
        <nav
          aria-label={translateTheme('theme.NavBar.navAriaLabel', 'Main')}
          className={navbarClassName(open, hidden)}
          onFocus={hidden ? show : undefined}
        >
          {children}
          <div
            role="presentation"
            className="navbar-sidebar__backdrop"
            onClick={() => setOpen(false)}
          />
          <NavbarMobileSidebar />
        </nav>
      </NavbarPageContext.Provider>
    </NavbarMobileSidebarContext.Provider>
  );
}
