// Pure helpers over client sidebars: active checks, breadcrumbs, visibility and card lists.
import type { SidebarCategory, SidebarItem } from './types.js';
import { isSamePath } from './paths.js';

export function isActiveItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, pathname);
  if (item.type === 'category') return isSamePath(item.href, pathname) || item.items.some((i) => isActiveItem(i, pathname));
  return false;
}

/** Shown unless unlisted (or a category with nothing visible), always when it is the current page. */
export function isVisibleItem(item: SidebarItem, pathname: string): boolean {
  if (isActiveItem(item, pathname)) return true;
  if (item.type === 'link') return !item.unlisted;
  if (item.type === 'category') return (!!item.href && !item.linkUnlisted) || (isUnloadedPart(item) ? !item.empty : item.items.some((i) => isVisibleItem(i, pathname)));
  return true;
}

/** A category whose items are in a chunk not loaded yet. */
export function isUnloadedPart(item: SidebarCategory): boolean {
  return item.part !== undefined && item.items.length === 0 && (item.count ?? 0) > 0;
}

/** Number of items of a category, loaded or not. */
export function itemCount(item: SidebarCategory): number {
  return isUnloadedPart(item) ? item.count! : item.items.length;
}

/** The chain of items from the top of the sidebar down to the current page. */
export function getBreadcrumbs(items: SidebarItem[], pathname: string): (SidebarCategory | Extract<SidebarItem, { type: 'link' }>)[] {
  for (const item of items) {
    if (item.type === 'link' && isSamePath(item.href, pathname)) return [item];
    if (item.type === 'category') {
      if (isSamePath(item.href, pathname)) return [item];
      const inner = getBreadcrumbs(item.items, pathname);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** Items of the deepest category containing the current page (or the whole sidebar). */
export function getCurrentCategoryItems(items: SidebarItem[], pathname: string): SidebarItem[] {
  const crumbs = getBreadcrumbs(items, pathname);
  const categories = crumbs.filter((c): c is SidebarCategory => c.type === 'category');
  return categories.length ? categories[categories.length - 1]!.items : items;
}

/** First listed link inside a category, for categories without a page of their own. */
export function firstLink(item: SidebarCategory): string | undefined {
  if (isUnloadedPart(item)) return item.first;
  for (const child of item.items) {
    if (child.type === 'link' && !child.unlisted) return child.href;
    if (child.type === 'category') {
      if (child.href && !child.linkUnlisted) return child.href;
      const inner = firstLink(child);
      if (inner) return inner;
    }
  }
  return undefined;
}
