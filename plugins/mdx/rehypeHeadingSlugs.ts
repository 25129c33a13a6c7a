// Gives every heading without an `id` the one rehype-slug gives it (github-slugger over its text,
// unique within the page), in the same order. rehype-slug walks the tree with unist-util-visit,
// which was a few per cent of a compile thread's CPU on the 1,000-doc bench; our walk (walk.ts)
// makes the same calls for a tenth of that. tests/unit/plugins/mdx/rehypeHeadingSlugs.test.ts
// compares the two on every doc of the knowledgebase and the fixtures.
import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import { walk } from './walk.js';

export default function rehypeHeadingSlugs() {
  return (tree: Root) => {
    const slugs = new GithubSlugger();
    walk(tree, 'element', (node) => {
      if (headingRank(node) && !node.properties.id) node.properties.id = slugs.slug(toString(node));
    });
  };
}
