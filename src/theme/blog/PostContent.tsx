// A post's content as an element: the `children` the theme gives `@theme/BlogPostItem` (which an
// ejected `BlogPostItem/Content` renders), drawn from the post it is inside.
import { useContext } from 'react';
import { BlogPostContext } from './BlogPostContext.js';
import MDXPageContent from '../MDXPageContent.js';

export default function PostContent() {
  const { content } = useContext(BlogPostContext)!;
  return content ? <MDXPageContent kind="blog" content={content} /> : null;
}
