// An AsyncLocalStorage that is on only while one of its runs is. On Node 20 a storage turns on
// async hooks at its first `run` and leaves them on for the rest of the process: from then on
// every promise made calls a hook written in JavaScript when it is made, awaited and settled.
// Rolldown's glue makes several promises for each plugin hook it calls, and a build calls
// thousands: the hooks were about 3 % of a small build's main thread (issue 37,
// scripts/bench/results/2026-11-30-s32-fixed52.md). When a scope's last run has ended (its
// promise settled) the storage is disabled, which turns the hooks off again when no other
// storage is on. Work a run leaves behind after that (a timer it started) no longer sees the store.
import { AsyncLocalStorage } from 'node:async_hooks';

export class ScopedStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private running = 0;

  /** `fn` with `store` as the store of everything it runs and awaits, until it has returned or settled. */
  run<R>(store: T, fn: () => R): R {
    this.running++;
    let result: R;
    try {
      result = this.storage.run(store, fn);
    } catch (e) {
      this.ended();
      throw e;
    }
    if (result instanceof Promise) return result.finally(() => this.ended()) as R;
    this.ended();
    return result;
  }

  getStore(): T | undefined {
    return this.storage.getStore();
  }

  private ended(): void {
    if (--this.running === 0) this.storage.disable();
  }
}
