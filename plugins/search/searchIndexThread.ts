// The thread that builds a rebuild's search index (searchIndexTask.ts, searchIndexWorker.mjs).
// Started early (while the Markdown export is written and the records collected), it has loaded
// its module by the time the pages are handed to it. The tokens cache it reads and writes and the
// files it returns are those the main thread's `buildLocalIndex` would have made: the same
// functions on the same inputs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { SearchIndexTaskInput, SearchIndexTaskResult } from './searchIndexTask.js';

const WORKER_FILE = fileURLToPath(new URL('./searchIndexWorker.mjs', import.meta.url));
// The precompiled CLI (scripts/run.mjs) names its bundled task module; otherwise the task module
// with this file's extension: `.ts` under tsx or vitest, which the thread loads through tsx.
const TASK_MODULE =
  process.env.DOCS_SEARCH_TASK ||
  new URL(
    `./searchIndexTask${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`,
    import.meta.url,
  ).href;

/**
 * The thread's young generation, at most (V8 gives a third of it to each semi-space: 2 MB). The
 * process's `--semi-space-growth-factor=16` (scripts/run.mjs) grew it to 2 x 16 MB at its first
 * scavenge, each MB of it fresh memory the kernel maps on first touch (about 3 ms a MB on the
 * bench machine), for a thread that keeps most of what it makes (the index). Capped, an edit
 * rebuild of the 1,000-doc corpus takes about 5,000 fewer minor page faults (55k to 50k) and less
 * CPU in 5 of 5 alternating pairs, median -0.12 s user + sys; 12 MB saved 4,000 faults, 24 MB
 * 2,000 (scripts/bench/results/2026-12-01-s38-mem63.md).
 */
const YOUNG_GENERATION_MB = 6;

export interface SearchIndexThread {
  /**
   * The index built on the thread; undefined when the thread could not run it (it did not start,
   * or could not load its module): the caller builds it itself. An error of the index itself
   * rejects, with its message.
   */
  build(input: SearchIndexTaskInput): Promise<SearchIndexTaskResult | undefined>;
  /**
   * Of these page keys, those the tokens cache the thread reads (`tokensFile`) gives by their
   * summary (searchIndexTask.ts's `reusableKeys`); undefined when the thread cannot answer. The
   * pages given so are marked `cachedSummary` in `build`'s input: the thread fills them in.
   */
  reusable(keys: string[], tokensFile: string, version: string): Promise<boolean[] | undefined>;
  /** Ends the thread (once built, or when the build does not need it). */
  close(): void;
}

type Reply<T> =
  | { ok: true; result: T }
  | { ok: false; load?: boolean; error: { message: string; stack?: string } };

/** The tokens cache of a site's search index (of a locale's: `-fr`), searchTokenCache.ts. */
export function searchTokensFileOf(siteDir: string, cacheSuffix = ''): string {
  return join(siteDir, '.cache', `search-tokens${cacheSuffix}.bin`);
}

/**
 * A rebuild's index thread, started as its config is loaded (buildSite.ts), beside the warm
 * pre-render pool: it loads its module and reads the last build's tokens cache while this thread
 * loads the content, and is ready when the records come (stages/output.ts `startSearchIndex`).
 * None without that cache (a site whose index is not the built-in one has none).
 */
export function warmSearchIndexThread(
  tokensFile: string,
  version: string,
): SearchIndexThread | undefined {
  return existsSync(tokensFile) ? startSearchIndexThread({ file: tokensFile, version }) : undefined;
}

/**
 * `tokens`: the tokens cache the index will be built from, which the thread reads as soon as it
 * has loaded (the file and the compiler's version: SearchIndexTaskInput's).
 */
export function startSearchIndexThread(tokens?: {
  file: string;
  version: string;
}): SearchIndexThread {
  let worker: Worker | undefined;
  let failed = false;
  let answered = false;
  try {
    worker = new Worker(WORKER_FILE, {
      workerData: { taskModule: TASK_MODULE, ...(tokens ? { tokens } : {}) },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // An idle thread does not hold the process (a build that never asks for it ends all the same).
    worker.unref();
  } catch {
    failed = true;
  }
  worker?.on('error', () => (failed = true));
  // One question at a time: the build asks, awaits, then asks the next.
  const ask = <T>(message: unknown, last: boolean): Promise<T | undefined> => {
    const w = worker;
    if (!w || failed) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const stop = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        w.unref();
      };
      const onMessage = (reply: Reply<T>) => {
        stop();
        if (last) answered = true;
        if (reply.ok) resolve(reply.result);
        else if (reply.load) resolve(undefined);
        else reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      };
      // Died before answering: the index is made on the main thread instead.
      const onError = () => (stop(), resolve(undefined));
      const onExit = () => (stop(), resolve(undefined));
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      w.ref();
      w.postMessage(message);
    });
  };
  return {
    build: (input) => ask<SearchIndexTaskResult>(input, true),
    reusable: (keys, tokensFile, version) =>
      ask<boolean[]>({ reusable: { keys, tokensFile, version } }, false),
    close() {
      // A thread that answered ends by itself (searchIndexWorker.mjs): stopping it here cost the
      // main thread a few milliseconds.
      if (!answered) void worker?.terminate();
      worker = undefined;
    },
  };
}
