// `@theme/BlogLayout`: a blog page's frame: the recent posts (`@theme/BlogSidebar`) on the left,
// the page in the middle, the `toc` element (a post's `@theme/TOC`) on the right, in
// `@theme/Layout` as Docusaurus's (with its other props): the navbar and footer are around every
// route already, unless the site's Layout draws them (../pageFrameSlot.tsx); `className` adds to
// the frame's classes.
import type { ReactNode } from 'react';
import { ThemeLayout } from '../pageFrameSlot.js';
import type { BlogInfo } from '../../shared/blogTypes.js';
import BlogSidebar from './BlogSidebar.js';

export default function BlogLayout({
  sidebar,
  toc,
  children,
  ...layoutProps
}: {
  sidebar?: BlogInfo['sidebar'];
  toc?: ReactNode;
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}) {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <ThemeLayout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          {sidebar ? <BlogSidebar sidebar={sidebar} /> : null}
          <main className={`col${hasSidebar ? ' col--7' : ' col--9 col--offset-1'}`}>
            {children}
          </main>
          {toc && <div className="col col--2">{toc}</div>}
        </div>
      </div>
    </ThemeLayout>
  );
}
