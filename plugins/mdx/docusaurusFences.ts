// A site whose MDX map draws `code` or `pre` itself (its src/theme/MDXComponents maps one, or it
// overrides MDXComponents/Code or MDXComponents/Pre: Recyclarr's wiki hands every fence to its
// `@theme/CodeBlock` from its own `code`) gets each fence as Docusaurus's MDX gives it,
// `<pre><code className="language-…" metastring="…">text</code></pre>`, not a code block drawn by
// the compile: the drawn block's own `<pre>` and `<code>` went through the site's components
// too, which drew a code block of its lines inside the first, without its `<pre>` (and a site's
// `pre` framed the drawn block's `<pre>` inside it, not the block). The theme's `pre` then gives
// its `<code>` and the theme's `code` draws the block (src/theme/mdx/MDXComponents), as
// Docusaurus's MDXPre and MDXCode do.
import type { Root } from 'hast';
import type { SiteExtensions } from './siteExtensions.js';
import { walk } from './walk.js';

/** Whether the site's MDX components draw a fence's `pre` or `code` (see above). */
export const siteDrawsFences = (site: Pick<SiteExtensions, 'mdxComponents' | 'overrides'>) =>
  ['code', 'pre'].some((key) => site.mdxComponents.includes(key)) ||
  ['MDXComponents/Code', 'MDXComponents/Pre'].some((name) => site.overrides.includes(name));

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
