// The blog plugin's content in Docusaurus's shape (its `BlogContent`), as a plugin that extends
// the blog reads it in contentLoaded (Apache Answer's site, the "recent posts" recipe) and any
// plugin in allContentLoaded: `blogPosts`, `blogListPaginated`, `blogTags`, `blogTagsListPath`,
// `blogSidebarTitle` and `authorsMap`, made from the loaded instance (plugins/blog/loadBlog.ts).
// Permalinks carry the base URL, as Docusaurus's do; list and tag pages name posts by their ids.
import { relative, sep } from 'node:path';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { BlogAuthor, BlogListMetadata } from '../../src/shared/blogTypes.js';
import type { BlogInstance } from '../blog/loadBlog.js';
import { joinUrl } from '../blog/options.js';
import { docusaurusBlogPost, type DocusaurusBlogPost } from '../blog/processPosts.js';

/** A list page as Docusaurus's content has it: its metadata and its posts' ids. */
export interface DocusaurusBlogPaginated {
  metadata: BlogListMetadata & { blogTitle: string; blogDescription: string };
  items: string[];
}

export interface DocusaurusBlogTag {
  label: string;
  permalink: string;
  description?: string;
  /** Every post with the tag (unlisted ones too), by id. */
  items: string[];
  pages: DocusaurusBlogPaginated[];
  unlisted: boolean;
}

export interface DocusaurusBlogContent {
  blogSidebarTitle: string;
  blogPosts: DocusaurusBlogPost[];
  blogListPaginated: DocusaurusBlogPaginated[];
  blogTags: Record<string, DocusaurusBlogTag>;
  blogTagsListPath: string;
  authorsMap?: Record<string, BlogAuthor & { key: string }>;
}

/** One blog instance's content, as Docusaurus's blog plugin loads it. */
export function docusaurusBlogContent(
  instance: BlogInstance,
  p: { siteDir: string; baseUrl: string },
): DocusaurusBlogContent {
  const { options: o, posts, pages } = instance;
  const base = (path: string) => withBaseUrl(path, p.baseUrl);
  // Each listed post's previous/next links are in its metadata, as Docusaurus's loadContent sets
  // them (a wrapper's changes to the posts leave them as loaded: plugins/blog/writtenContent.ts).
  const nav = (item: { title: string; permalink: string } | undefined) =>
    item && { title: item.title, permalink: base(item.permalink) };
  const blogPosts = posts.map((x) => {
    const post = docusaurusBlogPost(
      { ...x, ...x.metadata },
      {
        baseUrl: p.baseUrl,
        siteRelative: relative(p.siteDir, x.doc.filePath).split(sep).join('/'),
      },
    );
    const { prevItem, nextItem } = x.summary as {
      prevItem?: { title: string; permalink: string };
      nextItem?: { title: string; permalink: string };
    };
    Object.assign(post.metadata, {
      ...(prevItem ? { prevItem: nav(prevItem) } : {}),
      ...(nextItem ? { nextItem: nav(nextItem) } : {}),
    });
    return post;
  });
  const idByPermalink = new Map(posts.map((x, i) => [x.summary.permalink, blogPosts[i]!.id]));
  const ids = (items: { permalink: string }[]) =>
    items.flatMap((s) => idByPermalink.get(s.permalink) ?? []);
  const paginated = (metadata: BlogListMetadata, items: { permalink: string }[]) => ({
    metadata: {
      ...metadata,
      permalink: base(metadata.permalink),
      ...(metadata.previousPage ? { previousPage: base(metadata.previousPage) } : {}),
      ...(metadata.nextPage ? { nextPage: base(metadata.nextPage) } : {}),
      blogTitle: o.blogTitle,
      blogDescription: o.blogDescription,
    },
    items: ids(items),
  });
  const blogListPaginated: DocusaurusBlogPaginated[] = [];
  const blogTags: Record<string, DocusaurusBlogTag> = {};
  let authorsMap: DocusaurusBlogContent['authorsMap'];
  for (const page of pages) {
    const { data } = page;
    if (data.type === 'list') blogListPaginated.push(paginated(data.metadata, data.items));
    else if (data.type === 'tag') {
      const permalink = base(data.tag.permalink);
      const tag = (blogTags[permalink] ??= {
        label: data.tag.label,
        permalink,
        ...(data.tag.description ? { description: data.tag.description } : {}),
        items: ids(
          posts
            .filter((x) => x.summary.tags.some((t) => t.permalink === data.tag.permalink))
            .map((x) => x.summary),
        ),
        pages: [],
        unlisted: data.tag.unlisted,
      });
      tag.pages.push(paginated(data.metadata, data.items));
    } else if (data.type === 'authors')
      authorsMap = Object.fromEntries(
        data.authors.map(({ count: _count, ...a }) => [a.key!, { ...a, key: a.key! }]),
      );
  }
  return {
    blogSidebarTitle: o.blogSidebarTitle,
    blogPosts,
    blogListPaginated,
    blogTags,
    blogTagsListPath: base(joinUrl(o.routeBasePath, o.tagsBasePath)),
    ...(authorsMap ? { authorsMap } : {}),
  };
}
