// The blog's pages other than posts, as Docusaurus's classic theme shows them: the paginated list
// (BlogListPage), a tag's posts (BlogTagsPostsPage), all tags (BlogTagsListPage), the archive
// (BlogArchivePage), the authors (BlogAuthorsListPage) and an author's posts (BlogAuthorsPostsPage).
import type { BlogPageData, BlogPostSummary } from '../../shared/blogTypes.js';
import { tagsByLetter } from '../DocTagsPages.js';
import Link from '../Link.js';
import Admonition from '../mdx/Admonition.js';
import { translatePlural, translateTheme } from '../translate.js';
import {
  AuthorAvatar,
  BlogLayout,
  ListPaginator,
  PostListItem,
  formatDate,
  type ContentComponent,
} from './BlogParts.js';

function PostList({ items, contents }: { items: BlogPostSummary[]; contents: ContentComponent[] }) {
  return (
    <>
      {items.map((post, i) => (
        <PostListItem key={post.permalink} post={post} Content={contents[i]} />
      ))}
    </>
  );
}

/** "One post", "3 posts": the theme's plural message in the page's locale. */
const postsPlural = (count: number) =>
  translatePlural('theme.blog.post.plurals', 'One post|{count} posts', count, { count });

const tagTitle = (tag: { count: number; label: string }) =>
  translateTheme('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
    nPosts: postsPlural(tag.count),
    tagName: tag.label,
  });

function TagsListPage({ data }: { data: Extract<BlogPageData, { type: 'tags' }> }) {
  const byLetter = tagsByLetter(data.tags);
  return (
    <BlogLayout blog={data.blog} className="blog-tags-list-page">
      <h1>Tags</h1>
      <section className="margin-vert--lg">
        {[...byLetter].map(([letter, tags]) => (
          <article key={letter}>
            <h2 id={letter}>{letter}</h2>
            <ul className="padding--none">
              {tags.map((t) => (
                <li key={t.permalink} className="tag">
                  <Link
                    href={t.permalink}
                    className="blog-tag blog-tag--with-count"
                    title={t.description}
                  >
                    {t.label}
                    <span className="blog-tag__count">{t.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <hr />
          </article>
        ))}
      </section>
    </BlogLayout>
  );
}

function ArchivePage({ data }: { data: Extract<BlogPageData, { type: 'archive' }> }) {
  const byYear = new Map<string, BlogPostSummary[]>();
  for (const p of data.posts) {
    const year = p.date.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), p]);
  }
  return (
    <>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Archive</h1>
          <p className="hero__subtitle">Archive</p>
        </div>
      </header>
      <main>
        <section className="margin-vert--lg">
          <div className="container">
            <div className="row">
              {[...byYear].map(([year, posts]) => (
                <div key={year} className="col col--4 margin-vert--lg">
                  <h3 id={year}>{year}</h3>
                  <ul>
                    {posts.map((p) => (
                      <li key={p.permalink}>
                        <Link href={p.permalink}>
                          {formatDate(p.date).replace(/, \d{4}$/, '')} - {p.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </>
  );
}

export default function BlogPage({
  data,
  contents,
}: {
  data: BlogPageData;
  contents: ContentComponent[];
}) {
  switch (data.type) {
    case 'list':
      return (
        <BlogLayout blog={data.blog} className="blog-list-page">
          <PostList items={data.items} contents={contents} />
          <ListPaginator metadata={data.metadata} />
        </BlogLayout>
      );
    case 'tag':
      return (
        <BlogLayout blog={data.blog} className="blog-tags-post-list-page">
          {data.tag.unlisted && (
            <Admonition type="caution" title="Unlisted page">
              <p>
                This page is unlisted. Search engines will not index it, and only users having a
                direct link can access it.
              </p>
            </Admonition>
          )}
          <header className="margin-bottom--xl">
            <h1>{tagTitle(data.tag)}</h1>
            {data.tag.description && <p>{data.tag.description}</p>}
            <Link href={data.tag.allTagsPath}>View All Tags</Link>
          </header>
          <PostList items={data.items} contents={contents} />
          <ListPaginator metadata={data.metadata} />
        </BlogLayout>
      );
    case 'tags':
      return <TagsListPage data={data} />;
    case 'archive':
      return <ArchivePage data={data} />;
    case 'authors':
      return (
        <BlogLayout blog={data.blog} className="blog-authors-list-page">
          <h1>Authors</h1>
          <ul className="blog-authors-list clean-list">
            {data.authors.map((a) => (
              <li key={a.key} className="margin-bottom--lg">
                <AuthorAvatar author={a} />
                {a.page && <Link href={a.page.permalink}>{postsPlural(a.count)}</Link>}
              </li>
            ))}
          </ul>
        </BlogLayout>
      );
    case 'author':
      return (
        <BlogLayout blog={data.blog} className="blog-authors-posts-page">
          <header className="margin-bottom--xl">
            <AuthorAvatar author={data.author} />
            {data.author.description && <p>{data.author.description}</p>}
          </header>
          <h2>{postsPlural(data.author.count)}</h2>
          <PostList items={data.items} contents={contents} />
          <ListPaginator metadata={data.metadata} />
        </BlogLayout>
      );
  }
}

/** The page's title and docsearch tag, as Docusaurus gives them. */
export function blogPageHead(data: BlogPageData): {
  title: string;
  tag: string;
  description?: string;
  noIndex?: boolean;
} {
  switch (data.type) {
    case 'list':
      return {
        title: data.blog.blogTitle,
        tag: 'blog_posts_list',
        description: data.blog.blogDescription,
      };
    case 'tag':
      return {
        title: tagTitle(data.tag),
        ...(data.tag.unlisted ? { noIndex: true } : {}),
        tag: 'blog_tags_posts',
        ...(data.tag.description ? { description: data.tag.description } : {}),
      };
    case 'tags':
      return { title: 'Tags', tag: 'blog_tags_list' };
    case 'archive':
      return { title: 'Archive', tag: 'default', description: 'Archive' };
    case 'authors':
      return { title: 'Authors', tag: 'blog_authors_list' };
    case 'author':
      return {
        title: translateTheme('theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
          authorName: data.author.name ?? data.author.key ?? 'Author',
          nPosts: postsPlural(data.author.count),
        }),
        tag: 'blog_authors_posts',
      };
  }
}
