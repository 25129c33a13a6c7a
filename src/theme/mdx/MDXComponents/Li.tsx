// `@theme/MDXComponents/Li`: a list item of the content. Its own file, so that `swizzle` ejects it
// alone.
import type { ComponentProps } from 'react';
import { collectAnchor } from '../../docusaurus/useBrokenLinks.js';
import { renderStatically } from '../islands.js';
import { listItemTargetClass } from '../anchorTarget.js';

export default function Li(props: ComponentProps<'li'>) {
  // A footnote's item (`<li id="user-content-fn-1">`) is an anchor, as Docusaurus's MDX Li collects.
  collectAnchor(props.id);
  // (Docusaurus sites only: the id is not read again on a site of ours.)
  const target = __DOCS_DOCUSAURUS_METADATA__ ? listItemTargetClass(props.id) : undefined;
  // Docusaurus 3.9.2+ puts the target class before the item's own, which it then spreads over it:
  // an item given a class keeps that class alone (a footnote's item has none).
  if (target !== undefined && !('className' in props)) return <li className={target} {...props} />;
  return <li {...props} />;
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Li);
