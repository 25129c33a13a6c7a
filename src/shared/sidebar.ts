// Pure helpers over client sidebars: active checks, breadcrumbs, visibility and card lists.
import type { SidebarCategory, SidebarItem } from './types.js';
import { isSamePath } from './paths.js';
import { SIDEBAR_LEVEL_LIMIT } from './constants.js';

export function isActiveItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, pathname);
  if (item.type === 'category')
    return isSamePath(item.href, pathname) || item.items.some((i) => isActiveItem(i, pathname));
  return false;
}

/** Shown unless unlisted (or a category with nothing visible), always when it is the current page. */
export function isVisibleItem(item: SidebarItem, pathname: string): boolean {
  if (isActiveItem(item, pathname)) return true;
  if (item.type === 'link') return !item.unlisted;
  if (item.type === 'category')
    return (
      (!!item.href && !item.linkUnlisted) ||
      (isUnloadedPart(item) ? !item.empty : item.items.some((i) => isVisibleItem(i, pathname)))
    );
  return true;
}

/** A category whose items are in a chunk not loaded yet. */
export function isUnloadedPart(item: SidebarCategory): boolean {
  return item.part !== undefined && item.items.length === 0 && (item.count ?? 0) > 0;
}

/**
 * A split sidebar (plugins/routes/splitSidebars.ts) with each part not loaded yet taken from the
 * same sidebar whole (`whole`): a category stub gets its items and loses its part's stand-ins. A
 * level that does not match item for item (one shown in ranges) is kept as it is; so is `items`
 * itself when nothing was filled.
 */
export function withPartsFilled(items: SidebarItem[], whole: SidebarItem[]): SidebarItem[] {
  if (items.length !== whole.length) return items;
  let filled = false;
  const next = items.map((item, i) => {
    const same = whole[i]!;
    if (item.type !== 'category' || same.type !== 'category' || same.label !== item.label)
      return item;
    if (isUnloadedPart(item)) {
      filled = true;
      const { part: _part, first: _first, count: _count, empty: _empty, ...rest } = item;
      return { ...rest, items: same.items };
    }
    const inner = withPartsFilled(item.items, same.items);
    if (inner === item.items) return item;
    filled = true;
    return { ...item, items: inner };
  });
  return filled ? next : items;
}

/** Number of items of a category, loaded or not. */
export function itemCount(item: SidebarCategory): number {
  return isUnloadedPart(item) ? item.count! : item.items.length;
}

/** The chain of items from the top of the sidebar down to the current page (ranges left out). */
export function getBreadcrumbs(
  items: SidebarItem[],
  pathname: string,
): (SidebarCategory | Extract<SidebarItem, { type: 'link' }>)[] {
  for (const item of items) {
    if (item.type === 'link' && isSamePath(item.href, pathname)) return [item];
    if (item.type === 'category') {
      if (isSamePath(item.href, pathname)) return [item];
      const inner = getBreadcrumbs(item.items, pathname);
      if (inner.length) return isRange(item) ? inner : [item, ...inner];
    }
  }
  return [];
}

/**
 * Items of the deepest category containing the current page (or the whole sidebar), with its
 * ranges opened up: a range whose entries are not loaded stays as it is.
 */
export function getCurrentCategoryItems(items: SidebarItem[], pathname: string): SidebarItem[] {
  const crumbs = getBreadcrumbs(items, pathname);
  const categories = crumbs.filter((c): c is SidebarCategory => c.type === 'category');
  return withoutRanges(categories.length ? categories[categories.length - 1]!.items : items);
}

function withoutRanges(items: SidebarItem[]): SidebarItem[] {
  return items.some(isRange)
    ? items.flatMap((i) => (isRange(i) && !isUnloadedPart(i) ? withoutRanges(i.items) : [i]))
    : items;
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

/** Class of the categories `groupLevel` makes; they exist only on screen, never in the data. */
export const RANGE_CLASS = 'theme-doc-sidebar-item-range';

/** A category made by `groupLevel`, not written by the author. */
export function isRange(
  item: SidebarItem,
): item is SidebarCategory & { className: typeof RANGE_CLASS } {
  return item.type === 'category' && item.className === RANGE_CLASS;
}

/** Label of the first or last entry under an item, looking inside ranges. */
function edgeLabel(item: SidebarItem, end: 'first' | 'last'): string | undefined {
  if (item.type === 'html') return undefined;
  if (isRange(item)) {
    const inner = item.items[end === 'first' ? 0 : item.items.length - 1];
    return inner && edgeLabel(inner, end);
  }
  return item.label;
}

/** `Error code 1 – 100` for `Error code 1` and `Error code 100`: the last label without the words both start with (whole when nothing would be left). */
function rangeLabel(first: string, last: string): string {
  if (first === last) return first;
  const a = first.split(' ');
  const b = last.split(' ');
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return `${first} – ${same < b.length ? b.slice(same).join(' ') : last}`;
}

/** Entries of the data under an item: 1, or the entries a range holds. */
function entryCount(item: SidebarItem): number {
  return isRange(item)
    ? isUnloadedPart(item)
      ? item.count!
      : item.items.reduce((n, i) => n + entryCount(i), 0)
    : 1;
}

/** Ranges shown side by side before they are grouped into wider ranges (see groupLevel). */
export const RANGES_PER_LEVEL = 20;

/**
 * A long level as it is shown: more than `limit` entries become consecutive ranges of at most
 * `limit` entries (sizes balanced), each a collapsible category named after its first and last
 * entries, and ranges are grouped again while there are more than 20 of them (RANGES_PER_LEVEL,
 * or `limit` if smaller). A page then shows at most `limit` entries and 20 ranges on each depth
 * (2,000 entries need one depth, 40,000 two), however many docs the level holds: the range
 * holding the page starts open, the others render no items until opened. The build makes the same ranges in the client's sidebar data
 * (plugins/routes/splitSidebars.ts), so that a long level loads a range at a time; breadcrumbs
 * and card lists look through them.
 */
export function groupLevel(items: SidebarItem[], limit = SIDEBAR_LEVEL_LIMIT): SidebarItem[] {
  if (limit < 2) throw new RangeError(`groupLevel: limit must be at least 2, got ${limit}`);
  if (items.length <= limit) return items;
  const count = Math.ceil(items.length / limit);
  const ranges: SidebarCategory[] = [];
  for (let r = 0, start = 0, entries = 0; r < count; r++) {
    // The first (length % count) ranges take one entry more, so sizes differ by at most one.
    const end = start + Math.floor(items.length / count) + (r < items.length % count ? 1 : 0);
    const slice = items.slice(start, end);
    const first = edgeLabel(slice[0]!, 'first');
    const last = edgeLabel(slice[slice.length - 1]!, 'last');
    const held = slice.reduce((n, i) => n + entryCount(i), 0);
    const label =
      first && last ? rangeLabel(first, last) : `Items ${entries + 1}–${entries + held}`;
    entries += held;
    ranges.push({
      type: 'category',
      label,
      items: slice,
      collapsed: true,
      collapsible: true,
      className: RANGE_CLASS,
    });
    start = end;
  }
  return groupLevel(ranges, Math.min(limit, RANGES_PER_LEVEL));
}
