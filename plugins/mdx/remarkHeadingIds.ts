// Honours explicit heading ids: the id is set and its marker removed from the heading. Two
// syntaxes, as Docusaurus 3.10's headings plugin reads them, in its order (a Docusaurus site
// before 3.10 has only the second: `commentIds: false`, a comment there stays a comment):
// - an MDX comment as the heading's last node: `## Title {/* #custom-id */}` (the comment's first
//   word, when it starts with `#`), or an HTML comment node `<!-- #custom-id -->`: there is one in
//   CommonMark docs when `markdown.mdx1Compat.comments` is off (Docusaurus 3.10's `future.v4`);
//   with it on (./remarkComments.ts), comments are no node at all, here and in Docusaurus;
// - the classic `## Title {#custom-id}` at the end of its last text.
import type { Heading, Root, Text } from 'mdast';
import { walk } from './walk.js';

/** The id a comment names (`#custom-id`, its first word), else undefined. */
function idOfComment(comment: string): string | undefined {
  const first = comment.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The comment of the heading's last node, if that node is only a comment. */
function trailingComment(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1] as
    { type: string; value?: string; data?: { estree?: unknown } } | undefined;
  if (last?.type === 'html') return /^<!--([\s\S]*)-->$/.exec(last.value ?? '')?.[1];
  if (last?.type === 'mdxTextExpression') {
    const program = last.data?.estree as
      { body: unknown[]; comments?: { value: string }[] } | undefined;
    // Only an expression that is one comment and nothing else (`{/* #a */ /* #b */}` is not).
    if (program?.body.length === 0 && program.comments?.length === 1)
      return program.comments[0]!.value;
  }
  return undefined;
}

/** The comment syntax: its id, with the comment and the space before it removed. */
function takeCommentId(node: Heading): string | undefined {
  const comment = trailingComment(node);
  const id = comment === undefined ? undefined : idOfComment(comment);
  if (!id) return undefined;
  node.children.pop();
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return id;
}

/** The classic syntax: its id, with the marker removed. */
function takeClassicId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const m = /\s*\{#([^}\s]+)\}\s*$/.exec((last as Text).value);
  if (!m) return undefined;
  (last as Text).value = (last as Text).value.slice(0, m.index);
  if ((last as Text).value === '') node.children.pop();
  return m[1];
}

export default function remarkHeadingIds(options: { commentIds?: boolean } = {}) {
  const comments = options.commentIds !== false;
  return (tree: Root) => {
    walk(tree, 'heading', (node) => {
      const id = (comments ? takeCommentId(node) : undefined) ?? takeClassicId(node);
      if (id) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
