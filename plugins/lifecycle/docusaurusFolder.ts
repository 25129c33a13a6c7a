// Imports of Docusaurus's generated files folder by its path (`.docusaurus`): sites read the files
// Docusaurus's plugins write there, by `@site/.docusaurus/…` or a relative path (a home page's
// "recent posts" from the blog's `docusaurus-plugin-content-blog/default/blog-post-list-prop-
// default.json`, a site plugin's `createData` file as `@site/.docusaurus/<plugin>/default/x.json`).
// The load context's `generatedFilesDir` here is `.cache/generated` (reference/plugins.md), where
// the same files are written under the same names: such an import is resolved there.
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { generatedFilesDir } from '../paths.js';

/** The file in the generated files folder that `source` names by `.docusaurus`, if it does. */
export function docusaurusFolderFile(
  source: string,
  importer: string | undefined,
  siteDir: string,
): string | undefined {
  if (!source.includes('.docusaurus/')) return undefined;
  const [path] = source.split('?') as [string];
  const absolute = path.startsWith('@site/')
    ? resolve(siteDir, path.slice('@site/'.length))
    : isAbsolute(path)
      ? path
      : path.startsWith('.') && importer
        ? resolve(dirname(importer.split('?')[0]!), path)
        : undefined;
  const folder = resolve(siteDir, '.docusaurus') + sep;
  if (!absolute?.startsWith(folder)) return undefined;
  return resolve(generatedFilesDir(siteDir), absolute.slice(folder.length));
}

export function docusaurusFolderPlugin(siteDir: string): Plugin {
  return {
    name: 'docs:docusaurus-folder',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\.docusaurus\// },
      async handler(source, importer, options) {
        const file = docusaurusFolderFile(source, importer, siteDir);
        if (!file) return null;
        const query = source.includes('?') ? source.slice(source.indexOf('?')) : '';
        return this.resolve(file + query, importer, { ...options, skipSelf: true });
      },
    },
  };
}
