// A page's table of contents: which headings it shows (front matter, the site's levels), and the
// column beside the content that holds `@theme/TOC` (classic/TOC.tsx, classic/TOCItems.tsx).
import siteConfig from 'virtual:docs/site-config';
import type { TocItem } from '../shared/types.js';
import TOC from './classic/TOC.js';
import { treeifyToc, type TocNode } from './tocUtils.js';

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
  const { minHeadingLevel, maxHeadingLevel } = tocLevels(settings);
  return settings.hideTableOfContents ? [] : treeifyToc(items, minHeadingLevel, maxHeadingLevel);
}

/** The heading levels a page's TOC shows (its front matter's, else the site's), as TOC's props. */
export function tocLevels(settings: TocSettings): {
  minHeadingLevel: number;
  maxHeadingLevel: number;
} {
  const { toc } = siteConfig.docs;
  return {
    minHeadingLevel: settings.tocMinHeadingLevel ?? toc.minHeadingLevel,
    maxHeadingLevel: settings.tocMaxHeadingLevel ?? toc.maxHeadingLevel,
  };
}

/**
 * The page's `@theme/TOC` in its column beside the content, or nothing when the TOC is empty;
 * `className` is the column's classes (`col col--2` on a blog post or a Markdown page).
 */
export function TOCColumn({
  items = [],
  settings,
  className,
}: {
  items: TocItem[] | undefined;
  settings: TocSettings;
  className: string;
}) {
  return (
    pageToc(items, settings).length > 0 && (
      <div className={className}>
        <TOC toc={items} {...tocLevels(settings)} />
      </div>
    )
  );
}
