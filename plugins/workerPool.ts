// A pool of worker threads for the build's CPU-bound tasks (plugins/workerTasks.ts). The MDX
// pipeline runs on one thread, so a build with every doc compiled on the main thread uses one core;
// the pool spreads the tasks over all of them. Results are the same as in-process: the workers run
// the same functions, and errors come back as the same BuildError (file, line, column, hint).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { BuildError, type Diagnostic } from './diagnostics.js';
import type { SharedData, TaskName, WorkerTasks } from './workerTasks.js';

type TaskInput<K extends TaskName> = Parameters<WorkerTasks[K]>[0];
type TaskResult<K extends TaskName> = Awaited<ReturnType<WorkerTasks[K]>>;

/** How an error crosses the thread boundary (see workerPool.worker.mjs): a BuildError keeps its diagnostics. */
type SerializedError = { diagnostics: Diagnostic[] } | { message: string; stack?: string };

type WorkerReply =
  | { ready: true }
  | { warmed: true; result: unknown }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError };
type WorkerRequest =
  | { type: 'share'; key: string; value: unknown }
  | { type: 'warm'; task: TaskName; input: unknown; reply: boolean }
  | { type: 'task'; id: number; task: TaskName; input: unknown };

function deserializeError(e: SerializedError): Error {
  if ('diagnostics' in e) return new BuildError(e.diagnostics);
  const err = new Error(e.message);
  if (e.stack) err.stack = e.stack;
  return err;
}

/** What a task needs loaded in its thread, and what a warm-up loaded: see `affinity` below. */
export interface RunOptions {
  /**
   * Keys of what the task loads on its first use in a thread (a doc's code languages, whose
   * grammars Shiki makes once per thread): the task goes to a thread that has them, if one has.
   */
  affinity?: readonly string[];
}

export interface WarmOptions<R> {
  /**
   * The keys (RunOptions' `affinity`) a thread has once its warm-up gave this result, each with
   * what loading it cost there (any unit, the same for every key: the pool compares them).
   */
  affinityOf?: (result: R) => Iterable<readonly [key: string, cost: number]>;
}

export interface WorkerPool {
  /** Runs a task on the first free worker (in this thread when no worker could start). */
  run<K extends TaskName>(
    task: K,
    input: TaskInput<K>,
    options?: RunOptions,
  ): Promise<TaskResult<K>>;
  /** Makes a large value readable by tasks under the returned key; each worker receives it once. */
  share(value: object): string;
  /**
   * Runs a task on every worker before the tasks sent after it, whose result nobody waits for
   * (warming the compiler while the main thread loads the content: mdx/warmCompiler.ts). A
   * failure is dropped. Without workers, nothing runs. A function for `input` gives each worker
   * its own (`index` of `count`: the warm-ups may split the work, each thread taking a share).
   */
  warm<K extends TaskName>(
    task: K,
    input: TaskInput<K> | ((index: number, count: number) => TaskInput<K>),
    options?: WarmOptions<TaskResult<K>>,
  ): void;
  close(): Promise<void>;
  /** Whether close() was called: run() then fails, and the caller does the work itself. */
  readonly closed: boolean;
}

const WORKER_FILE = fileURLToPath(new URL('./workerPool.worker.mjs', import.meta.url));
// The precompiled CLI (scripts/run.mjs) names its bundled tasks; otherwise the tasks module with
// this file's extension: `.ts` under tsx or vitest, which the worker loads through tsx.
const TASKS_MODULE =
  process.env.DOCS_WORKER_TASKS ||
  new URL(
    `./workerTasks${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`,
    import.meta.url,
  ).href;

interface Job {
  id: number;
  task: TaskName;
  input: unknown;
  /** RunOptions' `affinity`. */
  keys: readonly string[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  /** Sent and not answered yet, oldest first (the worker runs them in that order). */
  jobs: Job[];
  /** Keys of the shared values this worker has received. */
  shared: Set<string>;
  /** The affinity keys of what it has loaded (its warm-up's, and every task's sent to it). */
  keys: Set<string>;
  /**
   * Reads its warm-up's result, when the pool asked for it (undefined if the warm-up failed).
   * Until then the worker takes no task with keys: what it loads is not known yet.
   */
  onWarmed?: (result: unknown) => void;
}

function startPoolWorker(resourceLimits: ResourceLimits | undefined): PoolWorker {
  return {
    worker: new Worker(WORKER_FILE, {
      workerData: { tasksModule: TASKS_MODULE },
      resourceLimits: resourceLimits ?? { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    }),
    ready: false,
    jobs: [],
    shared: new Set(),
    keys: new Set(),
  };
}

/** Sends a task to a worker, after the shared values it has not received yet. */
function sendJob(w: PoolWorker, job: Job, shared: ReadonlyMap<string, unknown>): void {
  for (const [key, value] of shared) {
    if (w.shared.has(key)) continue;
    w.worker.postMessage({ type: 'share', key, value } satisfies WorkerRequest);
    w.shared.add(key);
  }
  w.jobs.push(job);
  for (const key of job.keys) w.keys.add(key);
  w.worker.postMessage({
    type: 'task',
    id: job.id,
    task: job.task,
    input: job.input,
  } satisfies WorkerRequest);
}

/**
 * Tasks sent to a worker before it answers the first: the next ones are already there when it
 * finishes one, so a worker does not wait for this thread, which may be busy for a second at a
 * time (loading the bundler, a synchronous plugin). Measured on the 1,000-doc bench corpus with
 * one at a time: the compile threads idle for 40–50 % of the seconds the bundler loaded in; with
 * two, still a third at load 40. A few docs' more time on one thread at the end is the cost.
 */
export const TASKS_IN_FLIGHT = 4;

/**
 * A compile allocates short-lived syntax trees by the megabyte: with V8's default young
 * generation a compile thread collects it about twice as often. 64 MB rather than more: each
 * thread's young generation adds to the build's peak memory while the compile runs (1,000 bench
 * docs, peak RSS: 742 MB by default, 769 MB with 64, 813 MB with 96; reference/performance.md).
 */
export const WORKER_YOUNG_GENERATION_MB = 64;

/**
 * Tasks waiting that a worker with a free slot declines before it takes one whose keys another
 * worker has (and so loads them too): it waits while the others' backlog is shorter, as the
 * others finish it sooner than a grammar loads (TypeScript's: 0.4–0.55 s of CPU, about a hundred
 * docs' compiles at the end of the queue; 32 docs are a third of that).
 */
export const AFFINITY_BACKLOG = 32;

/**
 * The index in `queue` of the task `w` takes next, or -1 to wait. A task's keys that `w` lacks
 * and another worker has are its *missing* keys (while another worker is still warming up, every
 * key `w` lacks may be that worker's). First a task with none missing and a key only `w` has (what
 * no other thread can do as cheaply), then the first with none missing, then the first that no
 * worker has every key of; else, when no worker is warming up and AFFINITY_BACKLOG tasks or more
 * wait, the one whose missing keys cost least (the first of those).
 */
export function pickTask(
  queue: readonly { keys: readonly string[] }[],
  w: { keys: ReadonlySet<string> },
  others: readonly { keys: ReadonlySet<string>; warming?: boolean }[],
  costs: ReadonlyMap<string, number>,
  backlog = AFFINITY_BACKLOG,
): number {
  if (!queue.length) return -1;
  const warming = others.some((o) => o.warming);
  const elsewhere = (key: string) => warming || others.some((o) => o.keys.has(key));
  // Whether worker `o` has every key of a task that any worker has (so it loads nothing for it).
  const workers = [w, ...others];
  const hasAll = (o: { keys: ReadonlySet<string> }, keys: readonly string[]) =>
    keys.every((k) => o.keys.has(k) || !workers.some((p) => p.keys.has(k)));
  let [free, shared] = [-1, -1];
  let cheapest = -1;
  let cheapestCost = Infinity;
  for (let i = 0; i < queue.length; i++) {
    const { keys } = queue[i]!;
    let [missing, cost, only] = [false, 0, false];
    for (const key of keys)
      if (w.keys.has(key)) only ||= !elsewhere(key);
      else if (elsewhere(key)) {
        missing = true;
        cost += costs.get(key) ?? 0;
      }
    if (!missing) {
      if (only) return i;
      if (free < 0) free = i;
    } else if (!warming && !others.some((o) => hasAll(o, keys))) {
      // No worker has all its languages (a doc of two, split between threads): waiting would
      // not make it cheaper, and could wait forever.
      if (shared < 0) shared = i;
    } else if (cost < cheapestCost) [cheapest, cheapestCost] = [i, cost];
  }
  if (free >= 0) return free;
  if (shared >= 0) return shared;
  return !warming && queue.length >= backlog ? cheapest : -1;
}

/** The queued task a ready worker with a free slot takes next (see pickTask), or -1. */
function nextTaskFor(
  w: PoolWorker,
  queue: readonly Job[],
  workers: ReadonlySet<PoolWorker>,
  costs: ReadonlyMap<string, number>,
): number {
  // Warming up, it takes only tasks without keys: what it will have loaded is not known yet.
  if (w.onWarmed) return queue.findIndex((j) => !j.keys.length);
  const others = [...workers]
    .filter((o) => o !== w)
    .map((o) => ({ keys: o.keys, warming: o.onWarmed !== undefined }));
  return pickTask(queue, w, others, costs);
}

/** Sends every worker its warm-up (workerPool's `warm`), each with its own input if asked. */
function sendWarmUps<R>(
  workers: readonly PoolWorker[],
  task: TaskName,
  input: unknown,
  costs: Map<string, number>,
  affinityOf: WarmOptions<R>['affinityOf'],
): void {
  workers.forEach((w, index) => {
    if (affinityOf)
      w.onWarmed = (result) => {
        for (const [key, cost] of affinityOf(result as R)) {
          w.keys.add(key);
          costs.set(key, Math.max(costs.get(key) ?? 0, cost));
        }
      };
    w.worker.postMessage({
      type: 'warm',
      task,
      input:
        typeof input === 'function'
          ? (input as (i: number, n: number) => unknown)(index, workers.length)
          : input,
      reply: affinityOf !== undefined,
    } satisfies WorkerRequest);
  });
}

export function createWorkerPool(
  options: { size?: number; resourceLimits?: ResourceLimits; inFlight?: number } = {},
): WorkerPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const inFlight = Math.max(1, options.inFlight ?? TASKS_IN_FLIGHT);
  const shared = new Map<string, unknown>();
  const keys = new WeakMap<object, string>();
  const queue: Job[] = [];
  const workers = new Set<PoolWorker>();
  // What loading each affinity key cost, as the warm-ups said; until a task has keys
  // (`affinity`), the queue is taken in order.
  const costs = new Map<string, number>();
  let [affinity, nextId, closed, runningHere] = [false, 0, false, false];

  // Without a worker (none could start, or all died), tasks run here, one at a time: slower, never
  // wrong, and never thousands of half-done syntax trees in memory at once.
  const runInThread = () => {
    const job = runningHere ? undefined : queue.shift();
    if (!job) return;
    runningHere = true;
    // Loaded here only: the tasks bring the whole compiler, which a pool's owner need not load.
    import('./workerTasks.js')
      .then(({ workerTasks }) =>
        (workerTasks[job.task] as (input: unknown, data: SharedData) => Promise<unknown>)(
          job.input,
          shared,
        ),
      )
      .then(job.resolve, (e: unknown) => job.reject(e instanceof Error ? e : new Error(String(e))))
      .finally(() => {
        runningHere = false;
        dispatch();
      });
  };

  const dispatch = () => {
    if (!workers.size) return runInThread();
    // Round by round, so that the workers take turns: each gets one more task per round.
    for (let round = 0; round < inFlight; round++)
      for (const w of workers) {
        if (!w.ready || w.jobs.length > round) continue;
        if (!queue.length) return;
        const at = affinity ? nextTaskFor(w, queue, workers, costs) : 0;
        if (at < 0) continue;
        sendJob(w, queue.splice(at, 1)[0]!, shared);
      }
  };

  const retire = (w: PoolWorker) => {
    if (!workers.delete(w)) return;
    queue.unshift(...w.jobs.splice(0));
    void w.worker.terminate();
    dispatch();
  };

  for (let i = 0; i < size; i++) {
    const w = startPoolWorker(options.resourceLimits);
    workers.add(w);
    w.worker.on('message', (msg: WorkerReply) => {
      if ('ready' in msg) {
        w.ready = true;
        return dispatch();
      }
      if ('warmed' in msg) {
        const read = w.onWarmed;
        w.onWarmed = undefined;
        if (msg.result !== undefined) read?.(msg.result);
        return dispatch();
      }
      const at = w.jobs.findIndex((j) => j.id === msg.id);
      if (at < 0) return;
      const [job] = w.jobs.splice(at, 1) as [Job];
      if (msg.ok) job.resolve(msg.result);
      else job.reject(deserializeError(msg.error));
      dispatch();
    });
    // A worker that fails to start (no TypeScript loader, no memory) or dies hands its task back.
    w.worker.on('error', () => retire(w));
    w.worker.on('exit', () => retire(w));
  }

  return {
    run<K extends TaskName>(
      task: K,
      input: TaskInput<K>,
      options?: RunOptions,
    ): Promise<TaskResult<K>> {
      if (closed) return Promise.reject(new Error('worker pool: run() after close()'));
      const keys = options?.affinity ?? [];
      if (keys.length) affinity = true;
      return new Promise<TaskResult<K>>((resolve, reject) => {
        queue.push({
          id: nextId++,
          task,
          input,
          keys,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },
    share(value: object): string {
      let key = keys.get(value);
      if (!key) {
        key = `shared:${shared.size}`;
        keys.set(value, key);
        shared.set(key, value);
      }
      return key;
    },
    warm<K extends TaskName>(
      task: K,
      input: TaskInput<K> | ((index: number, count: number) => TaskInput<K>),
      options?: WarmOptions<TaskResult<K>>,
    ): void {
      if (!closed) sendWarmUps([...workers], task, input, costs, options?.affinityOf);
    },
    get closed(): boolean {
      return closed;
    },
    async close(): Promise<void> {
      closed = true;
      const all = [...workers];
      workers.clear();
      const stopped = new Error('worker pool: closed before the task ran');
      for (const job of [...queue.splice(0), ...all.flatMap((w) => w.jobs)]) job.reject(stopped);
      await Promise.all(all.map((w) => w.worker.terminate()));
    },
  };
}
