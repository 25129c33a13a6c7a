// Pages the pre-render can take from the previous build instead of rendering them again.
//
// A page's rendered HTML depends on the server bundle (theme, site config, sidebars, generated
// indexes, bundled pages) and on its own entry in the route table, whose standalone page file is
// named by the hash of the page's code and metadata. The route table and the standalone pages are
// files outside the server bundle, whose chunks are named without hashes: editing one doc leaves
// the bundle as it was. A page's key is the hash of the server files plus its own route entry. A page whose key is the
// one recorded, and whose output file is still the one written, keeps its HTML: the build lifts
// the app's markup out of the previous file and writes it again with this build's assets.
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PageHead } from '../../src/shared/pageHead.js';
import { DOCUSAURUS_ROOT_ELEMENT_ID, ROOT_ELEMENT_ID } from '../../src/shared/constants.js';
import type { Use } from './csp.js';
import { digestOf } from './outputDigests.js';
import { readWithIdentity, stillAsRead, type FileIdentity } from '../appendableFile.js';

export const PRERENDER_CACHE_VERSION = 3;

export interface PrerenderRecord {
  key: string;
  /** The page's file in the output folder, and its size and digest (outputDigests.ts) when written. */
  file: string;
  size: number;
  digest?: string;
  head: PageHead;
  /** The links and anchors the render collected from `Link` (a Docusaurus site's link check). */
  links?: string[];
  anchors?: string[];
  /**
   * What a later build needs of the page without reading it back (issue 37): the hash of the file
   * without the app's markup (`shellKey`), and the links and ids the link check takes from it and
   * what the Content-Security-Policy scan found (omitted when none). Without `shell` (a page the
   * policy wrote again, a record of an earlier version) the page is read.
   */
  shell?: string;
  /**
   * A hash of what the shell is made of (the page's path, head and assets, and what every page's
   * shell has): while it is the same, the shell is too and is not rendered to be compared.
   */
  shellInputs?: string;
  /**
   * What `shellInputs` was made of that a kept page's record does not hold already (its key and
   * head it does): every page's shell's part, and the page's assets' (its route table bucket's
   * hash, the plugins' modules). While both are the same, `shellInputs` is, without being hashed
   * again (issue 37).
   */
  shellBase?: string;
  assetInputs?: string;
  checked?: { links: string[]; ids: string[] };
  uses?: Use[];
}

export interface PrerenderCache {
  version: number;
  /** The output folder the pages were written to (none in a cache written without it). */
  outDir?: string;
  pages: Record<string, PrerenderRecord>;
  /** The file it was read from, to which the next build may append its changes. */
  source?: PrerenderCacheSource;
}

/** A read cache's file: as it was read, and the string table its records number into. */
interface PrerenderCacheSource extends FileIdentity {
  file: string;
  /** Bytes of the first segment (the cache written whole). */
  base: number;
  /** Segments appended after it. */
  appended: number;
  strings: string[];
}

/** The segments appended before the cache is written whole again. */
const MAX_APPENDED = 16;

/**
 * The file's form: the cache written whole, on one line, then (appended by rebuilds, each on a
 * line of its own: `PrerenderCacheSegment`) the strings added to the table and the pages' records
 * that changed (null: a page gone). A rebuild after one doc's edit appends that page's record
 * instead of writing the records of every page again (megabytes at 1,000 pages: issue 37).
 * Each record's each record's `checked` links and ids as numbers into one table of strings
 * (a page's sidebar links are most pages' links: written once, not once per page).
 */
interface PrerenderCacheFile {
  version: number;
  outDir?: string;
  strings?: string[];
  pages: Record<string, FileRecord>;
}

type FileRecord = Omit<PrerenderRecord, 'checked'> & { checked?: [number[], number[]] };

interface PrerenderCacheSegment {
  strings: string[];
  pages: Record<string, FileRecord | null>;
}

/** One hash of the server bundle's files. */
export function serverBundleVersion(serverDir: string): string {
  const hash = createHash('sha256');
  const files = (
    readdirSync(serverDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]
  )
    .filter((e) => e.isFile())
    .map((e) => relative(serverDir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(serverDir, f)))
      .update('\0');
  return hash.digest('base64url');
}

/** A page's key: the server bundle's version, the URL and what the route table says of it. */
export function pageKey(version: string, url: string, routeEntry: unknown): string {
  return createHash('sha256')
    .update(version)
    .update('\0')
    .update(url)
    .update('\0')
    .update(JSON.stringify(routeEntry ?? null))
    .digest('base64url');
}

/** Where the app's markup starts: its element's opening tag, of either id (htmlTemplate.ts). */
function openEnd(document: string): number {
  for (const id of [ROOT_ELEMENT_ID, DOCUSAURUS_ROOT_ELEMENT_ID]) {
    const open = `<div id="${id}">`;
    const start = document.indexOf(open);
    if (start >= 0) return start + open.length;
  }
  return -1;
}
const CLOSE = '</div></body></html>';

/**
 * A page file's hash without its app markup: all before the markup (the head, with its assets and
 * policy), the end after it being always the same. Two pages with the same app markup and the same
 * shell are the same file.
 */
export function shellKey(document: string): string | undefined {
  const end = openEnd(document);
  if (end < 0 || !document.endsWith(CLOSE)) return undefined;
  return createHash('sha1').update(document.slice(0, end)).digest('base64url');
}

/** The app's markup inside a page the build wrote (htmlTemplate.ts), or undefined if not one. */
export function appHtmlOf(document: string): string | undefined {
  const end = openEnd(document);
  if (end < 0 || !document.endsWith(CLOSE)) return undefined;
  return document.slice(end, document.length - CLOSE.length);
}

export function readPrerenderCache(file: string): PrerenderCache | undefined {
  try {
    const { bytes, identity } = readWithIdentity(file);
    const newline = bytes.indexOf(10);
    const base = newline < 0 ? bytes.length : newline;
    const lines = bytes.toString('utf8').split('\n');
    const cache = JSON.parse(lines[0]!) as PrerenderCacheFile;
    if (cache.version !== PRERENDER_CACHE_VERSION || !cache.pages) return undefined;
    const strings = cache.strings ?? [];
    // The appended segments, in order; one cut short (a build stopped while appending) throws:
    // then there is no cache at all, as with a file cut short.
    const filePages = cache.pages;
    for (let i = 1; i < lines.length; i++) {
      const segment = JSON.parse(lines[i]!) as PrerenderCacheSegment;
      for (const s of segment.strings) strings.push(s);
      for (const [url, record] of Object.entries(segment.pages))
        if (record) filePages[url] = record;
        else delete filePages[url];
    }
    /** The strings `ids` number, or undefined when one is not in the table. */
    const stringsOf = (ids: number[]): string[] | undefined => {
      const out = new Array<string>(ids.length);
      for (let k = 0; k < ids.length; k++) {
        const s = strings[ids[k]!];
        if (s === undefined) return undefined;
        out[k] = s;
      }
      return out;
    };
    const pages: Record<string, PrerenderRecord> = {};
    for (const [url, { checked, ...record }] of Object.entries(filePages)) {
      // Each string once, shared by every page naming it (the table's): a kept page's links need
      // no interning (stages/prerender.ts).
      const links = checked && stringsOf(checked[0]);
      const ids = links && stringsOf(checked[1]);
      pages[url] = ids ? { ...record, checked: { links, ids } } : { ...record, shell: undefined };
    }
    return {
      version: cache.version,
      ...(cache.outDir ? { outDir: cache.outDir } : {}),
      pages,
      source: {
        file,
        ...identity,
        base,
        appended: lines.length - 1,
        strings,
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * Writes the records of `pages`. With `previous`, the cache read from `file` at the start of this
 * build: when the file is still as it was read, for the same output folder, the records that
 * changed since (and the pages gone) are appended to it, while the appended segments stay few and
 * within a quarter of the cache written whole; else the file is written whole.
 */
export function writePrerenderCache(
  file: string,
  pages: Record<string, PrerenderRecord>,
  outDir?: string,
  previous?: PrerenderCache,
): void {
  const segment = previous && appendedSegment(file, pages, outDir, previous);
  if (segment) {
    appendFileSync(file, segment);
    return;
  }
  const strings: string[] = [];
  const index = new Map<string, number>();
  const numberOf = (s: string) => {
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = strings.push(s) - 1));
    return i;
  };
  const records: PrerenderCacheFile['pages'] = {};
  for (const [url, record] of Object.entries(pages)) records[url] = fileRecord(record, numberOf);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({
      version: PRERENDER_CACHE_VERSION,
      ...(outDir !== undefined ? { outDir } : {}),
      strings,
      pages: records,
    } satisfies PrerenderCacheFile),
  );
}

/** A record as the file has it: its checked links and ids numbered by `numberOf`. */
function fileRecord(
  { checked, ...record }: PrerenderRecord,
  numberOf: (s: string) => number,
): FileRecord {
  return checked
    ? { ...record, checked: [checked.links.map(numberOf), checked.ids.map(numberOf)] }
    : record;
}

/** Whether two records have the same fields, each the same value (a kept page's record). */
function sameRecord(a: PrerenderRecord, b: PrerenderRecord | undefined): boolean {
  if (!b) return false;
  const keys = Object.keys(a) as (keyof PrerenderRecord)[];
  for (const k of keys) if (a[k] !== b[k]) return false;
  for (const k of Object.keys(b) as (keyof PrerenderRecord)[])
    if (!(k in a) && b[k] !== undefined) return false;
  return true;
}

/**
 * The segment (a line) that turns `previous`, read from `file`, into `pages`, when it may be
 * appended (`writePrerenderCache`); undefined when the file is written whole.
 */
function appendedSegment(
  file: string,
  pages: Record<string, PrerenderRecord>,
  outDir: string | undefined,
  previous: PrerenderCache,
): string | undefined {
  const source = previous.source;
  if (!source || source.file !== file || previous.outDir !== outDir) return undefined;
  if (previous.version !== PRERENDER_CACHE_VERSION || source.appended >= MAX_APPENDED)
    return undefined;
  if (!stillAsRead(file, source)) return undefined;
  const changed: PrerenderCacheSegment['pages'] = {};
  let index: Map<string, number> | undefined;
  const strings: string[] = [];
  const numberOf = (s: string) => {
    index ??= new Map(source.strings.map((t, i) => [t, i]));
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = source.strings.length + strings.push(s) - 1));
    return i;
  };
  for (const [url, record] of Object.entries(pages))
    if (!sameRecord(record, previous.pages[url])) changed[url] = fileRecord(record, numberOf);
  for (const url of Object.keys(previous.pages))
    if (!Object.hasOwn(pages, url)) changed[url] = null;
  const segment = `\n${JSON.stringify({ strings, pages: changed } satisfies PrerenderCacheSegment)}`;
  const bytes = Buffer.byteLength(segment);
  return source.size - source.base + bytes <= source.base / 4 ? segment : undefined;
}

/**
 * The previous render's record of `url`, when that render can be kept: its key matches and its
 * file in `outDir` is the one recorded (a file edited or removed by hand is rendered again; after
 * a build into another folder, a file that is not the recorded one byte for byte).
 */
export function reusableRecord(
  cache: PrerenderCache | undefined,
  url: string,
  key: string,
  outDir: string,
): PrerenderRecord | undefined {
  const record = cache?.pages[url];
  if (!record || record.key !== key) return undefined;
  try {
    const path = join(outDir, record.file);
    if (statSync(path).size !== record.size) return undefined;
    // The pages were written to another folder (a build with another `--out-dir` came between):
    // a file of the same size here may be an older build's page (only hashed names changed), so
    // it is kept only when it is the one the record describes, byte for byte.
    if (cache!.outDir !== outDir)
      return record.digest !== undefined && digestOf(readFileSync(path)) === record.digest
        ? record
        : undefined;
    return record;
  } catch {
    return undefined;
  }
}

/**
 * A kept render's app markup, head and collected links, read from `outDir` (undefined if it no
 * longer reads as a page), and the whole file as it is there (`document`): when the page written
 * again would be the same, it is linked instead of compared with the file once more.
 */
export function readKeptPage(
  record: PrerenderRecord,
  outDir: string,
):
  | { html: string; head: PageHead; links?: string[]; anchors?: string[]; document: string }
  | undefined {
  try {
    const document = readFileSync(join(outDir, record.file), 'utf8');
    const html = appHtmlOf(document);
    if (html === undefined) return undefined;
    const { head, links, anchors } = record;
    return { html, head, ...(links ? { links } : {}), ...(anchors ? { anchors } : {}), document };
  } catch {
    return undefined;
  }
}
