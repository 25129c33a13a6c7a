// `@theme/BlogSidebar`: the blog's recent posts beside a blog page (nothing when there are none).
// Narrow screens hide it with CSS (so the server's HTML is the same for every screen) and, once
// the page knows the screen is narrow, show the posts in the navbar's slide-in menu
// (`@theme/BlogSidebar/Mobile`).
import type { BlogInfo } from '../../shared/blogTypes.js';
import { useWindowSize } from '../docusaurus/themeCommonParts.js';
import BlogSidebarDesktop from './BlogSidebar/Desktop.js';
import BlogSidebarMobile from './BlogSidebar/Mobile.js';

export default function BlogSidebar({
  sidebar,
}: {
  sidebar: BlogInfo['sidebar'];
  hideOnMobile?: boolean;
}) {
  const windowSize = useWindowSize();
  if (!sidebar.items.length) return null;
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
