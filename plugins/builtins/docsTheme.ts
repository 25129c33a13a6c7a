// The docs plugin's part of the generator's theme (generatorHooks.ts ContentTheme): the files only
// versioned docs, or docs with tags, read, and the components around a doc's content, as
// Docusaurus nests its docs routes. Plugin-owned data, read by the stages that need it whether or
// not the site has docs (plugins/builtins/contentThemes.ts).
import { join, sep } from 'node:path';
import type { ContentTheme } from '../lifecycle/generatorHooks.js';

/** The theme components around every page's content (App's, the page layout, MDX's provider). */
export const AROUND_EVERY_PAGE = [
  'Root',
  'ThemeProvider',
  'Layout/Provider',
  'Layout',
  'MDXContent',
];

export const DOCS_THEME: ContentTheme = {
  parts: {
    // Versioned docs or several docs instances.
    docsVersions: ['docs' + sep],
    // The tags pages and their parts under Docusaurus's names.
    docTags: [
      'DocTagsPages.tsx',
      join('classic', 'TagsListInline.tsx'),
      join('classic', 'DocTagsListPage.tsx'),
      join('classic', 'DocTagDocListPage.tsx'),
      join('classic', 'TagsListByLetter.tsx'),
      join('classic', 'Tag.tsx'),
    ],
  },
  enclosing: {
    kind: 'doc',
    components: [
      ...AROUND_EVERY_PAGE,
      'DocsRoot',
      'DocVersionRoot',
      'DocRoot',
      'DocRoot/Layout',
      'DocRoot/Layout/Main',
      'DocItem',
      'DocItem/Layout',
      'DocItem/Content',
    ],
  },
};
