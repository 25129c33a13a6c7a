// A blog list page's title (src/theme/blog/BlogPages.tsx blogPageHead): the site's title alone
// when the page is at the site's root, as Docusaurus's BlogListPage compares its permalink, base
// URL included, with `/` (blog-only mode); the blog's title anywhere else.
import { describe, expect, it } from 'vitest';
import { blogPageHead } from '../../../src/theme/blog/BlogPages.js';
import type { BlogPageData } from '../../../src/shared/blogTypes.js';

const list = (permalink: string) =>
  ({
    type: 'list',
    blog: { blogTitle: 'Blog', blogDescription: 'Posts' },
    metadata: { permalink },
  }) as unknown as BlogPageData;

describe('a blog list page’s title', () => {
  it('is the site’s title for the list at `/`, the blog’s elsewhere', () => {
    const site = { title: 'Harbour Notes', baseUrl: '/' };
    expect(blogPageHead(list('/'), site)).toMatchObject({
      title: 'Harbour Notes',
      tag: 'blog_posts_list',
      description: 'Posts',
    });
    expect(blogPageHead(list('/page/2'), site).title).toBe('Blog');
    expect(blogPageHead(list('/blog'), site).title).toBe('Blog');
  });

  it('is the blog’s at the root of another base URL (a locale’s `/fr/`), as in Docusaurus', () => {
    expect(blogPageHead(list('/'), { title: 'Site', baseUrl: '/fr/' }).title).toBe('Blog');
    expect(blogPageHead(list('/')).title).toBe('Blog');
  });
});
