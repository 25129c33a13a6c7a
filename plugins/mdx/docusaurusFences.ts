// A site whose MDX map draws `code` itself (its src/theme/MDXComponents maps it, or it overrides
// MDXComponents/Code: Recyclarr's wiki hands every fence to its `@theme/CodeBlock` from its own
// `code`) gets each fence as Docusaurus's MDX gives it,
// `<pre><code className="language-…" metastring="…">text</code></pre>`, not a code block drawn by
// the compile: the drawn block's own `<pre>` and `<code>` went through the site's components
// too, which drew a code block of its lines inside the first, without its `<pre>`. A site that
// overrides only `pre` keeps the drawn blocks: its `pre` wraps the drawn `<pre>`, and the fence's
// `<code>` would find no component of the theme's to draw it (the theme's `code` is inline code).
import type { Root } from 'hast';
import type { SiteExtensions } from './siteExtensions.js';
import { walk } from './walk.js';

/** Whether the site's MDX components draw a fence's `code` (see above). */
export const siteDrawsFences = (site: Pick<SiteExtensions, 'mdxComponents' | 'overrides'>) =>
  site.mdxComponents.includes('code') || site.overrides.includes('MDXComponents/Code');

/** Each fence's metastring as the `<code>`'s `metastring` prop, as Docusaurus's mdx-loader sets it. */
export function rehypeDocusaurusFences() {
  return (tree: Root) => {
    walk(tree, 'element', (node) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      if (meta && code.properties.metastring === undefined) code.properties.metastring = meta;
    });
  };
}
