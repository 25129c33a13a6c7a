// `@theme/BlogTagsListPage`: the blog's tags by first letter, each with its count, with
// Docusaurus's props (`tags`, `sidebar`).
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import type { BlogInfo } from '../../shared/blogTypes.js';
import { tagsByLetter } from '../tagsByLetter.js';
import Link from '../Link.js';
import { translateTheme } from '../translate.js';
import BlogLayout from './BlogLayout.js';
import Heading from '../mdx/Heading.js';

export default function BlogTagsListPage({
  tags,
  sidebar,
}: {
  tags: { label: string; permalink: string; description?: string; count: number }[];
  sidebar: BlogInfo['sidebar'];
}) {
  const byLetter = tagsByLetter(tags);
  return (
    <HtmlClassNameProvider className="blog-wrapper blog-tags-list-page">
      <BlogLayout sidebar={sidebar}>
        <h1>{translateTheme('theme.tags.tagsPageTitle', 'Tags')}</h1>
        <section className="margin-vert--lg">
          {[...byLetter].map(([letter, list]) => (
            <article key={letter}>
              <Heading as="h2" id={letter}>
                {letter}
              </Heading>
              <ul className="padding--none">
                {list.map((t) => (
                  <li
                    key={t.permalink}
                    className={
                      // Docusaurus's by-letter list leaves room for each tag's point (classicLook.css).
                      __DOCS_DOCUSAURUS_METADATA__
                        ? 'blog-tags__item tags-by-letter__item'
                        : 'blog-tags__item'
                    }
                  >
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
    </HtmlClassNameProvider>
  );
}
