// The files of the built-in search index, written by plugins/search/buildLocalIndex.ts and read by
// the browser (src/shared/search/searchIndex.ts): one small entry file, term chunks sorted by term
// (so a word, its prefixes and its near misses sit in one or two chunks) and fragment files holding
// what each record's hit displays, FRAGMENT_GROUP records a file (a file per record made a dozen
// files a page: kernel time at build, and past the file limit of CDNs such as Cloudflare Pages; a
// file per page made a hit on a long page load all of its sections). A visit fetches the entry, the
// chunks its words need and the fragment files of the hits it shows; never the whole index.

/** The entry file, at the site root (its name is stable; everything it points to is immutable). */
export const SEARCH_ENTRY_FILE = 'search-index.json';
/** Folder of the immutable index files, under the site root; `<id>/` below it changes with content. */
export const SEARCH_ASSETS_DIR = 'assets/search';
export const SEARCH_INDEX_VERSION = 7;
/** Impacts are stored as bytes: score × IMPACT_SCALE, capped at 255. */
export const IMPACT_SCALE = 8;

export interface SearchIndexEntry {
  version: number;
  /** Content hash of the whole index: the folder of this build's chunks (and sections file). */
  id: string;
  /**
   * The folder of each shelf of fragment files (FRAGMENT_SHELF groups, in group order): a hash of
   * the shelf's files, so that an edit of one page moves one shelf's files, not every page's.
   */
  shelves: string[];
  /** Number of records (sections). */
  records: number;
  /** Record count of each page, in page order (a page's records are consecutive, ids ascending). */
  pageSizes: number[];
  /**
   * Each chunk's key, sorted: chunk i holds the terms from chunks[i] up to chunks[i+1] (a key is the
   * shortest start of the chunk's first term that sorts after the chunk before; '' for the first).
   */
  chunks: string[];
  /**
   * Synonym groups (the site's `search.synonyms`, then the abbreviations its titles, headings and
   * keywords define): expressions a query may use for one another.
   */
  synonyms?: string[][];
  /**
   * The words queries leave out, as the build has them (plugins/search/queryVocabulary.ts): the
   * stop words the index was built without and the fillers of a question (space-separated), and
   * a regular expression of the stop phrases (lower case). Data of the index, not code of the
   * search: the search code every first query loads holds no word list.
   */
  query: { stopWords: string; fillers: string; phrases: string };
  /**
   * 1 when the index has a sections file (`sectionsFile`): the first page of each run of pages of
   * one section (their `lvl0`), ascending, for the search's fallback that ranks by section when
   * every word of a query is rare. A file of its own, loaded by such a query only: the entry is
   * loaded by every first query. Absent with too many runs.
   */
  sections?: 1;
  /**
   * Versioned docs: the docsearch tags of the pages (`docs-<plugin>-<version>`), and each page's
   * index in `tags` (-1: `default`). Absent on a site without versions: every page is searched.
   */
  tags?: string[];
  pageTags?: number[];
}

/** What one hit displays: [page path (without the base URL), anchor, level, [lvl0 … lvlN], content]. */
export type RecordFragment = [string, string | null, number, (string | null)[], string | null];

export const chunkFile = (id: string, i: number) => `${SEARCH_ASSETS_DIR}/${id}/c${i}.bin`;
/** The pages where each section's run starts, `number[]` (SearchIndexEntry.sections). */
export const sectionsFile = (id: string) => `${SEARCH_ASSETS_DIR}/${id}/sections.json`;
/**
 * Fragment groups per folder (`SearchIndexEntry.shelves`). The index's files are immutable, under
 * folders named by their content: one folder for every fragment file made a one-doc rebuild move
 * all of them (2,250 renames at 1,000 pages, issue 37); a shelf's folder changes with its files.
 */
export const FRAGMENT_SHELF = 256;
/** Fragments of a group of records, in record order (`FragmentFile`, fragmentFile.ts). */
export const fragmentsFile = (entry: Pick<SearchIndexEntry, 'shelves'>, group: number) =>
  shelfFile(entry.shelves[Math.floor(group / FRAGMENT_SHELF)]!, group);
/** A fragment file in the folder of its shelf. */
export const shelfFile = (folder: string, group: number) =>
  `${SEARCH_ASSETS_DIR}/${folder}/f${group}.json`;
/**
 * Most records in one fragment file. A page's records (consecutive ids) are split into the fewest
 * groups of at most this many, of near-equal sizes; a group never spans two pages, since a query's
 * hits come grouped by page. So a short page is one file, and a hit on a long reference page does
 * not load all of its sections.
 */
export const FRAGMENT_GROUP = 8;

/** For each record, its fragment group and its place in it, from the pages' record counts. */
export function fragmentGroups(pageSizes: number[]): { group: Int32Array; offset: Int32Array } {
  const total = pageSizes.reduce((a, n) => a + n, 0);
  const group = new Int32Array(total);
  const offset = new Int32Array(total);
  let id = 0;
  let g = 0;
  for (const n of pageSizes) {
    const groups = Math.ceil(n / FRAGMENT_GROUP);
    for (let k = 0; k < groups; k++, g++) {
      const size = Math.floor((n * (k + 1)) / groups) - Math.floor((n * k) / groups);
      for (let i = 0; i < size; i++, id++) {
        group[id] = g;
        offset[id] = i;
      }
    }
  }
  return { group, offset };
}

/** One posting list: record ids (ascending) and their impact bytes. */
export interface TermPostings {
  term: string;
  /** Record ids, ascending. */
  ids: ArrayLike<number>;
  /** One byte each, in the order of `ids`. */
  impacts: ArrayLike<number>;
}

/** Chunk layout: varint term count; per term: varint byte length, UTF-8 bytes, varint posting count, then (varint id gap, impact byte) pairs. */
export function encodeChunk(terms: TermPostings[]): Uint8Array {
  // Written into one byte array made large enough up front (a varint of a 32-bit number takes at
  // most 5 bytes, a UTF-16 code unit at most 3 in UTF-8), without a call per byte: the chunks
  // were a fifth of a rebuild's search index (issue 37).
  let bound = 5;
  for (const t of terms) bound += 10 + t.term.length * 3 + t.ids.length * 6;
  const bytes = new Uint8Array(bound);
  const textEncoder = new TextEncoder();
  let length = 0;
  let n = terms.length;
  while (n >= 0x80) {
    bytes[length++] = (n & 0x7f) | 0x80;
    n >>>= 7;
  }
  bytes[length++] = n;
  for (const t of terms) {
    // The term's UTF-8 bytes go after its length's varint, whose size is known only once they are
    // written: written at the longest place, then moved back when the varint is shorter.
    const at = length + 5;
    const written = textEncoder.encodeInto(t.term, bytes.subarray(at)).written;
    n = written;
    while (n >= 0x80) {
      bytes[length++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    bytes[length++] = n;
    if (length !== at) bytes.copyWithin(length, at, at + written);
    length += written;
    const { ids, impacts } = t;
    n = ids.length;
    while (n >= 0x80) {
      bytes[length++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    bytes[length++] = n;
    let previous = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      n = id - previous;
      previous = id;
      while (n >= 0x80) {
        bytes[length++] = (n & 0x7f) | 0x80;
        n >>>= 7;
      }
      bytes[length++] = n;
      bytes[length++] = impacts[i]!;
    }
  }
  return bytes.slice(0, length);
}

/** A decoded chunk: its terms (sorted) and where each term's postings start; postings decode lazily. */
export interface Chunk {
  terms: string[];
  offsets: number[];
  counts: number[];
  bytes: Uint8Array;
}

export function decodeChunk(bytes: Uint8Array): Chunk {
  let pos = 0;
  const varint = () => {
    let n = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[pos++]!;
      n += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    return n;
  };
  const dec = new TextDecoder();
  const count = varint();
  const chunk: Chunk = { terms: [], offsets: [], counts: [], bytes };
  for (let i = 0; i < count; i++) {
    const len = varint();
    chunk.terms.push(dec.decode(bytes.subarray(pos, pos + len)));
    pos += len;
    const n = varint();
    chunk.counts.push(n);
    chunk.offsets.push(pos);
    for (let j = 0; j < n; j++) {
      while (bytes[pos++]! & 0x80);
      pos++;
    }
  }
  return chunk;
}

/** Calls fn(recordId, impact) for each posting of the chunk's i-th term. */
export function forEachPosting(
  chunk: Chunk,
  i: number,
  fn: (id: number, impact: number) => void,
): void {
  const bytes = chunk.bytes;
  let pos = chunk.offsets[i]!;
  let id = 0;
  for (let j = chunk.counts[i]!; j > 0; j--) {
    let n = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[pos++]!;
      n += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    id += n;
    fn(id, bytes[pos++]!);
  }
}
