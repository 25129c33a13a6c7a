// One compile pass for every locale of a build (issue 33): each locale's docs are compiled on one
// worker pool, started once for the build, while the next locale's content loads on the main
// thread; then the pool goes, before any bundler runs. The locales' stages (plugins/buildStages.ts)
// take every compile from the compile cache on disk, where the pass put it. Without the pass each
// locale started a pool of its own, whose threads cost about a second of CPU each before their
// first page (loading the compiler, warming up its JIT and Shiki).
import { join } from 'node:path';
import type { SiteData } from '../loadSite.js';
import { openCompileCache } from '../mdx/compileCache.js';
import { createDocCompiler, type CompiledDoc } from '../mdx/compileDoc.js';
import { docCompileInput, siteCompileOptions } from '../stages/mdx.js';
import type { WorkerPool } from '../workerPool.js';

export interface CompilePass {
  /** Starts the compile of a locale's docs (on the pool, if it has one by then). */
  add(site: SiteData): void;
  /**
   * Waits for every locale's compiles (starting the pool now if none was given and the locales'
   * docs are worth one), writes them to the compile cache and closes the pool. Without a pool the
   * pass compiles nothing (`compiled: 0`): each locale's stage compiles its docs on demand, as a
   * one-locale build does. `compact`: every locale of the site was added, so the records the pass
   * did not use are no page's and may go (plugins/mdx/compileCache.ts).
   */
  finish(compact: boolean): Promise<{ compiled: number; poolStarts: number }>;
}

export function createCompilePass(params: {
  siteDir: string;
  /** The pool started before the content loaded, if the default locale's docs were worth one. */
  pool: WorkerPool | undefined;
  /** A pool for these locales' docs, or undefined when too few of them changed to be worth one. */
  startPool: (sites: SiteData[]) => WorkerPool | undefined;
}): CompilePass {
  const { siteDir } = params;
  let pool = params.pool;
  let poolStarts = params.pool ? 1 : 0;
  const waiting: SiteData[] = [];
  const running: Promise<unknown>[] = [];
  let compiled = 0;
  let compiler: ReturnType<typeof createDocCompiler> | undefined;
  const start = (site: SiteData) => {
    const { shareLocales, ...options } = siteCompileOptions(site);
    // One compiler for every locale: what differs between locales (the base URL of the Markdown
    // export) is in each input, so a page's cache key is the one its locale's stage computes; a
    // doc several locales show compiles once for them (plugins/mdx/localeShare.ts).
    // Its records keep their standalone modules in them, as the locales' stages read them (their
    // compilers share one store, without the store of modules kept apart: localeStages.ts). With
    // the modules apart, every stage found no record of the pass and compiled each doc again, on
    // the main thread (the pool gone): every doc of every locale compiled twice.
    compiler ??= createDocCompiler({
      store: openCompileCache<CompiledDoc>(join(siteDir, '.cache', 'mdx'), { compact: true }),
      pool,
      standalone: true,
      shareLocales,
    });
    const c = compiler;
    const inputOf = docCompileInput(siteDir, site);
    compiled += site.docs.length;
    // A failure is dropped: the locale's stage compiles that page again and reports it.
    const settled = Promise.allSettled(
      site.docs.map((d) => c.compile({ ...inputOf(d), ...options })),
    );
    // The results are on disk once written: the compiler need not hold them.
    running.push(settled.then(() => c.clear()));
  };
  return {
    add(site) {
      if (pool) start(site);
      else waiting.push(site);
    },
    async finish(compact) {
      if (!pool && waiting.length) {
        pool = params.startPool([...waiting]);
        if (pool) poolStarts++;
      }
      // Without a pool, compiling ahead on this thread saved no CPU (200 docs × 3 locales, one run
      // each at load 40: 47.4 s against 41.4 s on demand); the stages compile then.
      for (const site of pool ? waiting.splice(0) : []) start(site);
      try {
        await Promise.all(running);
      } finally {
        compiler?.close(compact ? undefined : false);
        await pool?.close();
      }
      return { compiled, poolStarts };
    },
  };
}
