// The docs sidebar: categories and links, the current page marked, sibling categories collapsing.
import { useEffect, useId, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { SidebarCategory, SidebarItem } from '../shared/types.js';
import { isSamePath, isExternalUrl } from '../shared/paths.js';
import Collapsible from './Collapsible.js';
import HideableSidebar from './HideableSidebar.js';
import Link from './Link.js';
import {
  RANGE_CLASS,
  firstLink,
  groupLevel,
  isActiveItem,
  isUnloadedPart,
  isVisibleItem,
} from '../shared/sidebar.js';
import { loadSidebarPart } from '../client/routeTable.js';
import { unprefixedTarget } from '../client/urls.js';

interface LevelProps {
  items: SidebarItem[];
  pathname: string;
  level: number;
  onNavigate?: () => void;
}

function Category({
  item,
  pathname,
  level,
  expanded,
  onToggle,
  onNavigate,
}: {
  item: SidebarCategory;
  pathname: string;
  level: number;
  expanded: boolean;
  onToggle: (open: boolean) => void;
  onNavigate?: () => void;
}) {
  const active = isActiveItem(item, pathname);
  const collapsed = item.collapsible ? !expanded : false;
  const listId = useId();
  const href = item.href && !item.linkUnlisted ? item.href : undefined;
  // A big category's items are a chunk of their own: fetched on intent (hover, focus) or when opened.
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const pending = isUnloadedPart(item) && !loaded;
  const fetchItems = () => {
    if (pending) loadSidebarPart(item.part!).then(setLoaded, (e: unknown) => console.error(e));
  };
  useEffect(() => {
    if (!collapsed) fetchItems();
  }, [collapsed, pending]);
  const items = pending ? [] : (loaded ?? item.items);
  return (
    <li
      className={`theme-doc-sidebar-item-category menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}${item.className ? ` ${item.className}` : ''}`}
      onMouseEnter={fetchItems}
      onFocus={fetchItems}
    >
      <div
        className={`menu__list-item-collapsible${active ? ' menu__list-item-collapsible--active' : ''}`}
      >
        {href ? (
          <Link
            href={href}
            noViewportPrefetch
            className={`menu__link${active ? ' menu__link--active' : ''}`}
            aria-current={isSamePath(href, pathname) ? 'page' : undefined}
            onClick={() => {
              if (isSamePath(href, pathname)) onToggle(collapsed);
              else {
                onToggle(true);
                onNavigate?.();
              }
            }}
          >
            {item.label}
          </Link>
        ) : (
          <a
            href={firstLink(item) ?? '#'}
            role="button"
            aria-expanded={!collapsed}
            aria-controls={listId}
            className={`menu__link menu__link--sublist menu__link--sublist-caret${active ? ' menu__link--active' : ''}`}
            onClick={(e) => {
              e.preventDefault();
              if (item.collapsible) onToggle(collapsed);
            }}
          >
            {item.label}
          </a>
        )}
        {href && item.collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-expanded={!collapsed}
            aria-controls={listId}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            onClick={() => onToggle(collapsed)}
          />
        )}
      </div>
      <Collapsible collapsed={collapsed} id={listId}>
        <ul className="menu__list">
          <Level items={items} pathname={pathname} level={level + 1} onNavigate={onNavigate} />
        </ul>
      </Collapsible>
    </li>
  );
}

function Level({ items: all, pathname, level, onNavigate }: LevelProps) {
  // A long level is shown in ranges (groupLevel), so the page's HTML stays the same size.
  const items = groupLevel(
    all.filter((item) => isVisibleItem(item, pathname)),
    siteConfig.docs.sidebarLevelLimit,
  );
  // Ranges are open one at a time; categories too with docs.autoCollapseCategories. The active
  // category starts open, and opens again when the reader navigates into it.
  const oneOpen =
    siteConfig.docs.autoCollapseCategories ||
    items.some((i) => i.type === 'category' && i.className === RANGE_CLASS);
  const activeIndex = items.findIndex((i) => i.type === 'category' && isActiveItem(i, pathname));
  const [expanded, setExpanded] = useState<number | null>(activeIndex >= 0 ? activeIndex : null);
  // Without auto-collapse: each category's own state, where the reader or a navigation set it.
  const [opened, setOpened] = useState<ReadonlyMap<number, boolean>>(
    () => new Map(activeIndex >= 0 ? [[activeIndex, true]] : []),
  );
  useEffect(() => {
    if (activeIndex < 0) return;
    setExpanded(activeIndex);
    setOpened((m) => (m.get(activeIndex) ? m : new Map(m).set(activeIndex, true)));
  }, [activeIndex, pathname]);
  return (
    <>
      {items.map((item, i) => {
        if (item.type === 'html')
          return (
            <li
              key={i}
              className={`theme-doc-sidebar-item-link${item.defaultStyle ? ' menu__list-item theme-doc-sidebar-item-html' : ''}${item.className ? ` ${item.className}` : ''}`}
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          );
        if (item.type === 'category') {
          const isExpanded =
            !item.collapsible ||
            (oneOpen
              ? expanded === i || (expanded === null && !item.collapsed)
              : (opened.get(i) ?? !item.collapsed));
          return (
            <Category
              key={i}
              item={item}
              pathname={pathname}
              level={level}
              expanded={isExpanded}
              onToggle={(open) =>
                oneOpen
                  ? setExpanded(open ? i : expanded === i ? -1 : expanded)
                  : setOpened((m) => new Map(m).set(i, open))
              }
              onNavigate={onNavigate}
            />
          );
        }
        // A link the author wrote with the base URL in it (`/docs/x` when the base URL is
        // `/docs/`) does not get it twice, as Docusaurus's Link does not add it again.
        const href = item.docId ? item.href : unprefixedTarget(item.href, siteConfig.baseUrl);
        const active = isSamePath(href, pathname);
        return (
          <li
            key={i}
            className={`theme-doc-sidebar-item-link menu__list-item${item.className ? ` ${item.className}` : ''}`}
          >
            <Link
              href={href}
              noViewportPrefetch
              className={`menu__link${active ? ' menu__link--active' : ''}`}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
              {isExternalUrl(item.href) && (
                <span className="external-icon" aria-hidden="true">
                  {' '}
                  ↗
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </>
  );
}

export function SidebarMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: SidebarItem[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className="theme-doc-sidebar-menu menu__list">
      <Level items={items} pathname={pathname} level={1} onNavigate={onNavigate} />
    </ul>
  );
}

export default function DocSidebar({
  items,
  pathname,
}: {
  items: SidebarItem[];
  pathname: string;
}) {
  const nav = (
    <nav aria-label="Docs sidebar" className="menu thin-scrollbar doc-sidebar">
      <SidebarMenu items={items} pathname={pathname} />
    </nav>
  );
  // docs.hideableSidebar, in the bundles of the sites that set it (plugins/siteFeatures.ts).
  if (__DOCS_HIDEABLE_SIDEBAR__ && siteConfig.docs.hideableSidebar)
    return <HideableSidebar>{nav}</HideableSidebar>;
  return <aside className="theme-doc-sidebar-container">{nav}</aside>;
}
