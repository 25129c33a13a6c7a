// `@theme/DocCardList`: cards (`@theme/DocCard`) for the items of a category: by default, the
// category of the current page.
import type { SidebarItem } from '../../shared/types.js';
import DocCard from '../classic/DocCard.js';
import { useDocContext } from '../DocContext.js';
import { renderStatically } from './islands.js';
import { getCurrentCategoryItems } from '../../shared/sidebar.js';

export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const { sidebar, permalink } = useDocContext();
  const list = items ?? (sidebar ? getCurrentCategoryItems(sidebar, permalink) : []);
  const visible = list.filter(
    (i) => i.type !== 'html' && !(i.type === 'link' && (i.unlisted || i.href === permalink)),
  );
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
