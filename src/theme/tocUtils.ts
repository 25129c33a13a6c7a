// Turns the flat heading list into a tree limited to [min, max] levels; filtered-out levels
// promote their children.
import type { TocItem } from '../shared/types.js';

/** The props of the table-of-contents components (TOC, TOCCollapsible, TOCInline), as Docusaurus's. */
export interface TOCProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export interface TocNode extends TocItem {
  children: TocNode[];
}

export function treeifyToc(items: TocItem[], minLevel: number, maxLevel: number): TocNode[] {
  const root: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= node.level) stack.pop();
    if (stack.length) stack[stack.length - 1]!.children.push(node);
    else root.push(node);
    stack.push(node);
  }
  return root;
}
