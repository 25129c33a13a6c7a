// The post a blog component is inside (`useBlogPost()` of @docusaurus/plugin-content-blog/client):
// on a post's page, and around each post of a list page.
import { createContext, type ComponentType } from 'react';
import type { BlogPostPageMetadata, BlogPostSummary } from '../../shared/blogTypes.js';
import type { TocItem } from '../../shared/types.js';

export interface BlogPostContextValue {
  metadata: BlogPostSummary & Partial<BlogPostPageMetadata>;
  isBlogPostPage: boolean;
  /** The post's MDX content (its excerpt on a list page), drawn by `@theme/BlogPostItem/Content`. */
  content?: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  /** The post's MDX module's `frontMatter` (YAML dates as Dates), when its module is loaded. */
  frontMatter?: Record<string, unknown>;
}

export const BlogPostContext = createContext<BlogPostContextValue | null>(null);
