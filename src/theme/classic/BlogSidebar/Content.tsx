// `@theme/BlogSidebar/Content`: the recent posts as `ListComponent` draws them, under a heading
// per year (newest first) unless the theme's `blog.sidebar.groupByYear` is false.
import type { ComponentType } from 'react';
import type { BlogInfo } from '../../../shared/blogTypes.js';
import { groupBlogSidebarItemsByYear } from '../../docusaurus/blogClient.js';
import { useThemeConfig } from '../../docusaurus/themeCommon.js';

type Items = BlogInfo['sidebar']['items'];

/** The theme config's `blog.sidebar.groupByYear` (on unless set to false). */
function useGroupByYear(): boolean {
  const blog = useThemeConfig().blog as { sidebar?: { groupByYear?: boolean } } | undefined;
  return blog?.sidebar?.groupByYear !== false;
}

export default function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: {
  items: Items;
  yearGroupHeadingClassName?: string;
  ListComponent: ComponentType<{ items: Items }>;
}) {
  if (!useGroupByYear()) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <div key={year} role="group">
          <h3 className={yearGroupHeadingClassName}>{year}</h3>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}
