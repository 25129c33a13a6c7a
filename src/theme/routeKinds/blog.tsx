// The blog plugin's route kinds (issue 25): a post, and a list/tags/archive/authors page with its
// posts' modules. Their components load with the first blog route, not with every page.
import type { BlogPageData } from '../../shared/blogTypes.js';
import type { ListedPostModule } from '../blog/BlogPages.js';
import siteConfig from 'virtual:docs/site-config';
import { blogRouteContext } from './routeContexts.js';
import { contentComponent } from '../contentComponents.js';
import { OptionRoute } from './optionRoute.js';
import type { RouteKindRenderer } from './types.js';

export const blogPost: RouteKindRenderer = async ({ entry, module }) => {
  const post = module as unknown as import('../blog/BlogPostPage.js').BlogPostModule;
  const m = post.metadata;
  // The blog's `blogPostComponent`, when it names another module (../contentComponents.ts).
  const [{ default: BlogPostPage }, Custom] = await Promise.all([
    import('../blog/BlogPostPage.js'),
    contentComponent('blog', m.blog.pluginId, 'blogPostComponent'),
  ]);
  return {
    Component: Custom
      ? () => (
          <OptionRoute path={entry.path}>
            {(extra) => <BlogPostPage module={post} Custom={Custom} extra={extra} />}
          </OptionRoute>
        )
      : () => <BlogPostPage module={post} />,
    routeContext: blogRouteContext(m.blog, siteConfig.baseUrl, true),
    handle: {
      head: {
        title: m.title,
        description: m.description,
        keywords: m.keywords,
        image: m.image,
        noIndex: m.unlisted,
        docsearchTag: 'default',
        article: {
          publishedTime: m.date,
          authors: m.authors.flatMap((a) => (a.url ? [a.url] : [])),
          tags: m.tags.map((t) => t.label),
        },
      },
    },
  };
};

export const blogPage: RouteKindRenderer = async ({ entry, module }) => {
  const { page: data, contents } = module as {
    page: BlogPageData;
    contents: (() => Promise<ListedPostModule>)[];
  };
  const [{ default: BlogPage, blogPageHead, BLOG_PAGE_OPTIONS }, loaded] = await Promise.all([
    import('../blog/BlogPages.js'),
    Promise.all(contents.map((load) => load())),
  ]);
  // The blog's option for this page's type, when it names another module (../contentComponents.ts).
  const Custom = await contentComponent('blog', data.blog.pluginId, BLOG_PAGE_OPTIONS[data.type]);
  const head = blogPageHead(data, siteConfig);
  return {
    Component: Custom
      ? () => (
          <OptionRoute path={entry.path}>
            {(extra) => <BlogPage data={data} contents={loaded} Custom={Custom} extra={extra} />}
          </OptionRoute>
        )
      : () => <BlogPage data={data} contents={loaded} />,
    // Docusaurus 3.8 gives `blogMetadata` to the authors pages, not to lists, tags or the archive.
    routeContext: blogRouteContext(
      data.blog,
      siteConfig.baseUrl,
      data.type === 'authors' || data.type === 'author',
    ),
    handle: {
      head: {
        title: head.title,
        description: head.description,
        docsearchTag: head.tag,
        noIndex: head.noIndex,
      },
    },
  };
};
