// `@theme/DocCard/Heading` (Docusaurus 3.10): the card's h2, its icon (`@theme/DocCard/Heading/Icon`)
// beside its title (`@theme/DocCard/Heading/Text`); the whole title in its tooltip.
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../shared/types.js';
import { renderStatically } from '../../mdx/islands.js';
import DocCardHeadingIcon from './Heading/Icon.js';
import DocCardHeadingText from './Heading/Text.js';

export default function DocCardHeading({
  item,
  title,
  icon,
}: {
  item: SidebarItem;
  title: string;
  icon: ReactNode;
}) {
  return (
    <h2 className="theme-doc-card-heading doc-card__heading" title={title}>
      {icon && <DocCardHeadingIcon item={item} icon={icon} />}
      <DocCardHeadingText item={item} title={title} />
    </h2>
  );
}

// Static in MDX content (islands.tsx); only a Docusaurus site draws it (a site of ours' bundle
// leaves the module out).
if (__DOCS_DOCUSAURUS_METADATA__) renderStatically(DocCardHeading);
