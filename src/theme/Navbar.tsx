// Fixed top navbar; at 996 px or less its items move into a slide-in sidebar with the docs sidebar.
import { useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { DESKTOP_BREAKPOINT } from '../shared/constants.js';
import type { DocVersionMeta, SidebarItem } from '../shared/types.js';
import NavbarLogo from './classic/Navbar/Logo.js';
import CustomNavbarItem from './classic/NavbarItem/CustomNavbarItem.js';
import ColorModeToggle from './ColorModeToggle.js';
import { DocsVersionNavbarItem, VersionedNavbarLink } from './docs/DocsVersionNavbarItems.js';
import { useLocation } from '../client/navigation.js';
import { SidebarMenu } from './DocSidebar.js';
import { useHiddenOnScroll } from './hideOnScroll.js';
import NavbarDropdown from './NavbarDropdown.js';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem.js';
import NavbarLink from './NavbarLink.js';
import { isNavbarLinkActive } from '../shared/navbarActive.js';
import HtmlItem from './NavbarHtmlItem.js';
import SearchBar from './SearchBar.js';

function NavItems({
  position,
  mobile,
  docs,
}: {
  position: 'left' | 'right';
  mobile?: boolean;
  /** The open page's docs version and path (versioned docs' items follow them). */
  docs: { page: DocVersionMeta | undefined; pathname: string; sidebarName?: string };
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

const NEVER_HIDDEN = [false, () => undefined] as const;

/** The bar's classes: Infima's, `navbar.style`, and hidden while scrolling down (hideOnScroll). */
function navbarClassName(drawerOpen: boolean, hidden: boolean): string {
  const { style, hideOnScroll } = siteConfig.navbar;
  return [
    'navbar navbar--fixed-top',
    style === 'dark' ? 'navbar--dark' : style === 'primary' && 'navbar--primary',
    hideOnScroll && 'navbar--hideable',
    hidden && !drawerOpen && 'navbar--hidden',
    drawerOpen && 'navbar-sidebar--show',
  ]
    .filter(Boolean)
    .join(' ');
}

function DrawerToggle({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label="Toggle navigation bar"
      aria-expanded={open}
      className="navbar__toggle clean-btn"
      onClick={onOpen}
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

export default function Navbar({
  sidebar,
  pathname,
  docsVersion,
  sidebarName,
}: {
  sidebar?: SidebarItem[];
  pathname: string;
  /** The open doc's version (versioned docs). */
  docsVersion?: DocVersionMeta;
  /** The open page's sidebar (navbar links of that sidebar show as current). */
  sidebarName?: string;
}) {
  const docs = { page: docsVersion, pathname, sidebarName };
  const [open, setOpen] = useState(false);
  // navbar.hideOnScroll, in the bundles of the sites that set it (plugins/siteFeatures.ts).
  // (A build-time constant: the same hooks run on every render of a build.)
  const [hidden, show] = __DOCS_HIDE_ON_SCROLL__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useHiddenOnScroll(siteConfig.navbar.hideOnScroll, pathname, useLocation().hash)
    : NEVER_HIDDEN;
  const [showSecondary, setShowSecondary] = useState(true);
  // The drawer's menus (a second copy of the navbar items and the whole docs sidebar) are rendered
  // the first time it opens: every page's HTML would otherwise carry the sidebar twice.
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    setShowSecondary(!!sidebar);
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
  }, [open, sidebar]);
  return (
    <nav
      aria-label="Main"
      className={navbarClassName(open, hidden)}
      onFocus={hidden ? show : undefined}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <DrawerToggle open={open} onOpen={() => setOpen(true)} />
          <NavbarLogo />
          <NavItems position="left" docs={docs} />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavItems position="right" docs={docs} />
          {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
          <SearchBar />
        </div>
      </div>
      <div
        role="presentation"
        className="navbar-sidebar__backdrop"
        onClick={() => setOpen(false)}
      />
      <div className="navbar-sidebar" {...(open ? {} : { inert: true })}>
        <div className="navbar-sidebar__brand">
          <NavbarLogo />
          {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
          <button
            type="button"
            aria-label="Close navigation bar"
            className="clean-btn navbar-sidebar__close"
            onClick={() => setOpen(false)}
          >
            <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
              <g stroke="currentColor" strokeWidth="1.2">
                <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
              </g>
            </svg>
          </button>
        </div>
        {drawn && (
          <div
            className={`navbar-sidebar__items${sidebar && showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}
          >
            <div className="navbar-sidebar__item menu">
              <ul className="menu__list">
                <NavItems position="left" mobile docs={docs} />
              </ul>
            </div>
            <div className="navbar-sidebar__item menu">
              {sidebar && (
                <>
                  <button
                    type="button"
                    className="clean-btn navbar-sidebar__back"
                    onClick={() => setShowSecondary(false)}
                  >
                    ← Back to main menu
                  </button>
                  <SidebarMenu
                    items={sidebar}
                    pathname={pathname}
                    onNavigate={() => setOpen(false)}
                  />
                </>
              )}
            </div>
          </div>
        )}
      </div>
    </nav>
  );
}
