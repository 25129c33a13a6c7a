// Our heading ids must be rehype-slug's, heading for heading: on the knowledgebase's docs and on
// headings that test its rules (repeats, an id already set, headings inside other elements).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';
import rehypeHeadingSlugs from '../../../../plugins/mdx/rehypeHeadingSlugs.js';
import { walk } from '../../../../plugins/mdx/walk.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const MDX_NODES = [
  'mdxjsEsm',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
];

/** The HTML tree of a doc, before any ids. */
async function hastOf(doc: string): Promise<Root> {
  const mdast = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .parse(doc);
  return (await unified()
    .use(remarkRehype, { passThrough: MDX_NODES } as never)
    .run(mdast)) as Root;
}

/** Every element's id, in document order, after the plugin ran. */
async function idsAfter(tree: Root, plugin: () => (tree: Root) => void): Promise<string[]> {
  const copy = structuredClone(tree);
  await unified()
    .use(plugin)
    .run(copy as never);
  const ids: string[] = [];
  walk(copy, 'element', (node: Element) => {
    if (node.properties.id !== undefined) ids.push(`${node.tagName}#${String(node.properties.id)}`);
  });
  return ids;
}

const docs = (() => {
  const dir = join(ROOT, 'docs');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .slice(0, 20)
    .map((f) => preprocessMdx(parseFrontMatter(readFileSync(join(dir, f), 'utf8'), f).body));
})();

describe('heading ids', () => {
  it("gives the knowledgebase's headings rehype-slug's ids", async () => {
    expect(docs.length).toBe(20);
    let headings = 0;
    for (const doc of docs) {
      const tree = await hastOf(doc);
      const ours = await idsAfter(tree, rehypeHeadingSlugs);
      expect(ours).toEqual(await idsAfter(tree, rehypeSlug as never));
      headings += ours.length;
    }
    expect(headings).toBeGreaterThan(50);
  });

  it('makes repeats unique, keeps a set id, and finds headings inside other elements', async () => {
    const tree = await hastOf(
      [
        '## Setup',
        '## Setup',
        '## Ünïcödé *and* `code`!',
        '> ### Quoted',
        '- #### In a list',
        '## Setup',
      ].join('\n\n'),
    );
    // An id set before (a `{#custom}` heading id) is kept, and its text not counted.
    const third = tree.children.filter((n): n is Element => n.type === 'element')[1]!;
    third.properties.id = 'custom';
    const expected = [
      'h2#setup',
      'h2#custom',
      'h2#ünïcödé-and-code',
      'h3#quoted',
      'h4#in-a-list',
      'h2#setup-1',
    ];
    expect(await idsAfter(tree, rehypeSlug as never)).toEqual(expected);
    expect(await idsAfter(tree, rehypeHeadingSlugs)).toEqual(expected);
  });
});
