// A compile result's disk-cache records made on the thread that compiled it (issue 37). The main
// thread of a cold build received each result and then turned it into its records: the highlighted
// blocks taken out, the standalone module's digest, `JSON.stringify` of the record and its UTF-8
// bytes (0.5-0.9 s of its time in the client bundle stage, where the bundler's hooks wait on it).
// The compile thread now does all of that and sends the bytes with the result (transferred, not
// copied); the main thread appends them to the packs (compileCache.ts's `putEncoded`). The bytes
// are those `put` would write: `recordText` of the same values.
import { recordText } from './compileCache.js';
import type { CompiledDoc } from './compileDoc.js';
import { withStandaloneDigest } from './standaloneStore.js';

/** What the main thread's stores want of a result: sent with its compile task. */
export interface RecordsRequest {
  /** The compile key the result is stored under. */
  key: string;
  /** The standalone module goes to a store of its own (standaloneStore.ts). */
  apart: boolean;
}

/** Which store a record is for. */
export type RecordStore = 'doc' | 'standalone' | 'highlight';

/** Records encoded one after the other in `bytes`, each for its store, by key and byte length. */
export interface EncodedRecords {
  bytes: Uint8Array;
  records: [store: RecordStore, key: string, length: number][];
}

/**
 * The result as the main thread keeps it (its blocks taken out when they are stored apart, its
 * standalone module's digest added), and the records its stores are to append.
 */
export function encodeRecords(
  compiled: CompiledDoc,
  request: RecordsRequest,
): { result: CompiledDoc; encoded: EncodedRecords } {
  let rest = compiled;
  const texts: [RecordStore, string, string][] = [];
  // The highlighted blocks go to a store of their own (highlightCache.ts's storeHighlights).
  if (compiled.highlights) {
    const { highlights, ...others } = compiled;
    rest = others;
    for (const [key, pre] of Object.entries(highlights))
      texts.push(['highlight', key, recordText(key, pre)]);
  }
  const result = withStandaloneDigest(rest);
  const { key } = request;
  if (request.apart && result.standalone !== undefined) {
    texts.push(['standalone', key, recordText(key, result.standalone)]);
    texts.push(['doc', key, recordText(key, { ...result, standalone: undefined })]);
  } else {
    texts.push(['doc', key, recordText(key, result)]);
  }
  let total = 0;
  const records: EncodedRecords['records'] = texts.map(([store, k, text]) => {
    const length = Buffer.byteLength(text);
    total += length;
    return [store, k, length];
  });
  // A buffer of its own (never the shared pool's), so that it can be transferred.
  const bytes = Buffer.allocUnsafeSlow(total);
  let at = 0;
  for (const [, , text] of texts) at += bytes.write(text, at);
  return { result, encoded: { bytes, records } };
}

/** A store that takes encoded records (compileCache.ts's `putEncoded`). */
interface EncodedStore {
  putEncoded?(records: readonly (readonly [string, number])[], bytes: Uint8Array): void;
}

/**
 * Appends each store's records of `encoded` (contiguous in `bytes`) to it. A store that fails (a
 * full disk) loses its entries, not the build.
 */
export function appendRecords(
  encoded: EncodedRecords,
  stores: Partial<Record<RecordStore, EncodedStore | undefined>>,
): void {
  const spans = new Map<RecordStore, { start: number; end: number; records: [string, number][] }>();
  let at = 0;
  for (const [store, key, length] of encoded.records) {
    let span = spans.get(store);
    if (!span) spans.set(store, (span = { start: at, end: at, records: [] }));
    span.records.push([key, length]);
    at += length;
    span.end = at;
  }
  for (const [store, { start, end, records }] of spans) {
    try {
      stores[store]?.putEncoded?.(records, encoded.bytes.subarray(start, end));
    } catch {
      // a full disk loses the cache entries, not the build
    }
  }
}
