// GitHub Flavored Markdown, as remark-gfm adds it, with one difference in cost: each of its
// syntax extensions is used only in documents that can contain what it parses.
//
// Why: micromark tries an extension's constructs wherever their first character occurs, and some
// are tried everywhere. The autolink literal (`www.example.com`, `https://…`, `name@example.com`
// written without <>) is tried at every letter and digit (an address may start at any of them),
// and its tree transform runs four regular expressions over every text node: on a typical page
// that was about a third of the parse (0.7 of 2 ms). The table is tried at the start of every
// line, the task list check at every `[`. Each has a mark it cannot do without:
// - a footnote `[^`, a strikethrough `~`, a task list check `[ ]` or `[x]`;
// - a table its delimiter row (a line of `-`, `:`, `|` and spaces, with a `-` and a `:` or `|`);
// - an autolink literal `www`, `http` or `@`, in a text node: so a page is parsed without that
//   extension first, and again with it only when a text node has one of those (or when that
//   first parse fails: a literal may hold a `{` MDX would read as an expression).
// The result is the tree remark-gfm gives, node for node (tests/unit/plugins/mdx/remarkGfm.test.ts).
import type { Root, Nodes } from 'mdast';
import { fromMarkdown, type Extension as MdastExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/** What every autolink literal contains: its `www`, its protocol, or an address's `@`. */
const LITERAL_MARK = /www|http|@/i;

/** Whether a text node of `tree` holds what could be an autolink literal. */
export function hasLiteralCandidate(node: Nodes): boolean {
  if (node.type === 'text') return LITERAL_MARK.test(node.value);
  // A remark plugin may insert an element without `children` (MDX takes it as empty).
  if ('children' in node)
    for (const child of node.children ?? []) if (hasLiteralCandidate(child)) return true;
  return false;
}

/** The processor's lists the markdown plugins fill (remark-parse reads them; see remark-gfm). */
interface ParserData {
  settings?: Record<string, unknown>;
  micromarkExtensions?: MicromarkExtension[];
  fromMarkdownExtensions?: (MdastExtension | MdastExtension[])[];
  toMarkdownExtensions?: unknown[];
}

/** A line that could be a table's delimiter row (after any blockquote markers and indent). */
const DELIMITER_ROW = /^[ \t>]*(?=[^\n]*-)(?=[^\n]*[:|])[-:| \t]+$/m;

/** Which of GFM's syntax extensions `doc` needs (but the autolink literal, decided on its tree). */
export function gfmSyntaxNeeded(doc: string): {
  footnote: boolean;
  strikethrough: boolean;
  table: boolean;
  taskList: boolean;
} {
  return {
    footnote: doc.includes('[^'),
    strikethrough: doc.includes('~'),
    table: doc.includes('-') && DELIMITER_ROW.test(doc),
    taskList: /\[[\s xX]\]/.test(doc),
  };
}

export default function remarkGfm(this: Processor) {
  const data = this.data() as ParserData;
  // The same extensions as remark-gfm, in its order; one slot of the processor's lists holds
  // those a document needs.
  const syntax = {
    autolink: gfmAutolinkLiteral(),
    footnote: gfmFootnote(),
    strikethrough: gfmStrikethrough(),
    table: gfmTable(),
    taskList: gfmTaskListItem(),
  };
  const trees = {
    autolink: gfmAutolinkLiteralFromMarkdown(),
    footnote: gfmFootnoteFromMarkdown(),
    strikethrough: gfmStrikethroughFromMarkdown(),
    table: gfmTableFromMarkdown(),
    taskList: gfmTaskListItemFromMarkdown(),
  };
  const ORDER = ['autolink', 'footnote', 'strikethrough', 'table', 'taskList'] as const;
  // Placeholders in the processor's lists, replaced in each parse (below).
  const micromarkSlot: MicromarkExtension = {};
  const mdastSlot: MdastExtension = {};
  (data.micromarkExtensions ??= []).push(micromarkSlot);
  (data.fromMarkdownExtensions ??= []).push(mdastSlot);
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());

  // Replaces remark-parse's parser (the same call, with the slot filled in).
  const parse = (doc: string, needed: Record<(typeof ORDER)[number], boolean>): Root => {
    const used = ORDER.filter((name) => needed[name]);
    const extensions = (data.micromarkExtensions ?? []).flatMap((e) =>
      e === micromarkSlot ? used.map((name) => syntax[name]) : [e],
    );
    const mdastExtensions = (data.fromMarkdownExtensions ?? []).flatMap((e) =>
      e === mdastSlot ? used.map((name) => trees[name]) : [e],
    );
    return fromMarkdown(doc, { ...data.settings, extensions, mdastExtensions });
  };
  (this as unknown as { parser: (doc: string) => Root }).parser = (doc: string): Root => {
    const needed = { autolink: false, ...gfmSyntaxNeeded(doc) };
    let tree: Root;
    try {
      tree = parse(doc, needed);
    } catch (error) {
      // An autolink literal takes in a `{` or `<` that MDX would otherwise read as an expression
      // or a tag (`http://x/?q={"a":1}`): without the extension such a page fails to parse where
      // remark-gfm's parse succeeds. Parse it again as remark-gfm does (its error if it fails).
      if (LITERAL_MARK.test(doc) || doc.includes('&'))
        return parse(doc, { ...needed, autolink: true });
      throw error;
    }
    // The text's marks are in the source too, unless written as character references (`&#119;`).
    return (LITERAL_MARK.test(doc) || doc.includes('&')) && hasLiteralCandidate(tree)
      ? parse(doc, { ...needed, autolink: true })
      : tree;
  };
}
