// Packages that files outside the site's folder import, resolved from the site's folder too.
//
// A Docusaurus site may keep its docs beside the site (`path: '../docs'`, as Prettier's and Redux's
// do) while the packages those docs import are installed in the site's node_modules. Node's rule
// (from the importing file's folder up) never reaches there; Docusaurus's bundler looks in the
// site's node_modules as well. So does this plugin, after the ordinary resolution has failed.
import { join, relative, isAbsolute } from 'node:path';
import type { Plugin } from 'vite';
import { PACKAGE_ROOT } from './paths.js';
import { packageOf } from './sharedModules.js';

const inside = (dir: string, file: string) => {
  const rel = relative(dir, file);
  return !rel.startsWith('..') && !isAbsolute(rel);
};

export function siteModulesPlugin(siteDir: string): Plugin {
  const siteImporter = join(siteDir, 'package.json');
  return {
    name: 'docs:site-modules',
    enforce: 'pre',
    resolveId: {
      // A package's name (packageOf), not `@theme…` or `@site/…`: Rolldown calls the handler for no other.
      filter: { id: /^(?![./\0#]|@theme|@site\/)[^:]+$/ },
      async handler(source, importer, options) {
        if (
          !importer ||
          !packageOf(source) ||
          source.startsWith('@theme') ||
          source.startsWith('@site/')
        )
          return null;
        const file = importer.split('?')[0]!;
        if (!isAbsolute(file) || inside(siteDir, file) || inside(PACKAGE_ROOT, file)) return null;
        const own = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (own) return own;
        return this.resolve(source, siteImporter, { ...options, skipSelf: true });
      },
    },
  };
}
