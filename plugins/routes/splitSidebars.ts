// Splits big sidebars into chunks so a page loads only the part of the sidebar it shows: the top
// level, and the categories above it. A collapsed category's items load when it is opened. Each
// chunk stays near a size budget; a small sidebar stays one chunk.
import type { SidebarCategory, SidebarItem } from '../../src/shared/types.js';
import { firstLink, groupLevel, isVisibleItem } from '../../src/shared/sidebar.js';
import { normalizePathname } from '../../src/shared/paths.js';
import { SIDEBAR_LEVEL_LIMIT } from '../../src/shared/constants.js';
import { sidebarsOf, type SitePluginsOf } from '../builtins/docsViews.js';

/** Serialized size a chunk aims to stay under (about 2 KB once compressed). */
export const SIDEBAR_CHUNK_BUDGET = 12_000;

export interface SplitSidebar {
  /** The top level, with big categories as stubs (`part` set, `items` empty). */
  root: SidebarItem[];
  /** Items of each split-off category, by part key, with their own big categories as stubs. */
  parts: Map<string, SidebarItem[]>;
  /** Part keys each path needs (categories above it, and its own if it is a split category). */
  partsByPath: Map<string, string[]>;
}

const size = (x: unknown) => JSON.stringify(x).length;

/**
 * The sidebar with every level longer than `limit` in ranges, as the theme shows it (groupLevel),
 * so a long level splits into chunks of one range each: a page loads its own range's entries,
 * not the whole level's.
 */
export function withRanges(items: SidebarItem[], limit: number): SidebarItem[] {
  const inner = items.map((it) =>
    it.type === 'category' && it.items.length ? { ...it, items: withRanges(it.items, limit) } : it,
  );
  return groupLevel(inner, limit);
}

export function splitSidebar(
  name: string,
  written: SidebarItem[],
  budget = SIDEBAR_CHUNK_BUDGET,
  limit = SIDEBAR_LEVEL_LIMIT,
  /**
   * A category's page needs its own categories' parts too (a Docusaurus site's): a site's
   * DocCard there reads a category item's `items` (HAMi's counts them), which a stub has not.
   */
  childParts = false,
): SplitSidebar {
  const items = withRanges(written, limit);
  const parts = new Map<string, SidebarItem[]>();
  const partOf = new Map<SidebarCategory, string>();
  const sizes = new Map<SidebarCategory, number>();
  const sizeOf = (c: SidebarCategory) => {
    let n = sizes.get(c);
    if (n === undefined) sizes.set(c, (n = size(c)));
    return n;
  };

  /** The chunk holding `list`: stub the biggest categories (at any depth) until it fits. */
  function chunk(list: SidebarItem[]): SidebarItem[] {
    let total = size(list);
    const candidates: { c: SidebarCategory; above: SidebarCategory[] }[] = [];
    const collect = (l: SidebarItem[], above: SidebarCategory[]) => {
      for (const it of l) {
        if (it.type !== 'category' || !it.items.length) continue;
        candidates.push({ c: it, above });
        collect(it.items, [...above, it]);
      }
    };
    collect(list, []);
    candidates.sort((a, b) => sizeOf(b.c) - sizeOf(a.c));
    const stubbed = new Set<SidebarCategory>();
    for (const { c, above } of candidates) {
      if (total <= budget) break;
      if (above.some((a) => stubbed.has(a))) continue;
      stubbed.add(c);
      total -= sizeOf(c) - 200; // what a stub costs, roughly
    }
    const copy = (l: SidebarItem[]): SidebarItem[] =>
      l.map((it) => {
        if (it.type !== 'category') return it;
        if (!stubbed.has(it)) return { ...it, items: copy(it.items) };
        const key = `${name}--${parts.size + 1}`;
        parts.set(key, []); // reserve the number; filled below (children get later numbers)
        partOf.set(it, key);
        parts.set(key, chunk(it.items));
        const first = firstLink(it);
        return {
          ...it,
          items: [],
          part: key,
          count: it.items.length,
          ...(first ? { first } : {}),
          ...(isVisibleItem({ ...it, href: undefined }, '') ? {} : { empty: true }),
        };
      });
    return copy(list);
  }

  const root = chunk(items);
  const partsByPath = new Map<string, string[]>();
  const walk = (l: SidebarItem[], above: string[]) => {
    for (const it of l) {
      if (it.type === 'link') {
        const k = normalizePathname(it.href).toLowerCase();
        if (!partsByPath.has(k)) partsByPath.set(k, above);
      } else if (it.type === 'category') {
        const own = partOf.get(it);
        const inner = own ? [...above, own] : above;
        if (it.href) {
          const k = normalizePathname(it.href).toLowerCase();
          const children = childParts
            ? it.items.flatMap((c) => (c.type === 'category' && partOf.get(c)) || [])
            : [];
          if (!partsByPath.has(k)) partsByPath.set(k, [...inner, ...children]);
        }
        walk(it.items, inner);
      }
    }
  };
  walk(items, []);
  return { root, parts, partsByPath };
}

const cache = new WeakMap<object, Map<string, SplitSidebar>>();

/** The split of a site's sidebar, computed once per loaded site (the build and the plugin share it). */
type SiteSidebars = SitePluginsOf & {
  siteConfig?: { docs: { sidebarLevelLimit: number } };
  /** A Docusaurus site's config (its category pages load their categories' parts). */
  docusaurus?: unknown;
};

export function getSplitSidebar(
  site: SiteSidebars,
  name: string,
  budget = SIDEBAR_CHUNK_BUDGET,
): SplitSidebar {
  let bySite = cache.get(site);
  if (!bySite) cache.set(site, (bySite = new Map()));
  const key = `${name}@${budget}`;
  let split = bySite.get(key);
  if (!split)
    bySite.set(
      key,
      (split = splitSidebar(
        name,
        sidebarsOf(site)[name] ?? [],
        budget,
        site.siteConfig?.docs.sidebarLevelLimit,
        site.docusaurus !== undefined,
      )),
    );
  return split;
}

/** Part keys a route needs from its sidebar (none without a sidebar). */
export function routeSidebarParts(
  site: SiteSidebars,
  route: { path: string; sidebar?: string },
): string[] {
  return route.sidebar ? sidebarPartsFor(getSplitSidebar(site, route.sidebar), route.path) : [];
}

/** Part keys the page at `path` needs from its sidebar. */
export function sidebarPartsFor(split: SplitSidebar, path: string): string[] {
  return split.partsByPath.get(normalizePathname(path).toLowerCase()) ?? [];
}
