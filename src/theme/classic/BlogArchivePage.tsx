// `@theme/BlogArchivePage`: every post by year, with Docusaurus's props (`archive.blogPosts`, each
// with its `metadata`). The years come newest first, as the posts do; within a year, the posts
// oldest first, as Docusaurus's theme-classic (3.8.1 and 3.10.2) lists them: each post is put
// before the year's earlier ones.
import type { BlogPostSummary } from '../../shared/blogTypes.js';
import { formatDayMonth } from '../blog/blogFormat.js';
import Link from '../Link.js';
import { translateTheme } from '../translate.js';
import Heading from '../mdx/Heading.js';
import { ThemeLayout } from '../pageFrameSlot.js';

export default function BlogArchivePage({
  archive,
}: {
  archive: { blogPosts: readonly { id: string; metadata: BlogPostSummary }[] };
}) {
  const byYear = new Map<string, BlogPostSummary[]>();
  for (const { metadata: p } of archive.blogPosts) {
    const year = p.date.slice(0, 4);
    byYear.set(year, [p, ...(byYear.get(year) ?? [])]);
  }
  // In `@theme/Layout`, as Docusaurus's (the frame's own unless the site's Layout draws it).
  return (
    <ThemeLayout>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{translateTheme('theme.blog.archive.title', 'Archive')}</h1>
          <p className="hero__subtitle">
            {translateTheme('theme.blog.archive.description', 'Archive')}
          </p>
        </div>
      </header>
      <main>
        <section className="margin-vert--lg">
          <div className="container">
            <div className="row">
              {[...byYear].map(([year, posts]) => (
                <div key={year} className="col col--4 margin-vert--lg">
                  <Heading as="h3" id={year}>
                    {year}
                  </Heading>
                  <ul>
                    {posts.map((p) => (
                      <li key={p.permalink}>
                        <Link href={p.permalink}>
                          {formatDayMonth(p.date)} - {p.title}
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
    </ThemeLayout>
  );
}
