// `@theme/MDXComponents/Pre`. Its own file, so that `swizzle` ejects it alone.
import { isValidElement, type ComponentProps } from 'react';
import { renderStatically } from '../islands.js';

/**
 * A fence as Docusaurus's MDX gives it (a `<pre>` of no props but its `<code>` element, on a site
 * whose MDX map draws fences itself: plugins/mdx/docusaurusFences.ts) gives its code, as
 * Docusaurus's MDXPre: the code component draws the block. A code block the compile drew keeps
 * its `<pre>` (its class and tab stop).
 */
export default function Pre(props: ComponentProps<'pre'>) {
  const { children, ...rest } = props;
  if (Object.keys(rest).length === 0 && isValidElement(children)) return <>{children}</>;
  return <pre {...props} />;
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Pre);
