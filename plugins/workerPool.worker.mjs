// Worker thread of plugins/workerPool.ts: loads the task module and runs tasks by name. Plain
// JavaScript, because a worker thread does not inherit the parent's TypeScript loader: a `.ts`
// task module is loaded through tsx's scoped loader (the CLI runs on tsx anyway).
import { parentPort, workerData } from 'node:worker_threads';

const { tasksModule } = workerData;
const { workerTasks, transferOf } = tasksModule.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(tasksModule, import.meta.url)
  : await import(tasksModule);
const shared = new Map();

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
