// Nodes the Markdown export's serializer has no handler for (remark-stringify with MDX, GFM and
// directives) are copied from the source as written: a site's remark plugin may add node types of
// its own (remark-math's `math` and `inlineMath` on QuestDB's docs), and remark-stringify throws
// "Cannot handle unknown node" on them, which stopped the whole compile of the page.
import type { Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';

/** The node types the export's stringify handles (mdast-util-to-markdown and its extensions). */
const KNOWN = new Set([
  'blockquote',
  'break',
  'code',
  'definition',
  'emphasis',
  'heading',
  'html',
  'image',
  'imageReference',
  'inlineCode',
  'link',
  'linkReference',
  'list',
  'listItem',
  'paragraph',
  'root',
  'strong',
  'text',
  'thematicBreak',
  // GFM
  'delete',
  'footnoteDefinition',
  'footnoteReference',
  'table',
  'tableRow',
  'tableCell',
  // MDX
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  // directives
  'containerDirective',
  'leafDirective',
  'textDirective',
]);

/**
 * Replaces, in a copy the export owns, every node of an unknown type by its source text (an
 * `html` node, written as is); one without a position is dropped, as there is no text to copy.
 */
export function rawUnknownNodes(root: Root, source: string): void {
  visit(root, (node, index, parent) => {
    if (KNOWN.has(node.type) || !parent || index === undefined) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const raw = start === undefined || end === undefined ? [] : [source.slice(start, end)];
    parent.children.splice(index, 1, ...(raw.map((value) => ({ type: 'html', value })) as never[]));
    return [SKIP, index + raw.length];
  });
}
