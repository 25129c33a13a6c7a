// Every built-in content plugin's part of the generator's theme (generatorHooks.ts ContentTheme),
// declared in the plugin's own file beside it: the stylesheet subset and the content-in-tree rule
// loop over these rather than naming a content type.
import type { ContentTheme } from '../lifecycle/generatorHooks.js';
import { BLOG_THEME } from './blogTheme.js';
import { DOCS_THEME } from './docsTheme.js';
import { PAGES_THEME } from './pagesTheme.js';

export const CONTENT_THEMES: readonly ContentTheme[] = [DOCS_THEME, BLOG_THEME, PAGES_THEME];
