// Sass imports of a package written webpack's way, `@import '~bootstrap/scss/bootstrap'`: the `~`
// says "from node_modules" to sass-loader (which docusaurus-plugin-sass uses), and Docusaurus sites
// written against it keep the prefix (Apache Answer's custom.scss). Vite's Sass compile does not
// know it ("Can't find stylesheet to import"). This importer turns such a URL into the file URL of
// that path in the package's folder, found as Node finds a package from the site (the
// node_modules folders from the site's folder up); Sass then resolves the rest there (partials
// `_name.scss`, extensions, index files) as for any file import. `~/…` (a site's own alias of its
// folder) is left to the other importers.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TILDE_PACKAGE = /^~((?:@[^/]+\/)?[^/~][^/]*)(\/.*)?$/;

/** The file URL a `~package/path` Sass import stands for, or null (not one, or not installed). */
export function tildeImportUrl(url: string, siteDir: string): URL | null {
  const match = TILDE_PACKAGE.exec(url);
  if (!match) return null;
  const [, name, rest = ''] = match;
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const packageDir = join(dir, 'node_modules', name!);
    if (existsSync(packageDir)) return pathToFileURL(join(packageDir, rest));
    if (dirname(dir) === dir) return null;
  }
}

/** Sass's file importer (modern API, as Vite calls Sass) for the site's `~package` imports. */
export function sassTildeImporter(siteDir: string): { findFileUrl(url: string): URL | null } {
  return { findFileUrl: (url) => tildeImportUrl(url, siteDir) };
}
