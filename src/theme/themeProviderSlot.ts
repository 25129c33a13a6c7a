// Where ./App.tsx finds `@theme/ThemeProvider`: none here, so a site that overrides neither it nor
// `ThemeProvider/TitleFormatter` ships no provider (its titles are the default format, written by
// the build); when a site does, the theme resolver (plugins/themeResolver.ts) gives
// ./themeProviderTree.tsx in this module's place.
import type { ThemeProviderTree as Tree } from './themeProviderTree.js';

export const ThemeProviderTree: typeof Tree | undefined = undefined;
