// The blog's pages other than posts (the module their route kind loads, ../routeKinds/blog.tsx):
// each page's data given to its `@theme/` component as Docusaurus gives it: the paginated list
// (`BlogListPage`), a tag's posts (`BlogTagsPostsPage`), all tags (`BlogTagsListPage`), the archive
// (`BlogArchivePage`), the authors (`Blog/Pages/BlogAuthorsListPage`) and an author's posts
// (`Blog/Pages/BlogAuthorsPostsPage`).
import type { ComponentType } from 'react';
import type { BlogPageData, BlogPostSummary } from '../../shared/blogTypes.js';
import BlogAuthorsListPage from '../classic/Blog/Pages/BlogAuthorsListPage.js';
import BlogAuthorsPostsPage from '../classic/Blog/Pages/BlogAuthorsPostsPage.js';
import BlogArchivePage from '../classic/BlogArchivePage.js';
import BlogListPage from '../classic/BlogListPage.js';
import BlogTagsListPage from '../classic/BlogTagsListPage.js';
import BlogTagsPostsPage from '../classic/BlogTagsPostsPage.js';
import { translateTheme } from '../translate.js';
import { postsPlural, tagTitle } from './blogFormat.js';
import { blogContentOf, type ContentComponent } from './BlogParts.js';
import {
  siteBlogAuthor,
  siteBlogListMetadata,
  siteBlogPostMetadata,
  siteBlogSidebar,
  sitePath,
  sitePermalinked,
  useSiteBasename,
} from '../docusaurus/sitePaths.js';

/** A listed post's loaded module: its content, and its front matter with YAML dates as Dates. */
export interface ListedPostModule {
  default: ContentComponent;
  frontMatter?: Record<string, unknown>;
}

/** A list's posts as Docusaurus's `items`: each post's `content`, carrying its metadata. */
const itemsOf = (posts: BlogPostSummary[], contents: ListedPostModule[], basename: string) =>
  posts.map((post, i) => ({
    content: blogContentOf(post, contents[i]?.default, [], contents[i]?.frontMatter, basename),
  }));

/** The blog option naming the component of each page type (Docusaurus's routes.js). */
export const BLOG_PAGE_OPTIONS: Record<BlogPageData['type'], string> = {
  list: 'blogListComponent',
  tag: 'blogTagsPostsComponent',
  tags: 'blogTagsListComponent',
  archive: 'blogArchiveComponent',
  authors: 'blogAuthorsListComponent',
  author: 'blogAuthorsPostsComponent',
};

/**
 * A blog page; `Custom`: the component the blog's option for its type names (the theme's
 * otherwise), given the same props and, as a route's component in Docusaurus, `route` and the
 * router's props (`extra`).
 */
export default function BlogPage({
  data,
  contents,
  Custom,
  extra,
}: {
  data: BlogPageData;
  contents: ListedPostModule[];
  Custom?: ComponentType<Record<string, unknown>> | undefined;
  extra?: Record<string, unknown>;
}) {
  // The props carry whole permalinks (the base URL in front), as Docusaurus's do.
  const basename = useSiteBasename();
  if (Custom) return <Custom {...blogPageProps(data, contents, basename)} {...extra} />;
  return <DefaultBlogPage data={data} contents={contents} basename={basename} />;
}

/** The props Docusaurus gives a blog page's component. */
export function blogPageProps(
  data: BlogPageData,
  contents: ListedPostModule[],
  basename: string,
): Record<string, unknown> {
  const element = DefaultBlogPage({ data, contents, basename });
  return element.props as Record<string, unknown>;
}

function DefaultBlogPage({
  data,
  contents,
  basename,
}: {
  data: BlogPageData;
  contents: ListedPostModule[];
  basename: string;
}) {
  const sidebar = siteBlogSidebar(basename, data.blog.sidebar);
  const { blogTitle, blogDescription } = data.blog;
  switch (data.type) {
    case 'list': {
      return (
        <BlogListPage
          metadata={{
            ...siteBlogListMetadata(basename, data.metadata),
            blogTitle,
            blogDescription,
          }}
          items={itemsOf(data.items, contents, basename)}
          sidebar={sidebar}
        />
      );
    }
    case 'tag': {
      // Docusaurus's tag module: no `inline` (a post's tags have it).
      const { inline: _inline, ...tag } = data.tag;
      return (
        <BlogTagsPostsPage
          tag={{
            ...sitePermalinked(basename, tag),
            allTagsPath: sitePath(basename, tag.allTagsPath),
          }}
          items={itemsOf(data.items, contents, basename)}
          sidebar={sidebar}
          listMetadata={{
            ...siteBlogListMetadata(basename, data.metadata),
            blogTitle,
            blogDescription,
          }}
        />
      );
    }
    case 'tags':
      return (
        <BlogTagsListPage
          tags={data.tags.map((tag) => sitePermalinked(basename, tag))}
          sidebar={sidebar}
        />
      );
    case 'archive':
      return (
        <BlogArchivePage
          archive={{
            blogPosts: data.posts.map((p, i) => ({
              // Docusaurus's post id: its path below the blog's (`/2024/04/01/whipping`).
              id: p.permalink.startsWith(data.blog.blogBasePath + '/')
                ? p.permalink.slice(data.blog.blogBasePath.length)
                : p.permalink,
              metadata: siteBlogPostMetadata(basename, p),
              content: data.contents[i] ?? '',
            })),
          }}
        />
      );
    case 'authors':
      return (
        <BlogAuthorsListPage
          authors={data.authors.map((author) => siteBlogAuthor(basename, author))}
          sidebar={sidebar}
        />
      );
    case 'author':
      return (
        <BlogAuthorsPostsPage
          author={siteBlogAuthor(basename, data.author)}
          items={itemsOf(data.items, contents, basename)}
          sidebar={sidebar}
          listMetadata={{
            ...siteBlogListMetadata(basename, data.metadata),
            blogTitle,
            blogDescription,
          }}
        />
      );
  }
}

/**
 * The page's title and docsearch tag, as Docusaurus gives them. `site`: the site's title and (the
 * locale's) base URL: a list page at the site's root (`/`, the blog's `routeBasePath: '/'` with
 * the base URL `/`) is titled with the site's title alone, as Docusaurus's BlogListPage does in
 * its blog-only mode (the page's permalink is `/`), not "Blog | Site".
 */
export function blogPageHead(
  data: BlogPageData,
  site?: { title: string; baseUrl: string },
): {
  title: string;
  tag: string;
  description?: string;
  noIndex?: boolean;
} {
  switch (data.type) {
    case 'list':
      return {
        title:
          site && sitePath(site.baseUrl, data.metadata.permalink) === '/'
            ? site.title
            : data.blog.blogTitle,
        tag: 'blog_posts_list',
        description: data.blog.blogDescription,
      };
    case 'tag':
      return {
        title: tagTitle(data.tag),
        ...(data.tag.unlisted ? { noIndex: true } : {}),
        tag: 'blog_tags_posts',
        ...(data.tag.description ? { description: data.tag.description } : {}),
      };
    case 'tags':
      return { title: 'Tags', tag: 'blog_tags_list' };
    case 'archive':
      return { title: 'Archive', tag: 'default', description: 'Archive' };
    case 'authors':
      return {
        title: translateTheme('theme.blog.authorsList.pageTitle', 'Authors'),
        tag: 'blog_authors_list',
      };
    case 'author':
      return {
        title: translateTheme('theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
          authorName: data.author.name ?? data.author.key ?? 'Author',
          nPosts: postsPlural(data.author.count),
        }),
        tag: 'blog_authors_posts',
      };
  }
}
