// What a category's cards say about its docs. Docusaurus's `@theme/DocCard` shows a doc link's
// `description` (the doc's front matter `description`, or the excerpt of its first paragraph) by
// looking the doc up in its version's global data. Here the sidebar does not carry descriptions
// (it is on every page); the page that lists a category's cards — the category's generated index,
// or the doc the category links to — carries the descriptions of that category's docs instead.
import type { SidebarItem } from '../../src/shared/types.js';

/**
 * Each category page's permalink → the descriptions of the docs directly in that category; and,
 * for a doc that is no category's page but lists cards itself (`listsCards`: its body names
 * `DocCardList`), its permalink → the descriptions of its siblings, itself included: the items
 * `useCurrentSidebarSiblings()` gives it in Docusaurus 3.8+ (its deepest category's items, or the
 * sidebar's top level).
 */
export function cardDescriptionsByPage(
  sidebars: Record<string, SidebarItem[]>,
  descriptionOf: (docId: string) => string | undefined,
  listsCards: (docId: string) => boolean = () => false,
): Map<string, Record<string, string>> {
  const byPage = new Map<string, Record<string, string>>();
  const describe = (items: SidebarItem[]) => {
    const cards: Record<string, string> = {};
    for (const child of items) {
      if (child.type !== 'link' || !child.docId || child.description) continue;
      const description = descriptionOf(child.docId);
      if (description) cards[child.docId] = description;
    }
    return cards;
  };
  const siblingPages: [string, SidebarItem[]][] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId && listsCards(item.docId))
        siblingPages.push([item.href, items]);
      if (item.type !== 'category') continue;
      if (item.href && !byPage.has(item.href)) {
        const cards = describe(item.items);
        if (Object.keys(cards).length) byPage.set(item.href, cards);
      }
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  // A category's page lists its category's items; another doc, the list it is in.
  for (const [href, items] of siblingPages) {
    if (byPage.has(href)) continue;
    const cards = describe(items);
    if (Object.keys(cards).length) byPage.set(href, cards);
  }
  return byPage;
}
