// `@theme/MDXComponents/A` on a Docusaurus site: a link of the content, with the class its release
// gives a footnote reference or a link with an id (../anchorTarget.ts) before the link's own.
// A site of this generator uses `Link` itself (./components.tsx).
import Link, { type LinkProps } from '../../Link.js';
import { renderStatically } from '../islands.js';
import { contentLinkTargetClass } from '../anchorTarget.js';

export default function DocusaurusMDXA(props: LinkProps & { 'data-footnote-ref'?: unknown }) {
  const target = contentLinkTargetClass(props);
  if (target === undefined) return <Link {...props} />;
  const className = [target, props.className].filter(Boolean).join(' ');
  return <Link {...props} className={className} />;
}
// Pure (no hooks): static in MDX content (../islands.tsx), where it renders `Link`, static too.
// Registered on Docusaurus sites alone, the only ones it draws for (a site of ours keeps none of it).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocusaurusMDXA);
