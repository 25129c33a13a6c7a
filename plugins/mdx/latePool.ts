// A compile pool started once the docs show they need one. A build sizes its pool by how many docs
// changed (buildSite.ts, `DOCS_PER_WORKER`): a guess that holds for docs of ordinary cost, a few
// milliseconds each. A site whose own remark plugins make each doc cost seconds (one that
// type-checks every code block, as remark-shiki-twoslash does) then compiles every doc on the main
// thread, one core of the machine's. This gate runs the main thread's compiles one at a time (they
// are CPU-bound: interleaved, they take as long in all, and none can be timed) and times them: once
// those compiled so far show that docs are costly and that the ones waiting would take longer than
// starting threads costs, it starts a pool and sends it the waiting ones.
import type { WorkerPool } from '../workerPool.js';

/** Compiles timed in this thread before a decision, not counting the first (it loads the compiler). */
const SAMPLES = 3;
/**
 * The waiting compiles' projected time in this thread (their count by the median of those timed)
 * from which a pool is worth its threads' start: about a second of CPU each (buildSite.ts).
 */
const WORTH_MS = 4000;
/**
 * The median doc's time from which docs are costly: an ordinary doc takes a few milliseconds (400
 * of them are worth a thread), a quarter of a second is many times that even on a busy machine
 * (the times are wall-clock: a loaded machine stretches them all alike).
 */
const COSTLY_MS = 250;

export interface LatePoolGate {
  /** Runs a compile: on the pool once started (until it closes), else in this thread, in turn. */
  run<T>(inThread: () => Promise<T>, inPool: (pool: WorkerPool) => Promise<T>): Promise<T>;
  /** The pool it started, if any. */
  readonly pool: WorkerPool | undefined;
}

interface Waiting {
  inThread: () => Promise<unknown>;
  inPool: (pool: WorkerPool) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * `start` makes the pool (undefined: none can start, and the gate stops asking); `options` change
 * the thresholds (tests).
 */
export function latePoolGate(
  start: () => WorkerPool | undefined,
  options: { samples?: number; worthMs?: number; costlyMs?: number; now?: () => number } = {},
): LatePoolGate {
  const samples = options.samples ?? SAMPLES;
  const worthMs = options.worthMs ?? WORTH_MS;
  const costlyMs = options.costlyMs ?? COSTLY_MS;
  const now = options.now ?? (() => performance.now());
  const waiting: Waiting[] = [];
  const timings: number[] = [];
  let running = false;
  let decided = false;
  let pool: WorkerPool | undefined;

  const toPool = (job: Waiting, p: WorkerPool) => job.inPool(p).then(job.resolve, job.reject);

  const consider = () => {
    if (decided || timings.length < samples + 1 || !waiting.length) return;
    const typical = median(timings.slice(1));
    if (typical < costlyMs || typical * waiting.length < worthMs) return;
    decided = true;
    pool = start();
    if (!pool) return;
    for (const job of waiting.splice(0)) void toPool(job, pool);
  };

  const pump = () => {
    if (running) return;
    const job = waiting.shift();
    if (!job) return;
    running = true;
    const startedAt = now();
    void job
      .inThread()
      .then(job.resolve, job.reject)
      .finally(() => {
        timings.push(now() - startedAt);
        running = false;
        consider();
        pump();
      });
  };

  return {
    run<T>(inThread: () => Promise<T>, inPool: (pool: WorkerPool) => Promise<T>): Promise<T> {
      if (pool && !pool.closed) return inPool(pool);
      return new Promise<T>((resolve, reject) => {
        waiting.push({ inThread, inPool, resolve: resolve as (v: unknown) => void, reject });
        pump();
      });
    },
    get pool() {
      return pool;
    },
  };
}
