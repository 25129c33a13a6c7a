// Mermaid diagrams, as Docusaurus's `markdown.mermaid` has them: a ```mermaid code fence becomes
// the theme's Mermaid component with the fence's text as its `value` (Docusaurus's remark plugin
// makes it a `<mermaid value>` element that its MDXComponents maps to `@theme/Mermaid`).
//
// Here the fence becomes an element of a binding the page imports from `@theme/Mermaid` (the
// site's override of it when it has one), so only the pages with a diagram load the component,
// and the component loads the mermaid library itself only when it renders (a lazy chunk: see
// src/theme/docusaurus/Mermaid.tsx). A site whose own src/theme/MDXComponents maps `mermaid` (an
// ejected map, as Docusaurus sites have) gets `<mermaid value>`, which its map renders.
// Without `markdown.mermaid` a mermaid fence stays a code block, as in Docusaurus.
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { importDefaultNode } from './esm.js';
import { walk } from './walk.js';

/** The page's binding of `@theme/Mermaid` (a name no doc is expected to use). */
export const MERMAID_BINDING = 'DocsMermaidDiagram';
export const MERMAID_MODULE = '@theme/Mermaid';

export interface MermaidOptions {
  /** The site's MDXComponents maps `mermaid` itself: fences become `<mermaid value>`. */
  siteMapsMermaid?: boolean;
}

export default function remarkMermaid(options: MermaidOptions = {}) {
  return (tree: Root) => {
    let found = false;
    walk(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: options.siteMapsMermaid ? 'mermaid' : MERMAID_BINDING,
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
        children: [],
        ...(node.position ? { position: node.position } : {}),
      };
      (parent.children as RootContent[])[index] = element;
      found = true;
    });
    if (found && !options.siteMapsMermaid)
      tree.children.unshift(importDefaultNode(MERMAID_BINDING, MERMAID_MODULE) as RootContent);
  };
}
