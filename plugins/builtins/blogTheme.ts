// The blog plugin's part of the generator's theme (generatorHooks.ts ContentTheme): the files only
// a site with a blog reads, and the components around a post's content (and the list pages'
// excerpts), as Docusaurus nests its blog routes. Plugin-owned data, read by the stages that need
// it whether or not the site has a blog (plugins/builtins/contentThemes.ts).
import { join, sep } from 'node:path';
import type { ContentTheme } from '../lifecycle/generatorHooks.js';
import { AROUND_EVERY_PAGE } from './docsTheme.js';

export const BLOG_THEME: ContentTheme = {
  parts: {
    blog: [
      'blog' + sep,
      join('classic', 'BlogPostItem') + sep,
      // The blog's pages under Docusaurus's names (classic/Blog*.tsx, classic/Blog/).
      ...[
        'Blog' + sep,
        'BlogArchivePage.tsx',
        'BlogLayout.tsx',
        'BlogListPage.tsx',
        'BlogListPage' + sep,
        'BlogListPaginator.tsx',
        'BlogPostItem.tsx',
        'BlogPostItems.tsx',
        'BlogPostPage.tsx',
        'BlogPostPage' + sep,
        'BlogPostPaginator.tsx',
        'BlogTagsListPage.tsx',
        'BlogTagsPostsPage.tsx',
      ].map((f) => join('classic', f)),
    ],
  },
  enclosing: {
    kind: 'blog',
    components: [
      ...AROUND_EVERY_PAGE,
      'BlogLayout',
      'BlogPostPage',
      'BlogListPage',
      'BlogTagsPostsPage',
      'BlogAuthorsPostsPage',
      'BlogPostItems',
      'BlogPostItem',
      'BlogPostItem/Container',
      'BlogPostItem/Content',
    ],
  },
};
