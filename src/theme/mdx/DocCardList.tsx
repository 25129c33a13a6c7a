// `@theme/DocCardList`: cards (`@theme/DocCard`) for the items of a category: by default, the
// current page's siblings (its deepest category's items, or the sidebar's top level), itself too.
import type { SidebarItem } from '../../shared/types.js';
import DocCard from '../classic/DocCard.js';
import { useDocContext } from '../DocContext.js';
import { renderStatically } from './islands.js';
import { getCurrentCategoryItems } from '../../shared/sidebar.js';
import { siteSidebarItems, useSiteBasename } from '../docusaurus/sitePaths.js';

export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const { sidebar, permalink } = useDocContext();
  const basename = useSiteBasename();
  // Items a caller gives are drawn as given (`useCurrentSidebarCategory().items`: links whole);
  // the current category's are made so (`@theme/DocCard` gets Docusaurus's `item`).
  const list =
    items ??
    (sidebar ? siteSidebarItems(basename, getCurrentCategoryItems(sidebar, permalink)) : []);
  // The current doc keeps its card, as in Docusaurus 3.8+ (`useCurrentSidebarSiblings()`).
  const visible = list.filter((i) => i.type !== 'html' && !(i.type === 'link' && i.unlisted));
  return (
    <section className="row doc-card-list">
      {visible.map((item, i) => (
        <article key={i} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}

// Links and context reads only: static in MDX content (./islands.tsx).
renderStatically(DocCardList);
