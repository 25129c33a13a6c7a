// `@theme/MDXComponents/Pre`: a `<pre>` of the content. Its own file, so that `swizzle` ejects it alone.
import type { ComponentProps } from 'react';
import { renderStatically } from '../islands.js';

export default function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
// No behaviour of its own: static in MDX content (../islands.tsx); a site's override is an island.
renderStatically(Pre);
