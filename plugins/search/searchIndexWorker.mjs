// Thread of searchIndexThread.ts: loads the search index's task module and builds the one index it
// is sent. Plain JavaScript, because a worker thread does not inherit the parent's TypeScript
// loader: a `.ts` module (tests) is loaded through tsx's scoped loader, as workerPool.worker.mjs does.
import { parentPort, workerData } from 'node:worker_threads';

const { taskModule, tokens } = workerData;
const loaded = (
  taskModule.endsWith('.ts')
    ? import('tsx/esm/api').then(({ tsImport }) => tsImport(taskModule, import.meta.url))
    : import(taskModule)
).then(
  (module) => {
    // The tokens cache, read while the main thread has other work (a failure: read again later).
    if (tokens) {
      try {
        module.readTokensEarly(tokens.file, tokens.version);
      } catch {
        // the build reads it when it needs it
      }
    }
    return { module };
  },
  (error) => ({ error }),
);

const errorOf = (error) => ({
  message: String(error?.message ?? error),
  stack: error?.stack === undefined ? undefined : String(error.stack),
});

parentPort.on('message', async (input) => {
  const { module, error } = await loaded;
  // A thread that could not load its module says so: the build then makes the index itself.
  if (error) return parentPort.postMessage({ ok: false, load: true, error: errorOf(error) });
  // A question before the index: which page keys the tokens cache gives by their summary.
  if (input.reusable) {
    const { keys, tokensFile, version } = input.reusable;
    try {
      parentPort.postMessage({ ok: true, result: module.reusableKeys(keys, tokensFile, version) });
    } catch (e) {
      parentPort.postMessage({ ok: false, load: true, error: errorOf(e) });
    }
    return;
  }
  try {
    const result = module.buildSearchIndexFiles(input);
    // The chunks' bytes move to the main thread rather than being copied.
    const transfer = result.files.flatMap(([, content]) =>
      typeof content === 'string' ? [] : [content.buffer],
    );
    parentPort.postMessage({ ok: true, result }, [...new Set(transfer)]);
  } catch (e) {
    parentPort.postMessage({ ok: false, error: errorOf(e) });
  }
  // One index a thread: it ends by itself (the main thread has nothing to stop).
  parentPort.close();
});
