// A site's remark plugin adding a node type of its own (remark-math's `math`, on QuestDB's docs)
// stopped the page's compile in the Markdown export ("Cannot handle unknown node `math`") where
// the block is serialized rather than copied (here: indented, so not copied as written): such
// nodes are now copied from the source as written.
import type { Paragraph, Root, Text } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkMarkdownSnapshot } from '../../../../plugins/output/markdownExport.js';

/** A stand-in for remark-math: a paragraph `$$ … $$` becomes a `math` node (no handler for it). */
function remarkDollarBlocks() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) => {
      const first = (node as Paragraph).children?.[0] as Text | undefined;
      if (node.type !== 'paragraph' || !first?.value.startsWith('$$')) return node;
      return { type: 'math', value: first.value, position: node.position } as never;
    });
  };
}

async function exported(source: string): Promise<string> {
  const vfile = { value: source, data: {} as Record<string, unknown> };
  const tree = unified().use(remarkParse).parse(source);
  await unified()
    .use(remarkDollarBlocks)
    .use(remarkMarkdownSnapshot, { absolute: (p: string) => `https://x.example${p}` })
    .run(tree, vfile as never);
  return vfile.data.markdown as string;
}

describe('the Markdown export of a node type it has no handler for', () => {
  it('copies the node from the source, keeping the blocks around it', async () => {
    const source = '# T\n\nBefore *it*.\n\n  $$ \\frac{a}{b} $$\n\nAfter.\n';
    const md = await exported(source);
    expect(md).toContain('$$ \\frac{a}{b} $$');
    expect(md).toContain('Before *it*.');
    expect(md).toContain('After.');
  });
});
