// The built-in search index's terms of each page, kept in the build's cache folder so that a
// rebuild tokenizes only the pages whose text changed (issue 37). The index itself is built from
// global statistics (each field's average length), so every record's impacts are computed again;
// tokenizing, which is a third of the index's time, is not.
//
// A page is found by the hash of the texts it is tokenized from (its records' fields), so an entry
// is right whatever changed around it; the whole cache is dropped when the compiler's version
// (its code, the search code included, and the locked package versions) changed.
//
// The file is one or more segments. A segment: a little-endian u32 (the length of a JSON header:
// the version, the vocabulary, the pages' keys with their lengths, the keyed pages' fragment files'
// lengths and summaries), the header, padding to 4 bytes, then one Int32Array: for each page in
// the header's order, three field lengths per record, then the page's term ids; then the fragment
// files' bytes, in the header's order, and padding to 4 bytes. The first segment holds a whole
// cache; each later one (appended by a rebuild, `writeSearchTokenCache`) the terms added to the
// vocabulary, the pages dropped and the pages added since: a rebuild after one edit appends one
// page's terms instead of writing the 8.5 MB of a 1,000-page site again (issue 37).
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SearchPageSummary } from './buildLocalIndex.js';
import { readWithIdentity, stillAsRead, type FileIdentity } from '../appendableFile.js';

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
  /** The file the cache was read from, as it was then (`readSearchTokenCache`). */
  source?: CacheSource;
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

/** A read cache's file, by which a cache written after it may be appended to it instead. */
interface CacheSource extends FileIdentity {
  file: string;
  /** The first segment's size in bytes, and how many segments follow it. */
  base: number;
  appended: number;
}

interface Header {
  version: string;
  /** The vocabulary (an appended segment: the terms added after those before it). */
  vocabulary: string[];
  /** The pages' keys and their data's lengths (an appended segment: the pages added). */
  pages: [string, number][];
  /** Each keyed page's fragment files' byte lengths; the bytes follow the terms. */
  fragments?: [string, number[]][];
  summaries?: [string, SearchPageSummary][];
  /** An appended segment: the vocabulary's length before it, and the pages it drops. */
  after?: number;
  removed?: string[];
}

/** The segments appended before a cache is written whole again (each one is parsed when read). */
const MAX_APPENDED = 16;

export function readSearchTokenCache(file: string, version: string): SearchTokenCache | undefined {
  try {
    const { bytes, identity } = readWithIdentity(file);
    const cache: SearchTokenCache = { version, vocabulary: [], pages: new Map() };
    let at = 0;
    let base = 0;
    let appended = -1;
    while (at < bytes.length) {
      const end = readSegment(bytes, at, cache, appended >= 0);
      if (end === undefined) return undefined;
      if (appended++ < 0) base = end;
      at = end;
    }
    if (appended < 0) return undefined;
    // A term twice is not a cache this code wrote: a rebuild takes its vocabulary as its own.
    if (new Set(cache.vocabulary).size !== cache.vocabulary.length) return undefined;
    cache.source = {
      file,
      ...identity,
      base,
      appended,
    };
    return cache;
  } catch {
    return undefined;
  }
}

/**
 * Reads the segment at `at` into `cache` (an appended one's changes to what is there): where the
 * next starts, or undefined when it is not a segment of this version and this code.
 */
function readSegment(
  bytes: Buffer,
  at: number,
  cache: SearchTokenCache,
  isAppended: boolean,
): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  const headerLength = bytes.readUInt32LE(at);
  if (at + 4 + headerLength > bytes.length) return undefined;
  const header = JSON.parse(bytes.toString('utf8', at + 4, at + 4 + headerLength)) as Header;
  if (header.version !== cache.version) return undefined;
  if (isAppended !== (header.after !== undefined)) return undefined;
  if (isAppended && header.after !== cache.vocabulary.length) return undefined;
  const from = align4(at + 4 + headerLength);
  const words = header.pages.reduce((n, [, length]) => n + length, 0);
  if (from + words * 4 > bytes.length) return undefined;
  const data =
    (bytes.byteOffset + from) % 4 === 0
      ? new Int32Array(bytes.buffer, bytes.byteOffset + from, words)
      : new Int32Array(new Uint8Array(bytes.subarray(from, from + words * 4)).buffer, 0, words);
  for (const key of header.removed ?? []) {
    cache.pages.delete(key);
    cache.fragments?.delete(key);
    cache.summaries?.delete(key);
  }
  for (const term of header.vocabulary) cache.vocabulary.push(term);
  let word = 0;
  for (const [key, length] of header.pages) {
    if (word + length > data.length) return undefined;
    cache.pages.set(key, data.subarray(word, (word += length)));
  }
  let byte = from + word * 4;
  if (header.fragments) {
    cache.fragments ??= new Map();
    for (const [key, lengths] of header.fragments) {
      const files: FragmentText[] = [];
      for (const n of lengths) {
        if (byte + n > bytes.length) return undefined;
        files.push(bytes.subarray(byte, (byte += n)));
      }
      cache.fragments.set(key, files);
    }
  }
  if (header.summaries) {
    cache.summaries ??= new Map();
    for (const [key, summary] of header.summaries) cache.summaries.set(key, summary);
  }
  const end = align4(byte);
  return end <= bytes.length ? end : undefined;
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * Writes the cache (through a temporary file: a build stopped midway leaves the previous one).
 * With `previous`, the cache read from `file` that this one was built from: when the file is still
 * as it was read and this cache only adds terms to its vocabulary, a segment with the pages that
 * changed is appended instead (a build stopped midway leaves a segment cut short: the next build
 * finds no cache, tokenizes every page and writes it whole).
 */
export function writeSearchTokenCache(
  file: string,
  cache: SearchTokenCache,
  previous?: SearchTokenCache,
): void {
  const segment = previous && appendedSegment(file, cache, previous);
  if (segment) {
    appendFileSync(file, segment);
    return;
  }
  const bytes = encodeSegment(
    {
      version: cache.version,
      vocabulary: cache.vocabulary,
      pages: [],
      ...(cache.summaries?.size ? { summaries: [...cache.summaries] } : {}),
    },
    cache.pages,
    cache.fragments,
  );
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/**
 * The segment that turns `previous`, read from `file`, into `cache`, when it may be appended: the
 * file is as it was read, `cache`'s vocabulary starts with all of `previous`'s, and the segments
 * appended since the file was written whole stay few and small beside it.
 */
function appendedSegment(
  file: string,
  cache: SearchTokenCache,
  previous: SearchTokenCache,
): Buffer | undefined {
  const source = previous.source;
  if (!source || source.file !== file || previous.version !== cache.version) return undefined;
  if (source.appended >= MAX_APPENDED) return undefined;
  const before = previous.vocabulary;
  if (cache.vocabulary.length < before.length) return undefined;
  for (let i = 0; i < before.length; i++) if (cache.vocabulary[i] !== before[i]) return undefined;
  if (!stillAsRead(file, source)) return undefined;
  // A page is kept when its terms, fragment files and summary are the very ones read.
  const same = (key: string, data: Int32Array) =>
    previous.pages.get(key) === data &&
    previous.fragments?.get(key) === cache.fragments?.get(key) &&
    previous.summaries?.get(key) === cache.summaries?.get(key);
  const removed: string[] = [];
  for (const key of previous.pages.keys()) {
    const data = cache.pages.get(key);
    if (!data || !same(key, data)) removed.push(key);
  }
  const added = new Map<string, Int32Array>();
  for (const [key, data] of cache.pages) if (!same(key, data)) added.set(key, data);
  const fragments = new Map<string, FragmentText[]>();
  const summaries: [string, SearchPageSummary][] = [];
  for (const key of added.keys()) {
    const f = cache.fragments?.get(key);
    if (f) fragments.set(key, f);
    const s = cache.summaries?.get(key);
    if (s) summaries.push([key, s]);
  }
  const bytes = encodeSegment(
    {
      version: cache.version,
      vocabulary: cache.vocabulary.slice(before.length),
      pages: [],
      ...(summaries.length ? { summaries } : {}),
      after: before.length,
      removed,
    },
    added,
    fragments,
  );
  // What was appended, dropped pages included, stays within a quarter of the whole cache.
  return source.size - source.base + bytes.length <= source.base / 4 ? bytes : undefined;
}

/** A segment of `header` with `pages`' terms and `fragments`' bytes (its `pages` are filled in). */
function encodeSegment(
  header: Header,
  pages: Map<string, Int32Array>,
  fragmentTexts: Map<string, FragmentText[]> | undefined,
): Buffer {
  const fragments = [...(fragmentTexts ?? [])].map(
    ([key, texts]) =>
      [key, texts.map((t) => (typeof t === 'string' ? Buffer.from(t) : t))] as const,
  );
  header.pages = [...pages].map(([key, data]) => [key, data.length]);
  if (fragments.length)
    header.fragments = fragments.map(([key, files]) => [key, files.map((f) => f.length)]);
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const from = align4(4 + json.length);
  let length = 0;
  for (const data of pages.values()) length += data.length;
  let fragmentBytes = 0;
  for (const [, files] of fragments) for (const f of files) fragmentBytes += f.length;
  const bytes = Buffer.alloc(align4(from + length * 4 + fragmentBytes));
  bytes.writeUInt32LE(json.length, 0);
  json.copy(bytes, 4);
  const out = new Int32Array(bytes.buffer, bytes.byteOffset + from, length);
  let at = 0;
  for (const data of pages.values()) {
    out.set(data, at);
    at += data.length;
  }
  let byte = from + length * 4;
  for (const [, files] of fragments)
    for (const f of files) {
      bytes.set(f, byte);
      byte += f.length;
    }
  return bytes;
}
