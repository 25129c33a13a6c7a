// `@theme/BlogSidebar/Desktop`: the blog's recent posts beside a blog page, under a heading per
// year when the theme's blog.sidebar.groupByYear is on.
import type { BlogInfo } from '../../../shared/blogTypes.js';
import { useLocation } from '../../../client/navigation.js';
import { isSamePath } from '../../../shared/paths.js';
import Link from '../../Link.js';

type BlogSidebarData = BlogInfo['sidebar'];

type SidebarItems = BlogSidebarData['items'];

function SidebarList({ items, pathname }: { items: SidebarItems; pathname: string }) {
  return (
    <ul className="blog-sidebar__list clean-list">
      {items.map((item) => (
        <li key={item.permalink} className="blog-sidebar__item">
          <Link
            href={item.permalink}
            className={`blog-sidebar__link${isSamePath(pathname, item.permalink) ? ' blog-sidebar__link--active' : ''}`}
            {...(isSamePath(pathname, item.permalink) ? { 'aria-current': 'page' as const } : {})}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The items under a heading per year, newest year first (Docusaurus's groupByYear). */
function byYear(items: SidebarItems): [string, SidebarItems][] {
  const groups = new Map<string, SidebarItems>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => Number(b) - Number(a));
}

export default function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const { pathname } = useLocation();
  return (
    <aside className="col col--3">
      <nav className="blog-sidebar thin-scrollbar" aria-label="Blog recent posts navigation">
        <div className="blog-sidebar__title margin-bottom--md">{sidebar.title}</div>
        {sidebar.groupByYear === false ? (
          <SidebarList items={sidebar.items} pathname={pathname} />
        ) : (
          byYear(sidebar.items).map(([year, items]) => (
            <div key={year} role="group">
              <h3 className="blog-sidebar__year">{year}</h3>
              <SidebarList items={items} pathname={pathname} />
            </div>
          ))
        )}
      </nav>
    </aside>
  );
}
