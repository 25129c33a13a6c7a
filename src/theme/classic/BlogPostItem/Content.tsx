// `@theme/BlogPostItem/Content`: the post's content (its excerpt on a list page). Ours draws it
// itself so that it stays the server's HTML with its islands (../../MDXPageContent.tsx);
// `children` is the same content as an element, for an ejected copy that renders
// `<MDXContent>{children}</MDXContent>`. Children another component made (an ejected BlogPostItem
// putting a lead paragraph or a provider around the post) are rendered as Docusaurus renders them,
// inside the content's element, in the page's tree (../../contentInTree.ts).
import { isValidElement, useContext, type ReactNode } from 'react';
import { BlogPostContext } from '../../blog/BlogPostContext.js';
import PostContent from '../../blog/PostContent.js';
import MDXPageContent from '../../MDXPageContent.js';

/** Children that are not this theme's own content element (`@theme/BlogPostItem`'s). */
const othersChildren = (children: ReactNode) =>
  children !== undefined &&
  children !== null &&
  !(isValidElement(children) && children.type === PostContent);

export default function BlogPostItemContent({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { isBlogPostPage, content } = useContext(BlogPostContext)!;
  const classes = className ? `markdown ${className}` : 'markdown';
  if (!content) return <div className={classes} />;
  // A build constant: with no override enclosing a post, the children are always ours.
  const body =
    __DOCS_CONTENT_IN_TREE__ !== false && othersChildren(children) ? children : undefined;
  return (
    <MDXPageContent
      kind="blog"
      className={classes}
      {...(isBlogPostPage ? { itemProp: 'articleBody' } : {})}
      {...(body === undefined ? {} : { body })}
      content={content}
    />
  );
}
