// The blog's pages other than posts (the module their route kind loads, ../routeKinds/blog.tsx):
// each page's data given to its `@theme/` component as Docusaurus gives it: the paginated list
// (`BlogListPage`), a tag's posts (`BlogTagsPostsPage`), all tags (`BlogTagsListPage`), the archive
// (`BlogArchivePage`), the authors (`Blog/Pages/BlogAuthorsListPage`) and an author's posts
// (`Blog/Pages/BlogAuthorsPostsPage`).
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

/** A listed post's loaded module: its content, and its front matter with YAML dates as Dates. */
export interface ListedPostModule {
  default: ContentComponent;
  frontMatter?: Record<string, unknown>;
}

/** A list's posts as Docusaurus's `items`: each post's `content`, carrying its metadata. */
const itemsOf = (posts: BlogPostSummary[], contents: ListedPostModule[]) =>
  posts.map((post, i) => ({
    content: blogContentOf(post, contents[i]?.default, [], contents[i]?.frontMatter),
  }));

export default function BlogPage({
  data,
  contents,
}: {
  data: BlogPageData;
  contents: ListedPostModule[];
}) {
  const sidebar = data.blog.sidebar;
  switch (data.type) {
    case 'list': {
      const { blogTitle, blogDescription } = data.blog;
      return (
        <BlogListPage
          metadata={{ ...data.metadata, blogTitle, blogDescription }}
          items={itemsOf(data.items, contents)}
          sidebar={sidebar}
        />
      );
    }
    case 'tag':
      return (
        <BlogTagsPostsPage
          tag={data.tag}
          items={itemsOf(data.items, contents)}
          sidebar={sidebar}
          listMetadata={data.metadata}
        />
      );
    case 'tags':
      return <BlogTagsListPage tags={data.tags} sidebar={sidebar} />;
    case 'archive':
      return (
        <BlogArchivePage
          archive={{ blogPosts: data.posts.map((p) => ({ id: p.permalink, metadata: p })) }}
        />
      );
    case 'authors':
      return <BlogAuthorsListPage authors={data.authors} sidebar={sidebar} />;
    case 'author':
      return (
        <BlogAuthorsPostsPage
          author={data.author}
          items={itemsOf(data.items, contents)}
          sidebar={sidebar}
          listMetadata={data.metadata}
        />
      );
  }
}

/** The page's title and docsearch tag, as Docusaurus gives them. */
export function blogPageHead(data: BlogPageData): {
  title: string;
  tag: string;
  description?: string;
  noIndex?: boolean;
} {
  switch (data.type) {
    case 'list':
      return {
        title: data.blog.blogTitle,
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
