// `@theme/BlogPostItem/Header/Title`: a post's title, the h1 on its page, a link on list pages.
import { useContext } from 'react';
import Link from '../../../Link.js';
import { BlogPostContext } from '../../../blog/BlogPostContext.js';

export default function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { metadata, isBlogPostPage } = useContext(BlogPostContext)!;
  const classes = className ? `blog-post__title ${className}` : 'blog-post__title';
  return isBlogPostPage ? (
    <h1 className={classes} itemProp="headline">
      {metadata.title}
    </h1>
  ) : (
    <h2 className={classes} itemProp="headline">
      <Link href={metadata.permalink} itemProp="url">
        {metadata.title}
      </Link>
    </h2>
  );
}
