// The docs sidebar: links with the current page marked, categories that expand and collapse (one
// open per level), category links that navigate, and split-off categories loaded when opened.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DocSidebar from '../../../src/theme/DocSidebar.js';
import HideableSidebar from '../../../src/theme/HideableSidebar.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import siteConfig from './fixtures/siteConfig.js';
import { loadSidebarChunk, renderAt } from './render.js';

afterEach(cleanup);

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/intro' },
  {
    type: 'category',
    label: 'Guide',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'Install', href: '/guide/install' },
      { type: 'link', label: 'Configure', href: '/guide/configure' },
    ],
  },
  {
    type: 'category',
    label: 'Products',
    href: '/products/',
    collapsed: true,
    collapsible: true,
    items: [{ type: 'link', label: 'Modems', href: '/products/modems' }],
  },
  { type: 'link', label: 'Status', href: 'https://status.example.com' },
];

const nav = () => screen.getByRole('navigation', { name: 'Docs sidebar' });

describe('DocSidebar', () => {
  it('does not add the base URL twice to a link written with it (base URL /docs/)', () => {
    // A real site's sidebar: `{type: 'link', href: '/docs/api'}` with baseUrl '/docs/'.
    const before = siteConfig.baseUrl;
    siteConfig.baseUrl = '/docs/';
    try {
      const items: SidebarItem[] = [
        { type: 'link', label: 'API', href: '/docs/api' },
        { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
      ];
      renderAt(<DocSidebar items={items} pathname="/api" />, '/api');
      const api = within(nav()).getByRole('link', { name: 'API' });
      // The router's base is / in this test: the link's path below the base is /api.
      expect(api.getAttribute('href')).toBe('/api');
      expect(api.getAttribute('aria-current')).toBe('page');
      // A doc's permalink is a path below the base already, whatever its first segment.
      expect(within(nav()).getByRole('link', { name: 'Intro' }).getAttribute('href')).toBe(
        '/docs/intro',
      );
    } finally {
      siteConfig.baseUrl = before;
    }
  });

  it("gives a category without a page its first page's link under the base URL", () => {
    // OpenAPI Qraft (base URL /openapi-qraft/): the CLI category's button linked /docs/codegen/cli.
    const { navigations } = renderAt(
      <DocSidebar items={sidebar} pathname="/intro" />,
      '/intro',
      '/openapi-qraft/',
    );
    const guide = within(nav()).getByRole('button', { name: 'Guide' });
    expect(guide.getAttribute('href')).toBe('/openapi-qraft/guide/install');
    // A click opens the category and stays on the page.
    fireEvent.click(guide);
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    expect(navigations).toEqual([]);
  });

  it('marks the current page, and opens the category it is in', () => {
    renderAt(<DocSidebar items={sidebar} pathname="/guide/install" />, '/guide/install');
    const current = within(nav()).getByRole('link', { name: 'Install' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav()).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current'),
    ).toBeNull();
    const guide = within(nav()).getByRole('button', { name: 'Guide' });
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    expect(current.checkVisibility?.() ?? !current.closest('[hidden]')).toBe(true);
  });

  it('expands a category on click, and collapses its open sibling', () => {
    renderAt(<DocSidebar items={sidebar} pathname="/intro" />, '/intro');
    const guide = within(nav()).getByRole('button', { name: 'Guide' });
    expect(guide.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryByRole('link', { name: 'Install' })).toBeNull();
    fireEvent.click(guide);
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(guide.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Install' })).toBeTruthy();
    const caret = within(nav()).getByRole('button', {
      name: "Expand sidebar category 'Products'",
    });
    fireEvent.click(caret);
    expect(caret.getAttribute('aria-expanded')).toBe('true');
    expect(caret.getAttribute('aria-label')).toBe("Collapse sidebar category 'Products'");
    expect(guide.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps each category as the reader left it without autoCollapseCategories', () => {
    siteConfig.docs.autoCollapseCategories = false;
    try {
      renderAt(<DocSidebar items={sidebar} pathname="/intro" />, '/intro');
      const guide = within(nav()).getByRole('button', { name: 'Guide' });
      fireEvent.click(guide);
      const products = within(nav()).getByRole('button', {
        name: "Expand sidebar category 'Products'",
      });
      fireEvent.click(products);
      expect(guide.getAttribute('aria-expanded')).toBe('true');
      expect(products.getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(guide);
      expect(guide.getAttribute('aria-expanded')).toBe('false');
      expect(products.getAttribute('aria-expanded')).toBe('true');
    } finally {
      siteConfig.docs.autoCollapseCategories = true;
    }
  });

  it('hides behind a button and comes back with docs.hideableSidebar; a new sidebar starts shown', () => {
    // These tests run as a Docusaurus site: Docusaurus 3.8's column (the e2e test of the
    // theme-options fixture compares it with Docusaurus's build, tests/e2e/themeOptions.e2e.test.ts).
    siteConfig.docs.hideableSidebar = true;
    const hidden = () => document.querySelector('.docSidebarContainerHidden_dv');
    try {
      const first = renderAt(<DocSidebar items={sidebar} pathname="/intro" />, '/intro');
      expect(hidden()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      const aside = document.querySelector('aside')!;
      expect(aside.classList.contains('docSidebarContainerHidden_dv')).toBe(true);
      // The sidebar hides once the column's width transition ends.
      expect(screen.queryByRole('button', { name: 'Expand sidebar' })).toBeNull();
      fireEvent.transitionEnd(aside);
      expect(aside.querySelector('.sidebar_dv')!.classList.contains('sidebarHidden_dv')).toBe(true);
      expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
      // The choice is the mounted sidebar's: it holds from doc to doc, where DocRoot stays
      // mounted; mounted anew (a new DocRoot: after a tags page, in another version), it starts
      // shown, as Docusaurus's DocRoot/Layout does (both: tests/e2e/nestedRoutes.e2e.test.ts).
      first.unmount();
      renderAt(<DocSidebar items={sidebar} pathname="/intro" />, '/intro');
      expect(hidden()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      fireEvent.transitionEnd(document.querySelector('aside')!);
      const expand = screen.getByRole('button', { name: 'Expand sidebar' });
      fireEvent.click(expand);
      expect(hidden()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Expand sidebar' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
    } finally {
      siteConfig.docs.hideableSidebar = false;
    }
  });

  it('hides and comes back in the hideable column of this generator’s own sites', () => {
    // Rendered directly: these tests run as a Docusaurus site, whose column is Docusaurus's.
    const first = renderAt(
      <HideableSidebar>
        <nav aria-label="Docs sidebar" />
      </HideableSidebar>,
      '/intro',
    );
    const aside = document.querySelector('aside')!;
    expect(aside.classList.contains('theme-doc-sidebar-container--hidden')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(aside.classList.contains('theme-doc-sidebar-container--hidden')).toBe(true);
    expect(aside.querySelector('.doc-sidebar-viewport')!.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(aside.classList.contains('theme-doc-sidebar-container--hidden')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Expand sidebar' })).toBeNull();
    first.unmount();
  });

  it('navigates in the app from a link or a category link, and opens external links in a new tab', () => {
    const { navigations } = renderAt(<DocSidebar items={sidebar} pathname="/intro" />, '/intro');
    fireEvent.click(within(nav()).getByRole('link', { name: 'Products' }));
    expect(navigations).toEqual(['/products/']);
    const external = within(nav()).getByRole('link', { name: /Status/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    fireEvent.click(external);
    expect(navigations).toEqual(['/products/']);
  });

  it('loads the items of a split-off category when it opens', async () => {
    const split: SidebarItem[] = [
      {
        type: 'category',
        label: 'Reference',
        collapsed: true,
        collapsible: true,
        items: [],
        part: 'main--reference',
        first: '/reference/commands',
        count: 2,
      },
    ];
    await loadSidebarChunk('main'); // as the client does when a page of this sidebar loads
    renderAt(<DocSidebar items={split} pathname="/intro" />, '/intro');
    fireEvent.click(within(nav()).getByRole('button', { name: 'Reference' }));
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Commands' }).getAttribute('href')).toBe(
        '/reference/commands',
      ),
    );
  });
});

describe("a category's classes, as Docusaurus 3.8's DocSidebarItem/Category gives them", () => {
  const row = (label: string) =>
    within(nav()).getByRole('link', { name: label }).closest('.menu__list-item-collapsible')!;

  it('marks the row --active on the category’s own page only', () => {
    renderAt(<DocSidebar items={sidebar} pathname="/products/" />, '/products/');
    expect(row('Products').className).toContain('menu__list-item-collapsible--active');
    const link = within(nav()).getByRole('link', { name: 'Products' });
    expect(link.className.split(' ')).toEqual(
      expect.arrayContaining(['menu__link', 'menu__link--sublist', 'menu__link--active']),
    );
  });

  it('marks only the link when a page inside the category is current', () => {
    renderAt(<DocSidebar items={sidebar} pathname="/products/modems" />, '/products/modems');
    expect(row('Products').className).not.toContain('menu__list-item-collapsible--active');
    expect(within(nav()).getByRole('link', { name: 'Products' }).className).toContain(
      'menu__link--active',
    );
  });
});
