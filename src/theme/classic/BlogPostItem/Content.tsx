// `@theme/BlogPostItem/Content`: the post's content (its excerpt on a list page). Ours draws it
// itself so that it stays the server's HTML with its islands (../../MDXPageContent.tsx);
// `children` is the same content as an element, for an ejected copy that renders
// `<MDXContent>{children}</MDXContent>`.
import { useContext, type ReactNode } from 'react';
import { BlogPostContext } from '../../blog/BlogPostContext.js';
import MDXPageContent from '../../MDXPageContent.js';

export default function BlogPostItemContent({
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { isBlogPostPage, content } = useContext(BlogPostContext)!;
  const classes = className ? `markdown ${className}` : 'markdown';
  if (!content) return <div className={classes} />;
  return (
    <MDXPageContent
      kind="blog"
      className={classes}
      {...(isBlogPostPage ? { itemProp: 'articleBody' } : {})}
      content={content}
    />
  );
}
