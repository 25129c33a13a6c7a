// A blog post's route (the module its route kind loads, ../routeKinds/blog.tsx): the post's module
// given to `@theme/BlogPostPage` as Docusaurus gives it (`content`, `sidebar`).
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

export default function BlogPostRoute({ module: mod }: { module: BlogPostModule }) {
  const { metadata } = mod;
  const basename = useSiteBasename();
  // `content.metadata` and the sidebar's permalinks whole, as Docusaurus's route gives them.
  const content = blogContentOf(metadata, mod.default, mod.toc, mod.frontMatter, basename);
  const sidebar = siteBlogSidebar(basename, metadata.blog.sidebar);
  return <BlogPostPage content={content} sidebar={sidebar} />;
}
