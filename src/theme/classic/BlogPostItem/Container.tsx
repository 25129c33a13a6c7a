// `@theme/BlogPostItem/Container`: the post's `<article>` (with the schema.org microdata this
// theme writes: a BlogPosting, an item of the list's Blog on list pages).
import { useContext, type ReactNode } from 'react';
import { BlogPostContext } from '../../blog/BlogPostContext.js';

export default function BlogPostItemContainer({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { isBlogPostPage } = useContext(BlogPostContext)!;
  return (
    <article
      className={className}
      {...(isBlogPostPage ? {} : { itemProp: 'blogPost' })}
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      {children}
    </article>
  );
}
