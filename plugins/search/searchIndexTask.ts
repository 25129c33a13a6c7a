// A rebuild's search index, made on a thread of its own (searchIndexThread.ts): the tokens cache
// read, the index built from it and the pages, the cache written again, and each file's digest
// (outputDigests.ts) taken. On the build's main thread this was about 0.1 s of a one-doc edit's
// 1.1 s while the second core stood mostly idle (issue 37). Imports nothing but the index's own
// modules: the thread loads this module alone (scripts/cliBundle.mjs bundles it on its own).
import {
  buildLocalIndex,
  recordCountOf,
  reusableSummary,
  withCachedSummaries,
  type SearchPageInput,
} from './buildLocalIndex.js';
import { readSearchTokenCache, writeSearchTokenCache } from './searchTokenCache.js';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  FRAGMENT_SHELF,
  SEARCH_ASSETS_DIR,
  SEARCH_ENTRY_FILE,
  type SearchIndexEntry,
} from '../../src/shared/search/indexFormat.js';
import { digestOf } from '../output/outputDigests.js';

export interface SearchIndexTaskInput {
  pages: SearchPageInput[];
  synonyms?: string[][];
  /** The tokens cache file (searchTokenCache.ts): read, then written again with this build's pages. */
  tokensFile: string;
  /** The compiler's version, the cache's version. */
  version: string;
  /**
   * The output folder a rebuild in place takes unchanged files from (OutputWriter's
   * `previousFolder`) and the index it holds, if any: each file's previous name there is stat'ed
   * here (`sizes`), not on the main thread (writeFiles.ts's `keepKnown`).
   */
  previousOutput?: { folder: string; previous?: SearchIndexEntry };
}

export interface SearchIndexTaskResult {
  entry: SearchIndexEntry;
  /** The pages' record count (a page given by its cached summary counted by it). */
  records: number;
  /** Path under the output folder → content, the entry file last (as writeSearchIndex sets them). */
  files: [string, Uint8Array | string][];
  /** Each file's digest (`digestOf`), in the order of `files`. */
  digests: string[];
  /**
   * With `previousOutput`: the size of each file's previous name in its folder (null: not
   * there), in the order of `files`.
   */
  sizes?: (number | null)[];
}

/** The tokens cache `readTokensEarly` read. */
let read:
  { file: string; version: string; cache: ReturnType<typeof readSearchTokenCache> } | undefined;

/**
 * Reads the tokens cache before the pages come (the thread does while the main thread writes the
 * Markdown export and collects the records): the build writes the file only once the index is
 * built, here, and its append checks that the file is still as it was read (searchTokenCache.ts).
 */
export function readTokensEarly(file: string, version: string): void {
  read = { file, version, cache: readSearchTokenCache(file, version) };
}

/** The tokens cache of `file`: the one read early, else read now (and kept for the index). */
function tokensOf(file: string, version: string): ReturnType<typeof readSearchTokenCache> {
  if (read?.file !== file || read.version !== version)
    read = { file, version, cache: readSearchTokenCache(file, version) };
  return read.cache;
}

/**
 * Of these page keys, those the tokens cache gives by their summary (`reusableSummary`): the main
 * thread collects the records of the others only, and marks these `cachedSummary`.
 */
export function reusableKeys(keys: string[], tokensFile: string, version: string): boolean[] {
  const cache = tokensOf(tokensFile, version);
  return keys.map((key) => reusableSummary(cache, key) !== undefined);
}

/**
 * The index's files as the main thread's `writeSearchIndex` makes them, from the same cache file
 * (nothing writes it between the main thread's read and this one: the build writes it here). The
 * pages marked `cachedSummary` take theirs from the cache read here.
 */
export function buildSearchIndexFiles(input: SearchIndexTaskInput): SearchIndexTaskResult {
  const { pages, synonyms, tokensFile, version } = input;
  const previous = tokensOf(tokensFile, version);
  read = undefined;
  if (!withCachedSummaries(pages, previous))
    throw new Error('the search tokens cache changed during the build: build again');
  const records = pages.reduce((n, p) => n + recordCountOf(p), 0);
  const index = buildLocalIndex(pages, {
    ...(synonyms ? { synonyms } : {}),
    tokens: { version, previous },
  });
  if (index.tokens) writeSearchTokenCache(tokensFile, index.tokens, previous);
  const files: [string, Uint8Array | string][] = [...index.files];
  files.push([SEARCH_ENTRY_FILE, JSON.stringify(index.entry)]);
  const digests = files.map(([, content]) => digestOf(content));
  const there = input.previousOutput;
  if (!there) return { entry: index.entry, records, files, digests };
  const nameOf = there.previous ? previousName(index.entry, there.previous) : undefined;
  const sizes = files.map(([file]) => sizeIfThere(join(there.folder, nameOf?.(file) ?? file)));
  return { entry: index.entry, records, files, digests, sizes };
}

function sizeIfThere(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}

/**
 * A file of the new index → the name the same file had in the previous index: a chunk (or the
 * sections file) in the previous index's folder, a fragment file in its shelf's previous folder.
 */
export function previousName(
  entry: SearchIndexEntry,
  previous: SearchIndexEntry,
): (file: string) => string {
  const folders = new Map<string, string>([[entry.id, previous.id]]);
  // A fragment file's shelf is by its group number; a previous entry of the same version has one.
  const shelfOf = (group: number) => Math.floor(group / FRAGMENT_SHELF);
  const prefix = `${SEARCH_ASSETS_DIR}/`;
  return (file) => {
    if (!file.startsWith(prefix)) return file;
    const slash = file.indexOf('/', prefix.length);
    const folder = file.slice(prefix.length, slash);
    const name = file.slice(slash + 1);
    const fragment = /^f(\d+)\.json$/.exec(name);
    const was = fragment
      ? Array.isArray(previous.shelves)
        ? previous.shelves[shelfOf(Number(fragment[1]))]
        : undefined
      : folders.get(folder);
    return was && /^[\w-]+$/.test(was) ? `${prefix}${was}/${name}` : file;
  };
}
