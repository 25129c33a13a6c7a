// The blog plugin's route kinds (issue 25): a post, and a list/tags/archive/authors page with its
// posts' modules. Their components load with the first blog route, not with every page.
import type { BlogPageData } from '../../shared/blogTypes.js';
import type { ListedPostModule } from '../blog/BlogPages.js';
import siteConfig from 'virtual:docs/site-config';
import { blogRouteContext } from './routeContexts.js';
import type { RouteKindRenderer } from './types.js';

export const blogPost: RouteKindRenderer = async ({ module }) => {
  const { default: BlogPostPage } = await import('../blog/BlogPostPage.js');
  const post = module as unknown as import('../blog/BlogPostPage.js').BlogPostModule;
  const m = post.metadata;
  return {
    Component: () => <BlogPostPage module={post} />,
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

export const blogPage: RouteKindRenderer = async ({ module }) => {
  const { default: BlogPage, blogPageHead } = await import('../blog/BlogPages.js');
  const { page: data, contents } = module as {
    page: BlogPageData;
    contents: (() => Promise<ListedPostModule>)[];
  };
  const loaded = await Promise.all(contents.map((load) => load()));
  const head = blogPageHead(data);
  return {
    Component: () => <BlogPage data={data} contents={loaded} />,
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
