// A category's cards: a doc link shows its doc's description, which the category's page carries
// (plugins/sidebars/cardDescriptions.ts), as Docusaurus's DocCard shows it from the doc's data.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../src/shared/types.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import DocCardList from '../../../src/theme/mdx/DocCardList.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const items: SidebarItem[] = [
  { type: 'link', label: 'Install', href: '/docs/install', docId: 'install' },
  { type: 'link', label: 'Own words', href: '/docs/own', docId: 'own', description: 'Mine' },
  { type: 'link', label: 'Elsewhere', href: 'https://example.com/' },
];

const descriptions = () =>
  [...document.querySelectorAll('.doc-card')].map(
    (card) => card.querySelector('.doc-card__description')?.textContent ?? null,
  );

describe('DocCard', () => {
  it("shows a doc's description from the generated index's cards", () => {
    renderAt(
      <DocContext.Provider
        value={{ permalink: '/docs/category/start', cardDescriptions: { install: 'How to' } }}
      >
        <DocCardList items={items} />
      </DocContext.Provider>,
    );
    expect(descriptions()).toEqual(['How to', 'Mine', null]);
  });

  it("shows them on a doc that is its category's page, and none where the page has none", () => {
    const metadata = {
      id: 'start',
      title: 'Start',
      description: '',
      permalink: '/docs/start',
      unlisted: false,
      draft: false,
      hideTitle: false,
      hasContentTitle: false,
      hideTableOfContents: false,
      cardDescriptions: { install: 'Set it up' },
    };
    renderAt(
      <DocContext.Provider value={{ permalink: '/docs/start', metadata }}>
        <DocCardList items={items} />
      </DocContext.Provider>,
    );
    expect(descriptions()).toEqual(['Set it up', 'Mine', null]);
    cleanup();
    renderAt(
      <DocContext.Provider value={{ permalink: '/docs/other' }}>
        <DocCardList items={items} />
      </DocContext.Provider>,
    );
    expect(descriptions()).toEqual([null, 'Mine', null]);
  });

  it("lists a doc's siblings on a doc that is not its category's page, itself included", () => {
    // Docusaurus 3.8+: `<DocCardList />` shows `useCurrentSidebarSiblings()`, the current doc too.
    const sidebar: SidebarItem[] = [
      {
        type: 'category',
        label: 'Knots',
        href: '/docs/knots',
        collapsible: true,
        collapsed: true,
        items: [
          { type: 'link', label: 'Reef', href: '/docs/reef', docId: 'reef' },
          { type: 'link', label: 'Bowline', href: '/docs/bowline', docId: 'bowline' },
        ],
      },
    ];
    renderAt(
      <DocContext.Provider
        value={{
          permalink: '/docs/bowline',
          sidebar,
          cardDescriptions: { reef: 'Joins two ends', bowline: 'A fixed loop' },
        }}
      >
        <DocCardList />
      </DocContext.Provider>,
    );
    expect([...document.querySelectorAll('.doc-card h2')].map((h) => h.textContent)).toEqual([
      '📄️ Reef',
      '📄️ Bowline',
    ]);
    expect(descriptions()).toEqual(['Joins two ends', 'A fixed loop']);
  });
});

// CloudPSS's docs: an MDX page's own list of categories, each with its `href` and `description`
// and no `items` (Docusaurus's card reads `items` only to count them when there is no
// description). The card threw "Cannot read properties of undefined (reading 'length')".
describe('DocCard of a category given by the page', () => {
  it('draws a category without items from its href and description', () => {
    const given = [
      { type: 'category', label: 'Studio', href: '/docs/studio/', description: 'The platform' },
    ] as unknown as SidebarItem[];
    renderAt(
      <DocContext.Provider value={{ permalink: '/docs/software/' }}>
        <DocCardList items={given} />
      </DocContext.Provider>,
    );
    const card = document.querySelector('.doc-card')!;
    expect(card.getAttribute('href')).toBe('/docs/studio/');
    expect(descriptions()).toEqual(['The platform']);
  });
});
