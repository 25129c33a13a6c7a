// The docs sidebar's markup as Docusaurus's DocSidebarItem draws it (theme-classic 3.8.1 to
// 3.10.2): level classes on every item, a category's list right in its <li>, a category that
// cannot collapse and has no page as a plain `menu__link` anchor, and from 3.9 on each label in a
// span of its own (titled until 3.10.2).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from 'virtual:docs/site-config';
import DocSidebar from '../../../src/theme/DocSidebar.js';
import type { SidebarItem } from '../../../src/shared/types.js';
import { renderAt } from './render.js';

const data = siteData as { docusaurusVersion?: string };
afterEach(() => {
  delete data.docusaurusVersion;
  cleanup();
});

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/intro' },
  {
    type: 'category',
    label: 'Reference',
    collapsed: false,
    collapsible: false,
    items: [
      { type: 'link', label: 'Commands', href: '/reference/commands' },
      {
        type: 'category',
        label: 'Guide',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Install', href: '/guide/install' }],
      },
    ],
  },
  {
    type: 'category',
    label: 'Products',
    href: '/products/',
    collapsed: false,
    collapsible: false,
    items: [{ type: 'link', label: 'Modems', href: '/products/modems' }],
  },
  { type: 'html', value: '<b>Notes</b>', defaultStyle: true },
  { type: 'link', label: 'Status', href: 'https://status.example.com' },
];

const nav = () => screen.getByRole('navigation', { name: 'Docs sidebar' });
const itemOf = (text: string) => within(nav()).getByText(text).closest('li')!;
const classes = (el: Element) => el.className.split(' ');
const render = (path: string, version?: string) => {
  if (version) data.docusaurusVersion = version;
  renderAt(<DocSidebar items={sidebar} pathname={path} />, path);
};

describe('a category that cannot collapse', () => {
  it('without a page, is a plain menu__link anchor: no href, caret, button role or toggle', () => {
    render('/intro', '3.8.1');
    const li = itemOf('Reference');
    const link = within(li).getByText('Reference');
    expect(link.tagName).toBe('A');
    expect(link.className).toBe('menu__link');
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('role')).toBe(false);
    expect(link.hasAttribute('aria-expanded')).toBe(false);
    expect(li.querySelector('.menu__caret')).toBeNull();
    // Its items are shown.
    expect(within(li).getByRole('link', { name: 'Commands' })).toBeTruthy();
  });

  it('is marked active when a page inside it is current', () => {
    render('/reference/commands', '3.8.1');
    expect(within(itemOf('Reference')).getByText('Reference').className).toBe(
      'menu__link menu__link--active',
    );
  });

  it('with a page, links to it without the sublist classes or a caret button', () => {
    render('/intro', '3.8.1');
    const link = within(nav()).getByRole('link', { name: 'Products' });
    expect(link.getAttribute('href')).toBe('/products/');
    expect(link.className).toBe('menu__link');
    expect(itemOf('Products').querySelector('button')).toBeNull();
  });
});

describe("the items' markup", () => {
  it("puts a category's list right in its <li>, and gives every item its level's class", () => {
    render('/guide/install', '3.8.1');
    const reference = itemOf('Reference');
    expect(classes(reference)).toEqual([
      'theme-doc-sidebar-item-category',
      'theme-doc-sidebar-item-category-level-1',
      'menu__list-item',
    ]);
    expect(
      [...reference.children].map((c) => `${c.tagName.toLowerCase()}.${classes(c)[0]}`),
    ).toEqual(['div.menu__list-item-collapsible', 'ul.menu__list']);
    const guide = itemOf('Guide');
    expect(classes(guide).slice(0, 3)).toEqual([
      'theme-doc-sidebar-item-category',
      'theme-doc-sidebar-item-category-level-2',
      'menu__list-item',
    ]);
    expect(guide.parentElement).toBe(reference.querySelector(':scope > ul.menu__list'));
    expect(classes(itemOf('Install'))).toEqual([
      'theme-doc-sidebar-item-link',
      'theme-doc-sidebar-item-link-level-3',
      'menu__list-item',
    ]);
    expect(classes(itemOf('Introduction'))).toContain('theme-doc-sidebar-item-link-level-1');
    expect(classes(itemOf('Notes'))).toEqual([
      'theme-doc-sidebar-item-link',
      'theme-doc-sidebar-item-link-level-1',
      'menuHtmlItem_dv',
      'menu__list-item',
    ]);
    expect(within(nav()).getByRole('link', { name: /Status/ }).className).toBe(
      'menu__link menuExternalLink_dv',
    );
  });

  it('keeps the labels bare for a site on Docusaurus 3.8', () => {
    render('/intro', '3.8.1');
    expect(within(nav()).getByRole('link', { name: 'Introduction' }).innerHTML).toBe(
      'Introduction',
    );
    expect(within(nav()).getByRole('button', { name: 'Guide' }).className).toBe(
      'menu__link menu__link--sublist menu__link--sublist-caret',
    );
  });

  it.each([
    ['3.9.2', 'Introduction'],
    ['3.10.2', null],
  ])('wraps each label in a span on Docusaurus %s (title %s)', (version, title) => {
    render('/intro', version);
    const label = within(nav()).getByRole('link', { name: 'Introduction' }).firstElementChild!;
    expect(label.outerHTML).toBe(
      `<span${title ? ` title="${title}"` : ''} class="linkLabel_dv">Introduction</span>`,
    );
    const guide = within(nav()).getByRole('button', { name: 'Guide' });
    expect(guide.className).toBe(
      'categoryLink_dv menu__link menu__link--sublist menu__link--sublist-caret',
    );
    expect(guide.firstElementChild!.className).toBe('categoryLinkLabel_dv');
    expect(within(itemOf('Reference')).getByText('Reference').closest('a')!.className).toBe(
      'categoryLink_dv menu__link',
    );
  });
});
