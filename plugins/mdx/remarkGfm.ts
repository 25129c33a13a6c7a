// GitHub Flavored Markdown, as remark-gfm adds it, with one difference in cost: the autolink
// literal (`www.example.com`, `https://…`, `name@example.com` written without <>) is parsed only
// in documents that can contain one.
//
// Why: that extension makes micromark try a construct at every letter and digit of every
// paragraph (an email address may start at any of them), and its tree transform runs four
// regular expressions over every text node. On a typical page that was about a third of the
// parse (0.7 of 2 ms). A literal needs "www", "http" or "@" in the text, so a page is parsed
// without the extension first, and again with it only when one of those occurs in a text node.
// The result is the tree remark-gfm gives, node for node (tests/unit/mdx/remarkGfm.test.ts);
// the second parse costs only pages that have such text.
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
  if ('children' in node) for (const child of node.children) if (hasLiteralCandidate(child)) return true;
  return false;
}

/** The processor's lists the markdown plugins fill (remark-parse reads them; see remark-gfm). */
interface ParserData {
  settings?: Record<string, unknown>;
  micromarkExtensions?: MicromarkExtension[];
  fromMarkdownExtensions?: (MdastExtension | MdastExtension[])[];
  toMarkdownExtensions?: unknown[];
}

export default function remarkGfm(this: Processor) {
  const data = this.data() as ParserData;
  // The same extensions as remark-gfm, in its order, each in one slot of the lists so that the
  // full set can replace the one without the autolink literal where it stands.
  const partial: MicromarkExtension[] = [gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()];
  const full: MicromarkExtension[] = [gfmAutolinkLiteral(), ...partial];
  const partialMdast: MdastExtension[] = [gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()];
  const fullMdast: MdastExtension[] = [gfmAutolinkLiteralFromMarkdown(), ...partialMdast];
  // Placeholders in the processor's lists, replaced in each parse (below).
  const micromarkSlot: MicromarkExtension = {};
  const mdastSlot: MdastExtension = {};
  (data.micromarkExtensions ??= []).push(micromarkSlot);
  (data.fromMarkdownExtensions ??= []).push(mdastSlot);
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());

  // Replaces remark-parse's parser (the same call, with the slots filled in).
  const parse = (doc: string, withLiterals: boolean): Root => {
    const extensions = (data.micromarkExtensions ?? []).flatMap((e) => (e === micromarkSlot ? (withLiterals ? full : partial) : [e]));
    const mdastExtensions = (data.fromMarkdownExtensions ?? []).flatMap((e) => (e === mdastSlot ? (withLiterals ? fullMdast : partialMdast) : [e]));
    return fromMarkdown(doc, { ...data.settings, extensions, mdastExtensions });
  };
  (this as unknown as { parser: (doc: string) => Root }).parser = (doc: string): Root => {
    const tree = parse(doc, false);
    // The text's marks are in the source too, unless written as character references (`&#119;`).
    return (LITERAL_MARK.test(doc) || doc.includes('&')) && hasLiteralCandidate(tree) ? parse(doc, true) : tree;
  };
}
