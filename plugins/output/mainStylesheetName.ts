// Where a Docusaurus site's main stylesheet (the client entry's CSS) is written: where Docusaurus
// writes it, `assets/css/styles.<hash>.css`, since a site's `postBuild` may look for it there (Ory's
// inlines that file into every page; with another name it would find none and do nothing). The
// other files are named as Docusaurus's loaders name them (./docusaurusAssets.ts); a site of this
// generator's own format keeps Vite's names.
import { basename } from 'node:path';
import { docusaurusAssetFileName } from './docusaurusAssets.js';

/** Docusaurus's name of the main stylesheet, as a Rollup file name pattern. */
export const MAIN_STYLESHEET_PATTERN = 'assets/css/styles.[hash].css';

/** Vite's default name of an asset under `assets/`. */
const DEFAULT_PATTERN = 'assets/[name]-[hash][extname]';

/**
 * A Docusaurus site's bundles' `assetFileNames`: the stylesheet of the entry chunk `entryName`
 * (Vite names it `<entry>.css`) gets Docusaurus's name, another stylesheet Vite's, any other file
 * the name Docusaurus's loaders give it (`assets/images/<name>-<md4>.png`: ./docusaurusAssets.ts).
 * The server bundle names its files the same way, so that its pages point where the client's are.
 */
export function docusaurusAssetFileNames(entryName: string) {
  const entryCss = `${entryName}.css`;
  return (asset: { names: readonly string[]; source: string | Uint8Array }): string => {
    if (asset.names.includes(entryCss)) return MAIN_STYLESHEET_PATTERN;
    const name = asset.names[0];
    if (!name || name.endsWith('.css')) return DEFAULT_PATTERN;
    return docusaurusAssetFileName(basename(name), asset.source);
  };
}
