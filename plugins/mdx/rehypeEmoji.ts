// Emoji shortcodes (`:smile:` → 😄), as Docusaurus converts them: its Markdown pipeline runs
// remark-emoji by default (3.10: `markdown.emoji`, true unless set to false), after the heading
// ids are made and before the table of contents is read. Here it runs on the HTML tree right after
// rehype-slug for the same order: `## :rocket: Launch` keeps the id `rocket-launch` and shows 🚀 in
// the heading and the TOC. The same names (node-emoji, which remark-emoji uses) and the same
// pattern; code, inline code and scripts keep their text, as remark-emoji leaves code nodes alone.
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * node-emoji's `get`, loaded on the first text that holds a shortcode: its names table (emojilib's
 * JSON) took a tenth of a second to load in every build that compiled a doc, and in every compile
 * thread, though most docs have no shortcode (issue 37).
 */
let getEmoji: ((name: string) => string | undefined) | undefined;
const emojiOf = (code: string): string | undefined =>
  (getEmoji ??= (createRequire(import.meta.url)('node-emoji') as typeof import('node-emoji')).get)(
    code,
  );

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;
const VERBATIM = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp']);

/** The text with each known shortcode replaced by its emoji (unknown ones stay as written). */
export function emojify(text: string): string {
  return text.includes(':') ? text.replace(SHORTCODE, (code) => emojiOf(code) ?? code) : text;
}

export default function rehypeEmoji() {
  const visit = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === 'text') node.value = emojify(node.value);
      else if (node.type === 'element' && VERBATIM.has(node.tagName)) continue;
      else if ('children' in node) visit((node as Element).children);
    }
  };
  return (tree: Root) => visit(tree.children);
}
