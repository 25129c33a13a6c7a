// Written `<details>` elements render with the theme's Details component: MDX leaves explicit
// lowercase JSX alone, so the element is renamed here.
import type { Root } from 'mdast';
import { walk } from './walk.js';

export default function remarkDetails() {
  return (tree: Root) => {
    walk(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as { name?: string }).name === 'details'
      ) {
        (node as { name: string }).name = 'Details';
      }
    });
  };
}
