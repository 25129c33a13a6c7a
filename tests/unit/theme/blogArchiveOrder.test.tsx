// The blog archive's order, as Docusaurus's theme-classic gives it (3.8.1 and 3.10.2 alike, seen in
// their builds of the classic template): years newest first; within a year, posts oldest first.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../../../src/shared/blogTypes.js';
import BlogArchivePage from '../../../src/theme/classic/BlogArchivePage.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const post = (date: string, title: string) => ({
  id: title,
  // What the archive reads of a post's metadata.
  metadata: {
    date: `${date}T00:00:00.000Z`,
    title,
    permalink: `/blog/${title}`,
    tags: [],
  } as unknown as BlogPostSummary,
});

describe('the blog archive page', () => {
  it('lists the years newest first and each year’s posts oldest first', () => {
    // The posts as the blog gives them: newest first.
    const { container } = renderAt(
      <BlogArchivePage
        archive={{
          blogPosts: [
            post('2021-08-26', 'welcome'),
            post('2021-08-01', 'mdx-blog-post'),
            post('2019-05-29', 'long-blog-post'),
            post('2019-05-28', 'first-blog-post'),
          ],
        }}
      />,
    );
    const years = [...container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(years.map((y) => y?.replace(/\u200b|#/g, '').trim())).toEqual(['2021', '2019']);
    const links = [...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/blog/mdx-blog-post',
      '/blog/welcome',
      '/blog/first-blog-post',
      '/blog/long-blog-post',
    ]);
  });
});
