// `@theme/TOC`: the page's table of contents in the column beside its content (a doc's, a blog
// post's, a Markdown page's), the heading in view highlighted.
import type { TOCProps } from '../tocUtils.js';
import TOCItems from './TOCItems.js';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  const classes = [
    // Docusaurus's CSS-module class (`tableOfContents_<hash>`) on its sites.
    __DOCS_DOCUSAURUS_METADATA__ && 'tableOfContents_dv',
    'table-of-contents-container thin-scrollbar',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const items = (
    <TOCItems
      toc={toc}
      {...(minHeadingLevel !== undefined ? { minHeadingLevel } : {})}
      {...(maxHeadingLevel !== undefined ? { maxHeadingLevel } : {})}
      className="table-of-contents table-of-contents__left-border"
      linkClassName="table-of-contents__link toc-highlight"
      linkActiveClassName="table-of-contents__link--active"
    />
  );
  // A Docusaurus site's TOC is its <div> (no landmark, as there); this generator's own sites
  // keep a navigation landmark.
  return __DOCS_DOCUSAURUS_METADATA__ ? (
    <div className={classes}>{items}</div>
  ) : (
    <nav className={classes} aria-label="Table of contents">
      {items}
    </nav>
  );
}
