// Imports by an absolute site path (`import users from '/data/users.json'`, `require('/img/x.png')`)
// resolved as Docusaurus's webpack resolves them (`resolve.roots`): in each static folder first,
// then the site folder. Vite alone reads such a path from the site folder only, and takes one in
// its public folder for a URL rather than a module. An absolute path of the machine (a module the
// build generated, an import of a file outside the site) is left to Vite.
import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Modules whose imports are code imports (not a stylesheet's `url()`). */
const CODE_IMPORTER = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export function siteRootsPlugin(params: { siteDir: string; staticDirs: string[] }): Plugin {
  const roots = [...params.staticDirs, params.siteDir];
  return {
    name: 'docs:site-roots',
    enforce: 'pre',
    resolveId: {
      // An absolute path (not `//…`): Rolldown calls the handler for no other import.
      filter: { id: /^\/(?!\/)/ },
      async handler(source, importer, options) {
        if (!source.startsWith('/') || source.startsWith('//') || !importer) return null;
        const importerFile = importer.split('?')[0]!;
        if (!CODE_IMPORTER.test(importerFile) || importerFile.includes(`${sep}node_modules${sep}`))
          return null;
        const [path, query] = source.split(/(?=\?)/) as [string, string?];
        // A path of the machine (the generator's own modules, a docs folder beside the site).
        if (isFile(path) || roots.some((root) => path.startsWith(root + sep))) return null;
        for (const root of roots) {
          const candidate = join(root, path);
          // With the extensions and index files Vite tries (`/data/users` for users.json).
          const resolved = await this.resolve(candidate + (query ?? ''), importer, {
            ...options,
            skipSelf: true,
          });
          if (resolved && !resolved.external && isFile(resolved.id.split('?')[0]!)) return resolved;
        }
        return null;
      },
    },
  };
}
