// `@theme/DocCard`: the card of one sidebar item in a DocCardList (a category: its page or first
// link and its item count; a link: its description).
import type { SidebarCategory, SidebarItem } from '../../shared/types.js';
import { isExternalUrl } from '../../shared/paths.js';
import { firstLink, itemCount } from '../../shared/sidebar.js';
import Link from '../Link.js';
import { translatePlural } from '../translate.js';
import { renderStatically } from '../mdx/islands.js';
import { useDocContext } from '../DocContext.js';
import { siteOnDocusaurus } from '../blog/authorRelease.js';
import DocCardLayout from './DocCard/Layout.js';

/**
 * A label's leading emoji and the rest, as Docusaurus 3.10 splits a card's label: the first
 * grapheme when it is one emoji (a flag, a ZWJ sequence and a skin tone count; a digit does not).
 */
export function leadingEmoji(label: string): { emoji?: string; rest: string } {
  let first: string | undefined;
  if (typeof Intl.Segmenter === 'function') {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label);
    for (const g of graphemes) {
      first = g.segment;
      break;
    }
  } else first = Array.from(label)[0];
  if (!first || !isEmoji(first)) return { rest: label };
  return { emoji: first, rest: label.slice(first.length) };
}

let emojiPattern: RegExp | undefined;
function isEmoji(grapheme: string): boolean {
  // Unicode's recommended emoji (`v` flag); a browser without the flag: any pictographic start.
  try {
    emojiPattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  } catch {
    emojiPattern = /^\p{Extended_Pictographic}/u;
  }
  return emojiPattern.test(grapheme);
}

/** The item's class on its card, as Docusaurus 3.8 and 3.9 put it (` x`, or nothing). */
const classOf38 = (item: SidebarItem) =>
  siteOnDocusaurus(3, 8) && 'className' in item && item.className ? ` ${item.className}` : '';

/**
 * Docusaurus 3.10's card: its DocCard/Layout (./DocCard/Layout.tsx) with the label's leading
 * emoji, or the kind's, as the icon and the rest as the title; the item's class on the card.
 */
function cardOf310(item: SidebarItem & { label: string }, href: string, description?: string) {
  const { emoji, rest } = leadingEmoji(item.label);
  const icon = emoji ?? (item.type === 'category' ? '🗃' : isExternalUrl(href) ? '🔗' : '📄️');
  const className = 'className' in item ? item.className : undefined;
  return (
    <DocCardLayout
      item={item}
      {...(className ? { className } : {})}
      href={href}
      icon={icon}
      title={rest.trim()}
      {...(description ? { description } : {})}
    />
  );
}

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
    if (__DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 10))
      return cardOf310(item, href, item.description ?? categoryCount(item));
    return (
      <Link
        href={href}
        className={
          'card padding--lg doc-card' + (__DOCS_DOCUSAURUS_METADATA__ ? classOf38(item) : '')
        }
      >
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
  if (__DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 10))
    return cardOf310(item, item.href, description);
  return (
    <Link
      href={item.href}
      className={
        'card padding--lg doc-card' + (__DOCS_DOCUSAURUS_METADATA__ ? classOf38(item) : '')
      }
    >
      <h2 className="text--truncate doc-card__title" title={item.label}>
        <span aria-hidden="true">{isExternalUrl(item.href) ? '🔗' : '📄️'}</span> {item.label}
      </h2>
      {description && cardDescription(description)}
    </Link>
  );
}

// Links only: static in MDX content (../mdx/islands.tsx).
renderStatically(DocCard);
