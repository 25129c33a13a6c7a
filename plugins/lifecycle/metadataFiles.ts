// A content page's metadata file as Docusaurus's content plugins write it
// (`${docuHash(source)}.json` in the plugin's data folder: its MDX loader imports it as the page's
// `metadata`), which a site plugin wrapping the blog or the docs may write again with keys added
// (plugins/blog/metadataFiles.ts, plugins/builtins/docsPlugin.ts). `docuHash` is @docusaurus/utils':
// the kebab-case of the string and the first three hex digits of its MD5, the kebab-case cut when
// the name would pass the file system's 255 (bytes; characters on macOS and Windows) less 10.
import { createHash } from 'node:crypto';
import { kebabCase } from '../blog/posts.js';
import type { DataFileProblem } from './generatorHooks.js';

const MAX_SEGMENT = 255;
const SPACE_FOR_APPENDING = 10;
const charsLimited = process.platform === 'darwin' || process.platform === 'win32';

const tooLong = (s: string) =>
  (charsLimited ? s.length : Buffer.byteLength(s)) + SPACE_FOR_APPENDING > MAX_SEGMENT;

function shortened(s: string): string {
  if (charsLimited) return s.slice(0, MAX_SEGMENT - SPACE_FOR_APPENDING - 1);
  return Buffer.from(s)
    .subarray(0, MAX_SEGMENT - SPACE_FOR_APPENDING - 1)
    .toString();
}

/** `docuHash(str)` as Docusaurus 3 computes it (no `hashExtra`, hash length 3). */
export function docuHash(str: string): string {
  if (str === '/') return 'index';
  const hash = createHash('md5').update(str).digest('hex').slice(0, 3);
  const name = `${kebabCase(str)}-${hash}`;
  return tooLong(name) ? `${shortened(kebabCase(str))}-${hash}` : name;
}

const roundTrip = (v: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(v ?? {})) as Record<string, unknown>;

/** The keys the file adds to the metadata, or a problem with what it changes. */
export function addedKeys(
  rel: string,
  text: string,
  metadata: unknown,
  what: { page: string; where: string },
): { added: Record<string, unknown> } | { problem: DataFileProblem } {
  let written: unknown;
  try {
    written = JSON.parse(text);
  } catch (e) {
    return {
      problem: {
        rel,
        message: `this is ${what.page}'s metadata file, and it is not JSON (${(e as Error).message})`,
        hint: 'write the metadata object: createData(name, JSON.stringify({ ...metadata, extra }))',
      },
    };
  }
  if (!written || typeof written !== 'object' || Array.isArray(written))
    return {
      problem: {
        rel,
        message: `this is ${what.page}'s metadata file, and it holds no object`,
        hint: 'write the metadata object: createData(name, JSON.stringify({ ...metadata, extra }))',
      },
    };
  const now = roundTrip(metadata);
  const file = written as Record<string, unknown>;
  const json = (v: unknown) => JSON.stringify(v);
  const changed = Object.keys(now).filter((k) => k in file && json(file[k]) !== json(now[k]));
  const dropped = Object.keys(now).filter((k) => !(k in file));
  if (changed.length || dropped.length)
    return {
      problem: {
        rel,
        message: `this is ${what.page}'s metadata file, and it ${[
          changed.length ? `changes ${changed.map((k) => `"${k}"`).join(', ')}` : '',
          dropped.length ? `leaves out ${dropped.map((k) => `"${k}"`).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(
            ' and ',
          )} of the metadata ${what.where} has: the page would show values its routes, sidebar and feeds do not have, which is not followed here`,
        hint: `write the metadata as ${what.where} has it, with keys of your own added (\`{ ...metadata, extra }\`); to change a title, date or other value, change it in ${what.where} before calling the plugin's own contentLoaded`,
      },
    };
  const added = Object.fromEntries(Object.entries(file).filter(([k]) => !(k in now)));
  return { added };
}
