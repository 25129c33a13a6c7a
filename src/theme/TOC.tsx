// Table of contents: beside the content on desktop (highlighting the section in view), and a
// collapsible "On this page" block above it on mobile.
import { useEffect, useState } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { TocItem } from '../shared/types.js';
import Collapsible from './Collapsible.js';
import { treeifyToc, type TocNode } from './tocUtils.js';
import { translateTheme } from './translate.js';

/** What a page's front matter says of its TOC (a doc, a blog post, a Markdown page). */
export interface TocSettings {
  hideTableOfContents?: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
}

/**
 * The TOC a page shows: none when it hides its TOC, else its headings between its own heading
 * levels (the site's `docs.toc` levels by default), as a tree.
 */
export function pageToc(items: TocItem[] = [], settings: TocSettings): TocNode[] {
  const { toc } = siteConfig.docs;
  return settings.hideTableOfContents
    ? []
    : treeifyToc(
        items,
        settings.tocMinHeadingLevel ?? toc.minHeadingLevel,
        settings.tocMaxHeadingLevel ?? toc.maxHeadingLevel,
      );
}

function Items({
  nodes,
  active,
  className,
}: {
  nodes: TocNode[];
  active?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {nodes.map((n) => (
        <li key={n.id}>
          <a
            href={`#${n.id}`}
            className={`table-of-contents__link toc-highlight${active === n.id ? ' table-of-contents__link--active' : ''}`}
            // The value is HTML made at build time from the heading (inline code kept), as in Docusaurus.
            dangerouslySetInnerHTML={{ __html: n.value }}
          />
          {n.children.length > 0 && <Items nodes={n.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

function flatIds(nodes: TocNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...flatIds(n.children)]);
}

/** The id of the heading the reader is in: the last one above the top half of the viewport. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
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

export function DesktopTOC({ nodes }: { nodes: TocNode[] }) {
  const active = useActiveHeading(flatIds(nodes));
  return (
    <nav className="table-of-contents-container thin-scrollbar" aria-label="Table of contents">
      <Items
        nodes={nodes}
        active={active}
        className="table-of-contents table-of-contents__left-border"
      />
    </nav>
  );
}

/**
 * The desktop TOC in its column beside the page's content, or nothing when the TOC is empty;
 * `className` is the column's classes (`col col--3 doc-toc-column` on a doc).
 */
export function TOCColumn({ nodes, className }: { nodes: TocNode[]; className: string }) {
  return (
    nodes.length > 0 && (
      <div className={className}>
        <DesktopTOC nodes={nodes} />
      </div>
    )
  );
}

export function MobileTOC({ nodes }: { nodes: TocNode[] }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div className={`toc-collapsible${collapsed ? '' : ' toc-collapsible--expanded'}`}>
      <button
        type="button"
        className="clean-btn toc-collapsible__button"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {translateTheme('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </button>
      <Collapsible collapsed={collapsed}>
        <Items nodes={nodes} className="table-of-contents" />
      </Collapsible>
    </div>
  );
}
