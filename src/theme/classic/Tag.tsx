// `@theme/Tag`: one tag as a link (`{permalink, label, count, description}`): a doc's or a post's
// inline tags (`@theme/TagsListInline`, a post's with the blog's classes) and the docs' tags list
// (`@theme/TagsListByLetter`, with each tag's count).
import { useContext } from 'react';
import { BlogPostContext } from '../blog/BlogPostContext.js';
import Link from '../Link.js';

export default function Tag({
  permalink,
  label,
  count,
  description,
}: {
  permalink: string;
  label: string;
  count?: number;
  description?: string;
}) {
  if (useContext(BlogPostContext))
    return (
      <Link href={permalink} className="blog-tag" rel="tag" title={description}>
        {label}
      </Link>
    );
  return (
    <Link to={permalink} className="tag" title={description}>
      {label}
      {count !== undefined && <span className="tag__count">{count}</span>}
    </Link>
  );
}
