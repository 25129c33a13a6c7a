// A blog post's route (the module its route kind loads, ../routeKinds/blog.tsx): the post's module
// given to `@theme/BlogPostPage` as Docusaurus gives it (`content`, `sidebar`).
import type { ComponentType } from 'react';
import type { BlogPostPageMetadata } from '../../shared/blogTypes.js';
import type { TocItem } from '../../shared/types.js';
import BlogPostPage from '../classic/BlogPostPage.js';
import { blogContentOf, type ContentComponent } from './BlogParts.js';
import { siteBlogSidebar, useSiteBasename } from '../docusaurus/sitePaths.js';

export interface BlogPostModule {
  default: ContentComponent;
  toc?: TocItem[];
  metadata: BlogPostPageMetadata;
  frontMatter?: Record<string, unknown>;
}

/**
 * A post's route; `Custom`: the component the blog's `blogPostComponent` names (the theme's
 * BlogPostPage otherwise), given the same props and, as a route's component in Docusaurus,
 * `route` and the router's props (`extra`).
 */
export default function BlogPostRoute({
  module: mod,
  Custom,
  extra,
}: {
  module: BlogPostModule;
  Custom?: ComponentType<Record<string, unknown>> | undefined;
  extra?: Record<string, unknown>;
}) {
  const { metadata } = mod;
  const basename = useSiteBasename();
  // `content.metadata` and the sidebar's permalinks whole, as Docusaurus's route gives them.
  const content = blogContentOf(metadata, mod.default, mod.toc, mod.frontMatter, basename);
  const sidebar = siteBlogSidebar(basename, metadata.blog.sidebar);
  if (Custom) return <Custom content={content} sidebar={sidebar} {...extra} />;
  return <BlogPostPage content={content} sidebar={sidebar} />;
}
