// `@theme/BlogPostItem`: one post, on its page or in a list: its container, header, content (given
// as `children`, as Docusaurus gives it) and footer, each through its own file.
import { useContext, type ReactNode } from 'react';
import { BlogPostContext } from '../blog/BlogPostContext.js';
import BlogPostItemContainer from './BlogPostItem/Container.js';
import BlogPostItemContent from './BlogPostItem/Content.js';
import BlogPostItemFooter from './BlogPostItem/Footer.js';
import BlogPostItemHeader from './BlogPostItem/Header.js';

export default function BlogPostItem({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { isBlogPostPage } = useContext(BlogPostContext)!;
  // A list's posts are spaced apart.
  const classes = [!isBlogPostPage && 'margin-bottom--xl', className].filter(Boolean).join(' ');
  return (
    <BlogPostItemContainer {...(classes ? { className: classes } : {})}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
