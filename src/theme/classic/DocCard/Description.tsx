// `@theme/DocCard/Description` (Docusaurus 3.10): the card's description, on one line with an
// ellipsis, the whole text in its tooltip.
import type { SidebarItem } from '../../../shared/types.js';
import { renderStatically } from '../../mdx/islands.js';

export default function DocCardDescription({
  description,
}: {
  item: SidebarItem;
  description: string;
}) {
  return (
    <p
      className="text--truncate theme-doc-card-description doc-card__description"
      title={description}
    >
      {description}
    </p>
  );
}

// Static in MDX content (islands.tsx); only a Docusaurus site draws it (a site of ours' bundle
// leaves the module out).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocCardDescription);
