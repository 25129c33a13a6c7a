// `@theme/BlogPostPage`: a post's route, with Docusaurus's props (`content`: the post's MDX
// component carrying its metadata, front matter and TOC; `sidebar`: the recent posts): the head
// parts, then the layout with the post (`@theme/BlogPostItem`), its newer/older links and its TOC.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { ReactNode } from 'react';
import type { BlogInfo } from '../../shared/blogTypes.js';
import { pageToc, tocLevels } from '../TOC.js';
import PostContent from '../blog/PostContent.js';
import { BlogPostProvider } from '../docusaurus/blogClient.js';
import { sitePermalinked, useSiteBasename } from '../docusaurus/sitePaths.js';
import { postMetadataOf, type BlogContentProp } from '../blog/blogContent.js';
import BlogLayout from './BlogLayout.js';
import BlogPostItem from './BlogPostItem.js';
import BlogPostPageMetadata from './BlogPostPage/Metadata.js';
import BlogPostPageStructuredData from './BlogPostPage/StructuredData.js';
import BlogPostPaginator from './BlogPostPaginator.js';
import ContentVisibility from './ContentVisibility.js';
import TOC from './TOC.js';

function BlogPostPageContent({
  content,
  sidebar,
  children,
}: {
  content: BlogContentProp;
  sidebar: BlogInfo['sidebar'];
  children: ReactNode;
}) {
  const { toc } = content;
  // The page's own metadata (content.metadata is Docusaurus's, for site code).
  const metadata = postMetadataOf(content);
  // The newer and older posts' permalinks whole, as Docusaurus's `useBlogPost()` gives them.
  const basename = useSiteBasename();
  const nextItem = sitePermalinked(basename, metadata.nextItem);
  const prevItem = sitePermalinked(basename, metadata.prevItem);
  const settings = {
    hideTableOfContents: metadata.hideTableOfContents ?? false,
    ...(metadata.tocMinHeadingLevel ? { tocMinHeadingLevel: metadata.tocMinHeadingLevel } : {}),
    ...(metadata.tocMaxHeadingLevel ? { tocMaxHeadingLevel: metadata.tocMaxHeadingLevel } : {}),
  };
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-post-page">
      <BlogLayout
        sidebar={sidebar}
        toc={
          pageToc(toc, settings).length > 0 ? <TOC toc={toc} {...tocLevels(settings)} /> : undefined
        }
      >
        <ContentVisibility metadata={metadata} />
        <BlogPostItem>{children}</BlogPostItem>
        {(nextItem || prevItem) && (
          <BlogPostPaginator
            {...(nextItem ? { nextItem } : {})}
            {...(prevItem ? { prevItem } : {})}
          />
        )}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

export default function BlogPostPage({
  content,
  sidebar,
}: {
  content: BlogContentProp;
  sidebar: BlogInfo['sidebar'];
}) {
  return (
    <BlogPostProvider content={content} isBlogPostPage>
      <BlogPostPageMetadata />
      <BlogPostPageStructuredData />
      <BlogPostPageContent content={content} sidebar={sidebar}>
        <PostContent />
      </BlogPostPageContent>
    </BlogPostProvider>
  );
}
