// Imports written with webpack's inline loader syntax, which Docusaurus sites use to take a file's
// text (typescript-eslint's docs: `import x from '!!../types.ts?raw'`, a site webpack rule
// turning `?raw` into the file's source; older sites: `!!raw-loader!./file.js`, `raw-loader!./x.txt`). Vite's own `?raw`
// gives the same string, so the request becomes `<path>?raw`. Any other inline loader is left to
// fail at the import, named (there is no Vite meaning for it).
import type { Plugin } from 'vite';

/** `request` as Vite reads it, if it is a raw-text import in webpack's inline syntax. */
export function viteRequestOf(request: string): string | undefined {
  // Without a prefix, the inline loader runs before the configured ones (none for a text file):
  // Ory's `require("raw-loader!./samples/x.txt")`.
  const prefix = /^(?:-!|!!|!)?/.exec(request)![0];
  const rest = request.slice(prefix.length);
  const loaders = rest.split('!');
  const path = loaders.pop()!;
  if (!path) return undefined;
  if (loaders.length === 0) return prefix && /[?&]raw(?:&|$)/.test(path) ? path : undefined;
  if (loaders.length === 1 && /^raw-loader(?:\?.*)?$/.test(loaders[0]!))
    return `${path.split('?')[0]}?raw`;
  return undefined;
}

/** The Vite plugin: resolves such a request as its `?raw` form. */
export function webpackInlineLoadersPlugin(): Plugin {
  return {
    name: 'docs:webpack-inline-loaders',
    enforce: 'pre',
    resolveId: {
      // Only a request with a `!` can be one (Rolldown calls the handler for no other import).
      filter: { id: /!/ },
      async handler(source, importer, options) {
        const request = viteRequestOf(source);
        if (!request) return null;
        return this.resolve(request, importer, { ...options, skipSelf: true });
      },
    },
  };
}
