// Collects the h2–h6 headings (after ids are assigned) and exports them as `toc` from the page
// module; the theme filters the levels it shows. A value is HTML (inline code stays code), as in
// Docusaurus, whose TOC components render it as HTML.
import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk.js';
import type { TocItem } from '../../src/shared/types.js';
import { exportConstNode } from './esm.js';
import { tocValue } from './tocValue.js';

export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    walk(tree, 'element', (node) => {
      // Not the footnotes' heading: Docusaurus takes the TOC from the Markdown, before
      // remark-rehype adds the footnotes' section.
      if (node.tagName === 'section' && node.properties.dataFootnotes) return SKIP;
      const rank = headingRank(node);
      if (!rank || rank < 2 || typeof node.properties.id !== 'string') return;
      toc.push({ value: tocValue(node), id: node.properties.id, level: rank });
    });
    file.data.toc = toc;
    tree.children.push(exportConstNode('toc', toc) as never);
  };
}
