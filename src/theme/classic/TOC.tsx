// `@theme/TOC`: the page's table of contents in the column beside its content (a doc's, a blog
// post's, a Markdown page's), the heading in view highlighted.
import type { TOCProps } from '../tocUtils.js';
import TOCItems from './TOCItems.js';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  return (
    <nav
      className={[
        // Docusaurus's CSS-module class (`tableOfContents_<hash>`) on its sites.
        __DOCS_DOCUSAURUS_METADATA__ && 'tableOfContents_dv',
        'table-of-contents-container thin-scrollbar',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label="Table of contents"
    >
      <TOCItems
        toc={toc}
        {...(minHeadingLevel !== undefined ? { minHeadingLevel } : {})}
        {...(maxHeadingLevel !== undefined ? { maxHeadingLevel } : {})}
        className="table-of-contents table-of-contents__left-border"
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />
    </nav>
  );
}
