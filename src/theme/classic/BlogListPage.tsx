// `@theme/BlogListPage`: a page of the blog's paginated list, with Docusaurus's props (`metadata`
// of the list page with the blog's title, `items`: each post's `content`, `sidebar`). The page's
// head (title, description, search tag) is written by the build.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { BlogInfo, BlogListMetadata } from '../../shared/blogTypes.js';
import type { BlogContentProp } from '../blog/blogContent.js';
import BlogLayout from './BlogLayout.js';
import BlogListPageStructuredData from './BlogListPage/StructuredData.js';
import BlogListPaginator from './BlogListPaginator.js';
import BlogPostItems from './BlogPostItems.js';

export interface BlogListPageProps {
  metadata: BlogListMetadata & { blogTitle: string; blogDescription: string };
  items: readonly { content: BlogContentProp }[];
  sidebar: BlogInfo['sidebar'];
}

export default function BlogListPage(props: BlogListPageProps) {
  const { metadata, items, sidebar } = props;
  return (
    <>
      <BlogListPageStructuredData {...props} />
      <HtmlClassNameProvider className="blog-wrapper blog-list-page">
        <BlogLayout sidebar={sidebar}>
          <BlogPostItems items={items} />
          <BlogListPaginator metadata={metadata} />
        </BlogLayout>
      </HtmlClassNameProvider>
    </>
  );
}
