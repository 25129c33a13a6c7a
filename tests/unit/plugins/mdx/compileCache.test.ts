import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCompileCache } from '../../../../plugins/mdx/compileCache.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A cache folder whose one pack holds k0…k9. */
const cacheOfTen = () => {
  const dir = freshDir();
  const a = openCompileCache<number>(dir);
  for (let i = 0; i < 10; i++) a.put(`k${i}`, i);
  a.close();
  return dir;
};

const kinds = (dir: string) =>
  readdirSync(dir)
    .map((f) => f.replace(/^.*\./, '.'))
    .sort();

describe('compile cache on disk', () => {
  it('keeps what was put for the next process, in one pack and its index', () => {
    const dir = freshDir();
    const a = openCompileCache<{ n: number; s: string }>(dir);
    for (let i = 0; i < 50; i++) a.put(`key${i}`, { n: i, s: 'é'.repeat(i) });
    expect(a.get('key7')).toEqual({ n: 7, s: 'é'.repeat(7) });
    a.close();
    expect(kinds(dir)).toEqual(['.idx', '.pack']);
    const b = openCompileCache<{ n: number; s: string }>(dir);
    expect(b.get('key49')).toEqual({ n: 49, s: 'é'.repeat(49) });
    expect(b.get('key0')).toEqual({ n: 0, s: '' });
    expect(b.get('missing')).toBeUndefined();
    b.close();
  });

  it('reads the newest record of a key, from whichever pack holds it', () => {
    const dir = freshDir();
    const a = openCompileCache<string>(dir);
    a.put('k', 'first');
    a.put('other', 'x');
    a.close();
    const b = openCompileCache<string>(dir);
    b.put('k', 'second');
    b.close();
    const c = openCompileCache<string>(dir);
    expect(c.get('k')).toBe('second');
    expect(c.get('other')).toBe('x');
    c.close();
  });

  it('sees the packs of two processes that wrote at the same time', () => {
    const dir = freshDir();
    const a = openCompileCache<string>(dir);
    const b = openCompileCache<string>(dir);
    a.put('from-a', 'A');
    b.put('from-b', 'B');
    a.close();
    b.close();
    const c = openCompileCache<string>(dir);
    expect([c.get('from-a'), c.get('from-b')]).toEqual(['A', 'B']);
    c.close();
  });

  it('does not read a pack without its index, and removes it once it is old', () => {
    const dir = freshDir();
    const a = openCompileCache<string>(dir);
    a.put('k', 'v');
    a.close();
    const [idx] = readdirSync(dir).filter((f) => f.endsWith('.idx'));
    rmSync(join(dir, idx!));
    const [pack] = readdirSync(dir);
    expect(openCompileCache<string>(dir).get('k')).toBeUndefined();
    expect(readdirSync(dir)).toContain(pack); // young: maybe another process is still writing it
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(dir, pack!), old, old);
    openCompileCache<string>(dir);
    expect(readdirSync(dir)).not.toContain(pack);
  });

  it('misses, without throwing, when the index points at a record that is not there', () => {
    const write = () => {
      const dir = freshDir();
      const a = openCompileCache<string>(dir);
      a.put('k', 'value');
      a.close();
      return { dir, pack: readdirSync(dir).find((f) => f.endsWith('.pack'))! };
    };
    const rewritten = write();
    writeFileSync(join(rewritten.dir, rewritten.pack), 'garbage that is not the record');
    const b = openCompileCache<string>(rewritten.dir);
    expect(b.get('k')).toBeUndefined();
    b.close();
    const removed = write();
    rmSync(join(removed.dir, removed.pack));
    const c = openCompileCache<string>(removed.dir);
    expect(c.get('k')).toBeUndefined();
    c.close();
  });

  it('compacts when most records went unused: only the used ones stay', () => {
    const dir = cacheOfTen();
    const b = openCompileCache<number>(dir, { compact: true });
    expect(b.get('k3')).toBe(3);
    b.put('new', 99);
    b.close();
    expect(kinds(dir)).toEqual(['.idx', '.pack']);
    const c = openCompileCache<number>(dir);
    expect([c.get('k3'), c.get('new'), c.get('k4')]).toEqual([3, 99, undefined]);
    c.close();
  });

  it('does not compact while most records are in use, nor when not asked to', () => {
    const dir = cacheOfTen();
    const b = openCompileCache<number>(dir, { compact: true });
    for (let i = 0; i < 9; i++) b.get(`k${i}`);
    b.put('k9', 9);
    b.close();
    expect(kinds(dir)).toEqual(['.idx', '.idx', '.pack', '.pack']);
    const devServer = openCompileCache<number>(dir); // uses one record of eleven
    expect(devServer.get('k0')).toBe(0);
    devServer.close();
    expect(kinds(dir)).toEqual(['.idx', '.idx', '.pack', '.pack']);
    const failedBuild = openCompileCache<number>(dir, { compact: true });
    expect(failedBuild.get('k0')).toBe(0);
    failedBuild.close(false);
    expect(kinds(dir)).toEqual(['.idx', '.idx', '.pack', '.pack']);
  });

  it('writes the index half a second after a put in the dev server, and only at close in a build', () => {
    vi.useFakeTimers();
    try {
      const devDir = freshDir();
      const devServer = openCompileCache<number>(devDir);
      devServer.put('a', 1);
      vi.advanceTimersByTime(600);
      expect(kinds(devDir)).toEqual(['.idx', '.pack']);
      devServer.close();

      const buildDir = freshDir();
      const build = openCompileCache<number>(buildDir, { compact: true });
      build.put('a', 1);
      vi.advanceTimersByTime(600);
      build.put('b', 2);
      vi.advanceTimersByTime(600);
      expect(kinds(buildDir)).toEqual(['.pack']);
      build.close();
      expect(kinds(buildDir)).toEqual(['.idx', '.pack']);
      const next = openCompileCache<number>(buildDir);
      expect([next.get('a'), next.get('b')]).toEqual([1, 2]);
      next.close();

      // A failed build (no compacting) writes its index too.
      const failedDir = freshDir();
      const failed = openCompileCache<number>(failedDir, { compact: true });
      failed.put('c', 3);
      failed.close(false);
      expect(kinds(failedDir)).toEqual(['.idx', '.pack']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the result files of the one-file-per-page cache it replaced', () => {
    const dir = freshDir();
    writeFileSync(join(dir, `${'a'.repeat(40)}.json`), '{}');
    openCompileCache<string>(dir).close();
    expect(readdirSync(dir)).toEqual([]);
  });
});
