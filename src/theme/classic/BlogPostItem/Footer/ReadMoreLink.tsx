// `@theme/BlogPostItem/Footer/ReadMoreLink`: "Read more", the link from a list's excerpt to the
// whole post (`blogPostTitle` names it for screen readers; the rest are the link's props).
import type { ReactNode } from 'react';
import Link from '../../../Link.js';
import { translateTheme } from '../../../translate.js';

export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  to,
  ...rest
}: {
  blogPostTitle: string;
  to: string;
  children?: ReactNode;
  [prop: string]: unknown;
}) {
  return (
    <Link
      href={to}
      aria-label={translateTheme('theme.blog.post.readMoreLabel', 'Read more about {title}', {
        title: blogPostTitle,
      })}
      {...rest}
    >
      <b>{translateTheme('theme.blog.post.readMore', 'Read more')}</b>
    </Link>
  );
}
