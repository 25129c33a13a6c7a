// `@theme/BlogSidebar/Mobile`: on a narrow screen, the blog's recent posts as the second panel of
// the navbar's slide-in menu (the desktop sidebar is hidden there), as in Docusaurus.
import { useMemo } from 'react';
import type { BlogInfo } from '../../../shared/blogTypes.js';
// Whole paths (the base URL in front), as the sidebar's permalinks are.
import { useLocation } from '../../docusaurus/router.js';
import { isSamePath } from '../../../shared/paths.js';
import Link from '../../Link.js';
import { useNavbarSecondaryMenuFiller } from '../../navbarSecondaryMenu.js';

type BlogSidebarData = BlogInfo['sidebar'];

function BlogSidebarMobileContent({
  sidebar,
  pathname,
}: {
  sidebar: BlogSidebarData;
  pathname: string;
}) {
  return (
    <ul className="menu__list blog-sidebar-mobile">
      {sidebar.items.map((item) => (
        <li key={item.permalink} className="menu__list-item">
          <Link
            href={item.permalink}
            className={`menu__link${isSamePath(pathname, item.permalink) ? ' menu__link--active' : ''}`}
            {...(isSamePath(pathname, item.permalink) ? { 'aria-current': 'page' as const } : {})}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  const { pathname } = useLocation();
  const content = useMemo(
    () => <BlogSidebarMobileContent sidebar={sidebar} pathname={pathname} />,
    [sidebar, pathname],
  );
  useNavbarSecondaryMenuFiller(content);
  return null;
}
