// Standalone modules (standaloneModule.ts) kept in a compile cache of their own, apart from the
// pages' records, of which they were half the bytes: a rebuild reads the module of a page whose
// file it writes, not every page's (issue 37). The record keeps the module's digest and length,
// which name its file (plugins/stages/pages.ts).
import { createHash } from 'node:crypto';
import { openCompileCache, type CompileCacheStore } from './compileCache.js';
import type { CompiledDoc } from './compileDoc.js';

/** The result with its standalone module's digest and length. */
export function withStandaloneDigest(result: CompiledDoc): CompiledDoc {
  if (!result.standalone) return result;
  return {
    ...result,
    standaloneDigest: createHash('sha256').update(result.standalone).digest('base64url'),
    standaloneBytes: Buffer.byteLength(result.standalone),
  };
}

export function standaloneModules(cacheDir: string | undefined, compact: boolean) {
  const modules: CompileCacheStore<string> | undefined = cacheDir
    ? openCompileCache<string>(`${cacheDir}-standalone`, { compact })
    : undefined;
  /** A record read without its module → the key its module is stored under. */
  const keys = new WeakMap<CompiledDoc, string>();
  return {
    /** Whether modules are stored apart from the records (in `store`). */
    apart: modules !== undefined,
    /** The modules' store, if they are stored apart. */
    store: modules,
    /** Whether a record read from the cache is whole (its module, if stored apart, still there). */
    found(key: string, hit: CompiledDoc): boolean {
      if (hit.standaloneDigest === undefined || hit.standalone !== undefined) return true;
      if (!modules?.keep(key)) return false;
      keys.set(hit, key);
      return true;
    },
    /**
     * Keeps the module stored apart under `key` (compacting keeps it) without reading it; false
     * when there is none. Without a store of their own, modules are in the records: true.
     */
    keep: (key: string): boolean => (modules ? modules.keep(key) : true),
    /** Stores a fresh result in `store`, its module apart. */
    put(store: CompileCacheStore<CompiledDoc> | undefined, key: string, result: CompiledDoc): void {
      if (!modules || result.standalone === undefined) return store?.put(key, result);
      modules.put(key, result.standalone);
      store?.put(key, { ...result, standalone: undefined });
    },
    /** A result's standalone module, read from the cache when the result came without it. */
    text(compiled: CompiledDoc): string | undefined {
      if (compiled.standalone !== undefined) return compiled.standalone;
      const key = keys.get(compiled);
      const text = key === undefined ? undefined : modules?.get(key);
      if (text === undefined && compiled.standaloneDigest !== undefined)
        throw new Error(
          'the compile cache lost a page’s standalone module while the build ran (another build using the same .cache folder?): run the build again',
        );
      return text;
    },
    close: (compactNow?: boolean) => modules?.close(compactNow),
  };
}
