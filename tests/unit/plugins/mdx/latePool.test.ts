// The gate that starts a compile pool once the docs compiled in the main thread show the waiting
// ones are worth it (plugins/mdx/latePool.ts), on a clock of its own: each in-thread compile
// moves it by that compile's cost.
import { describe, expect, it } from 'vitest';
import { latePoolGate } from '../../../../plugins/mdx/latePool.js';
import type { WorkerPool } from '../../../../plugins/workerPool.js';

const fakePool = () => ({ closed: false }) as unknown as WorkerPool;

/** Runs `count` compiles of `ms` each through a gate; says where each ran, in order. */
async function compileAll(count: number, ms: number, pool: WorkerPool | undefined) {
  let clock = 0;
  let starts = 0;
  const gate = latePoolGate(
    () => {
      starts++;
      return pool;
    },
    { now: () => clock },
  );
  const order: string[] = [];
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      gate.run(
        async () => {
          order.push(`start ${i}`);
          await Promise.resolve();
          clock += ms;
          order.push(`end ${i}`);
          return `thread ${i}`;
        },
        async (p) => {
          expect(p).toBe(pool);
          return `pool ${i}`;
        },
      ),
    ),
  );
  return { results, order, starts, gate };
}

describe('the late compile pool', () => {
  it('starts once the timed compiles project the waiting ones past its cost', async () => {
    const pool = fakePool();
    // 1 s each: after the first four (the first not timed), 16 s wait: a pool is worth it.
    const { results, starts, gate, order } = await compileAll(20, 1000, pool);
    expect(starts).toBe(1);
    expect(gate.pool).toBe(pool);
    expect(results.slice(0, 4)).toEqual(['thread 0', 'thread 1', 'thread 2', 'thread 3']);
    expect(results.slice(4)).toEqual(Array.from({ length: 16 }, (_, i) => `pool ${i + 4}`));
    // In this thread, one compile at a time: each ends before the next starts.
    expect(order.slice(0, 4)).toEqual(['start 0', 'end 0', 'start 1', 'end 1']);
  });

  it('starts none for cheap docs, which all compile in this thread', async () => {
    // 20 ms each: 16 waiting are 0.32 s, less than the threads would cost.
    const { results, starts } = await compileAll(20, 20, fakePool());
    expect(starts).toBe(0);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => `thread ${i}`));
    // 100 ms each (an ordinary doc on a busy machine): 396 waiting are 40 s, but no doc is costly.
    const many = await compileAll(400, 100, fakePool());
    expect(many.starts).toBe(0);
  });

  it('keeps compiling in this thread when no pool can start, or once it closed', async () => {
    const none = await compileAll(20, 1000, undefined);
    expect(none.starts).toBe(1);
    expect(none.results).toEqual(Array.from({ length: 20 }, (_, i) => `thread ${i}`));
    const pool = fakePool();
    const { gate } = await compileAll(20, 1000, pool);
    (pool as { closed: boolean }).closed = true;
    expect(
      await gate.run(
        async () => 'thread',
        async () => 'pool',
      ),
    ).toBe('thread');
  });
});
