// `@theme/TOCItems`: a table of contents' nested list of links, the heading in view marked with
// `linkActiveClassName` when one is given (the side TOC gives one, the collapsible TOC none), drawn
// by `@theme/TOCItems/Tree`.
import { useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { TocItem } from '../../shared/types.js';
import { treeifyToc, type TocNode } from '../tocUtils.js';
import Tree from './TOCItems/Tree.js';

export interface TOCItemsProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

function flatIds(nodes: TocNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...flatIds(n.children)]);
}

/** The id of the heading the reader is in: the last one above the top half of the viewport. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!ids.length) return;
    const navbar = () =>
      (document.querySelector('.navbar') as HTMLElement | null)?.offsetHeight ?? 0;
    const update = () => {
      const anchors = ids
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => !!el);
      const top = navbar();
      const next = anchors.find((a) => a.getBoundingClientRect().top >= top);
      let current: HTMLElement | undefined;
      if (!next) current = anchors[anchors.length - 1];
      else if (next.getBoundingClientRect().top < window.innerHeight / 2) current = next;
      else current = anchors[anchors.indexOf(next) - 1];
      setActive(current?.id);
    };
    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids.join(',')]);
  return active;
}

export default function TOCItems({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  // theme-classic's default: a site's own TOC passing the toc alone gets Infima's side-TOC list.
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
}: TOCItemsProps) {
  const { toc: levels } = siteConfig.docs;
  const nodes = treeifyToc(
    [...toc],
    minHeadingLevel ?? levels.minHeadingLevel,
    maxHeadingLevel ?? levels.maxHeadingLevel,
  );
  const active = useActiveHeading(linkActiveClassName ? flatIds(nodes) : []);
  if (!nodes.length) return null;
  return (
    <Tree
      toc={nodes}
      {...(active ? { active } : {})}
      {...(className ? { className } : {})}
      {...(linkClassName ? { linkClassName } : {})}
      {...(linkActiveClassName ? { linkActiveClassName } : {})}
    />
  );
}
