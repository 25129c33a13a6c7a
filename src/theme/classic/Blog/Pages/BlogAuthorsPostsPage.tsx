// `@theme/Blog/Pages/BlogAuthorsPostsPage`: an author's page: the author, their description and
// posts, with Docusaurus's props (`author`, `items`, `sidebar`, `listMetadata`).
import type { BlogAuthor, BlogInfo, BlogListMetadata } from '../../../../shared/blogTypes.js';
import { postsPlural } from '../../../blog/blogFormat.js';
import type { BlogContentProp } from '../../../blog/blogContent.js';
import BlogLayout from '../../BlogLayout.js';
import BlogListPaginator from '../../BlogListPaginator.js';
import BlogPostItems from '../../BlogPostItems.js';
import Author from '../Components/Author.js';

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
    <BlogLayout sidebar={sidebar} className="blog-authors-posts-page">
      <header className="margin-bottom--xl">
        <Author author={author} />
        {author.description && <p>{author.description}</p>}
      </header>
      <h2>{postsPlural(author.count)}</h2>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={listMetadata} />
    </BlogLayout>
  );
}
