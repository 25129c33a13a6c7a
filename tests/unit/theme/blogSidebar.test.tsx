// The blog's recent-posts sidebar: posts under a heading per year, newest year first, as
// Docusaurus's theme shows them (themeConfig.blog.sidebar.groupByYear, on by default), or one
// list when the site turns grouping off. The setting is read from the theme config only, as there:
// Docusaurus's sidebar prop is `{title, items}` (3.8.1 and 3.10 alike).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogSidebar from '../../../src/theme/classic/BlogSidebar.js';
import type { BlogInfo } from '../../../src/shared/blogTypes.js';
import { renderAt } from './render.js';

const themeConfig: { blog?: { sidebar: { groupByYear: boolean } } } = {};
vi.mock('../../../src/theme/docusaurus/themeCommon.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useThemeConfig: () => themeConfig,
}));

afterEach(() => {
  cleanup();
  delete themeConfig.blog;
});

const blog = (): BlogInfo => ({
  pluginId: 'default',
  blogTitle: 'Blog',
  blogDescription: '',
  blogBasePath: '/blog',
  authorsListPath: '/blog/authors',
  sidebar: {
    title: 'Recent posts',
    items: [
      { title: 'New year', permalink: '/blog/new-year', date: '2025-01-02T00:00:00.000Z' },
      { title: 'Winter', permalink: '/blog/winter', date: '2024-12-20T00:00:00.000Z' },
      { title: 'Spring', permalink: '/blog/spring', date: '2024-04-01T00:00:00.000Z' },
    ],
  },
});

const nav = () => screen.getByRole('navigation', { name: 'Blog recent posts navigation' });

describe('BlogSidebar', () => {
  it('groups the posts by year, newest first', () => {
    renderAt(<BlogSidebar sidebar={blog().sidebar} />, '/blog/winter');
    const groups = within(nav()).getAllByRole('group');
    expect(
      groups.map((g) => [
        within(g).getByRole('heading').textContent,
        within(g)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ]),
    ).toEqual([
      ['2025', ['New year']],
      ['2024', ['Winter', 'Spring']],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Winter' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("shows one list with the theme config's blog.sidebar.groupByYear: false", () => {
    themeConfig.blog = { sidebar: { groupByYear: false } };
    renderAt(<BlogSidebar sidebar={blog().sidebar} />, '/blog/winter');
    expect(within(nav()).queryAllByRole('group')).toEqual([]);
    expect(within(nav()).getAllByRole('link')).toHaveLength(3);
  });
});
