// A Markdown or MDX page of src/pages, laid out as Docusaurus's MDXPage: a centred column (8 of 12
// when the page has a TOC) holding the content, the TOC beside it. The wrapper class is the page's
// `wrapperClassName` front matter, else `mdx-page` (Docusaurus's `ThemeClassNames.wrapper.mdxPages`).
import type { ComponentType } from 'react';
import { MDXProvider } from '@mdx-js/react';
import siteConfig from 'virtual:docs/site-config';
import type { TocItem } from '../shared/types.js';
import Admonition from './mdx/Admonition.js';
import { mdxComponents } from './mdx/components.js';
import { DesktopTOC } from './TOC.js';
import { treeifyToc } from './tocUtils.js';

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
  const min = metadata.tocMinHeadingLevel ?? siteConfig.docs.toc.minHeadingLevel;
  const max = metadata.tocMaxHeadingLevel ?? siteConfig.docs.toc.maxHeadingLevel;
  const toc = metadata.hideTableOfContents ? [] : treeifyToc(items, min, max);
  return (
    <div className={`${metadata.wrapperClassName ?? 'mdx-page'} markdown-page`}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row markdown-page__row">
          <div className={`col${metadata.hideTableOfContents ? '' : ' col--8'}`}>
            {metadata.unlisted && (
              <Admonition type="caution" title="Unlisted page">
                <p>
                  This page is unlisted. Search engines will not index it, and only users having a
                  direct link can access it.
                </p>
              </Admonition>
            )}
            <article>
              <MDXProvider components={mdxComponents}>
                <Content components={mdxComponents} />
              </MDXProvider>
            </article>
          </div>
          {toc.length > 0 && (
            <div className="col col--2">
              <DesktopTOC nodes={toc} />
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
