// A thread that creates a cold build's output files (fileWriterThread.mjs), so that the kernel's
// work of creating thousands of files (an inode, a folder entry, the data) is not the main
// thread's. Written synchronously on the main thread (writeFiles.ts says why not through libuv's
// pool), the Markdown export and the search index's files took most of its time while the server
// bundle was made, and the bundler, whose plugins run on the main thread, waited: the other core
// idled (scripts/bench/results/2026-11-30-s34-cold55.md). The thread writes in the order the files
// came and answers once for a burst of them; its lock lets the build drop its output (`close`)
// without a file being written into it afterwards.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

const WORKER_FILE = fileURLToPath(new URL('./fileWriterThread.mjs', import.meta.url));

// The lock's values (state[0]), as fileWriterThread.mjs has them.
const IDLE = 0;
const BUSY = 1;
const CLOSED = 2;

export interface WriterThread {
  /** Writes `file` (an absolute path; its folder is made) on the thread: settles once written. */
  write(file: string, content: Uint8Array | string): Promise<void>;
  /**
   * Makes `folders` (and their parents) on the thread, after the writes handed to it before: a
   * build makes its pages' folders while a core is free, before the pages are written (a folder's
   * inode, like a file's, is the kernel's work). Returns the request's number for `foldersMade`.
   */
  makeFolders(folders: string[]): number;
  /**
   * Blocks this thread until the `makeFolders` request `id` is done; true when every folder of
   * every such request so far was made (false: one failed, or the thread is closed: the caller
   * makes its folders itself, and meets the error there).
   */
  foldersMade(id: number): boolean;
  /** Whether a write of `file` is queued or under way. */
  pending(file: string): boolean;
  /** Blocks this thread until every write of `file` handed to the thread so far is done. */
  waitFor(file: string): void;
  /** Settles once every write handed to the thread so far is done (failed ones included). */
  idle(): Promise<void>;
  /**
   * Ends the thread: a write under way finishes first (this blocks until it does), those queued
   * are refused (rejected), and nothing more is written. Safe to call more than once.
   */
  close(): void;
  /** Whether `close` was called (writes then go elsewhere). */
  readonly closed: boolean;
}

interface Reply {
  done: number[];
  failed: { id: number; message: string; code?: string; stack?: string }[];
}

export function startWriterThread(): WriterThread {
  // [0] the lock, [1] the requests done, [2] the folder requests that failed (fileWriterThread.mjs).
  const state = new Int32Array(new SharedArrayBuffer(12));
  const worker = new Worker(WORKER_FILE, { workerData: { state: state.buffer } });
  // Kept alive only while writes are pending: an idle thread does not hold the process.
  worker.unref();
  let sent = 0;
  let closed = false;
  const calls = new Map<
    number,
    { file: string; resolve: () => void; reject: (e: Error) => void }
  >();
  /** The last write of each file handed over and not done. */
  const lastOf = new Map<string, number>();
  let whenIdle: (() => void)[] = [];

  const settle = (id: number, error?: Error) => {
    const call = calls.get(id);
    if (!call) return;
    calls.delete(id);
    if (lastOf.get(call.file) === id) lastOf.delete(call.file);
    if (error) call.reject(error);
    else call.resolve();
  };
  const afterSettling = () => {
    if (calls.size) return;
    worker.unref();
    const waiting = whenIdle;
    whenIdle = [];
    for (const resolve of waiting) resolve();
  };
  worker.on('message', (msg: Reply) => {
    for (const id of msg.done) settle(id);
    for (const f of msg.failed)
      settle(f.id, Object.assign(new Error(f.message), { code: f.code, stack: f.stack ?? '' }));
    afterSettling();
  });
  const failAll = (e: unknown) => {
    const error = e instanceof Error ? e : new Error(String(e));
    for (const id of [...calls.keys()]) settle(id, error);
    afterSettling();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the output writer thread stopped')));

  return {
    write(file, content) {
      if (closed) return Promise.reject(new Error(`the output writer thread is closed (${file})`));
      const id = ++sent;
      const written = new Promise<void>((resolve, reject) =>
        calls.set(id, { file, resolve, reject }),
      );
      // A caller that stopped waiting (its build failed) leaves no unhandled rejection.
      written.catch(() => undefined);
      lastOf.set(file, id);
      if (calls.size === 1) worker.ref();
      worker.postMessage({ id, file, content });
      return written;
    },
    makeFolders(folders) {
      if (closed) return 0;
      const id = ++sent;
      // Settled like a write (its failure is seen by `foldersMade`): no file of the build's.
      calls.set(id, { file: `\0folders:${id}`, resolve: () => undefined, reject: () => undefined });
      if (calls.size === 1) worker.ref();
      worker.postMessage({ id, folders });
      return id;
    },
    foldersMade(id) {
      if (closed || id === 0) return false;
      for (let done = Atomics.load(state, 1); done < id; done = Atomics.load(state, 1))
        Atomics.wait(state, 1, done, 100);
      return Atomics.load(state, 2) === 0;
    },
    pending: (file) => lastOf.has(file),
    waitFor(file) {
      const id = lastOf.get(file);
      if (id === undefined) return;
      // state[1] counts the writes done, in the order they were sent.
      for (let done = Atomics.load(state, 1); done < id; done = Atomics.load(state, 1))
        Atomics.wait(state, 1, done, 100);
    },
    idle: () =>
      calls.size ? new Promise<void>((resolve) => whenIdle.push(resolve)) : Promise.resolve(),
    close() {
      if (closed) return;
      closed = true;
      // Takes the lock from the thread (waiting out a write under way): it writes nothing after.
      for (;;) {
        const was = Atomics.compareExchange(state, 0, IDLE, CLOSED);
        if (was !== BUSY) break;
        Atomics.wait(state, 0, BUSY, 100);
      }
      void worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}
