// The blog's data as its pages receive it (plain JSON, made by plugins/blog/ at build time).

export interface BlogAuthor {
  /** Key in authors.yml; undefined for an author written inline in a post's front matter. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  /** Platform → absolute URL. */
  socials?: Record<string, string>;
  /** The author's own page, when authors.yml says `page`. */
  page?: { permalink: string };
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
  /** Not defined in tags.yml. */
  inline: boolean;
}

/** What list pages, the archive and the sidebar show of a post. */
export interface BlogPostSummary {
  permalink: string;
  title: string;
  description: string;
  /** ISO date (UTC). */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes (undefined when `showReadingTime` is off). */
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  /** The post's whole front matter, as JSON (`useBlogPost().frontMatter`). */
  frontMatter: Record<string, unknown>;
  /** Its file from the site's folder (`@site/blog/x.md`), as Docusaurus's metadata has it. */
  source?: string;
  /**
   * The newer and the older post, the edit link and the last update: a list's items and the
   * archive's posts carry them too, as Docusaurus's whole metadata does.
   */
  prevItem?: BlogNavLink;
  nextItem?: BlogNavLink;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** What every page of one blog instance knows of it: title, base path, recent posts. */
export interface BlogInfo {
  pluginId: string;
  /**
   * The plugin whose routes the blog's pages are, when a site plugin wrapping the blog added them
   * (Docusaurus's changelog plugin: `{ name: 'changelog-plugin', id: 'default' }`), as Docusaurus
   * gives the plugin that called addRoute to `useRouteContext()` and the page's `plugin-*` classes.
   */
  routePlugin?: { name: string; id: string };
  blogTitle: string;
  blogDescription: string;
  blogBasePath: string;
  /** The authors list's path (below the base URL), for the route context's `blogMetadata`. */
  authorsListPath: string;
  sidebar: {
    title: string;
    items: { title: string; permalink: string; date: string }[];
  };
}

export interface BlogNavLink {
  title: string;
  permalink: string;
}

/** A post page's metadata (the `metadata` export of its page module). */
export interface BlogPostPageMetadata extends BlogPostSummary {
  kind: 'blog-post';
  blog: BlogInfo;
  /** The newer post (Docusaurus's "Newer post"). */
  prevItem?: BlogNavLink;
  /** The older post. */
  nextItem?: BlogNavLink;
  editUrl?: string;
  /** With the blog's `showLastUpdateTime`: the post's last commit (ms), or `last_update.date`. */
  lastUpdatedAt?: number;
  /** With `showLastUpdateAuthor`: its author, or `last_update.author`. */
  lastUpdatedBy?: string;
  image?: string;
  keywords?: string[];
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  /** Never set: a post has no docs sidebar (kept for code that reads any page's metadata). */
  sidebar?: undefined;
}

export interface BlogListMetadata {
  permalink: string;
  page: number;
  totalPages: number;
  totalCount: number;
  postsPerPage: number;
  previousPage?: string;
  nextPage?: string;
  /** The blog's title and description, as Docusaurus's list metadata carries them (theme side). */
  blogTitle?: string;
  blogDescription?: string;
}

/** The data of a blog page that is not a post (the `page` export of its module). */
export type BlogPageData =
  | { type: 'list'; blog: BlogInfo; metadata: BlogListMetadata; items: BlogPostSummary[] }
  | {
      type: 'tag';
      blog: BlogInfo;
      tag: BlogTag & { count: number; allTagsPath: string; unlisted: boolean };
      metadata: BlogListMetadata;
      items: BlogPostSummary[];
    }
  | {
      type: 'tags';
      blog: BlogInfo;
      tags: { label: string; permalink: string; description?: string; count: number }[];
    }
  | {
      type: 'archive';
      blog: BlogInfo;
      posts: BlogPostSummary[];
      /** Each post's Markdown (body without front matter and title, trimmed), as Docusaurus's
       * `archive.blogPosts[i].content`; beside `posts`, in their order. */
      contents: string[];
    }
  | { type: 'authors'; blog: BlogInfo; authors: (BlogAuthor & { count: number })[] }
  | {
      type: 'author';
      blog: BlogInfo;
      author: BlogAuthor & { count: number };
      metadata: BlogListMetadata;
      items: BlogPostSummary[];
    };
