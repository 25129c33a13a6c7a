// `@docusaurus/plugin-content-blog/client`: the post a blog component is inside.
import { useContext } from 'react';
import { BlogPostContext } from '../blog/BlogPostContext.js';

/** The post (`metadata`, `frontMatter`, `isBlogPostPage`): on its page and in a list's items. */
export function useBlogPost() {
  const ctx = useContext(BlogPostContext);
  if (!ctx) throw new Error('useBlogPost() is only available inside a blog post');
  const { frontMatter } = ctx.metadata;
  return {
    metadata: ctx.metadata,
    frontMatter,
    assets: {},
    isBlogPostPage: ctx.isBlogPostPage,
  };
}
