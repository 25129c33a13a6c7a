// Where a Docusaurus site's bundled files are written, and which are inlined, as Docusaurus's
// webpack loaders do it (@docusaurus/utils webpackUtils, the same in 3.8.1 and 3.10.2):
// - url-loader (images, SVGs, fonts, audio and video; Markdown images too) inlines a file of at
//   most WEBPACK_URL_LOADER_LIMIT bytes (10,000 unless the environment says otherwise) as a
//   `data:` URL; file-loader (other files: a Markdown link's target) never does;
// - an emitted file is `assets/<folder>/<name>-<hash><ext>`, the folder `images`, `fonts`,
//   `medias` or `files` by the loader's rule, the hash file-loader's `[contenthash]`: the MD4 of
//   the content in 32 hex digits (loader-utils' default), so a file keeps Docusaurus's URL.
// A site of this generator's own format keeps Vite's names (plugins/output/mainStylesheetName.ts).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';

/**
 * mime-types, loaded when a file is first inlined: every doc's compile imports this module, and
 * its table of types (mime-db) cost each build about 10 ms of CPU to compile and fill in, for the
 * Markdown images of a Docusaurus site alone (issue 37: a rebuild after one doc's edit).
 */
let mimeTypes: typeof import('mime-types') | undefined;
const contentType = (ext: string) =>
  (mimeTypes ??= createRequire(import.meta.url)(
    'mime-types',
  ) as typeof import('mime-types')).contentType(ext);

const IMAGE = /\.(?:ico|jpe?g|png|gif|webp|avif|svg)$/i;
const FONT = /\.(?:woff2?|eot|ttf|otf)$/i;
const MEDIA = /\.(?:mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac)$/i;

/** The folder under `assets/` Docusaurus's loaders give a file, by its name. */
export function docusaurusAssetFolder(fileName: string): 'images' | 'fonts' | 'medias' | 'files' {
  const name = fileName.replace(/[?#].*$/, '');
  if (IMAGE.test(name)) return 'images';
  if (FONT.test(name)) return 'fonts';
  if (MEDIA.test(name)) return 'medias';
  return 'files';
}

/** url-loader's limit: Docusaurus's WEBPACK_URL_LOADER_LIMIT, 10,000 bytes by default. */
export function urlLoaderLimit(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.WEBPACK_URL_LOADER_LIMIT);
  return env.WEBPACK_URL_LOADER_LIMIT !== undefined && Number.isFinite(given) ? given : 10000;
}

/**
 * Vite's `build.assetsInlineLimit` for a Docusaurus site: a file url-loader takes is inlined when
 * it has at most the limit's bytes (url-loader compares with `<=`); any other file is emitted.
 */
export function docusaurusInlineLimit(limit = urlLoaderLimit()) {
  return (file: string, content: Buffer): boolean =>
    docusaurusAssetFolder(file) !== 'files' && content.length <= limit;
}

/**
 * The `data:` URL url-loader makes of a file it inlines (the type of its extension, base64), or
 * undefined when url-loader would emit it (larger than the limit, or a type file-loader takes).
 */
export function urlLoaderDataUrl(file: string, limit = urlLoaderLimit()): string | undefined {
  if (docusaurusAssetFolder(file) === 'files') return undefined;
  try {
    if (statSync(file).size > limit) return undefined;
    return dataUrlOf(file);
  } catch {
    return undefined;
  }
}

/** url-loader's `data:` URL of a file: `mimetype`, else its extension's type; base64. */
export function dataUrlOf(file: string, mimetype?: string): string {
  const type = mimetype ?? (contentType(extname(file)) || '').replace(/;\s+charset/i, ';charset');
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * The name Docusaurus's file-loader gives an emitted file: `assets/<folder>/<name>-<md4><ext>`, the
 * folder by the loader's rule, or `folder` (a Markdown link's target, whatever its type, goes
 * through mdx-loader's `inlineMarkdownLinkFileLoader`: `files`).
 */
export function docusaurusAssetFileName(
  name: string,
  source: string | Uint8Array,
  folder = docusaurusAssetFolder(name),
): string {
  const ext = extname(name);
  const base = name.slice(0, name.length - ext.length);
  const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : source;
  return `assets/${folder}/${base}-${md4Hex(bytes)}${ext}`;
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** MD4 (RFC 1320) of `bytes`, as 32 hex digits. */
export function md4Hex(bytes: Uint8Array): string {
  const length = bytes.length;
  const padded = new Uint8Array((((length + 8) >>> 6) + 1) << 6);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(length / 0x20000000), true);
  let a = 0x67452301;
  let b = 0xefcdab89;
  let c = 0x98badcfe;
  let d = 0x10325476;
  const x = new Array<number>(16);
  const f = (p: number, q: number, r: number) => (p & q) | (~p & r);
  const g = (p: number, q: number, r: number) => (p & q) | (p & r) | (q & r);
  const h = (p: number, q: number, r: number) => p ^ q ^ r;
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) x[i] = view.getUint32(block + i * 4, true);
    const [aa, bb, cc, dd] = [a, b, c, d];
    for (let i = 0; i < 16; i++) {
      const s = [3, 7, 11, 19][i % 4]!;
      const t = rotl((a + f(b, c, d) + x[i]!) | 0, s);
      [a, b, c, d] = [d, t, b, c];
    }
    for (let i = 0; i < 16; i++) {
      const k = (i % 4) * 4 + (i >>> 2);
      const s = [3, 5, 9, 13][i % 4]!;
      const t = rotl((a + g(b, c, d) + x[k]! + 0x5a827999) | 0, s);
      [a, b, c, d] = [d, t, b, c];
    }
    const order = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15];
    for (let i = 0; i < 16; i++) {
      const s = [3, 9, 11, 15][i % 4]!;
      const t = rotl((a + h(b, c, d) + x[order[i]!]! + 0x6ed9eba1) | 0, s);
      [a, b, c, d] = [d, t, b, c];
    }
    a = (a + aa) | 0;
    b = (b + bb) | 0;
    c = (c + cc) | 0;
    d = (d + dd) | 0;
  }
  const out = new DataView(new ArrayBuffer(16));
  [a, b, c, d].forEach((word, i) => out.setUint32(i * 4, word >>> 0, true));
  return [...new Uint8Array(out.buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
