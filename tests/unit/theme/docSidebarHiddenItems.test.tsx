// A sidebar category with a page whose items are all unlisted, by Docusaurus release. Docusaurus
// 3.8.1's build of tests/fixtures/sites/docusaurus-doc-parts draws it as a category, its list empty
// (on its own page):
//   <li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1
//   menu__list-item"><div class="menu__list-item-collapsible menu__list-item-collapsible--active">
//   <a class="menu__link menu__link--sublist menu__link--active" aria-current="page"
//   href="/knots/">Knots</a><button aria-label="Collapse sidebar category 'Knots'" …
//   class="clean-btn menu__caret"></button></div><ul class="menu__list"></ul></li>
// From 3.9 on (DocSidebarItem/Category: no visible items) it is a link item, its page's:
//   <li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item">
//   <a class="menu__link menu__link--active" aria-current="page" href="/knots/">Knots</a></li>
// (3.9's label span inside), and nothing at all without a page. An unlisted item that is the open
// page shows, and its category is a category again.
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

const unlisted = (label: string, href: string): SidebarItem => ({
  type: 'link',
  label,
  href,
  docId: href.slice(1),
  unlisted: true,
});

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Lines', href: '/lines', docId: 'lines' },
  {
    type: 'category',
    label: 'Knots',
    href: '/knots/',
    className: 'knots-row',
    collapsed: true,
    collapsible: true,
    items: [unlisted('Bowline', '/knots/bowline'), unlisted('Clove hitch', '/knots/hitch')],
  },
  {
    type: 'category',
    label: 'Splices',
    collapsed: true,
    collapsible: true,
    items: [unlisted('Eye splice', '/splices/eye')],
  },
];

const nav = () => screen.getByRole('navigation', { name: 'Docs sidebar' });
/** Each top-level item: its classes, then its first element's tag and classes. */
const topItems = () =>
  [...nav().querySelectorAll(':scope > ul > li')].map((li) => {
    const first = li.querySelector('a')!;
    return `${li.className} > a.${first.className.split(' ').join('.')}`;
  });
const render = (path: string, version: string) => {
  data.docusaurusVersion = version;
  renderAt(<DocSidebar items={sidebar} pathname={path} />, path);
};

describe('a category whose items are all unlisted', () => {
  it('3.8: a category with its caret and an empty list', () => {
    render('/knots/', '3.8.1');
    expect(topItems()).toEqual([
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item > a.menu__link',
      'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item knots-row > a.menu__link.menu__link--sublist.menu__link--active',
    ]);
    const knots = within(nav()).getByText('Knots').closest('li')!;
    expect(knots.querySelector('button.menu__caret')).not.toBeNull();
    expect(knots.querySelector('ul.menu__list')!.children).toHaveLength(0);
  });

  it("3.9 and 3.10: a link item to its page (the category's class kept), without a caret", () => {
    for (const version of ['3.9.0', '3.10.2']) {
      render('/knots/', version);
      expect(topItems()).toEqual([
        'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item > a.menu__link',
        'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item knots-row > a.menu__link.menu__link--active',
      ]);
      const link = within(nav()).getByRole('link', { name: 'Knots' });
      expect([link.getAttribute('href'), link.getAttribute('aria-current')]).toEqual([
        '/knots/',
        'page',
      ]);
      expect(link.querySelector('span.linkLabel_dv')!.textContent).toBe('Knots');
      expect(nav().querySelector('.menu__caret')).toBeNull();
      cleanup();
    }
    render('/lines', '3.10.2');
    expect(within(nav()).getByRole('link', { name: 'Knots' }).className).toBe('menu__link');
  });

  it('3.10: on an unlisted item’s own page, the category shows it, as a category', () => {
    render('/knots/bowline', '3.10.2');
    const knots = within(nav()).getByText('Knots').closest('li')!;
    expect(knots.className).toContain('theme-doc-sidebar-item-category-level-1');
    expect([...knots.querySelectorAll('ul.menu__list > li')].map((li) => li.textContent)).toEqual([
      'Bowline',
    ]);
  });
});
