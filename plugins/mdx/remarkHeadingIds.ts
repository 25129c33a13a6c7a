// Honours explicit heading ids (`## Title {#custom-id}`): the id is set and the marker removed.
import type { Root, Text } from 'mdast';
import { walk } from './walk.js';

export default function remarkHeadingIds() {
  return (tree: Root) => {
    walk(tree, 'heading', (node) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const m = /\s*\{#([^}\s]+)\}\s*$/.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.slice(0, m.index);
      if ((last as Text).value === '') node.children.pop();
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
    });
  };
}
