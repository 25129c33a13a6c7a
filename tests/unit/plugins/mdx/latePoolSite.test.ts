// A site of 20 docs, too few for a compile pool by their count (buildSite.ts, DOCS_PER_WORKER),
// whose own remark plugin works 150 ms on each code block, as remark-shiki-twoslash type-checks
// each (tRPC's site: about 450 blocks, a second or more each). The main thread compiles the first
// docs one at a time and times them; the others are then sent to a pool started for them
// (plugins/mdx/latePool.ts). Before it, all 20 compiled on the main thread, one core of the
// machine's. The fixture's plugin writes under each block which thread compiled it.
import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('costly-remark');

const checks = (html: string) => html.match(/\[checked on [a-z ]+\]/g) ?? [];

describe.skipIf(availableParallelism() < 2)('docs whose own remark plugin is costly', () => {
  it('compile on a pool started once the first ones show their cost', async () => {
    const siteDir = copies.copy();
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    const pages = readdirSync(join(outDir, 'docs')).filter((d) => /^sample-\d+$/.test(d));
    expect(pages).toHaveLength(20);
    const where = pages.flatMap((page) =>
      checks(readFileSync(join(outDir, 'docs', page, 'index.html'), 'utf8')),
    );
    // Every block shown once, and checked once: its doc compiled once, for both bundles.
    expect(where).toHaveLength(40);
    expect(readFileSync(join(siteDir, 'checked.log'), 'utf8').trim().split('\n')).toHaveLength(40);
    const onWorkers = where.filter((w) => w === '[checked on a worker thread]').length;
    const onMain = where.filter((w) => w === '[checked on the main thread]').length;
    // The first four docs (the compiler's load, then three timed) on the main thread; the
    // sixteen waiting (16 × 300 ms ≥ 4 s) on the pool.
    expect(onMain).toBeGreaterThanOrEqual(8);
    expect(onWorkers).toBeGreaterThanOrEqual(24);
    expect(onMain + onWorkers).toBe(40);
  }, 300_000);
});
