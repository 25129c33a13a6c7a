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
    const menu = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Modems', 'Trackers']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
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
    const entries = [...document.querySelectorAll('.navbar-dropdown__menu > li')];
    expect(entries.map((li) => li.textContent || li.innerHTML)).toEqual([
      'Modems',
      '<hr class="rule">',
      'Trackers',
    ]);
    expect(entries[1]!.className).toBe('sep');
    unmount();
    renderAt(<NavbarDropdown item={item} mobile />);
    fireEvent.click(toggle());
    const html = document.querySelector('.menu__list li:has(> hr.rule)')!;
    expect(html.className).toBe('menu__list-item sep');
  });

  it('in the drawer, shows its links only while expanded', () => {
    renderAt(<NavbarDropdown item={products} mobile />);
    expect(screen.queryByRole('link', { name: 'Modems' })).toBeNull();
    fireEvent.click(toggle());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Modems' })).toBeTruthy();
    fireEvent.click(toggle());
    expect(screen.queryByRole('link', { name: 'Modems' })).toBeNull();
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
    expect(status.querySelector('svg.icon-external-link')).not.toBeNull();
    expect(
      within(main()).getByRole('link', { name: 'Guide' }).querySelector('svg.icon-external-link'),
    ).toBeNull();
    // The bar's halves carry Docusaurus's layout class names (ThemeClassNames.layout.navbar).
    expect(main().querySelector('.theme-layout-navbar-left.navbar__items')).not.toBeNull();
    expect(main().querySelector('.theme-layout-navbar-right.navbar__items--right')).not.toBeNull();
    fireEvent.click(within(main()).getByRole('link', { name: 'Guide' }));
    expect(navigations).toEqual(['/guide/']);
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

  it('keeps the closed drawer out of reach (inert)', () => {
    renderAt(<Navbar pathname="/intro" />, '/intro');
    const drawer = screen
      .getByRole('button', { name: 'Close navigation bar' })
      .closest('.navbar-sidebar')!;
    expect(drawer.hasAttribute('inert')).toBe(true);
    fireEvent.click(drawerToggle());
    expect(drawer.hasAttribute('inert')).toBe(false);
  });
});
