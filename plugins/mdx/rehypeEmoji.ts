// Emoji shortcodes (`:smile:` → 😄), as Docusaurus converts them: its Markdown pipeline runs
// remark-emoji by default (3.10: `markdown.emoji`, true unless set to false), after the heading
// ids are made and before the table of contents is read. Here it runs on the HTML tree right after
// rehype-slug for the same order: `## :rocket: Launch` keeps the id `rocket-launch` and shows 🚀 in
// the heading and the TOC. The same names (node-emoji, which remark-emoji uses) and the same
// pattern; code, inline code and scripts keep their text, as remark-emoji leaves code nodes alone.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { get } from 'node-emoji';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;
const VERBATIM = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp']);

/** The text with each known shortcode replaced by its emoji (unknown ones stay as written). */
export function emojify(text: string): string {
  return text.includes(':') ? text.replace(SHORTCODE, (code) => get(code) ?? code) : text;
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
