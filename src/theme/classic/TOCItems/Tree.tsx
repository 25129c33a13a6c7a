// `@theme/TOCItems/Tree`: a table of contents' nested list (`toc`, its headings as a tree), links
// classed `linkClassName`; a nested list (`isChild`) has no class. The heading in view is marked
// with `linkActiveClassName` (`active`, its id, is this theme's: Docusaurus sets the class on the
// link itself, so an ejected Tree still gets it there only if it passes these props on).
import { memo } from 'react';
import type { TocNode } from '../../tocUtils.js';

export interface Props {
  toc: readonly TocNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
  active?: string;
  linkActiveClassName?: string;
}

function TOCItemTree({
  toc,
  className,
  linkClassName,
  isChild,
  active,
  linkActiveClassName,
}: Props) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((n) => (
        <li key={n.id}>
          <a
            href={`#${n.id}`}
            className={
              [linkClassName, active === n.id && linkActiveClassName].filter(Boolean).join(' ') ||
              undefined
            }
            // The value is HTML made at build time from the heading (inline code kept), as in Docusaurus.
            dangerouslySetInnerHTML={{ __html: n.value }}
          />
          <TOCItemTree
            isChild
            toc={n.children}
            {...(className ? { className } : {})}
            {...(linkClassName ? { linkClassName } : {})}
            {...(active ? { active } : {})}
            {...(linkActiveClassName ? { linkActiveClassName } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

export default memo(TOCItemTree);
