// Renders routes to HTML in parallel worker threads (one per core, at most one per 8 routes). One
// pool serves every job of a build: a site's locales each hand it their pages (`render`), and the
// same threads render them all, in the order the jobs came. A job names the server bundle its pages
// render with and, when that bundle serves every locale, the locale's data: a worker loads each
// bundle once, whatever the number of jobs (locales) naming it, and gives it a job's locale before
// that job's pages (prerenderWorker.mjs).
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
    /** React's component stack of the error (innermost first), when the server entry found it. */
    readonly componentStack?: string,
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
 * Pages a worker has sent to it before it answers the first (see `send`). With 2, a worker
 * waited whenever this thread was busy for longer than two renders (a step of the search index,
 * a burst of page writes): 13-17 % of a worker's time on the 1,000-doc corpus was idle. A page's
 * render is about 5-10 ms, so 6 cover a step of this thread's work; the last pages still spread
 * over the workers (at most 6 renders of one worker after the others are done).
 */
const IN_FLIGHT = 6;

/** A set of pages rendered by one server bundle with the same settings (a locale's pages). */
export interface RenderJob {
  serverEntry: string;
  /**
   * The locale's data, when one server bundle renders every locale of a site: handed to the
   * bundle's `selectLocale` (src/client/localeScope.ts) before the job's pages.
   */
  locale?: object;
  /** The output folder standalone pages are read from (src/client/standaloneDoc.ts). */
  standaloneRoot?: string;
  /** The content hash of each bucket of the route table written there (RouteTableFiles). */
  routeHashes?: string[];
  urls: string[];
  /** Each page's result, with its index in `urls`, as soon as it arrives. */
  onResult: (index: number, result: RenderResult) => void;
  onProgress?: (done: number, total: number) => void;
}

export interface PrerenderPool {
  /**
   * Renders a job's pages on the pool's workers (started on the first job); resolves once every
   * page was handed to `onResult`. A page that throws rejects with a PageRenderError, and the
   * job's other pages are dropped; the pool goes on with the other jobs.
   */
  render(job: RenderJob): Promise<void>;
  /**
   * Starts a worker (unless the pool has one) and has it load the server bundle at `serverEntry`
   * now, before any job: a rebuild that renders a few pages warms the pool while it loads the site,
   * so the bundle's load is not on its path (plugins/output/warmPrerender.ts). A job naming the
   * same entry later finds the module loaded (the worker imports it by the same URL).
   */
  warm(serverEntry: string): void;
  /**
   * Starts the workers `pages` pages to render would have (as `render` does, unless the pool has
   * some), before any job: a cold build starts them while the server bundle is made, so that their
   * start is not the pre-render's (plugins/buildStages.ts).
   */
  prepare(pages: number): void;
  /**
   * Has every worker load a package file the server bundle leaves to Node (`commonJs`: with
   * `require`, as the bundle does; else `import`), before the bundle is there: the bundle then finds
   * it loaded (the same file, the same module). A file that fails to load is left to the bundle,
   * whose own load reports it.
   */
  preload(file: string, commonJs: boolean): void;
  /** Stops the workers; the jobs not done by then are rejected. */
  close(): Promise<void>;
  /** How many times the pool started (0 or 1): a build's count of pre-render pools. */
  readonly starts: number;
}

interface JobState {
  key: number;
  job: RenderJob;
  /** Sent to the workers: the bundle to load, as the worker receives it. */
  instance: {
    key: number;
    serverEntry: string;
    locale?: object;
    standaloneRoot?: string;
    routeHashes?: string[];
  };
  done: number;
  failed: boolean;
  resolve: () => void;
  reject: (e: unknown) => void;
}

interface Task {
  state: JobState;
  index: number;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  /** Pages sent to it over its life: at `pagesPerWorker` it takes no more and is replaced. */
  sent: number;
  pending: Map<number, Task>;
  /** The jobs whose bundle it was told to load. */
  instances: Set<number>;
}

type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; result: RenderResult }
  | { id: number; ok: false; load?: boolean; error: WorkerError };

/** A render error as the worker sends it (prerenderWorker.mjs's `errorOf`). */
interface WorkerError {
  message: string;
  stack: string;
  componentStack?: string;
}

/** A page's failure as a PageRenderError; a bundle that did not load, with its own error. */
function replyError(msg: { load?: boolean; error: WorkerError }, task: Task): Error {
  if (!msg.load) {
    const url = task.state.job.urls[task.index]!;
    const { message, stack, componentStack } = msg.error;
    return new PageRenderError(url, task.index, message, stack, componentStack);
  }
  const error = new Error(msg.error.message);
  error.stack = msg.error.stack;
  return error;
}

/** What a worker is told of a job before its first page: the bundle to load and how. */
function instanceOf(key: number, job: RenderJob): JobState['instance'] {
  return {
    key,
    serverEntry: pathToFileURL(job.serverEntry).href,
    ...(job.locale ? { locale: job.locale } : {}),
    ...(job.standaloneRoot ? { standaloneRoot: pathToFileURL(job.standaloneRoot + '/').href } : {}),
    ...(job.routeHashes ? { routeHashes: job.routeHashes } : {}),
  };
}

/** A job that failed: its pages still waiting are dropped (the build stops at this one). */
function failJob(state: JobState, error: unknown, queue: Task[], running: Set<JobState>): void {
  if (state.failed) return;
  state.failed = true;
  running.delete(state);
  for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.state === state) queue.splice(i, 1);
  state.reject(error);
}

/** A worker thread of the pool, its replies and its end handed to the pool. */
function startWorker(on: {
  ready: () => void;
  reply: (msg: Exclude<WorkerReply, { ready: true }>) => void;
  died: (e: unknown) => void;
}): PoolWorker {
  const w: PoolWorker = {
    worker: new Worker(WORKER_FILE),
    ready: false,
    sent: 0,
    pending: new Map(),
    instances: new Set(),
  };
  w.worker.on('message', (msg: WorkerReply) => {
    if (!('ready' in msg)) return on.reply(msg);
    w.ready = true;
    on.ready();
  });
  w.worker.on('error', on.died);
  w.worker.on('exit', (code) => on.died(new Error(`a pre-render worker exited (code ${code})`)));
  return w;
}

/**
 * PrerenderPool.warm: a worker started unless the pool has one, and each told to load the bundle at
 * `serverEntry` (a worker takes messages sent before it listens once it does: a port queues them).
 */
function warmWorkers(
  workers: Set<PoolWorker>,
  spawn: () => void,
  nextKey: () => number,
  serverEntry: string,
): void {
  if (!workers.size) spawn();
  const url = pathToFileURL(serverEntry).href;
  for (const w of workers)
    w.worker.postMessage({ type: 'instance', key: nextKey(), serverEntry: url });
}

/** The pages queued and those sent to a worker and not back (at least 1). */
const pagesToRender = (workers: Set<PoolWorker>, queue: Task[]) =>
  [...workers].reduce((n, w) => n + w.pending.size, queue.length) || 1;

/** A message to every worker of the pool. */
function tellAll(workers: Set<PoolWorker>, message: object): void {
  for (const w of workers) w.worker.postMessage(message);
}

/**
 * A pool of pre-render workers. `workers`: at most this many threads (default: one per core);
 * `pagesPerWorker`: pages a worker renders before a fresh one takes over, since every page module
 * it imported stays in its memory (on a site of thousands of pages, hundreds of MB).
 */
export function createPrerenderPool(
  options: { workers?: number; pagesPerWorker?: number } = {},
): PrerenderPool {
  const maxWorkers = Math.max(1, options.workers ?? availableParallelism());
  const pagesPerWorker = options.pagesPerWorker ?? PAGES_PER_WORKER;
  const queue: Task[] = [];
  const workers = new Set<PoolWorker>();
  const running = new Set<JobState>();
  // `next` numbers the jobs and the pages sent (a worker's reply names its page).
  let [next, starts, closed] = [0, 0, false];

  const fail = (state: JobState, error: unknown) => failJob(state, error, queue, running);
  const finishTask = (task: Task, result: RenderResult) => {
    const { state } = task;
    if (state.failed) return;
    try {
      state.job.onResult(task.index, result);
    } catch (e) {
      return fail(state, e);
    }
    state.done++;
    state.job.onProgress?.(state.done, state.job.urls.length);
    if (state.done === state.job.urls.length) {
      running.delete(state);
      state.resolve();
    }
  };

  /** Sends a worker its next page (after the bundle that page needs), or retires it. */
  const send = (w: PoolWorker) => {
    if (!w.ready || !workers.has(w)) return;
    if (w.sent >= pagesPerWorker) {
      // Its share is done once its last page is back: a fresh one takes over, if pages remain.
      if (!w.pending.size) replace(w);
      return;
    }
    const task = queue.shift();
    if (!task) return;
    const { instance } = task.state;
    if (!w.instances.has(instance.key)) {
      w.instances.add(instance.key);
      w.worker.postMessage({ type: 'instance', ...instance });
    }
    const id = next++;
    w.sent++;
    w.pending.set(id, task);
    w.worker.postMessage({
      type: 'render',
      id,
      key: instance.key,
      url: task.state.job.urls[task.index],
    });
  };

  const retire = (w: PoolWorker) => void (workers.delete(w) && w.worker.terminate());

  /** A worker that stops (retired, or dead): a fresh one takes its place while pages wait. */
  const replace = (w: PoolWorker) => {
    retire(w);
    if (queue.length && !closed) spawn();
  };

  /** Starts workers up to one per 8 pages to render (and at most `maxWorkers`). */
  const grow = (toRender = pagesToRender(workers, queue)) => {
    const accepting = [...workers].filter((w) => w.sent < pagesPerWorker).length;
    for (let i = accepting; i < Math.min(maxWorkers, Math.ceil(toRender / 8)); i++) spawn();
  };

  const spawn = () => {
    starts = 1;
    const w = startWorker({
      // Two pages in flight: the worker has its next page while this thread is busy (writing
      // pages, the search index, another locale's output), instead of waiting for its reply.
      ready: () => {
        for (let i = 0; i < IN_FLIGHT; i++) send(w);
      },
      reply: (msg) => {
        const task = w.pending.get(msg.id);
        if (!task) return;
        w.pending.delete(msg.id);
        // The worker gets its next page before this one is handled: it never waits on the caller.
        send(w);
        if (msg.ok) finishTask(task, msg.result);
        else fail(task.state, replyError(msg, task));
      },
      died: (e) => {
        if (!workers.has(w)) return;
        // A worker that never started fails every job (another would not start either); one that
        // died takes its pages' jobs with it, and a fresh one takes its place.
        const jobs = w.ready ? [...w.pending.values()].map((t) => t.state) : [...running];
        w.pending.clear();
        for (const state of jobs) fail(state, e);
        if (w.ready) replace(w);
        else retire(w);
      },
    });
    workers.add(w);
  };

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('pre-render pool: render() after close()'));
      if (!job.urls.length) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const key = next++;
        const state: JobState = {
          key,
          job,
          instance: instanceOf(key, job),
          done: 0,
          failed: false,
          resolve,
          reject,
        };
        running.add(state);
        for (let index = 0; index < job.urls.length; index++) queue.push({ state, index });
        grow();
        for (const w of workers) for (let i = w.pending.size; i < IN_FLIGHT; i++) send(w);
      });
    },
    warm: (entry) => closed || warmWorkers(workers, spawn, () => next++, entry),
    prepare: (pages) => void (closed || workers.size || grow(Math.max(1, pages))),
    preload: (file, commonJs) => closed || tellAll(workers, { type: 'preload', file, commonJs }),
    async close() {
      closed = true;
      queue.length = 0;
      const all = [...workers];
      workers.clear();
      const stopped = new Error('pre-render pool: closed before the page was rendered');
      for (const state of [...running]) fail(state, stopped);
      await Promise.all(all.map((w) => w.worker.terminate()));
    },
    get starts() {
      return starts;
    },
  };
}

/**
 * Renders `urls` on a pool of their own (closed after) and hands each result to `onResult` (with the URL's index)
 * as soon as it arrives, so the caller writes pages while others render and never holds every
 * page's HTML at once.
 */
export async function renderAll(
  params: RenderJob & {
    workers?: number;
    pagesPerWorker?: number;
    /** A pool started for this render beforehand (`prepare`), used instead of a new one. */
    pool?: PrerenderPool;
  },
): Promise<void> {
  const { workers, pagesPerWorker, pool: started, ...job } = params;
  const pool =
    started ??
    createPrerenderPool({
      ...(workers !== undefined ? { workers } : {}),
      ...(pagesPerWorker !== undefined ? { pagesPerWorker } : {}),
    });
  try {
    await pool.render(job);
  } finally {
    await pool.close();
  }
}
