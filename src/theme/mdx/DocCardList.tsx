// Cards for the items of a category: by default, the category of the current page.
import type { SidebarItem } from '../../shared/types.js';
import { isExternalUrl } from '../../shared/paths.js';
import Link from '../Link.js';
import { translatePlural } from '../translate.js';
import { useDocContext } from '../DocContext.js';
import { renderStatically } from './islands.js';
import { firstLink, getCurrentCategoryItems, itemCount } from '../../shared/sidebar.js';

function Card({ item }: { item: SidebarItem }) {
  if (item.type === 'html') return null;
  if (item.type === 'category') {
    const href = item.href && !item.linkUnlisted ? item.href : firstLink(item);
    if (!href) return null;
    const count = itemCount(item);
    return (
      <Link href={href} className="card padding--lg doc-card">
        <h2 className="text--truncate doc-card__title" title={item.label}>
          <span aria-hidden="true">🗃️</span> {item.label}
        </h2>
        <p className="text--truncate doc-card__description">
          {item.description ??
            translatePlural(
              'theme.docs.DocCard.categoryDescription.plurals',
              '1 item|{count} items',
              count,
              { count },
            )}
        </p>
      </Link>
    );
  }
  if (item.unlisted) return null;
  return (
    <Link href={item.href} className="card padding--lg doc-card">
      <h2 className="text--truncate doc-card__title" title={item.label}>
        <span aria-hidden="true">{isExternalUrl(item.href) ? '🔗' : '📄️'}</span> {item.label}
      </h2>
      {item.description && (
        <p className="text--truncate doc-card__description">{item.description}</p>
      )}
    </Link>
  );
}

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
          <Card item={item} />
        </article>
      ))}
    </section>
  );
}

// Links and context reads only: static in MDX content (./islands.tsx).
renderStatically(DocCardList);
renderStatically(Card);
