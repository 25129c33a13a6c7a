// `@theme/DocCard/Layout` (Docusaurus 3.10): a card's box, a link to `href`, with its heading
// (`@theme/DocCard/Heading`) and its description (`@theme/DocCard/Description`). The props are
// those Docusaurus gives it; the item's class on the box. Its look: ../../classicLook.css.
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../shared/types.js';
import Link from '../../Link.js';
import { renderStatically } from '../../mdx/islands.js';
import DocCardHeading from './Heading.js';
import DocCardDescription from './Description.js';

export interface DocCardLayoutProps {
  item: SidebarItem;
  className?: string;
  href: string;
  icon: ReactNode;
  title: string;
  description?: string;
}

export default function DocCardLayout({
  item,
  className,
  href,
  icon,
  title,
  description,
}: DocCardLayoutProps) {
  return (
    <Link
      href={href}
      className={`card padding--lg theme-doc-card-container doc-card${className ? ` ${className}` : ''}`}
    >
      <DocCardHeading item={item} icon={icon} title={title} />
      {description && <DocCardDescription item={item} description={description} />}
    </Link>
  );
}

// Static in MDX content (islands.tsx); only a Docusaurus site draws it (a site of ours' bundle
// leaves the module out).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocCardLayout);
