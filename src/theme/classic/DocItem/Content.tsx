// `@theme/DocItem/Content`: the doc's title (when its Markdown has none) and its content. The
// content stays the server's HTML with its islands (../../MDXPageContent.tsx); `children` is the
// same content as an element, for an ejected copy that renders `<MDXContent>{children}</MDXContent>`.
// Children another component made (a docItemComponent's, such as ApiItem's Redux provider around
// the MDX and its explorer beside it; an ejected DocItem's `<MDXComponent />`) are rendered as
// Docusaurus renders them, in the page's tree (../../contentInTree.ts).
import { isValidElement, type ReactNode } from 'react';
import DocContent from '../../DocContent.js';
import { useDocContext } from '../../DocContext.js';
import MDXPageContent from '../../MDXPageContent.js';

/** Children that are not this theme's own content element (`@theme/DocItem`'s). */
const othersChildren = (children: ReactNode) =>
  children !== undefined &&
  children !== null &&
  !(isValidElement(children) && children.type === DocContent);

export default function DocItemContent(props: { children?: ReactNode }) {
  const { metadata, content } = useDocContext();
  if (!metadata || !content) return null;
  // A build constant: with no override or docItemComponent, the children are always ours.
  const body =
    __DOCS_CONTENT_IN_TREE__ !== false && othersChildren(props.children)
      ? props.children
      : undefined;
  return (
    <MDXPageContent
      kind="doc"
      className="theme-doc-markdown markdown"
      content={content}
      {...(body === undefined ? {} : { body })}
    >
      {!metadata.hasContentTitle && !metadata.hideTitle && (
        <header>
          <h1>{metadata.title}</h1>
        </header>
      )}
    </MDXPageContent>
  );
}
