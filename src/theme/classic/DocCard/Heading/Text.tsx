// `@theme/DocCard/Heading/Text` (Docusaurus 3.10): the card's title, on one line with an ellipsis.
import type { SidebarItem } from '../../../../shared/types.js';
import { renderStatically } from '../../../mdx/islands.js';

export default function DocCardHeadingText({ title }: { item: SidebarItem; title: string }) {
  return <span className="text--truncate theme-doc-card-title doc-card__title-text">{title}</span>;
}

// Static in MDX content (islands.tsx); only a Docusaurus site draws it (a site of ours' bundle
// leaves the module out).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocCardHeadingText);
