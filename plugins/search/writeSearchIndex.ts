// The build's search step: with Algolia, the records of every listed page (search-records.json,
// what `npm run search:upload` sends there); without, the built-in index.
import { SEARCH_ENTRY_FILE, type SearchIndexEntry } from '../../src/shared/search/indexFormat.js';
import type { SiteData } from '../loadSite.js';
import {
  buildLocalIndexInSteps,
  recordCountOf,
  reusableSummary,
  withCachedSummaries,
} from './buildLocalIndex.js';
import {
  readSearchTokenCache,
  writeSearchTokenCache,
  type SearchTokenCache,
} from './searchTokenCache.js';
import { getCompilerVersion } from '../mdx/compilerVersion.js';
import type { SearchPage } from './collectSearchRecords.js';
import {
  joinedPieces,
  writeFiles,
  type FileContent,
  type OutputWriter,
} from '../output/writeFiles.js';
import type { OutputDigests } from '../output/outputDigests.js';
import type { SearchIndexThread } from './searchIndexThread.js';
import { previousName } from './searchIndexTask.js';

export { previousName };

/**
 * The records file in the output folder (read by scripts/searchUpload.ts), written only when
 * Algolia serves the site: the built-in index does not read it, and it is large (99 MB at 10,000
 * pages) for a file every deploy would upload and nobody would fetch.
 */
export const SEARCH_RECORDS_FILE = 'search-records.json';

/** The search step's files, made and not yet written (`buildSearchIndexFiles`). */
export interface BuiltSearchIndex {
  /** Path under the output folder → content. */
  files: Map<string, FileContent>;
  /** The previous index's folder names and this one's (writeFiles takes unchanged files from them). */
  moved?: ReturnType<typeof previousName>;
  /** What the index's thread found of its files: their digests, and their previous sizes. */
  known: { digests: Map<string, string>; sizes: Map<string, number | null> };
  records: number;
}

/**
 * `pages`: the records of every listed page (`collectSearchRecords`). The build collects them and
 * lets the compiled pages go before the index, large on a large site, is built.
 */
export async function writeSearchIndex(
  params: Parameters<typeof buildSearchIndexFiles>[0] & {
    /** The digests of the files the previous build wrote (plugins/output/outputDigests.ts). */
    digests?: OutputDigests;
  },
): Promise<{ records: number; files: number }> {
  const built = await buildSearchIndexFiles(params);
  return writeBuiltSearchIndex(params.out, built, params.digests);
}

/**
 * The files `buildSearchIndexFiles` made, written into `out`: a rebuild makes them while its
 * client bundle is made, and writes them after it, in the order a build that made them then has.
 */
export async function writeBuiltSearchIndex(
  out: OutputWriter,
  built: BuiltSearchIndex,
  digests?: OutputDigests,
): Promise<{ records: number; files: number }> {
  const count = built.files.size;
  await writeFiles(out, built.files, built.moved, digests, built.known);
  return { records: built.records, files: count };
}

/**
 * The search step's files (the records file, or the built-in index and its entry), not written:
 * `out` is read for the previous index only.
 */
export async function buildSearchIndexFiles(params: {
  site: SiteData;
  pages: SearchPage[];
  out: OutputWriter;
  /**
   * The cache file of each page's terms (searchTokenCache.ts): read, and written again with this
   * build's pages. It holds only what its keys name, so it is written before the build succeeds.
   */
  tokensFile?: string;
  /**
   * The tokens cache as read before the pages were collected (`readPreviousTokens`): the pages
   * given by their summaries take their terms and fragment files from this very cache.
   */
  previousTokens?: SearchTokenCache;
  /**
   * A thread to build the index on (searchIndexThread.ts), when the build started one: with a
   * tokens file, the index is built there, and here only when the thread cannot.
   */
  thread?: SearchIndexThread;
  /**
   * The pages collected again with the summaries of `previous` (the cache as read here), when some
   * were marked `cachedSummary` for the thread, which could not build the index, and the cache no
   * longer has theirs.
   */
  recollect?: (previous: SearchTokenCache | undefined) => Promise<SearchPage[]>;
}): Promise<BuiltSearchIndex> {
  const { site, out, tokensFile } = params;
  let { pages } = params;
  // Versioned docs: each record says its page's docsearch tag and version (DocSearch's attributes).
  // Only the records file needs them gathered (and a page given by its summary has none here).
  const algolia = site.siteConfig.search.algolia;
  const records = algolia
    ? pages.flatMap((p) =>
        p.tag
          ? p.records.map((r) => ({ ...r, docusaurus_tag: p.tag, version: [p.version] }))
          : p.records,
      )
    : [];
  let recordCount = algolia ? records.length : 0;
  const files = new Map<string, FileContent>();
  // What the index's thread found of its files: their digests, and the sizes of their previous
  // names in the output (writeFiles need take neither again).
  const known = { digests: new Map<string, string>(), sizes: new Map<string, number | null>() };
  let newEntry: SearchIndexEntry | undefined;
  // One fragment file per group of a page's records (not one per section, a dozen a page: 137,000
  // files at 10,000 pages) plus the term chunks (writeFiles.ts). The chunks' folder is
  // named by the index's content and each shelf of fragment files by its own (indexFormat.ts), so
  // an edit moves the chunks and one shelf: the files that did not change are linked from the
  // previous index's folders.
  let previous: SearchIndexEntry | undefined;
  if (!algolia) {
    try {
      const entry = JSON.parse(
        out.readPrevious(SEARCH_ENTRY_FILE) ?? 'null',
      ) as SearchIndexEntry | null;
      if (entry?.id && /^[\w-]+$/.test(entry.id)) previous = entry;
    } catch {
      /* no previous index */
    }
  }
  if (algolia) files.set(SEARCH_RECORDS_FILE, joinedPieces(recordsJson(records)));
  else {
    const version = getCompilerVersion();
    const { synonyms } = site.siteConfig.search;
    const built =
      tokensFile && params.thread
        ? await params.thread.build({
            pages,
            ...(synonyms ? { synonyms } : {}),
            tokensFile,
            version,
            ...(out.previousFolder !== undefined && out.keepKnown
              ? {
                  previousOutput: { folder: out.previousFolder, ...(previous ? { previous } : {}) },
                }
              : {}),
          })
        : undefined;
    if (built) {
      newEntry = built.entry;
      recordCount = built.records;
      built.files.forEach(([file, content], i) => {
        files.set(file, content);
        known.digests.set(file, built.digests[i]!);
        if (built.sizes) known.sizes.set(file, built.sizes[i]!);
      });
      built.files.length = 0;
    } else {
      const previousTokens = tokensFile
        ? (params.previousTokens ?? readSearchTokenCache(tokensFile, version))
        : undefined;
      // The pages the thread was to give their cached summaries (it could not run): from the
      // cache read here, or collected again when it no longer has them.
      if (!withCachedSummaries(pages, previousTokens)) {
        if (!params.recollect) throw new Error('a search page has neither records nor a summary');
        pages = await params.recollect(previousTokens);
      }
      recordCount = pages.reduce((n, p) => n + recordCountOf(p), 0);
      const index = await buildLocalIndexInSteps(pages, {
        synonyms,
        ...(tokensFile ? { tokens: { version, previous: previousTokens } } : {}),
      });
      // Appended to the file the previous cache was read from, when it can be (searchTokenCache.ts).
      if (tokensFile && index.tokens)
        writeSearchTokenCache(tokensFile, index.tokens, previousTokens);
      delete index.tokens;
      newEntry = index.entry;
      for (const [file, content] of index.files) files.set(file, content);
      index.files.clear(); // writeFiles lets each go once written
      files.set(SEARCH_ENTRY_FILE, JSON.stringify(index.entry));
    }
  }
  const moved = previous && newEntry ? previousName(newEntry, previous) : undefined;
  return { files, ...(moved ? { moved } : {}), known, records: recordCount };
}

/** `JSON.stringify(records)`, a record at a time. */
function* recordsJson(records: readonly unknown[]): Generator<string, void, undefined> {
  yield '[';
  for (let i = 0; i < records.length; i++) yield (i ? ',' : '') + JSON.stringify(records[i]);
  yield ']';
}

/**
 * What a build that writes the built-in index may take from its last one before it collects the
 * pages: the tokens cache, and the summary it keeps of each page key (`reusableSummary`). Nothing
 * for a site on Algolia, whose records file needs every page's records.
 */
export function readPreviousTokens(
  site: SiteData,
  tokensFile: string,
): { tokens?: SearchTokenCache; summaryOf?: (key: string) => ReturnType<typeof reusableSummary> } {
  if (site.siteConfig.search.algolia) return {};
  const tokens = readSearchTokenCache(tokensFile, getCompilerVersion());
  return tokens ? { tokens, summaryOf: (key) => reusableSummary(tokens, key) } : {};
}
