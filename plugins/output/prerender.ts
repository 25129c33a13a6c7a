// Renders every route to HTML in parallel worker threads (one per core, at most one per 8 routes).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../../src/server/entryServer.js';

const WORKER_FILE = fileURLToPath(new URL('./prerenderWorker.mjs', import.meta.url));

export async function renderAll(params: { serverEntry: string; urls: string[]; onProgress?: (done: number, total: number) => void; workers?: number }): Promise<Map<string, RenderResult>> {
  const { serverEntry, urls } = params;
  const count = Math.max(1, Math.min(params.workers ?? availableParallelism(), Math.ceil(urls.length / 8)));
  const results = new Map<string, RenderResult>();
  let next = 0;
  let done = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: { serverEntry } });
      const pending = new Map<number, string>();
      const send = () => {
        if (next >= urls.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        const id = next++;
        pending.set(id, urls[id]!);
        worker.postMessage({ id, url: urls[id] });
      };
      worker.on('message', (msg: { ready?: boolean; id: number; ok: boolean; result: RenderResult; error: { message: string; stack: string } }) => {
        if (msg.ready) return send();
        const url = pending.get(msg.id)!;
        pending.delete(msg.id);
        if (!msg.ok) {
          void worker.terminate();
          const err = new Error(`Rendering ${url} failed: ${msg.error.message}`);
          err.stack = msg.error.stack;
          return reject(err);
        }
        results.set(url, msg.result);
        params.onProgress?.(++done, urls.length);
        send();
      });
      worker.on('error', reject);
    });
  await Promise.all(Array.from({ length: count }, runWorker));
  return results;
}
