// The tree walk of our compile plugins: unist-util-visit's order and return values (SKIP, or
// [SKIP, index] to go on at an index of the parent), for the calls these plugins make.
//
// Why not unist-util-visit itself: it builds a closure and a copy of the ancestor list for every
// node it passes, and a page's compile walks its trees about ten times. That was 0.5 ms of a
// 4 ms compile on the benchmark corpus; this walk does the same in about a tenth of it
// (tests/unit/plugins/mdx/walk.test.ts checks both give the same calls).
import type { Nodes as HastNodes } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';

type AnyNode = MdastNodes | HastNodes;
type ParentNode = Extract<AnyNode, { children: unknown[] }>;

export const SKIP = 'skip' as const;
type Action = void | undefined | typeof SKIP | [typeof SKIP, number];
type Visitor<N> = (node: N, index: number | undefined, parent: ParentNode | undefined) => Action;

export function walk(tree: AnyNode, visitor: Visitor<AnyNode>): void;
export function walk<K extends AnyNode['type']>(
  tree: AnyNode,
  type: K,
  visitor: Visitor<Extract<AnyNode, { type: K }>>,
): void;
export function walk(
  tree: AnyNode,
  typeOrVisitor: string | Visitor<AnyNode>,
  maybeVisitor?: Visitor<AnyNode>,
): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!;
  const enter = (
    node: AnyNode,
    index: number | undefined,
    parent: ParentNode | undefined,
  ): number | undefined => {
    const action =
      type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
    if (Array.isArray(action)) return action[1];
    if (action !== SKIP && 'children' in node) {
      const children = node.children as AnyNode[];
      for (let i = 0; i < children.length;) {
        const next = enter(children[i]!, i, node as ParentNode);
        i = next ?? i + 1;
      }
    }
    return undefined;
  };
  enter(tree, undefined, undefined);
}
