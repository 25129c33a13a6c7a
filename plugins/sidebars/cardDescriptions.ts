// What a category's cards say about its docs. Docusaurus's `@theme/DocCard` shows a doc link's
// `description` (the doc's front matter `description`, or the excerpt of its first paragraph) by
// looking the doc up in its version's global data. Here the sidebar does not carry descriptions
// (it is on every page); the page that lists a category's cards — the category's generated index,
// or the doc the category links to — carries the descriptions of that category's docs instead.
import type { SidebarItem } from '../../src/shared/types.js';

/** Each category page's permalink → the descriptions of the docs directly in that category. */
export function cardDescriptionsByPage(
  sidebars: Record<string, SidebarItem[]>,
  descriptionOf: (docId: string) => string | undefined,
): Map<string, Record<string, string>> {
  const byPage = new Map<string, Record<string, string>>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && !byPage.has(item.href)) {
        const cards: Record<string, string> = {};
        for (const child of item.items) {
          if (child.type !== 'link' || !child.docId || child.description) continue;
          const description = descriptionOf(child.docId);
          if (description) cards[child.docId] = description;
        }
        if (Object.keys(cards).length) byPage.set(item.href, cards);
      }
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return byPage;
}
