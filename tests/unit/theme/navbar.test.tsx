// The navbar: its links and dropdown (opened by click, closed by Escape, a click outside or a
// choice), and on small screens the drawer with the navbar items and the docs sidebar.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Navbar from '../../../src/theme/Navbar.js';
import NavbarDropdown from '../../../src/theme/NavbarDropdown.js';
import type { NavbarItem, SidebarItem } from '../../../src/shared/types.js';
import siteConfig from './fixtures/siteConfig.js';
import { renderAt } from './render.js';

afterEach(cleanup);

/** jsdom has no matchMedia: a desktop-width query the test can switch (as a window resize). */
let desktop: { matches: boolean; listeners: Set<() => void> };
beforeEach(() => {
  desktop = { matches: false, listeners: new Set() };
  window.matchMedia = (() => ({
    get matches() {
      return desktop.matches;
    },
    addEventListener: (_: string, l: () => void) => desktop.listeners.add(l),
    removeEventListener: (_: string, l: () => void) => desktop.listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
});
function becomeDesktop() {
  desktop.matches = true;
  act(() => desktop.listeners.forEach((l) => l()));
}

const products = {
  label: 'Products',
  position: 'left' as const,
  items: [
    { label: 'Modems', href: '/products/modems' },
    { label: 'Trackers', href: '/products/trackers' },
  ],
};

describe('NavbarDropdown', () => {
  const toggle = () => screen.getByRole('button', { name: 'Products' });
  const isOpen = () => toggle().getAttribute('aria-expanded') === 'true';

  it('opens on click and closes on Escape', () => {
    renderAt(<NavbarDropdown item={products} />);
    expect(isOpen()).toBe(false);
    fireEvent.click(toggle());
    expect(isOpen()).toBe(true);
    const menu = toggle().nextElementSibling as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Modems', 'Trackers']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('draws a toggle without a label (an icon drawn by its class) with its attributes', () => {
    const icon = {
      label: undefined as unknown as string,
      position: 'right' as const,
      className: 'header-github-link',
      attributes: { 'aria-label': 'GitHub Repository' },
      items: [{ label: 'Fiber', href: 'https://github.com/gofiber/fiber' }],
    };
    renderAt(<NavbarDropdown item={icon} className={icon.className} />);
    const button = screen.getByRole('button', { name: 'GitHub Repository' });
    expect(button.className).toBe('navbar__link header-github-link');
    expect(button.textContent).toBe('');
    renderAt(<NavbarDropdown item={icon} className={icon.className} mobile />);
    expect(screen.getAllByRole('button', { name: 'GitHub Repository' })).toHaveLength(2);
  });

  it('closes on a click or focus outside it, not inside it', () => {
    renderAt(
      <>
        <NavbarDropdown item={products} />
        <button type="button">Elsewhere</button>
      </>,
    );
    fireEvent.click(toggle());
    fireEvent.mouseDown(screen.getByRole('link', { name: 'Modems' }));
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(false);
    fireEvent.click(toggle());
    fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(false);
  });

  it('closes after a link is chosen, and navigates to it', () => {
    const { navigations } = renderAt(<NavbarDropdown item={products} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Trackers' }));
    expect(isOpen()).toBe(false);
    expect(navigations).toEqual(['/products/trackers']);
  });

  it('shows html entries as they are, between its links, in the menu and in the drawer', () => {
    const item = {
      ...products,
      items: [
        products.items[0]!,
        { type: 'html' as const, value: '<hr class="rule"/>', className: 'sep' },
        products.items[1]!,
      ],
    };
    const { unmount } = renderAt(<NavbarDropdown item={item} />);
    const entries = [...document.querySelectorAll('.dropdown__menu > li')];
    expect(entries.map((li) => li.textContent || li.innerHTML)).toEqual([
      'Modems',
      '<hr class="rule">',
      'Trackers',
    ]);
    expect(entries[1]!.className).toBe('sep');
    unmount();
    renderAt(<NavbarDropdown item={item} mobile />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand the dropdown' }));
    const html = document.querySelector('.menu__list li:has(> hr.rule)')!;
    expect(html.className).toBe('menu__list-item sep');
  });

  it("has Infima's markup in the bar: a hoverable dropdown, its link, its list and links", () => {
    renderAt(<NavbarDropdown item={{ ...products, position: 'right' }} className="extra" />);
    const root = toggle().parentElement!;
    expect(root.tagName).toBe('DIV');
    expect(root.className).toBe('navbar__item dropdown dropdown--hoverable dropdown--right');
    expect(toggle().tagName).toBe('A');
    expect(toggle().getAttribute('href')).toBe('#');
    expect(toggle().getAttribute('aria-haspopup')).toBe('true');
    expect(toggle().className).toBe('navbar__link extra');
    const list = root.querySelector(':scope > ul.dropdown__menu')!;
    expect([...list.querySelectorAll(':scope > li > a')].map((a) => a.className)).toEqual([
      'dropdown__link',
      'dropdown__link',
    ]);
    fireEvent.click(toggle());
    expect(root.classList.contains('dropdown--show')).toBe(true);
    // Enter and Space toggle it too (a link with role="button").
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(isOpen()).toBe(false);
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(isOpen()).toBe(true);
  });

  it("in the drawer: Infima's collapsible row, its list drawn from the first time it opens", () => {
    renderAt(<NavbarDropdown item={products} mobile />);
    const caret = () => screen.getByRole('button', { name: /(Expand|Collapse) the dropdown/ });
    const item = toggle().closest('li')!;
    expect(item.className).toBe('menu__list-item menu__list-item--collapsed');
    expect(toggle().parentElement!.className).toBe('menu__list-item-collapsible');
    expect(toggle().className).toBe('menu__link menu__link--sublist');
    expect(caret().className).toBe('clean-btn menu__caret');
    expect(caret().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Modems' })).toBeNull();
    fireEvent.click(toggle());
    expect(item.className).toBe('menu__list-item');
    expect(caret().getAttribute('aria-expanded')).toBe('true');
    expect(item.querySelector(':scope > ul.menu__list a.menu__link')!.textContent).toBe('Modems');
    fireEvent.click(caret());
    expect(item.className).toBe('menu__list-item menu__list-item--collapsed');
  });

  it('in the drawer, is open from the start when one of its links is the page', () => {
    renderAt(<Navbar pathname="/products/trackers" />, '/products/trackers');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const drawer = document.querySelector('.navbar-sidebar')!;
    const row = within(drawer as HTMLElement).getByRole('button', { name: 'Products' });
    expect(row.closest('li')!.className).toBe('menu__list-item');
    expect(within(drawer as HTMLElement).getByRole('link', { name: 'Trackers' }).className).toBe(
      'menu__link menu__link--active',
    );
  });
});

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Install', href: '/guide/install' },
  { type: 'link', label: 'Configure', href: '/guide/configure' },
];

describe('Navbar', () => {
  const main = () => screen.getByRole('navigation', { name: 'Main' });
  const drawerToggle = () => screen.getByRole('button', { name: 'Toggle navigation bar' });
  const drawerOpen = () => drawerToggle().getAttribute('aria-expanded') === 'true';

  it('shows the site title linking home, the configured links, the dropdown and the mode switch', () => {
    const { navigations } = renderAt(<Navbar pathname="/intro" />, '/intro');
    const home = within(main()).getAllByRole('link', { name: 'Test Docs' })[0]!;
    expect(home.getAttribute('href')).toBe('/');
    expect(within(main()).getByRole('button', { name: 'Products' })).toBeTruthy();
    expect(
      within(main()).getAllByRole('button', { name: /Switch between dark and light mode/ }).length,
    ).toBeGreaterThan(0);
    const status = within(main()).getByRole('link', { name: 'Status' });
    expect(status.getAttribute('target')).toBe('_blank');
    // A labelled link to another site ends with the external-link icon, as in Docusaurus.
    expect(status.querySelector('svg.iconExternalLink_dv')).not.toBeNull();
    expect(
      within(main()).getByRole('link', { name: 'Guide' }).querySelector('svg.iconExternalLink_dv'),
    ).toBeNull();
    // The bar's halves carry Docusaurus's layout class names (ThemeClassNames.layout.navbar).
    expect(main().querySelector('.theme-layout-navbar-left.navbar__items')).not.toBeNull();
    expect(main().querySelector('.theme-layout-navbar-right.navbar__items--right')).not.toBeNull();
    fireEvent.click(within(main()).getByRole('link', { name: 'Guide' }));
    expect(navigations).toEqual(['/guide/']);
  });

  it('draws no external-link icon for a full URL given as `to`, in the bar and in a dropdown', () => {
    // Docusaurus's NavbarNavLink draws the icon for an `href` leaving the site only: a config's
    // `to: 'https://…'` (a real site's navbar and its community menu) shows the label alone.
    const forum: NavbarItem = {
      label: 'Forum',
      href: 'https://forum.example',
      externalIcon: false,
      position: 'right',
    };
    const menu: NavbarItem = {
      label: 'Community',
      position: 'right',
      items: [
        { label: 'Chat', href: 'https://chat.example', externalIcon: false },
        { label: 'Code', href: 'https://code.example' },
      ],
    };
    siteConfig.navbar.items.push(forum, menu);
    try {
      renderAt(<Navbar pathname="/intro" />, '/intro');
      const link = within(main()).getByRole('link', { name: 'Forum' });
      expect(link.getAttribute('href')).toBe('https://forum.example');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.querySelector('svg')).toBeNull();
      fireEvent.click(within(main()).getByRole('button', { name: 'Community' }));
      const chat = within(main()).getByRole('link', { name: 'Chat' });
      expect(chat.getAttribute('href')).toBe('https://chat.example');
      expect(chat.querySelector('svg')).toBeNull();
      // An `href` entry keeps the icon, at the dropdown's 12 px.
      const code = within(main()).getByRole('link', { name: 'Code' });
      expect(code.querySelector('svg.iconExternalLink_dv')?.getAttribute('width')).toBe('12');
    } finally {
      siteConfig.navbar.items.splice(-2, 2);
    }
  });

  it('shows an html item as it is: a navbar__item <div>, and an <li> in the drawer', () => {
    const value = '<a class="badge" href="https://ci.example.com">CI</a>';
    const html: NavbarItem = { type: 'html', value, className: 'ci', position: 'right' };
    siteConfig.navbar.items.push(html);
    try {
      renderAt(<Navbar pathname="/intro" />, '/intro');
      const item = document.querySelector('.navbar__items--right > div.navbar__item.ci')!;
      expect(item.innerHTML).toBe(value);
      fireEvent.click(drawerToggle());
      const drawn = document.querySelector('.navbar-sidebar__items li.menu__list-item.ci')!;
      expect(drawn.querySelector('a.badge')!.textContent).toBe('CI');
    } finally {
      siteConfig.navbar.items.pop();
    }
  });

  it('shows an icon link without a label: its class and attributes on the <a>, in the drawer too', () => {
    const github: NavbarItem = {
      href: 'https://git.example/lamp',
      position: 'right',
      className: 'header-git-link',
      attributes: { 'aria-label': 'Source repository' },
    };
    siteConfig.navbar.items.push(github);
    try {
      renderAt(<Navbar pathname="/intro" />, '/intro');
      const link = within(main()).getAllByRole('link', { name: 'Source repository' })[0]!;
      expect(link.className).toBe('navbar__item navbar__link header-git-link');
      expect(link.getAttribute('href')).toBe('https://git.example/lamp');
      fireEvent.click(drawerToggle());
      const drawn = document.querySelector('.navbar-sidebar__items a.menu__link.header-git-link')!;
      expect(drawn.getAttribute('aria-label')).toBe('Source repository');
    } finally {
      siteConfig.navbar.items.pop();
    }
  });

  it('opens the drawer with the docs sidebar, goes back to the main menu, and closes', () => {
    renderAt(<Navbar pathname="/guide/install" sidebar={sidebar} />, '/guide/install');
    // The drawer's menus are not rendered until it first opens.
    expect(screen.queryByRole('link', { name: 'Configure' })).toBeNull();
    fireEvent.click(drawerToggle());
    expect(drawerOpen()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'Configure' })).toBeTruthy();
    const back = screen.getByRole('button', { name: '← Back to main menu' });
    const items = back.closest('.navbar-sidebar__items')!;
    expect(items.className).toContain('--show-secondary');
    fireEvent.click(back);
    expect(items.className).not.toContain('--show-secondary');
    fireEvent.click(screen.getByRole('button', { name: 'Close navigation bar' }));
    expect(drawerOpen()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer on Escape, and when a sidebar link is followed', () => {
    const { navigations } = renderAt(
      <Navbar pathname="/guide/install" sidebar={sidebar} />,
      '/guide/install',
    );
    fireEvent.click(drawerToggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(drawerOpen()).toBe(false);
    fireEvent.click(drawerToggle());
    fireEvent.click(screen.getByRole('link', { name: 'Configure' }));
    expect(drawerOpen()).toBe(false);
    expect(navigations).toEqual(['/guide/configure']);
  });

  it('closes the drawer when the window becomes desktop-wide', () => {
    renderAt(<Navbar pathname="/intro" />, '/intro');
    fireEvent.click(drawerToggle());
    expect(drawerOpen()).toBe(true);
    becomeDesktop();
    expect(drawerOpen()).toBe(false);
  });

  it('has no menu toggle when the navbar has no items, unless a doc sidebar fills it on a narrow window', () => {
    // Docusaurus's useNavbarMobileSidebar: disabled (no toggle) when navbar.items is empty and no
    // page fills the menu's second panel; a doc's sidebar fills it in a mobile-width window only.
    const saved = siteConfig.navbar.items.splice(0);
    const width = window.innerWidth;
    const resize = (w: number) =>
      act(() => {
        window.innerWidth = w;
        window.dispatchEvent(new Event('resize'));
      });
    const toggles = () => screen.queryAllByRole('button', { name: 'Toggle navigation bar' });
    try {
      resize(1280);
      const page = renderAt(<Navbar pathname="/intro" />, '/intro');
      expect(toggles()).toEqual([]);
      resize(900);
      expect(toggles()).toEqual([]);
      page.unmount();
      renderAt(<Navbar pathname="/guide/install" sidebar={sidebar} />, '/guide/install');
      expect(toggles()).toHaveLength(1);
      resize(1280);
      expect(toggles()).toEqual([]);
    } finally {
      siteConfig.navbar.items.push(...saved);
      resize(width);
    }
  });

  it("draws a dropdown's doc and docSidebar entries as Docusaurus: links current on their sidebar", () => {
    const handbook: NavbarItem = {
      label: 'Handbook',
      position: 'right',
      items: [
        {
          label: 'Lamp care',
          href: '/guide/install',
          activeSidebars: ['guide'],
          docusaurusItem: { type: 'doc', id: 'install' },
        },
        {
          label: 'Other docs',
          href: '/other/start',
          activeSidebars: ['other'],
          docusaurusItem: { type: 'docSidebar', id: 'other' },
          className: 'other-docs',
        },
      ],
    };
    siteConfig.navbar.items.push(handbook);
    try {
      renderAt(
        <Navbar pathname="/guide/configure" sidebar={sidebar} sidebarName="guide" />,
        '/guide/configure',
      );
      const menu = within(main())
        .getByRole('button', { name: 'Handbook' })
        .parentElement!.querySelector('ul.dropdown__menu')!;
      const links = [...menu.querySelectorAll(':scope > li > a')];
      expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
        // Another doc of the page's sidebar: current, as Docusaurus's DocNavbarItem.
        ['Lamp care', '/guide/install', 'dropdown__link dropdown__link--active'],
        ['Other docs', '/other/start', 'dropdown__link other-docs'],
      ]);
      // In the slide-in menu: collapsed (Docusaurus opens it from the start only for an entry
      // whose `to` is the page), and the entry current once opened.
      fireEvent.click(drawerToggle());
      const drawer = document.querySelector('.navbar-sidebar') as HTMLElement;
      fireEvent.click(within(drawer).getByRole('button', { name: '← Back to main menu' }));
      const row = within(drawer).getByRole('button', { name: 'Handbook' });
      expect(row.closest('li')!.className).toBe('menu__list-item menu__list-item--collapsed');
      fireEvent.click(row);
      expect(within(drawer).getByRole('link', { name: 'Lamp care' }).className).toBe(
        'menu__link menu__link--active',
      );
    } finally {
      siteConfig.navbar.items.pop();
    }
  });

  it('keeps the closed drawer out of reach (inert)', () => {
    renderAt(<Navbar pathname="/intro" />, '/intro');
    fireEvent.click(drawerToggle());
    const drawer = screen
      .getByRole('button', { name: 'Close navigation bar' })
      .closest('.navbar-sidebar')!;
    expect(drawer.hasAttribute('inert')).toBe(false);
    fireEvent.click(drawerToggle());
    expect(drawer.hasAttribute('inert')).toBe(true);
  });

  it('draws no drawer on a wide screen before it is opened: one navbar title, as Docusaurus', () => {
    renderAt(<Navbar pathname="/intro" />, '/intro');
    expect(document.querySelector('.navbar-sidebar')).toBeNull();
    expect(document.querySelectorAll('.navbar__title')).toHaveLength(1);
  });
});
