// Builds the built-in search index from the site's records: BM25 impacts per (term, section),
// precomputed at build time and stored as one byte, so the browser only adds numbers; term chunks
// sorted by term; fragment files holding the records' display fragments, FRAGMENT_GROUP records
// each (see indexFormat.ts). Pure: returns the files, the build writes them.
import { createHash } from 'node:crypto';
import {
  chunkFile,
  encodeChunk,
  FRAGMENT_GROUP,
  FRAGMENT_SHELF,
  fragmentGroups,
  shelfFile,
  IMPACT_SCALE,
  sectionsFile,
  SEARCH_INDEX_VERSION,
  type RecordFragment,
  type SearchIndexEntry,
  type TermPostings,
} from '../../src/shared/search/indexFormat.js';
import type { SearchRecord } from '../../src/shared/types.js';
import { contentSynonyms } from './contentSynonyms.js';
import { encodeFragments } from '../../src/shared/search/fragmentFile.js';
import { indexTerms, queryVocabulary } from './queryVocabulary.js';
import { pageTokenKey, type FragmentText, type SearchTokenCache } from './searchTokenCache.js';

export interface SearchPageInput {
  /** The page's path without the base URL (`/iot/rockblock/overview`). */
  permalink: string;
  /** Front matter keywords: searched like the title, never shown. */
  keywords?: string[];
  /**
   * The page's records, in document order (lvl1 first). Empty for a page given by its `summary`
   * instead: one whose terms and fragment files the previous build's tokens cache holds.
   */
  records: SearchRecord[];
  /**
   * What the index takes of the records of a page whose terms and fragment files come from the
   * tokens cache (`reusableSummary`): a rebuild neither makes nor reads its records (issue 37).
   */
  summary?: SearchPageSummary;
  /**
   * Given by the summary the previous build's tokens cache keeps for its `key`, which whoever
   * builds the index takes from the cache it reads (`withCachedSummaries`): the build's main
   * thread then reads neither the cache nor the summaries (searchIndexThread.ts).
   */
  cachedSummary?: true;
  /** Versioned docs: the page's docsearch tag (`docs-<plugin>-<version>`), for the version filter. */
  tag?: string;
  /**
   * A hash of everything the page's records and keywords are made of, its permalink included
   * (collectSearchRecords.ts): the page's terms and fragment files are kept by it from one build
   * to the next (searchTokenCache.ts) and neither its texts nor its fragments are made again.
   * Without it, the terms are kept by a hash of the texts.
   */
  key?: string;
}

/** What the index needs of a page's records besides their terms and fragment files. */
export interface SearchPageSummary {
  /** Each record's level (its count is the page's record count). */
  levels: number[];
  /** The first record's `lvl0` (its section), when it has one. */
  lvl0?: string;
  /** The page's distinct headings (lvl1–6, in record order) that may define an abbreviation. */
  headings: string[];
}

/** A page's summary, from its records. */
export function summaryOf(page: SearchPageInput): SearchPageSummary {
  if (page.summary) return page.summary;
  const headings = new Set<string>();
  for (const r of page.records) {
    const h = r.hierarchy as Record<string, string | null>;
    for (let l = 1; l <= 6; l++) if (h[`lvl${l}`]?.includes('(')) headings.add(h[`lvl${l}`]!);
  }
  const lvl0 = page.records[0]?.hierarchy.lvl0;
  return {
    levels: page.records.map(levelOf),
    ...(lvl0 === undefined || lvl0 === null ? {} : { lvl0 }),
    headings: [...headings],
  };
}

/** How many records a page has. */
export const recordCountOf = (page: SearchPageInput): number =>
  page.summary ? page.summary.levels.length : page.records.length;

/**
 * The summary the tokens cache keeps for the page of `key`, when it also holds that page's terms
 * and fragment files as the index takes them: such a page may be given by it (`summary`).
 */
export function reusableSummary(
  cache: SearchTokenCache | undefined,
  key: string,
): SearchPageSummary | undefined {
  const summary = cache?.summaries?.get(key);
  if (!summary) return undefined;
  const records = summary.levels.length;
  const fragments = cache!.fragments?.get(key);
  if (fragments?.length !== Math.ceil(records / FRAGMENT_GROUP)) return undefined;
  return cachedTerms(cache, key, records * 3) ? summary : undefined;
}

/**
 * Each page marked `cachedSummary` given its summary from `cache` (`reusableSummary`): the very
 * objects the cache holds, so that the cache written after keeps them as they were read. False
 * when the cache lacks one (the pages are then left as they are).
 */
export function withCachedSummaries(
  pages: SearchPageInput[],
  cache: SearchTokenCache | undefined,
): boolean {
  const marked = pages.filter((p) => p.cachedSummary);
  const summaries = marked.map((p) => (p.key ? reusableSummary(cache, p.key) : undefined));
  if (summaries.some((s) => !s)) return false;
  marked.forEach((p, i) => {
    p.summary = summaries[i]!;
    delete p.cachedSummary;
  });
  return true;
}

export interface LocalIndexOptions {
  chunkTargetBytes?: number;
  /**
   * The site's synonym groups, stored in the entry file and applied at query time, after those the
   * site's titles, headings and keywords define (contentSynonyms.ts).
   */
  synonyms?: string[][];
  /**
   * Keep each page's terms for the next build (`LocalIndex.tokens`), and take those of `previous`
   * (the last build's) for the pages whose texts are the same: searchTokenCache.ts.
   */
  tokens?: { version: string; previous?: SearchTokenCache };
}

export interface LocalIndex {
  entry: SearchIndexEntry;
  /** Path under the output folder → content. */
  files: Map<string, Uint8Array | string>;
  /** Every page's terms, when asked for (`LocalIndexOptions.tokens`). */
  tokens?: SearchTokenCache;
}

/** Field weights: a section's own heading matters most, then its content, then the headings above it. */
const FIELDS = [
  { name: 'heading', weight: 6, b: 0.5 },
  { name: 'trail', weight: 1.2, b: 0.3 },
  { name: 'content', weight: 1, b: 0.75 },
] as const;
const K1 = 1.2;
/** Sections higher in a page answer broader questions (DocSearch ranks by level, too). */
const LEVEL_BOOST = [1, 1.5, 1.1, 1.05, 1, 1, 1];
/** Target size of a term chunk before compression; a chunk never splits one term's postings. */
export const CHUNK_TARGET_BYTES = 4_000;
/**
 * Text a hit displays (snippets show about ten words, the search page thirty): fragments keep the
 * start of each section. A hit loads its fragment file (FRAGMENT_GROUP records), so this bounds
 * the first query's transfer too.
 */
export const FRAGMENT_CONTENT_LENGTH = 500;

function cut(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  const at = text.lastIndexOf(' ', max);
  return text.slice(0, at > max * 0.8 ? at : max) + '…';
}

function levelOf(record: SearchRecord): number {
  return record.type === 'content' ? 6 : Number(record.type.slice(3));
}

function fieldTexts(
  record: SearchRecord,
  keywords: string[] | undefined,
): [string, string, string] {
  const level = levelOf(record);
  const h = record.hierarchy as Record<string, string | null>;
  const heading = level === 1 ? [h.lvl1, ...(keywords ?? [])].join(' ') : (h[`lvl${level}`] ?? '');
  const trail = [
    h.lvl0,
    ...(level === 1 ? [] : [h.lvl1]),
    ...Array.from({ length: Math.max(0, level - 2) }, (_, i) => h[`lvl${i + 2}`]),
  ]
    .filter(Boolean)
    .join(' ');
  return [heading, trail, record.content ?? ''];
}

/** Pages indexed between two turns of the event loop in `buildLocalIndexInSteps`. */
const PAGES_PER_STEP = 50;

export function buildLocalIndex(
  pages: SearchPageInput[],
  options: LocalIndexOptions = {},
): LocalIndex {
  const steps = localIndexSteps(pages, options);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * `buildLocalIndex`, giving the event loop a turn every few dozen pages. The build runs it on the
 * thread that also hands pages to the pre-render's workers and writes what they return: in one
 * piece (0.4 s at 1,000 pages) it left both workers waiting.
 */
export async function buildLocalIndexInSteps(
  pages: SearchPageInput[],
  options: LocalIndexOptions = {},
): Promise<LocalIndex> {
  const steps = localIndexSteps(pages, options);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Chunks of consecutive terms (in sorted order), each of about `target` bytes. */
function chunkPostings(postings: Map<string, TermPostings>, target: number): TermPostings[][] {
  const terms = [...postings.keys()].sort();
  const chunks: TermPostings[][] = [];
  let current: TermPostings[] = [];
  let size = 0;
  for (const term of terms) {
    const p = postings.get(term)!;
    const bytes = term.length + 2 + p.ids.length * 2.2;
    if (current.length && size + bytes > target) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(p);
    size += bytes;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** A page's fragment files' texts, one per group of its records, in record order (indexFormat.ts). */
function pageFragmentFiles(page: SearchPageInput): string[] {
  const groups: RecordFragment[][] = [];
  const { group } = fragmentGroups([page.records.length]);
  page.records.forEach((r, i) => {
    const level = levelOf(r);
    const h = r.hierarchy as Record<string, string | null>;
    const trail = Array.from({ length: level + 1 }, (_, l) => h[`lvl${l}`] ?? null);
    (groups[group[i]!] ??= []).push([
      page.permalink,
      r.anchor,
      level,
      trail,
      cut(r.content, FRAGMENT_CONTENT_LENGTH),
    ]);
  });
  return groups.map((g) => JSON.stringify(encodeFragments(g)));
}

/**
 * Group number → the JSON of its records' fragments, in record order. A group never spans two
 * pages: a keyed page's files are taken from `previous` (the last build's) when it has them, and
 * every keyed page's files go into `kept` for the next build.
 */
function groupFragmentFiles(
  pages: SearchPageInput[],
  previous: Map<string, FragmentText[]> | undefined,
  kept: Map<string, FragmentText[]> | undefined,
): Map<number, FragmentText> {
  const files = new Map<number, FragmentText>();
  for (const page of pages) {
    const groups = Math.ceil(recordCountOf(page) / FRAGMENT_GROUP);
    const cached = page.key === undefined ? undefined : previous?.get(page.key);
    if (page.summary && cached?.length !== groups)
      throw new Error(`the search page ${page.permalink} has no fragment files`);
    const texts = cached?.length === groups ? cached : pageFragmentFiles(page);
    if (page.key !== undefined) kept?.set(page.key, texts);
    for (const text of texts) files.set(files.size, text);
  }
  return files;
}

function* localIndexSteps(
  pages: SearchPageInput[],
  options: LocalIndexOptions,
): Generator<void, LocalIndex> {
  const target = options.chunkTargetBytes ?? CHUNK_TARGET_BYTES;
  // Pass 1: each field's terms, tokenized once, kept as numbers (a term's index in `vocabulary`)
  // in one growing array; and field lengths (terms counted with repeats) for their averages.
  // Maps of term frequencies per section are not kept: at 10,000 pages they held about a gigabyte.
  // A page whose texts the previous build's tokens cache holds is not tokenized again.
  const { tokens, starts, levels, totals, vocabulary, pageTokens, pageFields } =
    yield* tokenizePages(pages, options.tokens);
  const count = levels.length;
  const avg = totals.map((t) => Math.max(1, t / Math.max(1, count)));

  // Pass 2: postings, laid out term by term in two typed arrays (a term's record ids ascend).
  // First each term's record count, so every term's run can be placed before it is filled: at
  // 10,000 pages, arrays of numbers per term held a few hundred megabytes while they grew.
  // Both loops run in plain functions, a slice of records per call between two turns of the event
  // loop: V8 does not replace a running generator's frame with optimized code (on-stack
  // replacement), so in a generator they ran unoptimized from the first record to the last.
  const vocabularySize = vocabulary.length;
  const runStart = new Int32Array(vocabularySize + 1);
  countRuns(tokens, starts, count, vocabularySize, runStart);
  const ids = new Int32Array(runStart[vocabularySize]!);
  const impacts = new Uint8Array(ids.length);
  const scratch: ImpactScratch = {
    filled: runStart.slice(0, vocabularySize),
    tf: new Int32Array(vocabularySize),
    impact: new Float64Array(vocabularySize),
    inRecord: new Uint8Array(vocabularySize),
    fieldTerms: new Int32Array(vocabularySize),
    recordTerms: new Int32Array(vocabularySize),
  };
  for (let from = 0; from < count; from += RECORDS_PER_STEP) {
    if (from) yield;
    fillImpacts(
      tokens,
      starts,
      levels,
      avg,
      from,
      Math.min(count, from + RECORDS_PER_STEP),
      scratch,
      ids,
      impacts,
    );
  }
  const postings = new Map<string, TermPostings>();
  for (let term = 0; term < vocabularySize; term++) {
    const from = runStart[term]!;
    const to = runStart[term + 1]!;
    if (to > from)
      postings.set(vocabulary[term]!, {
        term: vocabulary[term]!,
        ids: ids.subarray(from, to),
        impacts: impacts.subarray(from, to),
      });
  }

  yield;
  const chunks = chunkPostings(postings, target);
  yield;
  const fragments = pageTokens ? new Map<string, FragmentText[]>() : undefined;
  // Each keyed page's summary, kept with its terms for the next build.
  const summaries = pageTokens ? new Map<string, SearchPageSummary>() : undefined;
  if (summaries) for (const p of pages) if (p.key !== undefined) summaries.set(p.key, summaryOf(p));
  const index = yield* indexFiles(pages, chunks, count, options.synonyms, {
    previous: options.tokens?.previous?.fragments,
    kept: fragments,
  });
  if (pageTokens)
    index.tokens = {
      version: options.tokens!.version,
      vocabulary: withoutUnusedTerms(
        vocabulary,
        (term) => runStart[term + 1]! > runStart[term]!,
        pageTokens,
        pageFields!,
      ),
      pages: pageTokens,
      ...(fragments!.size ? { fragments } : {}),
      ...(summaries!.size ? { summaries } : {}),
    };
  return index;
}

/** Records whose impacts are computed between two turns of the event loop. */
const RECORDS_PER_STEP = 500;

/** Each term's number of records, at `runStart[term + 1]`, then summed into where its run starts. */
function countRuns(
  tokens: Int32Array,
  starts: number[],
  count: number,
  vocabularySize: number,
  runStart: Int32Array,
): void {
  const lastRecord = new Int32Array(vocabularySize).fill(-1);
  for (let id = 0; id < count; id++) {
    for (let i = starts[id * 3]!, to = starts[id * 3 + 3]!; i < to; i++) {
      const term = tokens[i]!;
      if (lastRecord[term] !== id) {
        lastRecord[term] = id;
        runStart[term + 1]!++;
      }
    }
  }
  for (let term = 0; term < vocabularySize; term++) runStart[term + 1]! += runStart[term]!;
}

/** Per-record scratch of `fillImpacts`, indexed by term id (`filled`: each run's next free slot). */
interface ImpactScratch {
  filled: Int32Array;
  tf: Int32Array;
  impact: Float64Array;
  inRecord: Uint8Array;
  fieldTerms: Int32Array;
  recordTerms: Int32Array;
}

/**
 * The postings of records `from` to `to` (excluded). Within a field, terms are taken in the order
 * they first occur, and a term's impact sums its fields in field order.
 */
function fillImpacts(
  tokens: Int32Array,
  starts: number[],
  levels: number[],
  avg: number[],
  from: number,
  to: number,
  scratch: ImpactScratch,
  ids: Int32Array,
  impacts: Uint8Array,
): void {
  const { filled, tf, impact, inRecord, fieldTerms, recordTerms } = scratch;
  for (let id = from; id < to; id++) {
    let recordCount = 0;
    for (let f = 0; f < 3; f++) {
      const first = starts[id * 3 + f]!;
      const end = starts[id * 3 + f + 1]!;
      let fieldCount = 0;
      for (let i = first; i < end; i++) {
        const term = tokens[i]!;
        if (tf[term]!++ === 0) fieldTerms[fieldCount++] = term;
      }
      const { weight, b } = FIELDS[f]!;
      const norm = 1 - b + (b * (end - first)) / avg[f]!;
      for (let k = 0; k < fieldCount; k++) {
        const term = fieldTerms[k]!;
        const n = tf[term]!;
        tf[term] = 0;
        impact[term] = impact[term]! + (weight * (n * (K1 + 1))) / (n + K1 * norm);
        if (!inRecord[term]) {
          inRecord[term] = 1;
          recordTerms[recordCount++] = term;
        }
      }
    }
    const boost = LEVEL_BOOST[levels[id]!] ?? 1;
    for (let k = 0; k < recordCount; k++) {
      const term = recordTerms[k]!;
      const at = filled[term]!++;
      ids[at] = id;
      impacts[at] = Math.min(255, Math.max(1, Math.round(impact[term]! * boost * IMPACT_SCALE)));
      impact[term] = 0;
      inRecord[term] = 0;
    }
  }
}

interface TokenizedPages {
  /** Every field's term ids, one field after another (three fields per record). */
  tokens: Int32Array;
  /** Where each field's terms start in `tokens` (three per record, then one past the end). */
  starts: number[];
  /** Each record's level. */
  levels: number[];
  /** Each field's length over all records (terms counted with repeats). */
  totals: number[];
  /** Term id → term. */
  vocabulary: string[];
  /** Page key → its fields' lengths and terms, when the tokens are kept (searchTokenCache.ts). */
  pageTokens: Map<string, Int32Array> | undefined;
  /** Page key → how many fields lead its `pageTokens` (three per record). */
  pageFields: Map<string, number> | undefined;
}

/** A cached page's lengths and terms, if they fit its `fields` and the cache's vocabulary. */
function cachedTerms(
  cache: SearchTokenCache | undefined,
  key: string | undefined,
  fields: number,
): Int32Array | undefined {
  const data = key === undefined ? undefined : cache?.pages.get(key);
  if (!data || data.length < fields) return undefined;
  let terms = 0;
  for (let f = 0; f < fields; f++) terms += data[f]!;
  if (data.length !== fields + terms) return undefined;
  if (checkedTerms.has(data)) return data;
  const size = cache!.vocabulary.length;
  for (let i = fields; i < data.length; i++) if (data[i]! < 0 || data[i]! >= size) return undefined;
  checkedTerms.add(data);
  return data;
}

/**
 * A cached page's terms found within its cache's vocabulary (`cachedTerms`): a rebuild asks for
 * each page twice (`reusableSummary`, then the index), and the terms are checked once.
 */
const checkedTerms = new WeakSet<Int32Array>();

/**
 * Pass 1 of the index: each field's terms as numbers (a term's index in `vocabulary`) in one
 * growing array. Maps of term frequencies per section are not kept: at 10,000 pages they held
 * about a gigabyte. A page whose texts `cache.previous` holds is not tokenized again.
 */
function* tokenizePages(
  pages: SearchPageInput[],
  cache: LocalIndexOptions['tokens'],
): Generator<void, TokenizedPages> {
  let previous = cache?.previous;
  // The previous build's vocabulary, when there is one, is this build's first terms: a cached
  // page's term ids are then this build's as they are, copied in one piece rather than mapped one
  // by one (issue 37: that was most of a rebuild's tokenizing). Terms no page uses any more stay
  // until there are too many of them (`localIndexSteps` drops them from the cache it keeps).
  const vocabulary: string[] = previous ? previous.vocabulary.slice() : [];
  const termIds = new Map<string, number>(vocabulary.map((term, id) => [term, id]));
  if (termIds.size !== vocabulary.length) {
    // Not a cache this code wrote (a term twice): none of it is used.
    previous = undefined;
    vocabulary.length = 0;
    termIds.clear();
  }
  const idOf = (term: string): number => {
    let id = termIds.get(term);
    if (id === undefined) termIds.set(term, (id = vocabulary.push(term) - 1));
    return id;
  };
  let tokens = new Int32Array(1 << 16);
  let tokenCount = 0;
  const reserve = (n: number) => {
    if (tokenCount + n <= tokens.length) return;
    const grown = new Int32Array(Math.max(tokens.length * 2, tokenCount + n));
    grown.set(tokens.subarray(0, tokenCount));
    tokens = grown;
  };
  const starts: number[] = [];
  const levels: number[] = [];
  const totals = [0, 0, 0];
  /**
   * Each page's key, first field and number of fields, when the tokens are kept, and its cached
   * lengths and terms when it had them (then they are what the next build's cache keeps of it).
   */
  const spans: [string, number, number, Int32Array | undefined][] = [];
  for (const [p, page] of pages.entries()) {
    if (p % PAGES_PER_STEP === PAGES_PER_STEP - 1) yield;
    if (page.summary) levels.push(...page.summary.levels);
    else for (const record of page.records) levels.push(levelOf(record));
    const fields = recordCountOf(page) * 3;
    // A keyed page found in the cache needs no texts (nor a hash of them).
    let texts: string[] | undefined;
    const textsOf = () => (texts ??= page.records.flatMap((r) => fieldTexts(r, page.keywords)));
    const key = cache ? (page.key ?? pageTokenKey(textsOf())) : undefined;
    const cached = cachedTerms(previous, key, fields);
    if (key !== undefined) spans.push([key, starts.length, fields, cached]);
    if (page.summary && !cached) throw new Error(`the search page ${page.permalink} has no terms`);
    if (cached) {
      reserve(cached.length - fields);
      tokens.set(cached.subarray(fields), tokenCount);
      for (let f = 0; f < fields; f++) {
        starts.push(tokenCount);
        tokenCount += cached[f]!;
        totals[f % 3]! += cached[f]!;
      }
      continue;
    }
    for (let f = 0; f < fields; f++) {
      starts.push(tokenCount);
      const terms = indexTerms(textsOf()[f]!);
      reserve(terms.length);
      for (const term of terms) tokens[tokenCount++] = idOf(term);
      totals[f % 3]! += terms.length;
    }
  }
  starts.push(tokenCount);
  termIds.clear();
  const pageTokens = cache ? new Map<string, Int32Array>() : undefined;
  const pageFields = cache ? new Map<string, number>() : undefined;
  for (const [key, first, fields, cached] of spans) {
    pageFields!.set(key, fields);
    // A cached page's terms kept their ids (the vocabulary starts with the cache's): the same.
    if (cached) {
      pageTokens!.set(key, cached);
      continue;
    }
    const from = starts[first]!;
    const to = starts[first + fields]!;
    const data = new Int32Array(fields + to - from);
    for (let f = 0; f < fields; f++) data[f] = starts[first + f + 1]! - starts[first + f]!;
    data.set(tokens.subarray(from, to), fields);
    pageTokens!.set(key, data);
  }
  return { tokens, starts, levels, totals, vocabulary, pageTokens, pageFields };
}

/**
 * The kept tokens without the terms no page uses any more (`used`: term id → whether a record
 * holds it), when they are more than a quarter of the vocabulary: a rebuild starts from the last
 * build's vocabulary (`tokenizePages`), so the terms of edited-away text would otherwise pile up.
 */
function withoutUnusedTerms(
  vocabulary: string[],
  used: (term: number) => boolean,
  pageTokens: Map<string, Int32Array>,
  pageFields: Map<string, number>,
): string[] {
  const kept: string[] = [];
  const newId = new Int32Array(vocabulary.length).fill(-1);
  for (let term = 0; term < vocabulary.length; term++)
    if (used(term)) newId[term] = kept.push(vocabulary[term]!) - 1;
  if (vocabulary.length - kept.length <= vocabulary.length / 4) return vocabulary;
  // Remapped in copies: a page's terms may be the previous cache's own array (`tokenizePages`).
  for (const [key, data] of pageTokens) {
    const remapped = data.slice();
    for (let i = pageFields.get(key)!; i < data.length; i++) remapped[i] = newId[data[i]!]!;
    pageTokens.set(key, remapped);
  }
  return kept;
}

/**
 * Chunks encoded between two turns of the event loop. In one piece, the encoding and the fragment
 * files held the build's thread for about 1.5 s at 1,000 pages on a loaded machine, and both
 * pre-render workers, whose pages that thread hands out and writes, waited (a whole second of
 * each worker's profile idle).
 */
const CHUNKS_PER_STEP = 8;

/** The entry and the immutable files (chunks and fragments, in a folder named by their hash). */
function* indexFiles(
  pages: SearchPageInput[],
  chunks: TermPostings[][],
  count: number,
  synonyms: string[][] | undefined,
  fragmentCache: { previous?: Map<string, FragmentText[]>; kept?: Map<string, FragmentText[]> },
): Generator<void, LocalIndex> {
  const chunkBytes: ReturnType<typeof encodeChunk>[] = [];
  for (const c of chunks) {
    chunkBytes.push(encodeChunk(c));
    if (chunkBytes.length % CHUNKS_PER_STEP === 0) yield;
  }
  yield;
  const fragmentFiles = groupFragmentFiles(pages, fragmentCache.previous, fragmentCache.kept);
  yield;
  const shelves = shelfFolders(fragmentFiles);
  // The whole index's hash: its chunks and (through their names) its shelves of fragment files.
  const hash = createHash('sha1');
  for (const c of chunkBytes) hash.update(c);
  for (const s of shelves) hash.update(s);
  const indexId = hash.digest('hex').slice(0, 10);

  const entry: SearchIndexEntry = {
    version: SEARCH_INDEX_VERSION,
    id: indexId,
    shelves,
    records: count,
    pageSizes: pages.map(recordCountOf),
    chunks: chunkKeys(chunks),
    ...synonymsOf(pages, synonyms),
    query: queryVocabulary(),
    ...pageTagsOf(pages),
  };
  const files = new Map<string, Uint8Array | string>();
  const sections = sectionStartsOf(pages);
  if (sections) {
    entry.sections = 1;
    files.set(sectionsFile(indexId), JSON.stringify(sections));
  }
  chunkBytes.forEach((b, i) => files.set(chunkFile(indexId, i), b));
  for (const [g, f] of fragmentFiles)
    files.set(shelfFile(shelves[Math.floor(g / FRAGMENT_SHELF)]!, g), f);
  return { entry, files };
}

/**
 * Each shelf's folder (FRAGMENT_SHELF groups, indexFormat.ts): a hash of its files, names and
 * contents. Groups are numbered from 0 without gaps.
 */
export function shelfFolders(fragmentFiles: Map<number, FragmentText>): string[] {
  const shelves: string[] = [];
  for (let first = 0; first < fragmentFiles.size; first += FRAGMENT_SHELF) {
    const hash = createHash('sha1');
    const last = Math.min(first + FRAGMENT_SHELF, fragmentFiles.size);
    for (let g = first; g < last; g++) hash.update(`${g}\0`).update(fragmentFiles.get(g)!);
    shelves.push(hash.digest('hex').slice(0, 10));
  }
  return shelves;
}

/**
 * Each chunk's key in the entry: the shortest start of its first term that sorts after the last
 * term of the chunk before (`core.rock7.com/api3/…/usage` → `core.`), the empty string for the
 * first chunk. A term still falls in chunk i exactly when keys[i] ≤ term < keys[i + 1], and the
 * terms sharing a prefix still sit in the chunks whose keys start with it (or in the one before the
 * first such key): what `chunkOf` and `chunksWithPrefix` need. The entry, which every first query
 * loads, holds no long identifier in full.
 */
export function chunkKeys(chunks: TermPostings[][]): string[] {
  return chunks.map((c, i) => {
    const first = c[0]!.term;
    if (i === 0) return '';
    const previous = chunks[i - 1]!.at(-1)!.term;
    for (let k = 1; k < first.length; k++)
      if (first.slice(0, k) > previous) return first.slice(0, k);
    return first;
  });
}

function synonymsOf(
  pages: SearchPageInput[],
  site: string[][] = [],
): Pick<SearchIndexEntry, 'synonyms'> {
  const all = [...site, ...contentSynonyms(pages, site)];
  return all.length ? { synonyms: all } : {};
}

/** Most sections listed; a site whose pages change section more often has no sections file. */
const MAX_SECTIONS = 256;

/**
 * Where each run of pages of one section (their `lvl0`: the sidebar category) starts, for the
 * search's fallback that ranks by section (searchIndex.ts).
 */
function sectionStartsOf(pages: SearchPageInput[]): number[] | undefined {
  const starts: number[] = [];
  let previous: string | undefined;
  pages.forEach((page, p) => {
    // A page without records is in no section of its own.
    const section =
      (page.summary ? page.summary.lvl0 : page.records[0]?.hierarchy.lvl0) ?? previous;
    if (p === 0 || section !== previous) starts.push(p);
    previous = section;
  });
  return starts.length > 1 && starts.length <= MAX_SECTIONS ? starts : undefined;
}

/** The pages' docsearch tags (versioned docs only: nothing when no page has one). */
function pageTagsOf(pages: SearchPageInput[]): Pick<SearchIndexEntry, 'tags' | 'pageTags'> {
  if (!pages.some((p) => p.tag !== undefined)) return {};
  const tags = [...new Set(pages.flatMap((p) => (p.tag === undefined ? [] : [p.tag])))].sort();
  return { tags, pageTags: pages.map((p) => (p.tag === undefined ? -1 : tags.indexOf(p.tag))) };
}
