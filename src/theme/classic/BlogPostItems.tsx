// `@theme/BlogPostItems`: a list page's posts, each in its `BlogPostProvider` and drawn by
// `component` (`@theme/BlogPostItem` unless told), its content given as `children`.
import type { ComponentType, ReactNode } from 'react';
import { BlogPostProvider } from '../docusaurus/blogClient.js';
import type { BlogContentProp } from '../blog/blogContent.js';
import PostContent from '../blog/PostContent.js';
import BlogPostItem from './BlogPostItem.js';

export default function BlogPostItems({
  items,
  component: Item = BlogPostItem,
}: {
  items: readonly { content: BlogContentProp }[];
  component?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <>
      {items.map(({ content }) => (
        <BlogPostProvider key={content.metadata.permalink} content={content}>
          <Item>
            <PostContent />
          </Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
