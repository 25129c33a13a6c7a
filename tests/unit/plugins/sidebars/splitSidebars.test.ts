// Splitting big sidebars into chunks: each chunk near the budget, every item in exactly one chunk,
// and each page told which chunks lie above it.
import { describe, expect, it } from 'vitest';
import { generateSidebarModule } from '../../../../plugins/routes/generateRoutesModule.js';
import { splitSidebar, withRanges } from '../../../../plugins/routes/splitSidebars.js';
import {
  firstLink,
  getBreadcrumbs,
  getCurrentCategoryItems,
  isRange,
  isVisibleItem,
} from '../../../../src/shared/sidebar.js';
import type { SidebarCategory, SidebarItem } from '../../../../src/shared/types.js';

const link = (
  href: string,
  extra: Partial<Extract<SidebarItem, { type: 'link' }>> = {},
): SidebarItem => ({ type: 'link', label: `Page ${href}`, href, docId: href.slice(1), ...extra });
const category = (
  label: string,
  items: SidebarItem[],
  extra: Partial<SidebarCategory> = {},
): SidebarCategory => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...extra,
});

// 6 sections × 8 topics × 20 pages: about 110 KB of JSON.
const big: SidebarItem[] = [
  link('/'),
  ...Array.from({ length: 6 }, (_, s) =>
    category(
      `Section ${s}`,
      Array.from({ length: 8 }, (_, t) =>
        category(
          `Topic ${s}.${t}`,
          Array.from({ length: 20 }, (_, d) => link(`/s${s}/t${t}/d${d}`)),
        ),
      ),
    ),
  ),
];

/** Puts every part back into its stub: the original tree. */
function reassemble(items: SidebarItem[], parts: Map<string, SidebarItem[]>): SidebarItem[] {
  return items.map((it) => {
    if (it.type !== 'category') return it;
    const { part: _p, count: _c, first: _f, empty: _e, ...rest } = it;
    return {
      ...rest,
      items: reassemble(
        it.part !== undefined && !it.items.length ? parts.get(it.part)! : it.items,
        parts,
      ),
    };
  });
}

describe('splitSidebar', () => {
  it('leaves a sidebar under the budget in one piece', () => {
    const small = [link('/a'), category('C', [link('/b')])];
    const split = splitSidebar('main', small);
    expect(split.root).toEqual(small);
    expect(split.parts.size).toBe(0);
  });

  it('keeps each chunk near the budget and loses nothing', () => {
    const split = splitSidebar('main', big, 8_000);
    expect(split.parts.size).toBeGreaterThan(6);
    for (const chunk of [split.root, ...split.parts.values()])
      expect(JSON.stringify(chunk).length).toBeLessThan(8_000 + 2_500);
    expect(reassemble(split.root, split.parts)).toEqual(big);
  });

  it('gives stubs what the sidebar shows without their items: first link, count, emptiness', () => {
    const withUnlisted = [
      ...big,
      category(
        'Hidden',
        Array.from({ length: 400 }, (_, i) => link(`/h/${i}`, { unlisted: true })),
      ),
    ];
    const split = splitSidebar('main', withUnlisted, 8_000);
    const stub = split.root.find(
      (i) => i.type === 'category' && i.label === 'Section 2',
    ) as SidebarCategory;
    expect(stub).toMatchObject({ items: [], count: 8, first: '/s2/t0/d0' });
    expect(stub.part).toMatch(/^main--\d+$/);
    expect(firstLink(stub)).toBe('/s2/t0/d0');
    expect(isVisibleItem(stub, '/')).toBe(true);
    const hidden = split.root.find(
      (i) => i.type === 'category' && i.label === 'Hidden',
    ) as SidebarCategory;
    expect(hidden.empty).toBe(true);
    expect(isVisibleItem(hidden, '/')).toBe(false);
  });

  it('lists, for each page, the chunks from the top down to it', () => {
    const split = splitSidebar('main', big, 8_000);
    const parts = split.partsByPath.get('/s3/t5/d7')!;
    expect(parts.length).toBeGreaterThanOrEqual(1);
    const loaded = new Map(parts.map((k) => [k, split.parts.get(k)!]));
    // With only those chunks, the breadcrumbs of the page resolve.
    const partial = reassemble(
      split.root,
      new Map([...split.parts].map(([k]) => [k, loaded.get(k) ?? []])),
    );
    expect(getBreadcrumbs(partial, '/s3/t5/d7').map((c) => c.label)).toEqual([
      'Section 3',
      'Topic 3.5',
      'Page /s3/t5/d7',
    ]);
    expect(split.partsByPath.get('/')).toEqual([]);
  });

  it("gives a category's page its own categories' parts too, on a Docusaurus site", () => {
    // Section 2 as a generated index: its topics are split off (each its own part). A site's
    // DocCard there reads each topic's `items` (HAMi's counts them), so a Docusaurus site's
    // category page loads them; another site's theme reads the stubs' count and first link.
    const indexed = big.map((it, i) =>
      i === 3 ? { ...(it as SidebarCategory), href: '/s2' } : it,
    );
    const own = splitSidebar('big', indexed, 4_000);
    const withChildren = splitSidebar('big', indexed, 4_000, undefined, true);
    const stubbedTopics = (split: typeof own) =>
      split.parts
        .get(split.partsByPath.get('/s2')!.at(-1)!)!
        .flatMap((t) => (t.type === 'category' && t.part) || []);
    expect(stubbedTopics(own).length).toBeGreaterThan(0);
    expect(withChildren.partsByPath.get('/s2')).toEqual([
      ...own.partsByPath.get('/s2')!,
      ...stubbedTopics(own),
    ]);
    // A page of the category is told the same chunks either way.
    expect(withChildren.partsByPath.get('/s2/t5/d7')).toEqual(own.partsByPath.get('/s2/t5/d7'));
  });

  it('writes a loader for each stub of a chunk into its module', () => {
    const split = splitSidebar('main', big, 8_000);
    const source = generateSidebarModule(split.root);
    const stubs = split.root.filter((i) => i.type === 'category' && i.part);
    expect(stubs.length).toBeGreaterThan(0);
    for (const s of stubs)
      expect(source).toContain(
        `"${(s as SidebarCategory).part}": () => import("virtual:docs/sidebar/${(s as SidebarCategory).part}")`,
      );
  });

  describe('a level longer than the limit', () => {
    // One category of 1,000 pages: ranges of 100, each a chunk of its own.
    const codes = Array.from({ length: 1000 }, (_, i) => link(`/codes/c${i + 1}`));
    const long: SidebarItem[] = [link('/'), category('Codes', codes)];
    /** The tree without ranges: what the author wrote. */
    const unranged = (items: SidebarItem[]): SidebarItem[] =>
      items.flatMap((i) =>
        i.type !== 'category'
          ? [i]
          : isRange(i)
            ? unranged(i.items)
            : [{ ...i, items: unranged(i.items) }],
      );

    it('is chunked a range at a time, each page loading only its own range', () => {
      const split = splitSidebar('main', long, 8_000, 100);
      const cat = split.root[1] as SidebarCategory;
      const shown = cat.part ? split.parts.get(cat.part)! : cat.items;
      expect(shown).toHaveLength(10);
      expect(shown.every(isRange)).toBe(true);
      expect((shown[4] as SidebarCategory).label).toBe('Page /codes/c401 – /codes/c500');
      expect(shown.filter((r) => (r as SidebarCategory).part !== undefined)).toHaveLength(10);
      for (const chunk of [split.root, ...split.parts.values()])
        expect(JSON.stringify(chunk).length).toBeLessThan(8_000 + 2_500);
      expect(unranged(reassemble(split.root, split.parts))).toEqual(long);

      // As the client assembles it (src/client/routeTable.ts): a stub not loaded stays a stub.
      const parts = split.partsByPath.get('/codes/c450')!;
      const assemble = (items: SidebarItem[]): SidebarItem[] =>
        items.map((it) =>
          it.type !== 'category'
            ? it
            : it.part !== undefined && !it.items.length
              ? parts.includes(it.part)
                ? { ...it, items: assemble(split.parts.get(it.part)!) }
                : it
              : { ...it, items: assemble(it.items) },
        );
      const partial = assemble(split.root);
      // Breadcrumbs and the category's card list look through the ranges.
      expect(getBreadcrumbs(partial, '/codes/c450').map((c) => c.label)).toEqual([
        'Codes',
        'Page /codes/c450',
      ]);
      const cards = getCurrentCategoryItems(partial, '/codes/c450');
      expect(cards.filter((c) => c.type === 'link')).toHaveLength(100);
      expect(cards.filter(isRange)).toHaveLength(9); // the ranges not loaded stay as one card each
    });

    it('makes the ranges the theme would, inside any category, and leaves short levels alone', () => {
      const ranged = withRanges(long, 100);
      expect(ranged[0]).toBe(long[0]);
      expect((ranged[1] as SidebarCategory).items.map((r) => (r as SidebarCategory).label)).toEqual(
        Array.from(
          { length: 10 },
          (_, i) => `Page /codes/c${i * 100 + 1} – /codes/c${i * 100 + 100}`,
        ),
      );
      expect(withRanges(big, 100)).toEqual(big);
    });
  });
});
