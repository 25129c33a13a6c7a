// Collects the h2–h6 headings (after ids are assigned) and exports them as `toc` from the page
// module; the theme filters the levels it shows.
import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import type { TocItem } from '../../src/shared/types.js';
import { exportConstNode } from './esm.js';

export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    walk(tree, 'element', (node) => {
      const rank = headingRank(node);
      if (!rank || rank < 2 || typeof node.properties.id !== 'string') return;
      toc.push({ value: toString(node).trim(), id: node.properties.id, level: rank });
    });
    file.data.toc = toc;
    tree.children.push(exportConstNode('toc', toc) as never);
  };
}
