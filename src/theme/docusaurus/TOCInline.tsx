// `@theme/TOCInline`: the page's table of contents inside the content, as Docusaurus renders it
// (`<TOCInline toc={toc} />`, `toc` being what every compiled page exports), with the levels
// `minHeadingLevel`–`maxHeadingLevel` (default: the site's, as the side TOC).
import siteConfig from 'virtual:docs/site-config';
import { treeifyToc, type TOCProps, type TocNode } from '../tocUtils.js';

function Items({ nodes, className }: { nodes: TocNode[]; className?: string }) {
  if (!nodes.length) return null;
  return (
    <ul className={className}>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />
          <Items nodes={n.children} />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps) {
  const min = minHeadingLevel ?? siteConfig.docs.toc.minHeadingLevel;
  const max = maxHeadingLevel ?? siteConfig.docs.toc.maxHeadingLevel;
  return (
    // On a Docusaurus site, the local name of Docusaurus's CSS-module class too (../classic/DocRoot/Layout.tsx).
    <div
      className={`${__DOCS_DOCUSAURUS_METADATA__ ? 'tableOfContentsInline_dv ' : ''}toc-inline${className ? ` ${className}` : ''}`}
    >
      <Items nodes={treeifyToc([...toc], min, max)} className="table-of-contents" />
    </div>
  );
}
