// Renders every route to HTML in parallel worker threads (one per core, at most one per 8 routes).
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../../src/shared/renderResult.js';

const WORKER_FILE = fileURLToPath(new URL('./prerenderWorker.mjs', import.meta.url));

/** A page whose render threw: its URL, its index in `urls`, and the error's message and stack. */
export class PageRenderError extends Error {
  constructor(
    readonly url: string,
    readonly index: number,
    readonly reason: string,
    stack: string,
  ) {
    super(`Rendering ${url} failed: ${reason}`);
    // The stack is the page's (the worker's), under this error's message.
    this.stack = `${this.message}\n${stack.split('\n').slice(1).join('\n')}`;
  }

  /**
   * The function of the site's code the error was thrown in (the page's component, often), from
   * the stack: the first frame in a file (built-ins such as `Object.values` are skipped).
   */
  get thrownIn(): string | undefined {
    for (const m of (this.stack ?? '').matchAll(/^\s*at (?:new )?([\w$.]+) \(([^)]*)\)/gm))
      if (!/^(<anonymous>|native|node:)/.test(m[2]!)) return m[1];
    return undefined;
  }
}

/** See `pagesPerWorker`: a fresh worker costs about 0.35 s (measured on the 1,000-doc corpus). */
const PAGES_PER_WORKER = 2500;

/**
 * Renders `urls` and hands each result to `onResult` (with the URL's index) as soon as it arrives,
 * so the caller writes pages while others render and never holds every page's HTML at once.
 */
export async function renderAll(params: {
  serverEntry: string;
  /** Set on each worker's global object before it loads the server bundle. */
  globals?: Record<string, unknown>;
  /** The output folder standalone pages are read from (src/client/standaloneDoc.ts). */
  standaloneRoot?: string;
  /** The content hash of each bucket of the route table written there (RouteTableFiles). */
  routeHashes?: string[];
  urls: string[];
  onResult: (index: number, result: RenderResult) => void;
  onProgress?: (done: number, total: number) => void;
  workers?: number;
  /**
   * Pages a worker renders before it is replaced by a fresh one: every page module it imported
   * stays in its memory, and on a site of thousands of pages that adds up to hundreds of MB.
   */
  pagesPerWorker?: number;
}): Promise<void> {
  const { serverEntry, urls } = params;
  const count = Math.max(
    1,
    Math.min(params.workers ?? availableParallelism(), Math.ceil(urls.length / 8)),
  );
  let next = 0;
  let done = 0;
  let failed = false;
  const pagesPerWorker = params.pagesPerWorker ?? PAGES_PER_WORKER;
  const runWorker = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: {
          serverEntry,
          globals: params.globals,
          standaloneRoot: params.standaloneRoot && pathToFileURL(params.standaloneRoot + '/').href,
          routeHashes: params.routeHashes,
        },
      });
      const pending = new Map<number, string>();
      let sent = 0;
      const send = () => {
        if (failed || next >= urls.length) {
          // Done once its last page is back (or at once after a failure elsewhere).
          if (failed || !pending.size) void worker.terminate().then(() => resolve());
          return;
        }
        if (sent === pagesPerWorker) {
          // This worker's share is done once its last page is back: a fresh one takes over.
          if (!pending.size) void worker.terminate().then(() => runWorker().then(resolve, reject));
          return;
        }
        sent++;
        const id = next++;
        pending.set(id, urls[id]!);
        worker.postMessage({ id, url: urls[id] });
      };
      worker.on(
        'message',
        (msg: {
          ready?: boolean;
          id: number;
          ok: boolean;
          result: RenderResult;
          error: { message: string; stack: string };
        }) => {
          // Two pages in flight: the worker has its next page while this thread is busy (it writes
          // the search index meanwhile, see buildSite.ts), instead of waiting for its reply.
          if (msg.ready) {
            send();
            return send();
          }
          const url = pending.get(msg.id)!;
          pending.delete(msg.id);
          if (!msg.ok) {
            failed = true;
            void worker.terminate();
            const err = new PageRenderError(url, msg.id, msg.error.message, msg.error.stack);
            return reject(err);
          }
          // The worker gets its next URL before this page is handled, so it never waits on the caller.
          send();
          try {
            params.onResult(msg.id, msg.result);
          } catch (e) {
            failed = true;
            return reject(e);
          }
          params.onProgress?.(++done, urls.length);
        },
      );
      worker.on('error', reject);
    });
  await Promise.all(Array.from({ length: count }, runWorker));
}
