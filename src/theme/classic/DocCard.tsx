// `@theme/DocCard`: the card of one sidebar item in a DocCardList (a category: its page or first
// link and its item count; a link: its description).
import type { SidebarCategory, SidebarItem } from '../../shared/types.js';
import { isExternalUrl } from '../../shared/paths.js';
import { firstLink, itemCount } from '../../shared/sidebar.js';
import Link from '../Link.js';
import { translatePlural } from '../translate.js';
import { renderStatically } from '../mdx/islands.js';
import { useDocContext } from '../DocContext.js';

/**
 * One line, cut with an ellipsis; the whole text in its tooltip, as Docusaurus's card has it. A
 * function, not a component: the card renders statically in MDX content (an element of a
 * component of its own would be an island there).
 */
function cardDescription(text: string) {
  return (
    <p className="text--truncate doc-card__description" title={text}>
      {text}
    </p>
  );
}

/**
 * "3 items": only for a category without a description, as Docusaurus counts (an MDX page's own
 * `<DocCardList items={[{ type: 'category', href, description }]}>` gives no `items`: CloudPSS's).
 */
function categoryCount(item: SidebarCategory): string {
  const count = itemCount(item);
  return translatePlural(
    'theme.docs.DocCard.categoryDescription.plurals',
    '1 item|{count} items',
    count,
    { count },
  );
}

export default function DocCard({ item }: { item: SidebarItem }) {
  const page = useDocContext();
  if (item.type === 'html') return null;
  if (item.type === 'category') {
    const href = item.href && !item.linkUnlisted ? item.href : firstLink(item);
    if (!href) return null;
    return (
      <Link href={href} className="card padding--lg doc-card">
        <h2 className="text--truncate doc-card__title" title={item.label}>
          <span aria-hidden="true">🗃️</span> {item.label}
        </h2>
        {cardDescription(item.description ?? categoryCount(item))}
      </Link>
    );
  }
  if (item.unlisted) return null;
  // A doc's own description, as Docusaurus's card looks the doc up (../../../plugins/sidebars/
  // cardDescriptions.ts: the category's page carries them).
  const cards = page.cardDescriptions ?? page.metadata?.cardDescriptions;
  const description = item.description ?? (item.docId ? cards?.[item.docId] : undefined);
  return (
    <Link href={item.href} className="card padding--lg doc-card">
      <h2 className="text--truncate doc-card__title" title={item.label}>
        <span aria-hidden="true">{isExternalUrl(item.href) ? '🔗' : '📄️'}</span> {item.label}
      </h2>
      {description && cardDescription(description)}
    </Link>
  );
}

// Links only: static in MDX content (../mdx/islands.tsx).
renderStatically(DocCard);
