// `@theme/DocSidebarItem/Category`: a sidebar category, open or collapsed as its level's state
// says (docs/sidebarLevelState.tsx), its items a level of their own.
import { useEffect, useId, useState, type AnchorHTMLAttributes } from 'react';
import type { SidebarCategory, SidebarItem } from '../../../shared/types.js';
import { isSamePath } from '../../../shared/paths.js';
import {
  firstLink,
  isActiveItem,
  isRange,
  isUnloadedPart,
  isVisibleItem,
} from '../../../shared/sidebar.js';
import { loadSidebarPart } from '../../../client/routeTable.js';
import { sidebarBaseOf, siteSidebarItems } from '../../docusaurus/sitePaths.js';
import Collapsible from '../../Collapsible.js';
import Link from '../../Link.js';
import { useSidebarLevel } from '../../docs/sidebarLevelState.js';
import DocSidebarItems from '../DocSidebarItems.js';
import DocSidebarItemLink from './Link.js';
import { siteOnDocusaurus } from '../../blog/authorRelease.js';
import { translateTheme } from '../../translate.js';
import { SidebarItemLabel, sidebarLabelSpans } from './label.js';

/** A big category's items are a chunk of their own: fetched on intent (hover, focus) or when opened. */
function useCategoryItems(item: SidebarCategory, collapsed: boolean) {
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const pending = isUnloadedPart(item) && !loaded;
  const fetchItems = () => {
    if (pending) loadSidebarPart(item.part!).then(setLoaded, (e: unknown) => console.error(e));
  };
  useEffect(() => {
    if (!collapsed) fetchItems();
  }, [collapsed, pending]);
  // A category of a sidebar with the base URL in its links (the one @theme/DocSidebar is given)
  // gets its loaded items the same way.
  const base = sidebarBaseOf(item);
  const items = loaded && base ? siteSidebarItems(base, loaded) : loaded;
  return { items: pending ? [] : (items ?? item.items), fetchItems };
}

/**
 * A category without a page of its own: a button that opens and closes it, whose href (for a
 * reader without JavaScript) is its first page's, a `Link` as in Docusaurus, so that the base URL
 * is added and the link is checked (OpenAPI Qraft's, under `/openapi-qraft/`, lacked the base).
 */
function CategoryToggle({
  href,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | undefined }) {
  return href ? (
    <Link href={href} noViewportPrefetch role="button" {...props} />
  ) : (
    <a href="#" role="button" {...props} />
  );
}

/** The caret beside a category's own link, which opens and closes it (Docusaurus's CollapseButton). */
function CollapseButton({
  collapsed,
  label,
  listId,
  onClick,
}: {
  collapsed: boolean;
  label: string;
  listId: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="clean-btn menu__caret"
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={
        collapsed
          ? translateTheme(
              'theme.DocSidebarItem.expandCategoryAriaLabel',
              "Expand sidebar category '{label}'",
              { label },
            )
          : translateTheme(
              'theme.DocSidebarItem.collapseCategoryAriaLabel',
              "Collapse sidebar category '{label}'",
              { label },
            )
      }
      onClick={onClick}
    />
  );
}

interface CategoryProps {
  item: SidebarCategory;
  index: number;
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/**
 * Whether the category shows none of its items (each unlisted, and not the open page): from 3.9 on
 * Docusaurus draws such a category as a link to its page, or not at all without one. A category
 * whose items are in a chunk not loaded yet tells it by `empty` (plugins/routes/splitSidebars.ts).
 */
function showsNoItems(item: SidebarCategory, activePath: string): boolean {
  if (isUnloadedPart(item)) return item.empty === true;
  return !item.items.some((child) => isVisibleItem(child, activePath));
}

/**
 * Docusaurus 3.9+ (DocSidebarItem/Category): a category with no visible items is a plain link item
 * (`theme-doc-sidebar-item-link`, the category's own classes and label), its page's.
 */
function DocusaurusCategory(props: CategoryProps) {
  if (siteOnDocusaurus(3, 9) && showsNoItems(props.item, props.activePath)) {
    const { item, ...rest } = props;
    if (item.href === undefined) return null;
    return (
      <DocSidebarItemLink
        item={{
          type: 'link',
          label: item.label,
          href: item.href,
          ...(item.description ? { description: item.description } : {}),
          ...(item.className ? { className: item.className } : {}),
          ...(item.customProps ? { customProps: item.customProps } : {}),
        }}
        {...rest}
      />
    );
  }
  return <CollapsibleCategory {...props} />;
}

/** A category with items to show: its row (link or toggle) and its items' list. */
function CollapsibleCategory({
  item,
  index,
  activePath,
  level,
  onItemClick,
  tabIndex,
}: CategoryProps) {
  const state = useSidebarLevel();
  const onToggle = (open: boolean) => state.setExpanded(index, open);
  const active = isActiveItem(item, activePath);
  const collapsed = item.collapsible ? !state.isExpanded(index, item) : false;
  const listId = useId();
  const href = item.href && !item.linkUnlisted ? item.href : undefined;
  // Docusaurus's classes: the row is `--active` on the category's own page only (a page inside it
  // makes its link `menu__link--active`); a link that opens and closes is `--sublist`.
  const current = href !== undefined && isSamePath(href, activePath);
  const { items, fetchItems } = useCategoryItems(item, collapsed);
  // A range of a long level (groupLevel) is no level of Docusaurus's: its entries keep theirs.
  const range = isRange(item);
  // Docusaurus 3.9+ marks the category's link `categoryLink` (its label is a span: ./label.tsx).
  const linkClass = (...classes: (string | false)[]) =>
    [
      sidebarLabelSpans() && 'categoryLink_dv',
      'menu__link',
      ...classes,
      active && 'menu__link--active',
    ]
      .filter(Boolean)
      .join(' ');
  const label = __DOCS_DOCUSAURUS_METADATA__ ? (
    <SidebarItemLabel label={item.label} className="categoryLinkLabel_dv" />
  ) : (
    item.label
  );
  return (
    <li
      className={[
        'theme-doc-sidebar-item-category',
        !range && `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        item.className,
      ]
        .filter(Boolean)
        .join(' ')}
      onMouseEnter={fetchItems}
      onFocus={fetchItems}
    >
      <div
        className={`menu__list-item-collapsible${current ? ' menu__list-item-collapsible--active' : ''}`}
      >
        {href ? (
          <Link
            href={href}
            noViewportPrefetch
            className={linkClass(item.collapsible && 'menu__link--sublist')}
            aria-current={current ? 'page' : undefined}
            tabIndex={tabIndex}
            onClick={() => {
              if (current) onToggle(collapsed);
              else {
                onToggle(true);
                onItemClick?.(item);
              }
            }}
          >
            {label}
          </Link>
        ) : item.collapsible ? (
          <CategoryToggle
            href={firstLink(item)}
            aria-expanded={!collapsed}
            aria-controls={listId}
            className={linkClass('menu__link--sublist', 'menu__link--sublist-caret')}
            tabIndex={tabIndex}
            onClick={(e) => {
              e.preventDefault();
              onToggle(collapsed);
            }}
          >
            {label}
          </CategoryToggle>
        ) : (
          // A category that always stays open and has no page: Docusaurus's plain `menu__link`,
          // an anchor without href (nothing to open, close or go to).
          <a className={linkClass()} tabIndex={tabIndex} onClick={() => onItemClick?.(item)}>
            {label}
          </a>
        )}
        {href && item.collapsible && (
          <CollapseButton
            collapsed={collapsed}
            label={item.label}
            listId={listId}
            onClick={() => onToggle(collapsed)}
          />
        )}
      </div>
      {/* The items' list is the collapsing element itself, right in the item, as Docusaurus's
          `<Collapsible as="ul">` (no wrapper a site's `li > ul` selectors would miss). */}
      <Collapsible
        as="ul"
        className="menu__list"
        collapsed={collapsed}
        // Named for the toggle's aria-controls; a list that never closes has no toggle.
        {...(item.collapsible ? { id: listId } : {})}
      >
        <DocSidebarItems
          items={items}
          activePath={activePath}
          level={range ? level : level + 1}
          tabIndex={collapsed ? -1 : 0}
          {...(onItemClick ? { onItemClick } : {})}
        />
      </Collapsible>
    </li>
  );
}

// A site of ours draws every category as one (its bundle has no release check).
export default __DOCS_DOCUSAURUS_METADATA__ ? DocusaurusCategory : CollapsibleCategory;
