// ScopedStorage: an async scope's store, with Node's async hooks off again once no run is left.
import { describe, expect, it } from 'vitest';
import { ScopedStorage } from '../../../plugins/asyncScope.js';

/** Whether async hooks are on: a promise made then carries their bookkeeping (Node 20). */
const hooksOn = () => Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
const nextTurn = () => new Promise((r) => setTimeout(r, 1));

describe('ScopedStorage', () => {
  it('gives the store across awaits, and leaves async hooks off once its runs have ended', async () => {
    const storage = new ScopedStorage<string>();
    await nextTurn();
    expect(hooksOn()).toBe(false);
    const seen = await storage.run('a', async () => {
      await nextTurn();
      return storage.getStore();
    });
    expect(seen).toBe('a');
    await nextTurn();
    expect(storage.getStore()).toBeUndefined();
    expect(hooksOn()).toBe(false);
  });

  it('keeps a run going while another one ends, and ends runs that throw or reject', async () => {
    const storage = new ScopedStorage<string>();
    let release = () => undefined as void;
    const long = storage.run('long', async () => {
      await new Promise<void>((r) => (release = r));
      await nextTurn();
      return storage.getStore();
    });
    expect(storage.run('short', () => storage.getStore())).toBe('short');
    await expect(
      storage.run('rejects', async () => {
        await nextTurn();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(() =>
      storage.run('throws', () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    release();
    expect(await long).toBe('long');
    await nextTurn();
    expect(hooksOn()).toBe(false);
  });
});
