// `@docusaurus/plugin-content-blog/client`: the post a blog component is inside (`useBlogPost`,
// `BlogPostProvider` taking a post's `content`, ../blog/blogContent.ts), and the sidebar's helpers.
import { createElement, useContext, useMemo, type ReactNode } from 'react';
// Whole paths (the base URL in front), as the sidebar's permalinks are.
import { useLocation } from './router.js';
import { isSamePath } from '../../shared/paths.js';
import Link from '../Link.js';
import { BlogPostContext } from '../blog/BlogPostContext.js';

import { compiledContentOf, postMetadataOf, type BlogContentProp } from '../blog/blogContent.js';
import { docusaurusBlogPostMetadata, useSiteBasename } from './sitePaths.js';

/** `BlogPostProvider`: the post of `content` for `useBlogPost()` and the blog parts inside it. */
export function BlogPostProvider({
  content,
  isBlogPostPage = false,
  children,
}: {
  content: BlogContentProp;
  isBlogPostPage?: boolean;
  children?: ReactNode;
}) {
  const value = {
    metadata: postMetadataOf(content),
    isBlogPostPage,
    content: compiledContentOf(content),
    toc: content.toc,
    frontMatter: content.frontMatter,
  };
  return createElement(BlogPostContext.Provider, { value }, children);
}

/**
 * The post (`metadata`, `frontMatter`, `assets`, `toc`, `isBlogPostPage`): on its page and in a
 * list's items. Its metadata is Docusaurus's (docusaurusBlogPostMetadata): permalinks (the
 * post's, `prevItem`/`nextItem`, tags, authors' pages) with the base URL, none of the theme's
 * own fields.
 */
export function useBlogPost() {
  const ctx = useContext(BlogPostContext);
  const basename = useSiteBasename();
  if (!ctx) throw new Error('useBlogPost() is only available inside a blog post');
  // Docusaurus's `useBlogPost().frontMatter` is the MDX module's (YAML dates as Dates).
  const frontMatter = ctx.frontMatter ?? ctx.metadata.frontMatter;
  return {
    metadata: docusaurusBlogPostMetadata(basename, ctx.metadata),
    frontMatter,
    assets: { authorsImageUrls: (ctx.metadata.authors ?? []).map(() => undefined) },
    toc: ctx.toc ?? [],
    isBlogPostPage: ctx.isBlogPostPage,
  };
}

type SidebarItem = { title: string; permalink: string; date: string; unlisted?: boolean };

/** The sidebar's posts under their year, newest year first. */
export function groupBlogSidebarItemsByYear<T extends SidebarItem>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => Number(b) - Number(a));
}

/** The sidebar's posts to show: an unlisted one only on its own page. */
export function useVisibleBlogSidebarItems<T extends SidebarItem>(items: T[]): T[] {
  const { pathname } = useLocation();
  return useMemo(
    () => items.filter((item) => !item.unlisted || isSamePath(item.permalink, pathname)),
    [items, pathname],
  );
}

/** A list of the sidebar's posts, the current one marked active. */
export function BlogSidebarItemList({
  items,
  ulClassName,
  liClassName,
  linkClassName,
  linkActiveClassName,
}: {
  items: SidebarItem[];
  ulClassName?: string;
  liClassName?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}) {
  const { pathname } = useLocation();
  return createElement(
    'ul',
    { className: ulClassName },
    items.map((item) => {
      const active = isSamePath(pathname, item.permalink);
      const className = [linkClassName, active && linkActiveClassName].filter(Boolean).join(' ');
      return createElement(
        'li',
        { key: item.permalink, className: liClassName },
        createElement(
          Link,
          {
            href: item.permalink,
            ...(className ? { className } : {}),
            ...(active ? { 'aria-current': 'page' as const } : {}),
          },
          item.title,
        ),
      );
    }),
  );
}
