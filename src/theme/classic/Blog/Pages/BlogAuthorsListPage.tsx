// `@theme/Blog/Pages/BlogAuthorsListPage`: the blog's authors, with Docusaurus's props (`authors`,
// `sidebar`) and markup (theme-classic 3.8.1 and 3.10.0 alike): the title, then each author as
// `@theme/Blog/Components/Author` with its name an `h2` and its post count beside it.
import { HtmlClassNameProvider } from '../../../docusaurus/htmlClassName.js';
import type { BlogAuthor, BlogInfo } from '../../../../shared/blogTypes.js';
import BlogLayout from '../../BlogLayout.js';
import Author from '../Components/Author.js';
import { translateTheme } from '../../../translate.js';

export default function BlogAuthorsListPage({
  authors,
  sidebar,
}: {
  authors: readonly (BlogAuthor & { count: number })[];
  sidebar: BlogInfo['sidebar'];
}) {
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-authors-list-page">
      <BlogLayout sidebar={sidebar}>
        <h1>{translateTheme('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
        <section className="margin-vert--lg blog-authors-list">
          <ul>
            {authors.map((a) => (
              <li key={a.key} className="blog-authors-list__item">
                <Author as="h2" author={a} count={a.count} />
              </li>
            ))}
          </ul>
        </section>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
