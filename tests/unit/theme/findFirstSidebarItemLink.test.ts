// `findFirstSidebarItemLink` of @docusaurus/plugin-content-docs/client over a split sidebar: a
// category whose items are in a part not loaded (plugins/routes/splitSidebars.ts) leads to the
// first link the build recorded on it. HAMi's DocCard draws a category's card only when it finds
// a link: two of its user guide's categories (big enough to be split off) had no card.
import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem } from '../../../src/shared/types.js';
import { findFirstSidebarItemLink } from '../../../src/theme/docusaurus/docsClient.js';

const link = (label: string, unlisted = false): SidebarItem => ({
  type: 'link',
  label,
  href: `/${label}`,
  ...(unlisted ? { unlisted } : {}),
});
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}) =>
  ({ type: 'category', label, items, collapsed: true, collapsible: true, ...extra }) as SidebarItem;

describe('findFirstSidebarItemLink', () => {
  it("gives a category's own link, else its first item's, depth first", () => {
    expect(findFirstSidebarItemLink(category('Guides', [link('a')], { href: '/guides' }))).toBe(
      '/guides',
    );
    expect(findFirstSidebarItemLink(category('Guides', [category('Labs', [link('gpu')])]))).toBe(
      '/gpu',
    );
    expect(findFirstSidebarItemLink(category('Empty', []))).toBeUndefined();
  });

  it('gives a category not loaded yet the first link the build recorded on it', () => {
    const stub = category('Share GPUs', [], { part: 'guide--3', count: 9, first: '/gpus/dra' });
    expect(findFirstSidebarItemLink(stub)).toBe('/gpus/dra');
    expect(findFirstSidebarItemLink(category('Devices', [stub]))).toBe('/gpus/dra');
  });
});
