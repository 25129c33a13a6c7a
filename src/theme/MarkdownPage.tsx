// A Markdown or MDX page of src/pages, laid out as Docusaurus's MDXPage: a centred column (8 of 12
// when the page has a TOC) holding the content, the TOC beside it. The wrapper class is the page's
// `wrapperClassName` front matter, else `mdx-page` (Docusaurus's `ThemeClassNames.wrapper.mdxPages`).
// The article is the content's element: its static parts stay the server's HTML, its interactive
// parts hydrate as islands (./MDXPageContent.tsx).
import type { ComponentType } from 'react';
import type { TocItem } from '../shared/types.js';
import Unlisted from './classic/ContentVisibility/Unlisted.js';
import MDXPageContent from './MDXPageContent.js';
import { TOCColumn } from './TOC.js';

export interface MarkdownPageProps {
  Content: ComponentType<{ components?: Record<string, unknown> }>;
  toc: TocItem[];
  metadata: {
    unlisted?: boolean;
    hideTableOfContents?: boolean;
    tocMinHeadingLevel?: number;
    tocMaxHeadingLevel?: number;
    wrapperClassName?: string;
  };
}

export default function MarkdownPage({ Content, toc: items, metadata }: MarkdownPageProps) {
  return (
    <div className={`${metadata.wrapperClassName ?? 'mdx-page'} markdown-page`}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row markdown-page__row">
          <div className={`col${metadata.hideTableOfContents ? '' : ' col--8'}`}>
            {metadata.unlisted && <Unlisted />}
            <MDXPageContent kind="page" as="article" content={Content} />
          </div>
          <TOCColumn items={items} settings={metadata} className="col col--2" />
        </div>
      </main>
    </div>
  );
}
