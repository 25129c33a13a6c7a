// The compile pass of a build of every locale (plugins/i18n/compilePass.ts), over the three locales
// of tests/fixtures/sites/i18n-classic: one pool started for all of them, each doc of each locale
// compiled once there, and each locale's stage then finding every compile in the cache.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompilePass } from '../../../../plugins/i18n/compilePass.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { mdxStage } from '../../../../plugins/stages/mdx.js';
import type { WorkerPool } from '../../../../plugins/workerPool.js';
import { workerTasks } from '../../../../plugins/workerTasks.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A pool that runs its tasks on this thread and counts them. */
function countingPool(): WorkerPool & { tasks: number } {
  const shared = new Map<string, unknown>();
  let closed = false;
  return {
    tasks: 0,
    share(value) {
      const key = String(shared.size);
      shared.set(key, value);
      return key;
    },
    async run(task, input) {
      this.tasks++;
      return workerTasks[task](input as never, shared);
    },
    async close() {
      closed = true;
    },
    get closed() {
      return closed;
    },
  } as WorkerPool & { tasks: number };
}

describe('one compile pass for every locale', () => {
  it('starts one pool for three locales, and each locale finds its compiles in the cache', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'compile-pass-'));
    temps.push(siteDir);
    cpSync(FIXTURE, siteDir, { recursive: true });
    const sites: SiteData[] = [];
    for (const name of [undefined, 'fr', 'ar'])
      sites.push(
        await loadSite({
          siteDir,
          production: true,
          ...(name ? { locale: { name, localize: true } } : {}),
        }),
      );
    const pool = countingPool();
    const asked: SiteData[][] = [];
    const pass = createCompilePass({
      siteDir,
      pool: undefined,
      startPool: (waiting) => (asked.push(waiting), pool),
    });
    for (const site of sites) pass.add(site);
    const docs = sites.reduce((n, s) => n + s.docs.length, 0);
    expect(await pass.finish(true)).toEqual({ compiled: docs, poolStarts: 1 });
    // Asked once, for the three locales; each doc file compiled on it once for every link table
    // of a locale that shows it (an untranslated doc is the default locale's file:
    // plugins/mdx/localeShare.ts). fr and ar translate different docs, and a link finds a doc by
    // its file (plugins/docs/loadDocSets.ts linkTableOfDocs): trim-the-wick, untranslated in both,
    // compiles for each of the three tables, light-a-lantern, untranslated in ar, for two.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.length === 3 && asked[0]!.every((s, i) => s === sites[i])).toBe(true);
    const files = new Set(sites.flatMap((s) => s.docs.map((d) => d.filePath)));
    expect(files.size).toBeLessThan(docs);
    expect(pool.tasks).toBe(files.size + 3);
    expect(pool.closed).toBe(true);

    // A locale's stage, as buildStages.ts runs it: every compile comes from the cache.
    for (const site of sites) {
      const stagePool = countingPool();
      const stage = mdxStage({ siteDir, site, pool: stagePool });
      const compiled = await Promise.all(site.docs.map((d) => stage.compile(d)));
      expect(stagePool.tasks).toBe(0);
      expect(compiled.every((c) => (c.standalone || c.code).length > 0)).toBe(true);
      stage.compiler.close(false);
    }
  });

  it('starts no pool when the locales have too few docs for one, and then compiles nothing', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'compile-pass-'));
    temps.push(siteDir);
    cpSync(FIXTURE, siteDir, { recursive: true });
    const fr = await loadSite({
      siteDir,
      production: true,
      locale: { name: 'fr', localize: true },
    });
    let asked = 0;
    const pass = createCompilePass({
      siteDir,
      pool: undefined,
      startPool: () => (asked++, undefined),
    });
    pass.add(fr);
    expect(await pass.finish(false)).toEqual({ compiled: 0, poolStarts: 0 });
    expect(asked).toBe(1);
    // The locale's stage compiles its docs itself, as a one-locale build does.
    const stagePool = countingPool();
    const stage = mdxStage({ siteDir, site: fr, pool: stagePool });
    await Promise.all(fr.docs.map((d) => stage.compile(d)));
    expect(stagePool.tasks).toBe(fr.docs.length);
    stage.compiler.close(false);
  });
});
