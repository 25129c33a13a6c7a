// `@theme/BlogSidebar/Desktop`: the blog's recent posts beside a blog page
// (`@theme/BlogSidebar/Content`: under a heading per year unless the theme config's
// `blog.sidebar.groupByYear` is false; Docusaurus's sidebar prop is only `title` and `items`).
import type { BlogInfo } from '../../../shared/blogTypes.js';
import { BlogSidebarItemList, useVisibleBlogSidebarItems } from '../../docusaurus/blogClient.js';
import { translateTheme } from '../../translate.js';
import BlogSidebarContent from './Content.js';

type BlogSidebarData = BlogInfo['sidebar'];

function SidebarList({ items }: { items: BlogSidebarData['items'] }) {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName="blog-sidebar__list clean-list"
      liClassName="blog-sidebar__item"
      linkClassName="blog-sidebar__link"
      linkActiveClassName="blog-sidebar__link--active"
    />
  );
}

export default function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="col col--3">
      <nav
        className="blog-sidebar thin-scrollbar"
        aria-label={translateTheme(
          'theme.blog.sidebar.navAriaLabel',
          'Blog recent posts navigation',
        )}
      >
        <div className="blog-sidebar__title margin-bottom--md">{sidebar.title}</div>
        <BlogSidebarContent
          items={items}
          ListComponent={SidebarList}
          yearGroupHeadingClassName="blog-sidebar__year"
        />
      </nav>
    </aside>
  );
}
