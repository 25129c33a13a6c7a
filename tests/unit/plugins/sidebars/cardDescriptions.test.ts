// The descriptions a page's DocCards show: a category's page carries its docs'; a doc that lists
// cards without being its category's page carries its siblings' (itself included), the items
// Docusaurus 3.8+'s `useCurrentSidebarSiblings()` gives its `<DocCardList />`.
import { describe, expect, it } from 'vitest';
import { cardDescriptionsByPage } from '../../../../plugins/sidebars/cardDescriptions.js';
import type { SidebarItem } from '../../../../src/shared/types.js';

const link = (id: string): SidebarItem => ({
  type: 'link',
  label: id,
  href: `/docs/${id}`,
  docId: id,
});

const sidebars: Record<string, SidebarItem[]> = {
  main: [
    link('intro'),
    {
      type: 'category',
      label: 'Knots',
      href: '/docs/knots',
      collapsible: true,
      collapsed: true,
      items: [link('reef'), link('bowline'), link('hitch')],
    },
  ],
};
const descriptions: Record<string, string> = {
  intro: 'Start here',
  reef: 'Joins two ends',
  bowline: 'A fixed loop',
};

describe('cardDescriptionsByPage', () => {
  it("gives a category's page its docs' descriptions, and no other doc any", () => {
    const byPage = cardDescriptionsByPage(sidebars, (id) => descriptions[id]);
    expect([...byPage]).toEqual([
      ['/docs/knots', { reef: 'Joins two ends', bowline: 'A fixed loop' }],
    ]);
  });

  it('gives a doc that lists cards its siblings’ descriptions, its own included', () => {
    const lists = new Set(['bowline', 'intro']);
    const byPage = cardDescriptionsByPage(
      sidebars,
      (id) => descriptions[id],
      (id) => lists.has(id),
    );
    expect(byPage.get('/docs/bowline')).toEqual({
      reef: 'Joins two ends',
      bowline: 'A fixed loop',
    });
    // At the sidebar's top level: the top level's items (a category has no doc description).
    expect(byPage.get('/docs/intro')).toEqual({ intro: 'Start here' });
    expect(byPage.has('/docs/reef')).toBe(false);
  });
});
