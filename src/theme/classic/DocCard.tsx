// `@theme/DocCard`: the card of one sidebar item in a DocCardList (a category: its page or first
// link and its item count; a link: its description).
import type { SidebarItem } from '../../shared/types.js';
import { isExternalUrl } from '../../shared/paths.js';
import { firstLink, itemCount } from '../../shared/sidebar.js';
import Link from '../Link.js';
import { translatePlural } from '../translate.js';
import { renderStatically } from '../mdx/islands.js';

export default function DocCard({ item }: { item: SidebarItem }) {
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

// Links only: static in MDX content (../mdx/islands.tsx).
renderStatically(DocCard);
