// Where the co-located images of exported Markdown (llms-full.txt, the .md beside each page) are
// in the built site. The compile marks their URLs (IMAGE_MARK in markdownExport.ts) because the
// bundler names their files later: the file it emitted is in its manifest; an image it inlined
// into the page's code as a data URL has no file, so this copies it under a content-hashed name.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { imagePath } from '../mdx/remarkImages.js';

/** Folder of the copies (beside the bundler's assets, immutable like them). */
export const MARKDOWN_IMAGES_DIR = 'assets/md-images';

export function createMarkdownImages(params: {
  /** The output file the bundler emitted for an image (absolute path), if any. */
  bundled: (image: string) => string | undefined;
  /** A site path (`/assets/x.png`) → the absolute URL exported Markdown links to. */
  absolute: (path: string) => string;
}) {
  const copies = new Map<string, { file: string; content: Buffer }>();
  return {
    /** The absolute URL of the image `written` (as in the doc) refers to from `docFile`. */
    url(docFile: string, written: string): string {
      let image: string;
      try {
        image = resolve(dirname(docFile), imagePath(written)); // as the compile resolved it
      } catch {
        return written;
      }
      let file = params.bundled(image) ?? copies.get(image)?.file;
      if (!file) {
        let content: Buffer;
        try {
          content = readFileSync(image);
        } catch {
          return written; // the compile reports a missing image; nothing to point to here
        }
        const ext = extname(image);
        const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
        file = `${MARKDOWN_IMAGES_DIR}/${basename(image, ext)}-${hash}${ext}`;
        copies.set(image, { file, content });
      }
      return params.absolute('/' + encodeURI(file));
    },
    /** The copies to write: output file → content. */
    files(): [string, Uint8Array][] {
      return [...copies.values()].map((c) => [c.file, c.content]);
    },
  };
}
