// The built-in search index's terms of each page, kept in the build's cache folder so that a
// rebuild tokenizes only the pages whose text changed (issue 37). The index itself is built from
// global statistics (each field's average length), so every record's impacts are computed again;
// tokenizing, which is a third of the index's time, is not.
//
// A page is found by the hash of the texts it is tokenized from (its records' fields), so an entry
// is right whatever changed around it; the whole cache is dropped when the compiler's version
// (its code, the search code included, and the locked package versions) changed.
//
// The file: a little-endian u32 (the length of a JSON header: the version, the vocabulary, the
// pages' keys with their lengths, the keyed pages' fragment files' lengths and summaries), the header, padding
// to 4 bytes, then one Int32Array: for each page in the header's order, three field lengths per
// record, then the page's term ids; then the fragment files' bytes, in the header's order.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SearchPageSummary } from './buildLocalIndex.js';

export interface SearchTokenCache {
  version: string;
  /** Term id → term. */
  vocabulary: string[];
  /** Page key → three field lengths per record, then the page's term ids (into `vocabulary`). */
  pages: Map<string, Int32Array>;
  /**
   * Page key → its fragment files (buildLocalIndex.ts), for the pages keyed by what their records
   * are made of (`SearchPageInput.key`): a page's fragments depend on it alone. Read back as the
   * file's bytes, which are written out as they are (never decoded into strings).
   */
  fragments?: Map<string, FragmentText[]>;
  /**
   * Page key → what the index needs of its records besides its terms and fragment files
   * (buildLocalIndex.ts): with both, a rebuild gives the page without its records (issue 37).
   */
  summaries?: Map<string, SearchPageSummary>;
}

/** The key of a page's tokens: a hash of the texts they are made from, in order. */
export function pageTokenKey(texts: readonly string[]): string {
  // One update of the texts joined (each followed by NUL, as they were hashed one by one): a page
  // has a hundred short fields, and an update per field cost more than the hashing (issue 37).
  return createHash('sha1')
    .update(texts.length ? texts.join('\0') + '\0' : '')
    .digest('base64url');
}

/** A fragment file's JSON, as made (a string) or as read from the cache (its UTF-8 bytes). */
export type FragmentText = string | Uint8Array;

interface Header {
  version: string;
  vocabulary: string[];
  pages: [string, number][];
  /** Each keyed page's fragment files' byte lengths; the bytes follow the terms. */
  fragments?: [string, number[]][];
  summaries?: [string, SearchPageSummary][];
}

export function readSearchTokenCache(file: string, version: string): SearchTokenCache | undefined {
  try {
    const bytes = readFileSync(file);
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
    if (header.version !== version) return undefined;
    // A term twice is not a cache this code wrote: a rebuild takes its vocabulary as its own.
    if (new Set(header.vocabulary).size !== header.vocabulary.length) return undefined;
    const from = align4(4 + headerLength);
    const words = header.pages.reduce((n, [, length]) => n + length, 0);
    if (from + words * 4 > bytes.length) return undefined;
    const data =
      (bytes.byteOffset + from) % 4 === 0
        ? new Int32Array(bytes.buffer, bytes.byteOffset + from, words)
        : new Int32Array(new Uint8Array(bytes.subarray(from)).buffer, 0, words);
    const pages = new Map<string, Int32Array>();
    let at = 0;
    for (const [key, length] of header.pages) {
      if (at + length > data.length) return undefined;
      pages.set(key, data.subarray(at, (at += length)));
    }
    let fragments: Map<string, FragmentText[]> | undefined;
    if (header.fragments) {
      fragments = new Map();
      let byte = from + at * 4;
      for (const [key, lengths] of header.fragments) {
        const files: FragmentText[] = [];
        for (const n of lengths) {
          if (byte + n > bytes.length) return undefined;
          files.push(bytes.subarray(byte, (byte += n)));
        }
        fragments.set(key, files);
      }
    }
    return {
      version,
      vocabulary: header.vocabulary,
      pages,
      ...(fragments ? { fragments } : {}),
      ...(header.summaries ? { summaries: new Map(header.summaries) } : {}),
    };
  } catch {
    return undefined;
  }
}

const align4 = (n: number) => (n + 3) & ~3;

/** Writes the cache (through a temporary file: a build stopped midway leaves the previous one). */
export function writeSearchTokenCache(file: string, cache: SearchTokenCache): void {
  const fragments = [...(cache.fragments ?? [])].map(
    ([key, texts]) =>
      [key, texts.map((t) => (typeof t === 'string' ? Buffer.from(t) : t))] as const,
  );
  const header: Header = {
    version: cache.version,
    vocabulary: cache.vocabulary,
    pages: [...cache.pages].map(([key, data]) => [key, data.length]),
    ...(fragments.length
      ? { fragments: fragments.map(([key, files]) => [key, files.map((f) => f.length)]) }
      : {}),
    ...(cache.summaries?.size ? { summaries: [...cache.summaries] } : {}),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const from = align4(4 + json.length);
  let length = 0;
  for (const data of cache.pages.values()) length += data.length;
  let fragmentBytes = 0;
  for (const [, files] of fragments) for (const f of files) fragmentBytes += f.length;
  const bytes = Buffer.alloc(from + length * 4 + fragmentBytes);
  bytes.writeUInt32LE(json.length, 0);
  json.copy(bytes, 4);
  const out = new Int32Array(bytes.buffer, bytes.byteOffset + from, length);
  let at = 0;
  for (const data of cache.pages.values()) {
    out.set(data, at);
    at += data.length;
  }
  let byte = from + length * 4;
  for (const [, files] of fragments)
    for (const f of files) {
      bytes.set(f, byte);
      byte += f.length;
    }
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
