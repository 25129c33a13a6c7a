// The class names of a Docusaurus site's CSS modules, in Docusaurus's pattern: css-loader's
// `[local]_[contenthash:base64:4]` (its webpack config, the same in dev and production), so that
// `styles.searchHintContainer` is `searchHintContainer_Ab3x`. Vite's default (`_[local]_[hash]_[line]`)
// starts with an underscore and ends with a line number: a site's stylesheet that reaches a
// package's module classes by their prefix, as Docusaurus sites do (Jellyfin's
// `.navbar [class^='searchHintContainer_'] { display: none }` hides docusaurus-search-local's
// "ctrl K" hint on a narrow screen), matched nothing.
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';

/** Vite's `css.modules.generateScopedName` for a Docusaurus site in `siteDir`. */
export function docusaurusScopedName(siteDir: string): (local: string, filename: string) => string {
  return (local, filename) => {
    // By the file's path from the site (as css-loader's resource path) and the class: the same
    // name in the client and server bundles and on every machine.
    const file = relative(siteDir, filename.replace(/[?#].*$/, ''))
      .split(sep)
      .join('/');
    const hash = createHash('sha256').update(`${file}\0${local}`).digest('base64url').slice(0, 4);
    return `${local}_${hash}`;
  };
}
