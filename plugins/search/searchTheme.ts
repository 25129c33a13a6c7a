// A site whose plugins bring a search theme (a theme folder with its own `SearchBar`: Typesense,
// docusaurus-search-local, a local theme) searches with that theme: the navbar's search box is
// the theme's, so the built-in index would be written for nobody. The build then skips it.
import type { SiteData } from '../loadSite.js';
import { scanThemeDir } from '../themeResolver.js';

/** The name of the plugin whose theme's `SearchBar` replaces the generator's, if any. */
export function searchThemeOf(site: Pick<SiteData, 'plugins'>): string | undefined {
  const themes = site.plugins?.themePaths ?? [];
  // A later plugin's theme sits above an earlier one's (plugins/themeLayers.ts).
  for (const { name, dir } of [...themes].reverse())
    if (Object.hasOwn(scanThemeDir(dir), 'SearchBar')) return name;
  return undefined;
}
