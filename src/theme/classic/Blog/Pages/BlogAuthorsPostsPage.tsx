// `@theme/Blog/Pages/BlogAuthorsPostsPage`: an author's page, with Docusaurus's props (`author`,
// `items`, `sidebar`, `listMetadata`) and markup (theme-classic 3.8.1 and 3.10.0 alike): the author
// with an `h1` name, their description and a "View all authors" link, then their posts after a
// rule, or a line saying there are none.
import { HtmlClassNameProvider } from '../../../docusaurus/htmlClassName.js';
import { useContext } from 'react';
import type { BlogAuthor, BlogInfo, BlogListMetadata } from '../../../../shared/blogTypes.js';
import type { BlogContentProp } from '../../../blog/blogContent.js';
import { RouteContext } from '../../../docusaurus/routeContext.js';
import Link from '../../../Link.js';
import { translateTheme } from '../../../translate.js';
import BlogLayout from '../../BlogLayout.js';
import BlogListPaginator from '../../BlogListPaginator.js';
import BlogPostItems from '../../BlogPostItems.js';
import Author from '../Components/Author.js';

/** The link to the authors page, from the route's blog metadata (Docusaurus's useBlogMetadata). */
function ViewAllAuthorsLink() {
  const metadata = useContext(RouteContext)?.data?.blogMetadata as
    { authorsListPath?: string } | undefined;
  if (!metadata?.authorsListPath) return null;
  return (
    <Link href={metadata.authorsListPath}>
      {translateTheme('theme.blog.authorsList.viewAll', 'View all authors')}
    </Link>
  );
}

export default function BlogAuthorsPostsPage({
  author,
  items,
  sidebar,
  listMetadata,
}: {
  author: BlogAuthor & { count: number };
  items: readonly { content: BlogContentProp }[];
  sidebar: BlogInfo['sidebar'];
  listMetadata: BlogListMetadata;
}) {
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-authors-posts-page">
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--xl">
          <Author as="h1" author={author} />
          {author.description && <p>{author.description}</p>}
          <ViewAllAuthorsLink />
        </header>
        {items.length === 0 ? (
          <p>
            {translateTheme(
              'theme.blog.author.noPosts',
              'This author has not written any posts yet.',
            )}
          </p>
        ) : (
          <>
            <hr />
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={listMetadata} />
          </>
        )}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
