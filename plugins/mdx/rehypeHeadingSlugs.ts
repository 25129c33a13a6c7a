// Gives every heading without an `id` the one rehype-slug gives it (github-slugger over its text,
// unique within the page), in the same order. rehype-slug walks the tree with unist-util-visit,
// which was a few per cent of a compile thread's CPU on the 1,000-doc bench; our walk (walk.ts)
// makes the same calls for a tenth of that. tests/unit/plugins/mdx/rehypeHeadingSlugs.test.ts
// compares the two on every doc of the knowledgebase and the fixtures.
// One difference, Docusaurus's: a heading's text holds the source of its MDX expressions
// (`## A {/* note */}` is `A /* note */`, id `a--note-`), as its headings plugin reads the
// Markdown tree's text (mdast-util-to-string), where rehype-slug's leaves them out.
import GithubSlugger from 'github-slugger';
import type { ElementContent, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { walk } from './walk.js';

/** A heading's text as Docusaurus slugs it: text and MDX expressions' source, in order. */
export function headingText(node: { type: string; value?: unknown; children?: unknown[] }): string {
  if (node.type === 'text' || node.type === 'mdxTextExpression') return String(node.value ?? '');
  if (!node.children) return '';
  return (node.children as ElementContent[]).map(headingText).join('');
}

export default function rehypeHeadingSlugs() {
  return (tree: Root) => {
    const slugs = new GithubSlugger();
    walk(tree, 'element', (node) => {
      if (headingRank(node) && !node.properties.id)
        node.properties.id = slugs.slug(headingText(node));
    });
  };
}
