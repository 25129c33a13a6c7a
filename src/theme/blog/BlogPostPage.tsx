// A blog post's page, as Docusaurus's classic theme shows it: the recent-posts sidebar, the post
// (title, date, reading time, authors, content, tags, edit link and last update), newer/older
// post, the TOC. As in Docusaurus, the footer shows only when the post has tags or an edit link.
import type { BlogPostPageMetadata } from '../../shared/blogTypes.js';
import type { TocItem } from '../../shared/types.js';
import Link from '../Link.js';
import Admonition from '../mdx/Admonition.js';
import MDXPageContent from '../MDXPageContent.js';
import { BlogLayout, PostHeader, type ContentComponent } from './BlogParts.js';
import { BlogPostContext } from './BlogPostContext.js';
import BlogPostItemFooter from '../classic/BlogPostItem/Footer.js';
import { translateTheme } from '../translate.js';

export interface BlogPostModule {
  default: ContentComponent;
  toc?: TocItem[];
  metadata: BlogPostPageMetadata;
}

export default function BlogPostPage({ module: mod }: { module: BlogPostModule }) {
  const { metadata } = mod;
  const Content = mod.default;
  const { prevItem, nextItem } = metadata;
  return (
    <BlogPostContext.Provider value={{ metadata, isBlogPostPage: true }}>
      <BlogLayout
        blog={metadata.blog}
        className="blog-post-page"
        toc={{ items: mod.toc, settings: metadata }}
      >
        {metadata.unlisted && (
          <Admonition type="caution" title="Unlisted page">
            <p>
              This page is unlisted. Search engines will not index it, and only users having a
              direct link can access it.
            </p>
          </Admonition>
        )}
        <article itemScope itemType="https://schema.org/BlogPosting">
          <PostHeader post={metadata} />
          <MDXPageContent className="markdown" itemProp="articleBody" content={Content} />
          <BlogPostItemFooter />
        </article>
        {(prevItem || nextItem) && (
          <nav className="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation">
            {prevItem ? (
              <Link
                href={prevItem.permalink}
                className="pagination-nav__link pagination-nav__link--prev"
              >
                <div className="pagination-nav__sublabel">
                  {translateTheme('theme.blog.post.paginator.newerPost', 'Newer post')}
                </div>
                <div className="pagination-nav__label">{prevItem.title}</div>
              </Link>
            ) : (
              <span />
            )}
            {nextItem ? (
              <Link
                href={nextItem.permalink}
                className="pagination-nav__link pagination-nav__link--next"
              >
                <div className="pagination-nav__sublabel">
                  {translateTheme('theme.blog.post.paginator.olderPost', 'Older post')}
                </div>
                <div className="pagination-nav__label">{nextItem.title}</div>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </BlogLayout>
    </BlogPostContext.Provider>
  );
}
