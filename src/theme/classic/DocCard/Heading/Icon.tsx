// `@theme/DocCard/Heading/Icon` (Docusaurus 3.10): the card's icon, an emoji by default (the
// label's leading one, or the kind's).
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../../shared/types.js';
import { renderStatically } from '../../../mdx/islands.js';

export default function DocCardHeadingIcon({ icon }: { item: SidebarItem; icon: ReactNode }) {
  return <span className="theme-doc-card-icon doc-card__icon">{icon}</span>;
}

// Static in MDX content (islands.tsx); only a Docusaurus site draws it (a site of ours' bundle
// leaves the module out).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocCardHeadingIcon);
