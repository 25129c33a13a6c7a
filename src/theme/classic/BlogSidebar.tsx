// `@theme/BlogSidebar`: the blog's recent posts beside a blog page (nothing when there are none).
// Narrow screens hide it with CSS; Docusaurus's BlogSidebar/Mobile (the posts in the navbar's
// slide-in menu) is not a part of this theme.
import type { BlogInfo } from '../../shared/blogTypes.js';
import BlogSidebarDesktop from './BlogSidebar/Desktop.js';

export default function BlogSidebar({
  sidebar,
}: {
  sidebar: BlogInfo['sidebar'];
  hideOnMobile?: boolean;
}) {
  if (!sidebar.items.length) return null;
  return <BlogSidebarDesktop sidebar={sidebar} />;
}
