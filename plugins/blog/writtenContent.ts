// What a site plugin wrapping the blog changes in the content the blog loaded, beyond its posts'
// metadata (writtenMetadata.ts): posts dropped from `blogPosts` or put in another order, the list
// pages of `blogListPaginated`, the tags of `blogTags`, the authors of `authorsMap` (real sites'
// wrappers filter out future posts, pin posts first, relabel tags). Docusaurus's blog routes the
// content its contentLoaded is given: a post page for each of `blogPosts`, the list and tag pages
// as those lists name their posts (by id), the sidebar, archive, authors' pages and feeds from
// `blogPosts` in its order; a post's previous/next links are its metadata's, computed when the
// blog loaded (a dropped post may stay linked, which the link check then reports, as Docusaurus's
// does). Here the instance is made again from that content (applyWrittenContent).
import type { BlogAuthor, BlogInfo, BlogListMetadata } from '../../src/shared/blogTypes.js';
import type {
  DocusaurusBlogContent,
  DocusaurusBlogPaginated,
  DocusaurusBlogTag,
} from '../builtins/blogContent.js';
import { blogRoutes, type BlogInstance, type BlogPage, type BlogPost } from './loadBlog.js';
import { loadedBlogsOf, type LoadedBlogs } from './index.js';
import { belowBase, editedPost } from './writtenMetadata.js';

/** The content's structure as the blog loaded it (JSON text), to tell what a wrapper changed. */
export interface ContentSnapshot {
  posts: string;
  lists: string;
  tags: string;
  authors: string;
}

const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';
const structure = (c: Partial<DocusaurusBlogContent>): ContentSnapshot => ({
  posts: json(Array.isArray(c.blogPosts) ? c.blogPosts.map((x) => x?.id) : c.blogPosts),
  lists: json(c.blogListPaginated),
  tags: json(c.blogTags),
  authors: json(c.authorsMap),
});

export function snapshotContent(content: DocusaurusBlogContent): ContentSnapshot {
  return structure(content);
}

/** Whether `content` has other posts, order, list pages, tags or authors than the snapshot. */
export function contentChanged(snapshot: ContentSnapshot, content: unknown): boolean {
  const now = structure((content ?? {}) as Partial<DocusaurusBlogContent>);
  return (Object.keys(now) as (keyof ContentSnapshot)[]).some((k) => now[k] !== snapshot[k]);
}

/** The error Docusaurus's routes give a list naming a post that `blogPosts` does not have. */
function missingPost(id: string, where: string): Error {
  return new Error(
    `the blog's content names the post "${id}" in ${where}, and its blogPosts has no post of that id (Docusaurus stops here: "unexpected, can't find blog post id=${id}"): a plugin that drops posts from blogPosts drops them from blogListPaginated and from each tag's pages too`,
  );
}

const isList = (v: unknown): v is DocusaurusBlogPaginated[] =>
  Array.isArray(v) && v.every((x) => x && typeof x === 'object' && Array.isArray(x.items));

type Below = (path: string) => string;

/** The content's posts, each with the loaded post of its id (a post not loaded is an error). */
function givenPosts(content: DocusaurusBlogContent, byId: Map<string, BlogPost>) {
  if (!Array.isArray(content.blogPosts))
    throw new Error(
      `the blog's content has no blogPosts array (${typeof content.blogPosts}): a plugin extending the blog gives its contentLoaded the content with its posts`,
    );
  return content.blogPosts.map((post) => {
    const found = post && typeof post === 'object' ? byId.get(post.id) : undefined;
    if (!found)
      throw new Error(
        `the blog's content has a post that the blog did not load (id "${post?.id}", source ${post?.metadata?.source ?? 'unknown'}): a plugin extending the blog may drop posts from blogPosts or change their order and metadata, not add posts; write the post's file into the blog's folder before calling the blog's loadContent`,
      );
    return { post, found };
  });
}

/** The content's authors map in the loaded blog's shape (page permalinks below the base URL). */
function authorsOf(content: DocusaurusBlogContent, below: Below): Record<string, BlogAuthor> {
  if (!content.authorsMap || typeof content.authorsMap !== 'object') return {};
  return Object.fromEntries(
    Object.entries(content.authorsMap).map(([key, a]): [string, BlogAuthor] => [
      key,
      {
        ...a,
        key: a.key ?? key,
        ...(a.page?.permalink ? { page: { permalink: below(a.page.permalink) } } : {}),
      },
    ]),
  );
}

/** A post with the previous/next links its content metadata has (set when the blog loaded). */
function withLoadedLinks(post: BlogPost, metadata: object, below: Below): BlogPost {
  const nav = (v: unknown) => {
    const item = v as { title?: string; permalink?: unknown } | undefined;
    return item && typeof item.permalink === 'string'
      ? { ...item, permalink: below(item.permalink) }
      : undefined;
  };
  const { prevItem, nextItem } = metadata as { prevItem?: unknown; nextItem?: unknown };
  const links = { prevItem: nav(prevItem), nextItem: nav(nextItem) };
  const relinked = <T extends object>(o: T): T => {
    const {
      prevItem: _p,
      nextItem: _n,
      ...rest
    } = o as T & {
      prevItem?: unknown;
      nextItem?: unknown;
    };
    return {
      ...rest,
      ...(links.prevItem ? { prevItem: links.prevItem } : {}),
      ...(links.nextItem ? { nextItem: links.nextItem } : {}),
    } as T;
  };
  return { ...post, summary: relinked(post.summary), metadata: relinked(post.metadata) };
}

/** The list, tags and tag pages as `blogListPaginated` and `blogTags` give them. */
function listPagesOf(
  content: DocusaurusBlogContent,
  blog: BlogInfo,
  postById: Map<string, BlogPost>,
  below: Below,
): BlogPage[] {
  const pages: BlogPage[] = [];
  const metadataOf = (m: DocusaurusBlogPaginated['metadata']): BlogListMetadata => ({
    permalink: below(m.permalink),
    page: m.page,
    totalPages: m.totalPages,
    totalCount: m.totalCount,
    postsPerPage: m.postsPerPage,
    ...(m.previousPage ? { previousPage: below(m.previousPage) } : {}),
    ...(m.nextPage ? { nextPage: below(m.nextPage) } : {}),
  });
  const listPage = (
    list: DocusaurusBlogPaginated,
    where: string,
    data: (metadata: BlogListMetadata, posts: BlogPost[]) => BlogPage['data'],
  ) => {
    const listed = (Array.isArray(list.items) ? list.items : []).map((id: string) => {
      const post = postById.get(id);
      if (!post) throw missingPost(id, where);
      return post;
    });
    const metadata = metadataOf(list.metadata);
    pages.push({
      permalink: metadata.permalink,
      data: data(metadata, listed),
      contentModules: listed.map((x) => x.excerpt?.filePath ?? x.doc.filePath),
    });
  };
  if (!isList(content.blogListPaginated))
    throw new Error(
      "the blog's content has no blogListPaginated list of pages ({ metadata, items }): a plugin extending the blog keeps the content's list pages (changing their items and metadata)",
    );
  for (const list of content.blogListPaginated)
    listPage(list, `blogListPaginated (${list.metadata.permalink})`, (metadata, listed) => ({
      type: 'list',
      blog,
      metadata,
      items: listed.map((x) => x.summary),
    }));
  const tags = Object.values(content.blogTags ?? {}) as DocusaurusBlogTag[];
  if (!tags.length) return pages;
  const allTagsPath = below(content.blogTagsListPath);
  const described = (t: DocusaurusBlogTag) => ({
    label: t.label,
    permalink: below(t.permalink),
    ...(t.description ? { description: t.description } : {}),
  });
  pages.push({
    permalink: allTagsPath,
    data: {
      type: 'tags',
      blog,
      tags: tags
        .filter((t) => !t.unlisted)
        .map((t) => ({ ...described(t), count: t.items.length })),
    },
    contentModules: [],
  });
  for (const t of tags) {
    if (!isList(t.pages))
      throw new Error(
        `the blog's content has the tag "${t.label}" without its pages ({ metadata, items }): a plugin extending the blog keeps each tag's pages`,
      );
    const tag = {
      ...described(t),
      inline: (t as { inline?: boolean }).inline ?? true,
      count: t.items.length,
      allTagsPath,
      unlisted: t.unlisted,
    };
    for (const list of t.pages)
      listPage(list, `the tag "${t.label}"'s pages`, (metadata, listed) => ({
        type: 'tag',
        blog,
        tag,
        metadata,
        items: listed.map((x) => x.summary),
      }));
  }
  return pages;
}

/**
 * Makes the loaded blog (one plugin's instance) again from the content a wrapper changed, with
 * the edits of its posts' metadata (writtenMetadata.ts writtenEdits), in place.
 */
export function applyWrittenContent(
  loaded: LoadedBlogs,
  content: DocusaurusBlogContent,
  p: {
    baseUrl: string;
    idOf: (post: BlogPost) => string;
    edits: Map<string, Record<string, unknown>>;
  },
): void {
  const inst = loaded.instances[0];
  if (!inst?.rewrite) return;
  const below = (path: string) => belowBase(path, p.baseUrl);
  const given = givenPosts(content, new Map(inst.posts.map((x) => [p.idOf(x), x])));
  const made = inst.rewrite(
    given.map(({ found }) => editedPost(found, p.edits.get(p.idOf(found)) ?? {}, p.baseUrl)),
    authorsOf(content, below),
  );
  const posts = made.posts.map((post, i) =>
    withLoadedLinks(post, given[i]!.post.metadata ?? {}, below),
  );
  const blog: BlogInfo | undefined = made.pages[0]?.data.blog ?? posts[0]?.metadata.blog;
  const pages: BlogPage[] = [
    ...(blog ? listPagesOf(content, blog, new Map(posts.map((x) => [p.idOf(x), x])), below) : []),
    // The archive and the authors' pages as made from the posts in their order and the authors.
    ...made.pages.filter((x) => ['archive', 'authors', 'author'].includes(x.data.type)),
  ];
  const instance: BlogInstance = {
    ...made,
    posts,
    pages,
    routes: blogRoutes(posts, pages),
    rewrite: inst.rewrite,
    warnings: inst.warnings,
  };
  const instances = [instance, ...loaded.instances.slice(1)];
  Object.assign(loaded, { ...loadedBlogsOf(instances), warnings: loaded.warnings });
}
