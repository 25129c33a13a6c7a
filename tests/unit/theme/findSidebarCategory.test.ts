// `findSidebarCategory` of @docusaurus/plugin-content-docs/client: HAMi's lab cards look up their
// category in the current sidebar with it, and its tutorials stopped pre-rendering at
// "findSidebarCategory is not a function".
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { findSidebarCategory } from '../../../src/theme/docusaurus/docsClient.js';

const link = (label: string): SidebarItem => ({ type: 'link', label, href: `/${label}` });
const category = (label: string, items: SidebarItem[]): SidebarItem =>
  ({ type: 'category', label, items, collapsed: true, collapsible: true }) as SidebarItem;

describe('findSidebarCategory', () => {
  const sidebar = [
    link('intro'),
    category('Guides', [link('a'), category('Labs', [link('gpu')])]),
    category('Labs', []),
  ];

  it('gives the first category the predicate accepts, depth first', () => {
    const found = findSidebarCategory(sidebar, (c) => c.label === 'Labs');
    expect(found?.items).toEqual([link('gpu')]);
    expect(findSidebarCategory(sidebar, (c) => c.label === 'Guides')?.label).toBe('Guides');
    expect(findSidebarCategory(sidebar, () => false)).toBeUndefined();
  });
});
