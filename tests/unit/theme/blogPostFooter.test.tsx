// A post's footer in a list, as Docusaurus 3.10's BlogPostItem/Footer lays it out: the tags in a
// 9-column `col` beside a 3-column "Read more" when the post is truncated, each tag in an item that
// is not the docs' bordered `.tag` chip (a post's tags drew two borders).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BlogPostContext,
  type BlogPostContextValue,
} from '../../../src/theme/blog/BlogPostContext.js';
import BlogPostItemFooter from '../../../src/theme/classic/BlogPostItem/Footer.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const post = (hasTruncateMarker: boolean, tags: { label: string; permalink: string }[]) =>
  ({
    isBlogPostPage: false,
    metadata: { title: 'Welcome', permalink: '/blog/welcome', hasTruncateMarker, tags },
  }) as unknown as BlogPostContextValue;

const render = (value: BlogPostContextValue) =>
  renderAt(
    <BlogPostContext.Provider value={value}>
      <BlogPostItemFooter />
    </BlogPostContext.Provider>,
  ).container.querySelector('footer')!;

describe('BlogPostItem/Footer in a list', () => {
  const tags = [
    { label: 'Hello', permalink: '/blog/tags/hello' },
    { label: 'Docusaurus', permalink: '/blog/tags/docusaurus' },
  ];

  it('gives the tags 9 columns and "Read more" 3 when the post is truncated', () => {
    const footer = render(post(true, tags));
    expect(footer.className).toBe('row docusaurus-mt-lg');
    expect([...footer.children].map((c) => c.className)).toEqual([
      'col col--9',
      'col text--right col--3',
    ]);
    const items = [...footer.querySelectorAll('ul.tags > li')];
    expect(items.map((li) => li.className)).toEqual(['blog-tags__item', 'blog-tags__item']);
    expect(footer.querySelector('li.tag, a.tag')).toBeNull();
    expect(items[0]!.querySelector('a')!.className).toBe('blog-tag');
  });

  it('gives either one the whole row alone', () => {
    expect([...render(post(false, tags)).children].map((c) => c.className)).toEqual(['col']);
    cleanup();
    expect([...render(post(true, [])).children].map((c) => c.className)).toEqual([
      'col text--right',
    ]);
  });
});
