// `@theme/MDXPage`: a Markdown or MDX page of src/pages, from Docusaurus's props: `content`, the
// page's MDX component carrying `metadata` (with `frontMatter`), `frontMatter` and `toc`. Drawn by
// the theme's page layout (../MarkdownPage.tsx), whose static parts stay the server's HTML.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { ComponentType } from 'react';
import type { TocItem } from '../../shared/types.js';
import MarkdownPage, { type MarkdownPageProps } from '../MarkdownPage.js';
import { ThemeLayout } from '../pageFrameSlot.js';

export interface Props {
  content: ComponentType<{ components?: Record<string, unknown> }> & {
    metadata: MarkdownPageProps['metadata'] & {
      title?: string;
      description?: string;
      frontMatter?: Record<string, unknown>;
    };
    frontMatter?: Record<string, unknown>;
    toc?: readonly TocItem[];
  };
}

export default function MDXPage({ content }: Props) {
  // In `@theme/Layout`, as Docusaurus's (the frame's own unless the site's Layout draws it).
  return (
    <HtmlClassNameProvider
      className={`${content.metadata.wrapperClassName ?? 'mdx-wrapper'} mdx-page`}
    >
      <ThemeLayout>
        <MarkdownPage
          Content={content}
          toc={[...(content.toc ?? [])]}
          metadata={content.metadata}
        />
      </ThemeLayout>
    </HtmlClassNameProvider>
  );
}
