// `@theme/BlogTagsPostsPage`: a tag's posts, with Docusaurus's props (`tag`, `items`: each post's
// `content`, `sidebar`, `listMetadata`): the title, the tag's description, "View All Tags", the
// posts and the list's paginator.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { BlogInfo, BlogListMetadata, BlogTag } from '../../shared/blogTypes.js';
import { tagTitle } from '../blog/blogFormat.js';
import type { BlogContentProp } from '../blog/blogContent.js';
import Link from '../Link.js';
import { translateTheme } from '../translate.js';
import BlogLayout from './BlogLayout.js';
import BlogListPaginator from './BlogListPaginator.js';
import BlogPostItems from './BlogPostItems.js';
import ContentVisibility from './ContentVisibility.js';

export default function BlogTagsPostsPage({
  tag,
  items,
  sidebar,
  listMetadata,
}: {
  tag: Omit<BlogTag, 'inline'> & { count: number; allTagsPath: string; unlisted: boolean };
  items: readonly { content: BlogContentProp }[];
  sidebar: BlogInfo['sidebar'];
  listMetadata: BlogListMetadata;
}) {
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-tags-post-list-page">
      <BlogLayout sidebar={sidebar}>
        <ContentVisibility metadata={{ unlisted: tag.unlisted }} />
        <header className="margin-bottom--xl">
          <h1>{tagTitle(tag)}</h1>
          {tag.description && <p>{tag.description}</p>}
          <Link href={tag.allTagsPath}>
            {translateTheme('theme.tags.tagsPageLink', 'View All Tags')}
          </Link>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
