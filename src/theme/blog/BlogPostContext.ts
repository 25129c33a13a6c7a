// The post a blog component is inside (`useBlogPost()` of @docusaurus/plugin-content-blog/client):
// on a post's page, and around each post of a list page.
import { createContext } from 'react';
import type { BlogPostPageMetadata, BlogPostSummary } from '../../shared/blogTypes.js';

export interface BlogPostContextValue {
  metadata: BlogPostSummary & Partial<BlogPostPageMetadata>;
  isBlogPostPage: boolean;
}

export const BlogPostContext = createContext<BlogPostContextValue | null>(null);
