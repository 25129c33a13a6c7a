// A site whose plugins bring a search theme (a theme folder with its own `SearchBar`: Typesense,
// docusaurus-search-local, a local theme) searches with that theme: the navbar's search box is
// the theme's, so the built-in index would be written for nobody. The build then skips it.
import type { SiteData } from '../loadSite.js';
import { scanThemeDir } from '../themeResolver.js';

/** Each loaded site's answer: the dev server asks on every search request. */
const answers = new WeakMap<object, string | undefined>();

/** The name of the plugin whose theme's `SearchBar` replaces the generator's, if any. */
export function searchThemeOf(site: Pick<SiteData, 'plugins'>): string | undefined {
  const { plugins } = site;
  if (!plugins) return undefined;
  if (answers.has(plugins)) return answers.get(plugins);
  // A later plugin's theme sits above an earlier one's (plugins/themeLayers.ts).
  const theme = [...plugins.themePaths]
    .reverse()
    .find(({ dir }) => Object.hasOwn(scanThemeDir(dir), 'SearchBar'));
  answers.set(plugins, theme?.name);
  return theme?.name;
}
