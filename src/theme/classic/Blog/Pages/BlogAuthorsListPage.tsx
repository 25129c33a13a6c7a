// `@theme/Blog/Pages/BlogAuthorsListPage`: the blog's authors (`@theme/Blog/Components/Author`
// each, with a link to their posts), with Docusaurus's props (`authors`, `sidebar`).
import type { BlogAuthor, BlogInfo } from '../../../../shared/blogTypes.js';
import { postsPlural } from '../../../blog/blogFormat.js';
import Link from '../../../Link.js';
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
    <BlogLayout sidebar={sidebar} className="blog-authors-list-page">
      <h1>{translateTheme('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="blog-authors-list clean-list">
        {authors.map((a) => (
          <li key={a.key} className="margin-bottom--lg">
            <Author author={a} count={a.count} />
            {a.page && <Link href={a.page.permalink}>{postsPlural(a.count)}</Link>}
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
