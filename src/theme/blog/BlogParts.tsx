// Pieces shared by the blog's pages, as Docusaurus's classic theme shows them: the layout with the
// recent-posts sidebar, a post's header (date, reading time, authors), tags, list paginator.
import type { ComponentType, ReactNode } from 'react';
import type {
  BlogAuthor,
  BlogInfo,
  BlogListMetadata,
  BlogPostSummary,
} from '../../shared/blogTypes.js';
import Link from '../Link.js';
import MDXPageContent from '../MDXPageContent.js';
import { TOCColumn, type TocSettings } from '../TOC.js';
import type { TocItem } from '../../shared/types.js';
import BlogSidebar from '../classic/BlogSidebar.js';
import BlogPostItemFooter from '../classic/BlogPostItem/Footer.js';
import BlogPostItemHeaderTitle from '../classic/BlogPostItem/Header/Title.js';
import { BlogPostContext } from './BlogPostContext.js';
import './blog.css';
import { translatePlural, translateTheme } from '../translate.js';

export { TagsList } from './TagsList.js';

const DATE_FORMAT = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDate = (iso: string): string => DATE_FORMAT.format(new Date(iso));

export function readingTimeLabel(minutes: number): string {
  const n = Math.ceil(minutes);
  return translatePlural(
    'theme.blog.post.readingTime.plurals',
    'One min read|{readingTime} min read',
    n,
    { readingTime: n },
  );
}

/** The blog's frame: the sidebar on the left, the page in the middle, the TOC (if any) right. */
export function BlogLayout({
  blog,
  children,
  toc,
  className,
}: {
  blog: BlogInfo;
  children: ReactNode;
  /** The post's headings and front matter (a post's page; list pages have no TOC). */
  toc?: { items: TocItem[] | undefined; settings: TocSettings };
  className?: string;
}) {
  const hasSidebar = blog.sidebar.items.length > 0;
  return (
    <div className={`container margin-vert--lg blog-wrapper${className ? ` ${className}` : ''}`}>
      <div className="row">
        <BlogSidebar sidebar={blog.sidebar} />
        <main className={`col${hasSidebar ? ' col--7' : ' col--9 col--offset-1'}`}>{children}</main>
        {toc && <TOCColumn items={toc.items} settings={toc.settings} className="col col--2" />}
      </div>
    </div>
  );
}

export function AuthorAvatar({ author }: { author: BlogAuthor }) {
  const link = author.page?.permalink ?? author.url;
  const name = author.name && <span itemProp="name">{author.name}</span>;
  return (
    <div className="avatar margin-bottom--sm">
      {author.imageURL && (
        <Link href={link} className="avatar__photo-link">
          <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} />
        </Link>
      )}
      {(author.name || author.title) && (
        <div
          className="avatar__intro"
          itemProp="author"
          itemScope
          itemType="https://schema.org/Person"
        >
          <div className="avatar__name">{link ? <Link href={link}>{name}</Link> : name}</div>
          {author.title && (
            <small className="avatar__subtitle" itemProp="description">
              {author.title}
            </small>
          )}
          {author.socials && Object.keys(author.socials).length > 0 && (
            <div className="blog-author__socials">
              {Object.entries(author.socials).map(([platform, url]) => (
                <Link key={platform} href={url} title={platform} className="blog-author__social">
                  {platform}
                </Link>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export function PostAuthors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  const col = authors.length > 1 ? 'col col--6' : 'col col--12';
  return (
    <div className="margin-top--md margin-bottom--sm row">
      {authors.map((a, i) => (
        <div key={a.key ?? i} className={`${col} blog-author-col`}>
          <AuthorAvatar author={a} />
        </div>
      ))}
    </div>
  );
}

/** A post's header (inside its BlogPostContext): its title (`@theme/BlogPostItem/Header/Title`), date, authors. */
export function PostHeader({ post }: { post: BlogPostSummary }) {
  return (
    <header>
      <BlogPostItemHeaderTitle />
      <div className="blog-post__meta margin-vert--md">
        <time dateTime={post.date} itemProp="datePublished">
          {formatDate(post.date)}
        </time>
        {post.readingTime !== undefined && <> · {readingTimeLabel(post.readingTime)}</>}
      </div>
      <PostAuthors authors={post.authors} />
    </header>
  );
}

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** One post on a list page: header, excerpt (or whole post), tags and "Read more". */
export function PostListItem({
  post,
  Content,
}: {
  post: BlogPostSummary;
  Content?: ContentComponent;
}) {
  return (
    <BlogPostContext.Provider value={{ metadata: post, isBlogPostPage: false }}>
      <article
        className="margin-bottom--xl"
        itemProp="blogPost"
        itemScope
        itemType="https://schema.org/BlogPosting"
      >
        <PostHeader post={post} />
        {Content ? (
          <MDXPageContent className="markdown" content={Content} />
        ) : (
          <div className="markdown" />
        )}
        <BlogPostItemFooter />
      </article>
    </BlogPostContext.Provider>
  );
}

export function ListPaginator({ metadata }: { metadata: BlogListMetadata }) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {previousPage ? (
        <Link href={previousPage} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__label">
            {translateTheme('theme.blog.paginator.newerEntries', 'Newer entries')}
          </div>
        </Link>
      ) : (
        <span />
      )}
      {nextPage ? (
        <Link href={nextPage} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__label">
            {translateTheme('theme.blog.paginator.olderEntries', 'Older entries')}
          </div>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
