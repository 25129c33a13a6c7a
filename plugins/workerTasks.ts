// The CPU-bound build tasks a worker of plugins/workerPool.ts runs by name: compiling a doc's MDX
// (which also makes its standalone module and Markdown export). Inputs and results cross threads by structured clone, so the site's
// link map (large, the same for every doc) travels once per worker as shared data.
import { encodeRecords, type EncodedRecords, type RecordsRequest } from './mdx/cacheRecords.js';
import { compileDoc, type CompileDocInput, type CompiledDoc } from './mdx/compileDoc.js';
import type { CodeThemePair } from './mdx/codeTheme.js';
import { useOnigWasm } from './mdx/onigWasm.js';
import { warmCompiler, type WarmInput, type WarmResult } from './mdx/warmCompiler.js';

/** Data every task of a build may read, sent once to each worker under its key. */
export type SharedData = ReadonlyMap<string, unknown>;

export type CompileTaskInput = Omit<CompileDocInput, 'permalinkBySource' | 'codeTheme'> & {
  permalinkBySourceKey: string;
  /** The shared value holding the doc's code themes (CompileDocInput's `codeTheme`), if any. */
  codeThemeKey?: string;
  /** The shared value holding Shiki's compiled regex engine (onigWasm.ts), if the pool's owner has one. */
  onigWasmKey?: string;
  /** The result's disk-cache records to make here and send with it (cacheRecords.ts). */
  records?: RecordsRequest;
};

/** A compile task's result: with `records`, as the main thread keeps it, and its records. */
export type CompileTaskResult = CompiledDoc & { cacheRecords?: EncodedRecords };

function sharedMap(shared: SharedData, key: string): Map<string, string> {
  const value = shared.get(key);
  if (!(value instanceof Map)) throw new Error(`worker task: no shared data under "${key}"`);
  return value as Map<string, string>;
}

function sharedValue<T>(shared: SharedData, key: string): T {
  if (!shared.has(key)) throw new Error(`worker task: no shared data under "${key}"`);
  return shared.get(key) as T;
}

export const workerTasks = {
  compileDoc: async (
    { permalinkBySourceKey, codeThemeKey, onigWasmKey, records, ...input }: CompileTaskInput,
    shared: SharedData,
  ): Promise<CompileTaskResult> => {
    if (onigWasmKey) useOnigWasm(sharedValue(shared, onigWasmKey));
    const compiled = await compileDoc({
      ...input,
      permalinkBySource: sharedMap(shared, permalinkBySourceKey),
      ...(codeThemeKey ? { codeTheme: sharedValue<CodeThemePair>(shared, codeThemeKey) } : {}),
    });
    if (!records) return compiled;
    const { result, encoded } = encodeRecords(compiled, records);
    return { ...result, cacheRecords: encoded };
  },
  /** Sent to every thread while the content stage runs (workerPool.ts's `warm`). */
  warmCompiler: (input: WarmInput): Promise<WarmResult> => warmCompiler(input),
};

/** What a task's result hands over to the pool's thread instead of copying (workerPool.worker.mjs). */
export function transferOf(result: unknown): ArrayBuffer[] | undefined {
  const bytes = (result as CompileTaskResult | undefined)?.cacheRecords?.bytes;
  return bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? [bytes.buffer as ArrayBuffer]
    : undefined;
}

export type WorkerTasks = typeof workerTasks;
export type TaskName = keyof WorkerTasks;
