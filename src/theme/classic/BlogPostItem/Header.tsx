// `@theme/BlogPostItem/Header`: the post's title, date and reading time, and authors.
import BlogPostItemHeaderAuthors from './Header/Authors.js';
import BlogPostItemHeaderInfo from './Header/Info.js';
import BlogPostItemHeaderTitle from './Header/Title.js';

export default function BlogPostItemHeader() {
  return (
    <header>
      <BlogPostItemHeaderTitle />
      <BlogPostItemHeaderInfo />
      <BlogPostItemHeaderAuthors />
    </header>
  );
}
