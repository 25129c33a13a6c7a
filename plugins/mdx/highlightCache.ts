// Highlighted code blocks kept from one build to the next. Shiki's first highlight in a process
// costs more than a doc's whole compile: the highlighter starts, and each grammar's Oniguruma
// scanners are made on first use (3.6 s of a 1,000-doc edit rebuild's main thread, at load 37).
// An edited doc's code blocks are mostly as they were: a block highlighted before, by its language,
// code, metastring, line classes and theme, is taken from here and Shiki is not started at all.
//
// The blocks a compile highlighted travel with its result (`CompiledDoc.highlights`, also from the
// pool's threads) to the doc compiler, which stores them in a store of their own beside the
// compile cache (compileCache.ts: one pack per process, compacted with it), and names them in the
// doc's record (`highlightKeys`) so that a doc taken from the compile cache keeps its blocks alive.
import { createHash } from 'node:crypto';
import type { Element } from 'hast';
import type { VFile } from 'vfile';
import type { CompileCacheStore } from './compileCache.js';

/** What the compile of one doc reads and adds (on the VFile's data, `highlights`). */
export interface HighlightLookup {
  /** A block highlighted before, as `JSON.stringify` of its `<pre>`. */
  get(key: string): string | undefined;
}

interface HighlightData {
  highlights?: {
    lookup?: HighlightLookup;
    /** Blocks this compile highlighted, by key. */
    made: Record<string, string>;
    /** Every block of the doc, highlighted now or taken from the lookup. */
    keys: string[];
  };
}

/** The key of a block: everything its `<pre>` is made from. */
export function highlightKey(parts: {
  code: string;
  lang: string;
  meta: unknown;
  lineClasses: Map<number, string[]>;
  theme: string;
}): string {
  return createHash('sha1')
    .update(
      JSON.stringify([
        parts.lang,
        parts.theme,
        parts.meta,
        [...parts.lineClasses].sort((a, b) => a[0] - b[0]),
      ]),
    )
    .update('\0')
    .update(parts.code)
    .digest('base64url');
}

/**
 * Blocks this process highlighted lately, by key, as JSON: a block that several docs hold (a
 * versioned docs set's copies, an install snippet on many pages) is highlighted once per process
 * and thread in a cold build too. The oldest go first past `RECENT_LIMIT` characters.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 32 * 1024 * 1024;
let recentSize = 0;
function remember(key: string, pre: string): void {
  recent.set(key, pre);
  recentSize += pre.length;
  for (const [oldKey, old] of recent) {
    if (recentSize <= RECENT_LIMIT) break;
    recent.delete(oldKey);
    recentSize -= old.length;
  }
}

/** Sets up `file` to collect its highlighted blocks, taking earlier ones from `lookup`. */
export function collectHighlights(file: VFile, lookup?: HighlightLookup): void {
  (file.data as HighlightData).highlights = { ...(lookup ? { lookup } : {}), made: {}, keys: [] };
}

/**
 * The `<pre>` of a block: from the file's lookup when it was highlighted before, else made by
 * `highlight` (and recorded on the file). Each caller gets its own copy: later steps change it.
 */
export async function cachedHighlight(
  file: VFile,
  key: string,
  highlight: () => Promise<Element>,
): Promise<Element> {
  const data = (file.data as HighlightData).highlights;
  if (!data) return highlight();
  data.keys.push(key);
  const known = data.made[key] ?? data.lookup?.get(key);
  if (known) return JSON.parse(known) as Element;
  // Highlighted by this process for another doc: as if made here (the compile's `highlights`
  // hold it, and the doc compiler stores it, whichever doc's result comes first).
  const lately = recent.get(key);
  if (lately) {
    data.made[key] = lately;
    return JSON.parse(lately) as Element;
  }
  const pre = await highlight();
  data.made[key] = JSON.stringify(pre);
  remember(key, data.made[key]);
  return pre;
}

/**
 * The keys of all a compile's blocks and, with `made`, the blocks it highlighted (for its
 * CompiledDoc).
 */
export function highlightsOf(
  file: VFile,
  made: boolean,
): { highlights?: Record<string, string>; highlightKeys?: string[] } {
  const data = (file.data as HighlightData).highlights;
  if (!data?.keys.length) return {};
  return {
    ...(made && Object.keys(data.made).length ? { highlights: data.made } : {}),
    highlightKeys: [...new Set(data.keys)],
  };
}

/**
 * Keeps a compile result's blocks in `store` and returns the result to keep in the compile cache
 * (without the blocks, which the store has). A result taken from the compile cache marks its
 * blocks used, so that compacting keeps them.
 */
export function storeHighlights<T extends { highlights?: Record<string, string> }>(
  store: CompileCacheStore<string> | undefined,
  result: T,
): T {
  if (!result.highlights) return result;
  const { highlights, ...rest } = result;
  if (store) for (const [key, pre] of Object.entries(highlights)) store.put(key, pre);
  return rest as T;
}
