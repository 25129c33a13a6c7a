// Where a Docusaurus site's main stylesheet (the client entry's CSS) is written: where Docusaurus
// writes it, `assets/css/styles.<hash>.css`, since a site's `postBuild` may look for it there (Ory's
// inlines that file into every page; with another name it would find none and do nothing). The
// other assets keep Vite's names; a site of this generator's own format keeps them all.

/** Docusaurus's name of the main stylesheet, as a Rollup file name pattern. */
export const MAIN_STYLESHEET_PATTERN = 'assets/css/styles.[hash].css';

/** Vite's default name of an asset under `assets/`. */
const DEFAULT_PATTERN = 'assets/[name]-[hash][extname]';

/**
 * The client bundle's `assetFileNames`: the stylesheet of the entry chunk `entryName` (Vite names
 * it `<entry>.css`) gets Docusaurus's name.
 */
export function docusaurusAssetFileNames(entryName: string) {
  const entryCss = `${entryName}.css`;
  return (asset: { names: readonly string[] }): string =>
    asset.names.includes(entryCss) ? MAIN_STYLESHEET_PATTERN : DEFAULT_PATTERN;
}
