// The pages plugin's part of the generator's theme (generatorHooks.ts ContentTheme): the layout
// only Markdown pages of src/pages read, and the components around their content. Plugin-owned
// data, read by the stages that need it whether or not the site has such pages
// (plugins/builtins/contentThemes.ts).
import type { ContentTheme } from '../lifecycle/generatorHooks.js';
import { AROUND_EVERY_PAGE } from './docsTheme.js';

export const PAGES_THEME: ContentTheme = {
  parts: { markdownPages: ['MarkdownPage.tsx'] },
  enclosing: { kind: 'page', components: [...AROUND_EVERY_PAGE, 'MDXPage'] },
};
