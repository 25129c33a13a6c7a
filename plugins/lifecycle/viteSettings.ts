// The Docusaurus plugins' settings as Vite aliases: `@generated/` (createData's folder, as
// Docusaurus names it) and the `resolve.alias` of their configureWebpack.
import { generatedFilesDir, type SitePlugins } from './sitePlugins.js';

export function pluginAliases(
  siteDir: string,
  plugins: SitePlugins,
): { find: string | RegExp; replacement: string }[] {
  return [
    { find: /^@generated\//, replacement: generatedFilesDir(siteDir) + '/' },
    ...Object.entries(plugins.webpack.alias).map(([find, replacement]) => ({ find, replacement })),
  ];
}
