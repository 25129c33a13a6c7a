// `@theme/BlogPostItem/Header/Authors`: the post's authors, each through
// `@theme/Blog/Components/Author`, one column each when there are several.
import { useContext } from 'react';
import { BlogPostContext } from '../../../blog/BlogPostContext.js';
import BlogAuthor from '../../Blog/Components/Author.js';

export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const { authors } = useContext(BlogPostContext)!.metadata;
  if (!authors.length) return null;
  const col = authors.length > 1 ? 'col col--6' : 'col col--12';
  return (
    <div className={`margin-top--md margin-bottom--sm row${className ? ` ${className}` : ''}`}>
      {authors.map((author, i) => (
        <div key={author.key ?? i} className={`${col} blog-author-col`}>
          <BlogAuthor author={author} />
        </div>
      ))}
    </div>
  );
}
