// Answers queries from the built-in index (see indexFormat.ts), loading only the chunks the words
// need and the fragment files of the hits it returns. A word matches exactly, as a prefix (the
// word being typed) or with a typo (1 from 4 letters, 2 from 8); identifiers match as a whole
// (`at+sbdix`) or, when the whole is nowhere, by their parts; the site's synonyms join words into
// concepts. No word is required: sections are ranked by BM25 and by how much of the query they
// cover (see `rank`). Pure: the caller passes the loader (fetch in the browser, the file system in
// tests and benchmarks).
import {
  chunkFile,
  decodeChunk,
  forEachPosting,
  fragmentGroups,
  fragmentsFile,
  IMPACT_SCALE,
  sectionsFile,
  SEARCH_ENTRY_FILE,
  SEARCH_INDEX_VERSION,
  type Chunk,
  type RecordFragment,
  type SearchIndexEntry,
} from './indexFormat.js';
import { decodeFragments, type FragmentFile } from './fragmentFile.js';
import { normalizeText, tokenize, type Token } from './tokenize.js';

export type SearchIndexLoader = (path: string, kind: 'json' | 'binary') => Promise<unknown>;

export interface LocalHit {
  /** Record number in the index. */
  id: number;
  page: number;
  score: number;
  /** The page's path (without the base URL) and the section's anchor. */
  path: string;
  anchor: string | null;
  level: number;
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  content: string | null;
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Index terms the query matched (for highlighting). */
  terms: string[];
  /** The query's own words and their parts, as searched (for highlighting a word being typed). */
  words: string[];
}

/** Most prefix completions a word expands to (the most frequent ones). */
const MAX_EXPANSIONS = 40;
/** Most chunks one word may pull in; beyond it the range narrows to a longer prefix. */
const MAX_CHUNKS_PER_WORD = 3;
/** At most this many hits of one page come before the next page's (DocSearch shows 5 per group). */
export const HITS_PER_PAGE_GROUP = 5;

const PREFIX_WEIGHT = 0.75;
export const MIN_PREFIX_LENGTH = 3;
const TYPO_WEIGHT = [1, 0.45, 0.3];
/** Other matches of a word that exists as typed count this much less. */
const EXACT_PREFERENCE = 0.7;

/** Another form of the same word (plural, -ing, -ed) counts almost like the word itself. */
const INFLECTION_WEIGHT = 0.9;

/** A crude English stem, only to tell `send`/`sending` and `message`/`messages` apart from other words. */
export function stem(word: string): string {
  let s = word;
  // `retried`, `retries` → `retry`; `queries` → `query`.
  if (s.length > 5 && /ie[sd]$/.test(s)) return s.slice(0, -3) + 'y';
  if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.length > 4 && (s.endsWith('ed') || s.endsWith('es'))) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  return s.length > 3 && s.endsWith('e') ? s.slice(0, -1) : s;
}

/** Optimal-string-alignment distance, or max + 1 as soon as it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

export const typoBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

interface Word {
  term: string;
  prefix: boolean;
  /** For an identifier: its parts, searched when the identifier itself matches nothing. */
  parts: Word[];
}

/** The words queries leave out (`SearchIndexEntry.query`), read once per entry. */
export interface QueryWords {
  stopWords: ReadonlySet<string>;
  fillers: ReadonlySet<string>;
  phrases: RegExp;
}

export function readQueryWords(query: SearchIndexEntry['query']): QueryWords {
  return {
    stopWords: new Set(query.stopWords.split(' ')),
    fillers: new Set(query.fillers.split(' ')),
    phrases: new RegExp(query.phrases, 'g'),
  };
}

export function parseQuery(query: string, vocabulary: QueryWords): Word[] {
  // A question's wrapping (stop phrases, filler words) goes, unless nothing else is left.
  const text = normalizeText(query.slice(0, 256)).replace(vocabulary.phrases, ' ');
  const all: Token[] = tokenize(text, vocabulary.stopWords);
  const content = all.filter((t, i) => !vocabulary.fillers.has(t.term) || i === all.length - 1);
  const tokens = (content.length ? content : all).slice(0, 12);
  const typing = !/\s$/.test(query);
  // One letter of a word being typed says nothing yet: the results stay those of the words
  // before it (instead of every record with an `s` in it, and their fragments, a keystroke).
  if (typing && tokens.length > 1 && tokens.at(-1)!.term.length === 1) tokens.pop();
  return tokens.map((t, i) => {
    // Two letters would complete to half the vocabulary: completions start at the third.
    const prefix = typing && i === tokens.length - 1 && t.term.length >= MIN_PREFIX_LENGTH;
    return {
      term: t.term,
      prefix,
      parts: t.parts.map((p, j) => ({
        term: p,
        prefix: prefix && j === t.parts.length - 1,
        parts: [],
      })),
    };
  });
}

/** Index of the chunk that holds `term` (the last chunk starting at or before it). */
function chunkOf(chunks: string[], term: string): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chunks[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
/** Chunks holding terms that start with `prefix`. */
function chunksWithPrefix(chunks: string[], prefix: string): number[] {
  const first = chunkOf(chunks, prefix);
  let last = first;
  while (last + 1 < chunks.length && chunks[last + 1]!.startsWith(prefix)) last++;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The chunk numbers a word can match in: exact, prefix range and typo range. */
function chunksFor(chunks: string[], w: Word): number[] {
  const need = new Set<number>([chunkOf(chunks, w.term)]);
  if (w.prefix)
    for (const i of chunksWithPrefix(chunks, w.term).slice(0, MAX_CHUNKS_PER_WORD)) need.add(i);
  if (typoBudget(w.term)) {
    // A typo is looked for among terms sharing the first letters (as most engines do).
    for (let n = 2; n <= w.term.length; n++) {
      const range = chunksWithPrefix(chunks, w.term.slice(0, n));
      if (range.length <= MAX_CHUNKS_PER_WORD) {
        for (const i of range) need.add(i);
        break;
      }
    }
  }
  for (const p of w.parts) for (const i of chunksFor(chunks, p)) need.add(i);
  return [...need];
}

/** Scores of the records matching one word, and the index terms it matched. */
function matchWord(
  w: Word,
  chunks: Map<number, Chunk>,
  total: number,
): { scores: WordScores; terms: string[] } {
  const candidates = new Map<string, { chunk: Chunk; i: number; weight: number; df?: number }>();
  const max = typoBudget(w.term);
  const wordStem = stem(w.term);
  const prefixHits: { chunk: Chunk; i: number; term: string }[] = [];
  for (const chunk of chunks.values()) {
    const { terms } = chunk;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      if (t === w.term) candidates.set(t, { chunk, i, weight: 1 });
      else if (w.prefix && t.startsWith(w.term)) prefixHits.push({ chunk, i, term: t });
      else if (t[0] === w.term[0] && stem(t) === wordStem)
        candidates.set(t, { chunk, i, weight: INFLECTION_WEIGHT });
      else if (max && t[0] === w.term[0]) {
        const d = editDistance(w.term, t, max);
        if (d <= max && !candidates.has(t))
          candidates.set(t, { chunk, i, weight: TYPO_WEIGHT[d]! });
      }
    }
  }
  prefixHits.sort((a, b) => b.chunk.counts[b.i]! - a.chunk.counts[a.i]!);
  // A completion is not worth more for being rare: it counts like the most common completion.
  const commonestDf = prefixHits[0] ? prefixHits[0].chunk.counts[prefixHits[0].i]! : 0;
  for (const h of prefixHits.slice(0, MAX_EXPANSIONS)) {
    // The closer the completion is to what was typed, the more it counts.
    const weight = PREFIX_WEIGHT + (1 - PREFIX_WEIGHT) * (w.term.length / h.term.length);
    const prev = candidates.get(h.term);
    if (!prev || prev.weight < weight)
      candidates.set(h.term, { chunk: h.chunk, i: h.i, weight, df: commonestDf });
  }
  // One slot per record: far faster than a Map when a common word matches most of the site.
  const scores: WordScores = { values: new Float32Array(total), ids: [] };
  const idfOf = (df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));
  // When the word exists as typed, its completions and near misses never outrank it for being rarer.
  const exact = candidates.get(w.term);
  const exactIdf = exact ? idfOf(exact.chunk.counts[exact.i]!) : Infinity;
  for (const [term, { chunk, i, weight, df }] of candidates) {
    const idf =
      term === w.term ? exactIdf : Math.min(idfOf(Math.max(chunk.counts[i]!, df ?? 0)), exactIdf);
    const f = (idf * weight * (exact && term !== w.term ? EXACT_PREFERENCE : 1)) / IMPACT_SCALE;
    forEachPosting(chunk, i, (id, impact) => {
      const s = impact * f;
      const prev = scores.values[id]!;
      if (prev === 0) scores.ids.push(id);
      if (prev < s) scores.values[id] = s;
    });
  }
  return { scores, terms: [...candidates.keys()] };
}

/** What a query needs of the entry file: the entry and each record's page. */
function readEntry(entry: SearchIndexEntry) {
  // Another format (an entry file cached from another deployment, say) would read as garbage:
  // the query fails, and the next one loads the entry again.
  if (entry.version !== SEARCH_INDEX_VERSION)
    throw new Error(`search index format ${entry.version}, expected ${SEARCH_INDEX_VERSION}`);
  const pageOf = new Int32Array(entry.records);
  let id = 0;
  entry.pageSizes.forEach((n, page) => pageOf.fill(page, id, (id += n)));
  const vocabulary = readQueryWords(entry.query);
  const synonyms = synonymGroups(entry.synonyms ?? [], vocabulary.stopWords);
  return { entry, pageOf, groups: fragmentGroups(entry.pageSizes), vocabulary, synonyms };
}

export function createSearchIndex(load: SearchIndexLoader) {
  let entryPromise: Promise<ReturnType<typeof readEntry>> | undefined;
  const chunkCache = new Map<number, Promise<Chunk>>();
  /** Each page's section, loaded by the first query whose words are all rare (see `rank`). */
  let sectionsPromise: Promise<Int32Array> | undefined;
  /** Fragment group → its fragments: one load per group, shared by the hits in it. */
  const fragmentCache = new Map<number, Promise<RecordFragment[]>>();

  const getEntry = () => {
    entryPromise ??= (load(SEARCH_ENTRY_FILE, 'json') as Promise<SearchIndexEntry>).then(readEntry);
    entryPromise.catch(() => (entryPromise = undefined));
    return entryPromise;
  };
  const getChunk = (entry: SearchIndexEntry, i: number) => {
    let p = chunkCache.get(i);
    if (!p) {
      p = (load(chunkFile(entry.id, i), 'binary') as Promise<Uint8Array>).then(decodeChunk);
      p.catch(() => chunkCache.delete(i));
      chunkCache.set(i, p);
    }
    return p;
  };
  const getSections = (entry: SearchIndexEntry) => {
    sectionsPromise ??= (load(sectionsFile(entry.id), 'json') as Promise<number[]>).then((starts) =>
      sectionsOf(starts, entry.pageSizes.length),
    );
    sectionsPromise.catch(() => (sectionsPromise = undefined));
    return sectionsPromise;
  };
  const getFragment = async (
    entry: SearchIndexEntry,
    groups: ReturnType<typeof fragmentGroups>,
    record: number,
  ) => {
    const group = groups.group[record]!;
    let p = fragmentCache.get(group);
    if (!p) {
      p = (load(fragmentsFile(entry, group), 'json') as Promise<FragmentFile>).then(
        decodeFragments,
      );
      p.catch(() => fragmentCache.delete(group));
      fragmentCache.set(group, p);
    }
    return (await p)[groups.offset[record]!]!;
  };

  async function search(
    query: string,
    options: {
      hitsPerPage?: number;
      page?: number;
      /** Versioned docs: the docsearch tags searched (pages without a tag are always searched). */
      tags?: string[];
    } = {},
  ): Promise<LocalSearchResult> {
    const hitsPerPage = options.hitsPerPage ?? 20;
    const page = options.page ?? 0;
    const { entry, pageOf, groups, vocabulary, synonyms } = await getEntry();
    const words = parseQuery(query, vocabulary);
    const own = words.flatMap((w) => [w.term, ...w.parts.map((p) => p.term)]);
    if (!words.length)
      return { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, terms: [], words: own };
    const concepts = findConcepts(words, synonyms);
    const needed = new Set<number>();
    for (const c of concepts)
      for (const span of c)
        for (const w of span) for (const i of chunksFor(entry.chunks, w)) needed.add(i);
    const loaded = new Map<number, Chunk>();
    await Promise.all([...needed].map(async (i) => loaded.set(i, await getChunk(entry, i))));

    const total = entry.records;
    const matches: WordScores[] = [];
    const terms: string[] = [];
    const scoreSpan = (span: Word[], weight: number) => {
      const scored = span.map((w) => matchWord(w, loaded, total));
      // The words of a span (`ring indicator`) must all be in the record.
      const s =
        scored.length === 1
          ? scored[0]!.scores
          : allOf(
              scored.map((x) => x.scores),
              total,
            );
      if (s.ids.length) for (const x of scored) terms.push(...x.terms);
      return weight === 1 ? s : scaled(s, weight);
    };
    for (const [own, ...others] of concepts) {
      const w = own!.length === 1 ? own![0]! : undefined;
      const mine = scoreSpan(own!, 1);
      const alternatives = others.map((span) => scoreSpan(span, SYNONYM_WEIGHT));
      const concept = alternatives.length ? anyOf([mine, ...alternatives], total) : mine;
      if (concept.ids.length || !w?.parts.length) {
        matches.push(concept);
        continue;
      }
      // The identifier is nowhere as a whole: every part must match instead.
      for (const p of w.parts) {
        const pm = matchWord(p, loaded, total);
        matches.push(pm.scores);
        terms.push(...pm.terms);
      }
    }
    const sectionOf =
      entry.sections && allRare(matches, total) ? await getSections(entry) : undefined;
    const ranking = rank(matches, pageOf, sectionOf);
    const keep = tagFilter(entry, options.tags);
    const ranked = keep ? ranking.ranked.filter((r) => keep(pageOf[r.id]!)) : ranking.ranked;
    const nbHits = keep ? ranked.length : ranking.total;
    const ordered = groupByPage(ranked, pageOf);
    const slice = ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const fragments = await Promise.all(slice.map((h) => getFragment(entry, groups, h.id)));
    const hits = slice.map((h, i) => toHit(h, fragments[i]!));
    return {
      hits,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      terms: [...new Set(terms)],
      words: own,
    };
  }

  return { search, warm: () => getEntry().then(() => undefined) };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;

/** A match of a synonym counts this much of a match of the word the reader typed. */
const SYNONYM_WEIGHT = 0.8;

/** The synonym groups as terms (done once per index, not on every keystroke). */
export function synonymGroups(synonyms: string[][], stopWords: ReadonlySet<string>): string[][][] {
  return synonyms.map((g) =>
    g
      .map((expression) => tokenize(expression, stopWords).map((t) => t.term))
      .filter((e) => e.length),
  );
}

/**
 * The query's concepts: each is a list of spans, the reader's own words first, then the other
 * expressions of a synonym group that a span of the query matches (the longest span wins).
 */
export function findConcepts(words: Word[], groups: string[][][]): Word[][][] {
  const concepts: Word[][][] = [];
  for (let i = 0; i < words.length;) {
    let found: { length: number; group: string[][]; own: number } | undefined;
    for (const group of groups)
      group.forEach((expression, e) => {
        const fits =
          expression.length > (found?.length ?? 0) &&
          expression.every((term, k) => words[i + k]?.term === term);
        if (fits) found = { length: expression.length, group, own: e };
      });
    if (!found) {
      concepts.push([[words[i]!]]);
      i++;
      continue;
    }
    const own = words.slice(i, i + found.length);
    const others = found.group
      .filter((_, e) => e !== found!.own)
      .map((expression) => expression.map((term): Word => ({ term, prefix: false, parts: [] })));
    concepts.push([own, ...others]);
    i += found.length;
  }
  return concepts;
}

/** Records matching every one of `list`, with the summed score. */
function allOf(list: WordScores[], total: number): WordScores {
  const [first, ...rest] = [...list].sort((a, b) => a.ids.length - b.ids.length);
  const out: WordScores = { values: new Float32Array(total), ids: [] };
  for (const id of first!.ids) {
    if (!rest.every((m) => m.values[id]! > 0)) continue;
    let score = first!.values[id]!;
    for (const m of rest) score += m.values[id]!;
    out.values[id] = score;
    out.ids.push(id);
  }
  return out;
}

/** Records matching any of `list`, with the best score. */
function anyOf(list: WordScores[], total: number): WordScores {
  const out: WordScores = { values: new Float32Array(total), ids: [] };
  for (const m of list)
    for (const id of m.ids) {
      const prev = out.values[id]!;
      if (prev === 0) out.ids.push(id);
      if (prev < m.values[id]!) out.values[id] = m.values[id]!;
    }
  return out;
}

function scaled(m: WordScores, weight: number): WordScores {
  const values = new Float32Array(m.values.length);
  for (const id of m.ids) values[id] = m.values[id]! * weight;
  return { values, ids: m.ids };
}

interface WordScores {
  /** Score per record (0: no match). */
  values: Float32Array;
  /** The records with a score, in no order. */
  ids: number[];
}

/** Beyond this many hits only the best ones are put in order (nobody pages through 50,000 hits). */
export const MAX_ORDERED_HITS = 1000;

/** The best `limit` of (id, score) pairs, sorted: a score histogram finds the cut, then a small sort. */
function bestOf(
  ids: number[],
  scoreOf: (id: number) => number,
  limit: number,
): { id: number; score: number }[] {
  let chosen = ids;
  if (ids.length > limit) {
    let max = 0;
    for (const id of ids) max = Math.max(max, scoreOf(id));
    const buckets = new Uint32Array(256);
    const bucket = (v: number) => Math.min(255, Math.floor((v / (max || 1)) * 255));
    for (const id of ids) buckets[bucket(scoreOf(id))]!++;
    let cut = 255;
    for (let sum = 0; cut > 0 && (sum += buckets[cut]!) < limit; cut--);
    chosen = ids.filter((id) => bucket(scoreOf(id)) >= cut);
  }
  return chosen
    .map((id) => ({ id, score: scoreOf(id) }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * Per-record arrays the ranking needs on every query, kept between queries (zeroed after use) so
 * that typing does not allocate a few hundred kilobytes a keystroke on a large site.
 */
const scratch = (() => {
  let masks = new Uint16Array(0);
  let pageMasks = new Uint16Array(0);
  let keys = new Float64Array(0);
  return {
    masks: (n: number) => (masks.length >= n ? masks : (masks = new Uint16Array(n))),
    pageMasks: (n: number) =>
      pageMasks.length >= n ? pageMasks : (pageMasks = new Uint16Array(n)),
    keys: (n: number) => (keys.length >= n ? keys : (keys = new Float64Array(n))),
  };
})();

/** Each page's section number, from the pages where each section's run starts. */
function sectionsOf(starts: number[], pages: number): Int32Array {
  const out = new Int32Array(pages);
  starts.forEach((start, s) => out.fill(s, start, starts[s + 1] ?? pages));
  return out;
}

/** A concept is rare when at most this share of the records (and at least RARE_MIN) hold it. */
const RARE_SHARE = 0.01;
const RARE_MIN = 8;
/** Whether every one of a query's concepts (two or more) is rare: the fallback by section. */
function allRare(matches: WordScores[], records: number): boolean {
  const rare = Math.max(RARE_MIN, records * RARE_SHARE);
  return matches.length > 1 && matches.every((m) => m.ids.length <= rare);
}
/** How much coverage counts against BM25: score × coverage^COVERAGE_POWER. */
const COVERAGE_POWER = 3;
/** A record's own coverage against its page's, in the coverage that ranks it. */
const RECORD_COVERAGE_SHARE = 0.75;

/**
 * Ranks the records matching at least one of the query's concepts. Readers ask questions whose
 * words a page may not all use, so no concept is required: a record is ranked by its BM25 score
 * times its coverage cubed, coverage being the share of the query's concepts it holds, each
 * weighted by its IDF (a missing rare word costs more than a missing common one), three parts its
 * own and one part its page's (a page that covers the other concepts in other sections helps). So
 * a section holding all the concepts comes before one holding a single concept many times (BM25
 * saturates), and a missing common word does not hide the page that answers. Records covering
 * less than half of what the best record covers are left out: they would only pad the list.
 * Returns the total and the best hits in order.
 */
function rank(
  matches: WordScores[],
  pageOf: ArrayLike<number>,
  sectionOf?: ArrayLike<number>,
): { total: number; ranked: { id: number; score: number }[] } {
  if (!matches.length) return { total: 0, ranked: [] };
  const records = matches[0]!.values.length;
  // Bit w of a mask: concept w matched (at most 12 concepts: a query keeps 12 words).
  const recordMask = scratch.masks(records);
  const pageMask = scratch.pageMasks(records ? pageOf[records - 1]! + 1 : 0);
  const ids: number[] = [];
  matches.forEach((m, w) => {
    const bit = 1 << w;
    for (const id of m.ids) {
      if (!recordMask[id]) ids.push(id);
      recordMask[id]! |= bit;
    }
  });
  for (const id of ids) pageMask[pageOf[id]!]! |= recordMask[id]!;
  const idf = matches.map((m) =>
    Math.log(1 + (records - m.ids.length + 0.5) / (m.ids.length + 0.5)),
  );
  const idfSum = idf.reduce((a, b) => a + b, 0) || 1;
  // The IDF-weighted share of the concepts, for every mask.
  const covered = new Float64Array(1 << matches.length);
  for (let mask = 1; mask < covered.length; mask++) {
    const w = 31 - Math.clz32(mask);
    covered[mask] = covered[mask ^ (1 << w)]! + idf[w]! / idfSum;
  }
  const sectionCoverage = sectionFallback({ matches, ids, records, pageOf, sectionOf, covered });
  const own = (id: number) => covered[recordMask[id]!]!;
  const cover = sectionCoverage ?? own;
  let best = 0;
  for (const id of ids) best = Math.max(best, cover(id));
  const kept = ids.filter((id) => cover(id) >= best / 2);
  const keys = scratch.keys(records);
  for (const id of kept) {
    let score = 0;
    for (const m of matches) score += m.values[id]!;
    const coverage =
      RECORD_COVERAGE_SHARE * own(id) +
      (1 - RECORD_COVERAGE_SHARE) * covered[pageMask[pageOf[id]!]!]!;
    keys[id] = score * coverage ** COVERAGE_POWER;
    // Sections first, by their coverage; within one, as always (a score is far below 1e6).
    if (sectionCoverage) keys[id] = Math.round(sectionCoverage(id) * 1000) * 1e6 + keys[id]!;
  }
  const key = (id: number) => keys[id]!;
  const ranked = bestOf(kept, key, MAX_ORDERED_HITS);
  for (const id of ids) {
    pageMask[pageOf[id]!] = 0;
    recordMask[id] = 0;
  }
  return { total: kept.length, ranked };

  /**
   * The fallback when every concept is rare (a few records each: the reader's words for a thing
   * the pages name, each in a page or two of one part of the site): records rank by their
   * section's coverage (the concepts its pages hold between them) first, so the section holding
   * every word ranks before the one record that happens to repeat one of them. Undefined
   * otherwise: the coverage of each record's section.
   */
  function sectionFallback(p: {
    matches: WordScores[];
    ids: number[];
    records: number;
    pageOf: ArrayLike<number>;
    sectionOf: ArrayLike<number> | undefined;
    covered: Float64Array;
  }): ((id: number) => number) | undefined {
    if (!p.sectionOf || !allRare(p.matches, p.records)) return undefined;
    const sectionOf = p.sectionOf;
    const sectionMask = new Map<number, number>();
    for (const id of p.ids) {
      const s = sectionOf[p.pageOf[id]!]!;
      sectionMask.set(s, (sectionMask.get(s) ?? 0) | recordMask[id]!);
    }
    return (id) => p.covered[sectionMask.get(sectionOf[p.pageOf[id]!]!)!]!;
  }
}

/**
 * Hits of one page stay together, pages ordered by their best hit; a page shows at most
 * HITS_PER_PAGE_GROUP hits before the next page's, its others follow after every page's first ones.
 */
/** Which pages a search with these docsearch tags keeps (undefined: all of them). */
export function tagFilter(
  entry: Pick<SearchIndexEntry, 'tags' | 'pageTags'>,
  tags: string[] | undefined,
): ((page: number) => boolean) | undefined {
  if (!tags || !entry.tags || !entry.pageTags) return undefined;
  const allowed = new Set(tags);
  const ok = entry.tags.map((t) => allowed.has(t));
  const pageTags = entry.pageTags;
  return (page) => {
    const t = pageTags[page] ?? -1;
    return t < 0 || ok[t]!;
  };
}

export function groupByPage(
  ranked: { id: number; score: number }[],
  pageOf: ArrayLike<number>,
): { id: number; score: number; page: number }[] {
  const pages = new Map<number, { id: number; score: number; page: number }[]>();
  for (const r of ranked) {
    const page = pageOf[r.id]!;
    let list = pages.get(page);
    if (!list) pages.set(page, (list = []));
    list.push({ ...r, page });
  }
  const lists = [...pages.values()];
  const head = lists.flatMap((l) => l.slice(0, HITS_PER_PAGE_GROUP));
  const tail = lists.flatMap((l) => l.slice(HITS_PER_PAGE_GROUP));
  return [...head, ...tail];
}

function toHit(h: { id: number; score: number; page: number }, fragment: RecordFragment): LocalHit {
  const [path, anchor, level, trail, content] = fragment;
  const hierarchy: LocalHit['hierarchy'] = {
    lvl0: trail[0] ?? '',
    lvl1: trail[1] ?? '',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  for (let l = 2; l <= level; l++) hierarchy[`lvl${l}` as 'lvl2'] = trail[l] ?? null;
  return { id: h.id, page: h.page, score: h.score, path, anchor, level, hierarchy, content };
}
