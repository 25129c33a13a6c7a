// Worker thread of plugins/workerPool.ts: loads the task module and runs tasks by name. Plain
// JavaScript, because a worker thread does not inherit the parent's TypeScript loader: a `.ts`
// task module is loaded through tsx's scoped loader (the CLI runs on tsx anyway).
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { tasksModule } = workerData;
/** Called after each task (loadBundled's: when to write the code cache). */
let afterTask = () => {};
const SAVE_AFTER = 16;
const { workerTasks, transferOf } = tasksModule.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(tasksModule, import.meta.url)
  : tasksModule.endsWith('.cjs')
    ? await loadBundled(tasksModule)
    : await import(tasksModule);
const shared = new Map();

/**
 * The precompiled CLI's tasks (scripts/run.mjs names them): CommonJS chunks run with V8's code
 * cache (scripts/cliLoader.mjs), as the CLI's own are. As an ES module, the 1.9 MB bundle was
 * compiled from its source in every thread of every build. The cache is written once the thread
 * has run SAVE_AFTER tasks (their functions compiled), when it had none or V8 rejected it.
 */
async function loadBundled(url) {
  const { loadCachedBundle } = await import(process.env.DOCS_WORKER_LOADER);
  const file = fileURLToPath(url);
  const { exports, saveCodeCache } = loadCachedBundle(
    dirname(file),
    basename(file),
    process.env.DOCS_WORKER_CODE_CACHE,
  );
  let ran = 0;
  afterTask = () => {
    if (++ran === SAVE_AFTER) setImmediate(saveCodeCache);
  };
  return exports;
}

const serializeError = (error) =>
  error && typeof error === 'object' && Array.isArray(error.diagnostics)
    ? { diagnostics: error.diagnostics }
    : {
        message: String(error?.message ?? error),
        stack: error?.stack === undefined ? undefined : String(error.stack),
      };

const run = async (msg) => {
  try {
    const result = await workerTasks[msg.task](msg.input, shared);
    // Bytes a result hands over (a compile's cache records) move to the pool's thread uncopied.
    parentPort.postMessage({ id: msg.id, ok: true, result }, transferOf?.(result));
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(error) });
  }
  afterTask();
};

// The pool sends the next task before this one is answered (TASKS_IN_FLIGHT): they run one after
// the other, in the order sent, so that only one task's syntax trees are in memory at a time.
let previous = Promise.resolve();
parentPort.on('message', (msg) => {
  if (msg.type === 'share') {
    shared.set(msg.key, msg.value);
    return;
  }
  // Work before the tasks that nobody waits for (the pool's `warm`): a failure is dropped. Its
  // result goes back when the pool asks for it (`warmed`: what the thread has loaded).
  if (msg.type === 'warm') {
    previous = previous
      .then(() => workerTasks[msg.task](msg.input, shared))
      .catch(() => undefined)
      .then((result) => void (msg.reply && parentPort.postMessage({ warmed: true, result })));
    return;
  }
  previous = previous.then(() => run(msg));
});
parentPort.postMessage({ ready: true });
