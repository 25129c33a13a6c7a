// `@theme/DocItem/Content`: the doc's title (when its Markdown has none) and its content. The
// content stays the server's HTML with its islands (../../MDXPageContent.tsx); `children` is the
// same content as an element, for an ejected copy that renders `<MDXContent>{children}</MDXContent>`.
import type { ReactNode } from 'react';
import { useDocContext } from '../../DocContext.js';
import MDXPageContent from '../../MDXPageContent.js';

export default function DocItemContent(_props: { children?: ReactNode }) {
  const { metadata, content } = useDocContext();
  if (!metadata || !content) return null;
  return (
    <MDXPageContent className="theme-doc-markdown markdown" content={content}>
      {!metadata.hasContentTitle && !metadata.hideTitle && (
        <header>
          <h1>{metadata.title}</h1>
        </header>
      )}
    </MDXPageContent>
  );
}
