// The Docusaurus plugins' settings as Vite aliases: `@generated/` (createData's folder, as
// Docusaurus names it) and the `resolve.alias` of their configureWebpack.
import { generatedFilesDir, type SitePlugins } from './sitePlugins.js';

export function pluginAliases(
  siteDir: string,
  plugins: SitePlugins,
): { find: string | RegExp; replacement: string }[] {
  return [
    { find: /^@generated\//, replacement: generatedFilesDir(siteDir) + '/' },
    ...Object.entries(plugins.webpack.alias).map(([find, replacement]) =>
      webpackAlias(find, replacement),
    ),
  ];
}

/**
 * One webpack alias as Vite's. webpack's `name$` matches the request `name` only; its `name`
 * matches `name` and `name/…`, as a Vite string alias does. Vite takes the first alias that
 * matches, as webpack takes the first that resolves, so the order stays the plugin's: a plugin
 * giving `react` (the package folder) and then `react$` (its main file) gets `react/jsx-runtime`
 * from the folder, not from under the main file.
 */
export function webpackAlias(
  find: string,
  replacement: string,
): { find: string | RegExp; replacement: string } {
  if (!find.endsWith('$')) return { find, replacement };
  const name = find.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return { find: new RegExp(`^${name}$`), replacement };
}
