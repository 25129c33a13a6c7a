// Our plugins' tree walk must make the calls unist-util-visit makes, in the same order, including
// after a visitor replaces nodes and says where to go on.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';
import { SKIP, walk } from '../../../../plugins/mdx/walk.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const parse = (doc: string) =>
  unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(doc) as Root;

type Call = [string, number | undefined, string | undefined];
const visitCalls = (tree: Nodes, type?: string): Call[] => {
  const calls: Call[] = [];
  const visitor = (node: Nodes, index: number | undefined, parent: { type: string } | undefined) =>
    void calls.push([node.type, index, parent?.type]);
  if (type) visit(tree, type, visitor as never);
  else visit(tree, visitor as never);
  return calls;
};
const walkCalls = (tree: Nodes, type?: string): Call[] => {
  const calls: Call[] = [];
  const visitor = (
    node: { type: string },
    index: number | undefined,
    parent: { type: string } | undefined,
  ) => void calls.push([node.type, index, parent?.type]);
  if (type) walk(tree, type as 'text', visitor);
  else walk(tree, visitor);
  return calls;
};

const docs = (() => {
  const dir = join(ROOT, 'docs');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .slice(0, 40)
    .map((f) => preprocessMdx(parseFrontMatter(readFileSync(join(dir, f), 'utf8'), f).body));
})();

describe('walk', () => {
  it('visits what unist-util-visit visits, in its order (Markdown trees of knowledgebase docs)', () => {
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) {
      const tree = parse(doc);
      expect(walkCalls(tree)).toEqual(visitCalls(tree));
      for (const type of ['heading', 'link', 'text', 'mdxJsxFlowElement'])
        expect(walkCalls(tree, type)).toEqual(visitCalls(tree, type));
    }
  });

  it('visits what unist-util-visit visits in HTML trees', async () => {
    for (const doc of docs.slice(0, 10)) {
      const hast = await unified()
        .use(remarkRehype, {
          passThrough: [
            'mdxjsEsm',
            'mdxJsxFlowElement',
            'mdxJsxTextElement',
            'mdxFlowExpression',
            'mdxTextExpression',
          ],
        })
        .run(parse(doc));
      expect(walkCalls(hast as never, 'element')).toEqual(visitCalls(hast as never, 'element'));
    }
  });

  it('goes on where the visitor says after it replaces nodes, and skips what it says', () => {
    const doc = 'a *b* c\n\n:::box\nin **box**\n:::\n\n- one\n- two *x*\n';
    const run = (go: (tree: Root, visitor: never) => void, skip: unknown) => {
      const tree = parse(doc);
      const seen: string[] = [];
      go(tree, ((
        node: Nodes & { name?: string },
        index: number | undefined,
        parent: { children: Nodes[] } | undefined,
      ) => {
        seen.push(node.type);
        if (!parent || index === undefined) return;
        if (node.type === 'containerDirective' && 'children' in node) {
          parent.children.splice(index, 1, ...(node.children as Nodes[]));
          return [skip, index];
        }
        if (node.type === 'emphasis') return skip;
        if (node.type === 'list') {
          parent.children.splice(index, 1, {
            type: 'paragraph',
            children: [{ type: 'text', value: 'was a list' }],
          } as never);
          return [skip, index + 1];
        }
        return undefined;
      }) as never);
      return { seen, tree };
    };
    const ours = run(walk as never, SKIP);
    const theirs = run(visit as never, VISIT_SKIP);
    expect(ours.seen).toEqual(theirs.seen);
    expect(ours.tree).toEqual(theirs.tree);
    expect(ours.seen.filter((t) => t === 'containerDirective')).toHaveLength(1);
  });
});
