// `@theme/MDXComponents/Li`: a list item of the content. Its own file, so that `swizzle` ejects it
// alone.
import type { ComponentProps } from 'react';
import { collectAnchor } from '../../docusaurus/useBrokenLinks.js';
import { renderStatically } from '../islands.js';

export default function Li(props: ComponentProps<'li'>) {
  // A footnote's item (`<li id="user-content-fn-1">`) is an anchor, as Docusaurus's MDX Li collects.
  collectAnchor(props.id);
  return <li {...props} />;
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Li);
