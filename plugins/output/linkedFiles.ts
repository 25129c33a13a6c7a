// A Docusaurus site's Markdown link to a file (`[the diagram](./diagram.png)`): remarkAssetLinks
// (plugins/mdx/remarkImages.ts) imports the file as `<file>?url&no-inline`, and Docusaurus's
// mdx-loader requires it through its `inlineMarkdownLinkFileLoader` alone (file-loader, the `!`
// prefix turning off the other rules), which writes every such file, an image too, as
// `assets/files/<name>-<md4><ext>`. Vite would name an image by the image rule (`assets/images/`):
// here the build writes the file under Docusaurus's name itself (the client bundle) and the module
// is its URL (both bundles). The dev server keeps Vite's own `?url` (its URLs are not kept).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { docusaurusAssetFileName } from './docusaurusAssets.js';

/** The query remarkAssetLinks gives a linked file's import. */
export const LINKED_FILE_QUERY = '?url&no-inline';

export function linkedFilesPlugin(p: { base: string; emit: boolean }): Plugin {
  return {
    name: 'docs:linked-files',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(LINKED_FILE_QUERY)) return undefined;
      const file = id.slice(0, -LINKED_FILE_QUERY.length);
      this.addWatchFile(file);
      const source = readFileSync(file);
      const fileName = docusaurusAssetFileName(basename(file), source, 'files');
      if (p.emit) this.emitFile({ type: 'asset', fileName, source });
      return { code: `export default ${JSON.stringify(p.base + fileName)};`, map: null };
    },
  };
}
