// `@theme/BlogPostItem/Header/Info`: the post's date and, with `showReadingTime`, its reading time.
import { useContext } from 'react';
import { BlogPostContext } from '../../../blog/BlogPostContext.js';
import { formatDate, readingTimeLabel } from '../../../blog/blogFormat.js';

export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useContext(BlogPostContext)!;
  const { date, readingTime } = metadata;
  return (
    <div className={`blog-post__meta margin-vert--md${className ? ` ${className}` : ''}`}>
      <time dateTime={date} itemProp="datePublished">
        {formatDate(date)}
      </time>
      {readingTime !== undefined && <> · {readingTimeLabel(readingTime)}</>}
    </div>
  );
}
