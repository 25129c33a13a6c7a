// Long sidebar levels are shown in ranges (groupLevel); the helpers that read the sidebar itself
// (breadcrumbs, first links) are unaffected.
import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem } from '../../../src/shared/types.js';
import {
  RANGE_CLASS,
  RANGES_PER_LEVEL,
  firstLink,
  getBreadcrumbs,
  groupLevel,
  isActiveItem,
  withPartsFilled,
} from '../../../src/shared/sidebar.js';
import { SIDEBAR_LEVEL_LIMIT } from '../../../src/shared/constants.js';

const link = (n: number): SidebarItem => ({
  type: 'link',
  label: `Code ${n}`,
  href: `/codes/c${n}`,
});
const links = (count: number) => Array.from({ length: count }, (_, i) => link(i + 1));
const ranges = (items: SidebarItem[]) => items as SidebarCategory[];
/** Every entry under a shown level, in order, looking inside ranges. */
const entries = (items: SidebarItem[]): SidebarItem[] =>
  items.flatMap((i) =>
    i.type === 'category' && i.className === RANGE_CLASS ? entries(i.items) : [i],
  );

describe('groupLevel', () => {
  it('leaves a level of up to the limit as it is (the same array)', () => {
    const level = links(SIDEBAR_LEVEL_LIMIT);
    expect(groupLevel(level)).toBe(level);
    expect(groupLevel(links(5), 5)).toHaveLength(5);
  });

  it('splits a longer level into balanced ranges named after their first and last entries', () => {
    const shown = ranges(groupLevel(links(11), 5));
    expect(shown.map((r) => [r.label, r.items.length])).toEqual([
      ['Code 1 – 4', 4],
      ['Code 5 – 8', 4],
      ['Code 9 – 11', 3],
    ]);
    for (const r of shown)
      expect(r).toMatchObject({
        type: 'category',
        collapsed: true,
        collapsible: true,
        className: RANGE_CLASS,
      });
    expect(shown.some((r) => r.href !== undefined)).toBe(false);
    expect(entries(shown)).toEqual(links(11));
  });

  it('keeps every shown depth within the limit at any size, entries in their order', () => {
    for (const n of [101, 2000, 10_000, 10_001, 123_457]) {
      const level = links(n);
      const shown = groupLevel(level);
      expect(entries(shown)).toEqual(level);
      const depths = (items: SidebarItem[]): void => {
        expect(items.length).toBeLessThanOrEqual(SIDEBAR_LEVEL_LIMIT);
        for (const i of items)
          if (i.type === 'category' && i.className === RANGE_CLASS) depths(i.items);
      };
      depths(shown);
    }
  });

  it('leaves the 150-entry levels real sites have as one list, as Docusaurus shows them', () => {
    const level = links(150);
    expect(groupLevel(level)).toBe(level);
    expect(groupLevel(links(500))).toHaveLength(500);
  });

  it('splits a truly huge level by default: 2,000 entries in 4 ranges of 500, 10,000 in 20', () => {
    const two = ranges(groupLevel(links(2000)));
    expect(two.map((r) => [r.label, r.items.length])).toEqual(
      [1, 501, 1001, 1501].map((n) => [`Code ${n} – ${n + 499}`, 500]),
    );
    expect(ranges(groupLevel(links(10_000)))).toHaveLength(20);
    expect(ranges(groupLevel(links(10_001)))).toHaveLength(2);
  });

  it('shows at most 20 ranges side by side: 2,000 entries in one depth of ranges, 10,000 in two', () => {
    const two = ranges(groupLevel(links(2000), 100));
    expect(two).toHaveLength(RANGES_PER_LEVEL);
    expect(
      two.every((r) => r.items.length === 100 && r.items.every((i) => i.type === 'link')),
    ).toBe(true);
    const ten = ranges(groupLevel(links(10_000), 100));
    expect(ten.map((r) => [r.label, r.items.length])).toEqual(
      [1, 2001, 4001, 6001, 8001].map((n) => [`Code ${n} – ${n + 1999}`, 20]),
    );
    expect(ranges(ten[0]!.items)[0]!.items).toHaveLength(100);
  });

  it('nests ranges when there would be more ranges than the limit, labelled by their outer entries', () => {
    const shown = ranges(groupLevel(links(30), 5));
    expect(shown).toHaveLength(2);
    expect(shown.map((r) => r.label)).toEqual(['Code 1 – 15', 'Code 16 – 30']);
    expect(ranges(shown[0]!.items).map((r) => r.label)).toEqual([
      'Code 1 – 5',
      'Code 6 – 10',
      'Code 11 – 15',
    ]);
  });

  it('names a range by position when an edge entry has no label (html items)', () => {
    const hr: SidebarItem = { type: 'html', value: '<hr>' };
    const shown = ranges(groupLevel([...links(3), hr, ...links(2)], 3));
    expect(shown.map((r) => r.label)).toEqual(['Code 1 – 3', 'Items 4–6']);
    const same = ranges(groupLevel([link(1), { ...link(1) }, link(2), link(3)], 3));
    expect(same[0]!.label).toBe('Code 1');
  });

  it('keeps the page active through its range, and the range links to its first entry', () => {
    const shown = ranges(groupLevel(links(250), 100));
    const holding = shown.findIndex((r) => isActiveItem(r, '/codes/c180'));
    expect(holding).toBe(2);
    expect(firstLink(shown[holding]!)).toBe('/codes/c168');
    // Breadcrumbs read the sidebar, not what is shown: no range appears in them.
    const sidebar: SidebarItem[] = [
      { type: 'category', label: 'Codes', items: links(250), collapsed: true, collapsible: true },
    ];
    expect(getBreadcrumbs(sidebar, '/codes/c180').map((c) => c.label)).toEqual([
      'Codes',
      'Code 180',
    ]);
  });

  it('refuses a limit that could never shorten a level', () => {
    expect(() => groupLevel(links(3), 1)).toThrow(/at least 2/);
  });
});

describe('range labels', () => {
  /** The label of a range of two entries. */
  const label = (first: string, last: string) =>
    ranges(
      groupLevel(
        [
          { type: 'link', label: first, href: '/a' },
          { type: 'link', label: last, href: '/b' },
          { type: 'link', label: 'z', href: '/z' },
        ],
        2,
      ),
    )[0]!.label;
  it('drops from the last label the words it starts with in common with the first, unless nothing would be left', () => {
    expect(label('Error code 1', 'Error code 100')).toBe('Error code 1 – 100');
    expect(label('Set up the modem', 'Set up the antenna')).toBe('Set up the modem – antenna');
    expect(label('Error code', 'Error code 12')).toBe('Error code – 12');
    expect(label('Error code 12', 'Error code')).toBe('Error code 12 – Error code');
  });
  it('keeps the last label whole when the two start differently, and one label for a single entry', () => {
    expect(label('AT+CSQ', 'AT+SBDIX')).toBe('AT+CSQ – AT+SBDIX');
    expect(label('Alpha', 'Beta')).toBe('Alpha – Beta');
    expect(groupLevel(links(3), 2).map((r) => r.type === 'category' && r.label)).toEqual([
      'Code 1 – 2',
      'Code 3',
    ]);
  });
});

describe('withPartsFilled', () => {
  const whole: SidebarItem[] = [
    link(1),
    {
      type: 'category',
      label: 'Setup',
      collapsed: true,
      collapsible: true,
      items: [
        link(2),
        { type: 'category', label: 'Deep', collapsed: true, collapsible: true, items: [link(3)] },
      ],
    },
  ];
  const stub = (c: SidebarCategory, part: string): SidebarCategory => ({
    ...c,
    items: [],
    part,
    count: c.items.length,
    first: '/codes/c2',
  });

  it("gives a split sidebar's stubs their items from the whole sidebar, at any depth", () => {
    const setup = whole[1] as SidebarCategory;
    const deep = setup.items[1] as SidebarCategory;
    // The page loaded the Setup part, whose Deep category is a stub still.
    const split = [
      link(1),
      { ...setup, part: 'guide--1', items: [link(2), stub(deep, 'guide--2')] },
    ];
    expect(withPartsFilled(split, whole)).toEqual([
      link(1),
      { ...setup, part: 'guide--1', items: [link(2), deep] },
    ]);
    expect(withPartsFilled([link(1), stub(setup, 'guide--1')], whole)).toEqual(whole);
  });

  it('keeps the same array when nothing is left to fill, or a level does not match', () => {
    expect(withPartsFilled(whole, whole)).toBe(whole);
    const ranged = [link(1)];
    expect(withPartsFilled(ranged, whole)).toBe(ranged);
  });
});
