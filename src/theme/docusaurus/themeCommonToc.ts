// theme-common's table-of-contents helpers (`@docusaurus/theme-common/internal`), for a site's
// ejected `TOCItems`, `TOC` or `TOCInline`: the flat heading list as a tree, the tree limited to
// a range of heading levels, and the hook that marks the link of the heading in view.
import { useEffect, useMemo } from 'react';
import type { TocItem } from '../../shared/types.js';
import useDocusaurusContext from './useDocusaurusContext.js';

/** A heading with the headings under it, as Docusaurus's `TOCTreeNode`. */
export interface TOCTreeNode {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children: readonly TOCTreeNode[];
}

/**
 * The headings as a tree: each heading's parent is the nearest heading before it of a lower
 * level (an h4 after an h2 is the h2's child; an h3 with no heading above it is a root).
 */
export function treeifyTOC(flat: readonly TocItem[]): TOCTreeNode[] {
  const roots: TOCTreeNode[] = [];
  // The open heading of each level, so a heading's parent is the deepest open one above it.
  const open: { level: number; children: TOCTreeNode[] }[] = [];
  for (const { value, id, level } of flat) {
    const node = { value, id, level, children: [] as TOCTreeNode[] };
    while (open.length && open[open.length - 1]!.level >= level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

/** The tree without the headings outside [min, max]; a removed heading's children take its place. */
export function filterTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCTreeNode[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TOCTreeNode[] {
  return toc.flatMap((node) => {
    const children = filterTOC({ toc: node.children, minHeadingLevel, maxHeadingLevel });
    return node.level >= minHeadingLevel && node.level <= maxHeadingLevel
      ? [{ ...node, children }]
      : children;
  });
}

export function useTreeifiedTOC(toc: readonly TocItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): readonly TOCTreeNode[] {
  return useMemo(
    () => filterTOC({ toc: treeifyTOC(toc), minHeadingLevel, maxHeadingLevel }),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
}

/** What `useTOCHighlight` marks: the links of one TOC, and the heading levels it lists. */
export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** The box of an element that has one: an empty heading anchor is measured by its parent. */
function visibleRect(element: HTMLElement): DOMRect {
  const rect = element.getBoundingClientRect();
  if (rect.top === rect.bottom && element.parentElement) return visibleRect(element.parentElement);
  return rect;
}

/**
 * The heading the reader is in: the first one below `topOffset` when it is in the top half of
 * the window, else the one before it; the last one when all are above.
 */
export function activeHeading(
  headings: readonly HTMLElement[],
  topOffset: number,
  windowHeight: number,
): HTMLElement | undefined {
  const next = headings.find((h) => visibleRect(h).top >= topOffset);
  if (!next) return headings[headings.length - 1];
  const rect = visibleRect(next);
  if (rect.top > 0 && rect.bottom < windowHeight / 2) return next;
  return headings[headings.indexOf(next) - 1];
}

/** The fragment a TOC link points to, decoded (`#caf%C3%A9` is the heading `café`). */
const linkFragment = (link: HTMLAnchorElement): string =>
  decodeURIComponent(link.href.slice(link.href.indexOf('#') + 1));

/**
 * Marks the TOC link of the heading in view with `linkActiveClassName` as the reader scrolls
 * (nothing when `config` is undefined). The headings are the page's `h<min>`–`h<max>` with the
 * `anchor` class; the navbar's height is the top offset unless the navbar hides on scroll.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const { themeConfig } = useDocusaurusContext().siteConfig;
  const navbar = themeConfig.navbar as { hideOnScroll?: boolean } | undefined;
  const hideOnScroll = Boolean(navbar?.hideOnScroll);
  useEffect(() => {
    if (!config) return undefined;
    const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
    const selector = Array.from(
      { length: Math.max(0, maxHeadingLevel - minHeadingLevel + 1) },
      (_, i) => `h${minHeadingLevel + i}.anchor`,
    ).join(',');
    const update = () => {
      const links = Array.from(
        document.getElementsByClassName(linkClassName),
      ) as HTMLAnchorElement[];
      const headings = selector ? Array.from(document.querySelectorAll<HTMLElement>(selector)) : [];
      const top = hideOnScroll
        ? 0
        : (document.querySelector<HTMLElement>('.navbar')?.clientHeight ?? 0);
      const heading = activeHeading(headings, top, window.innerHeight);
      const active = heading && links.find((l) => linkFragment(l) === heading.id);
      for (const link of links) {
        if (link !== active) link.classList.remove(linkActiveClassName);
      }
      active?.classList.add(linkActiveClassName);
    };
    document.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [config, hideOnScroll]);
}
