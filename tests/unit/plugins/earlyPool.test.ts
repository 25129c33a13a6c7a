// A first build of a site with docs enough for every core's compile thread starts its pool before
// it loads the config (plugins/buildSite.ts, earlyPoolSize): the threads load the compiler while
// the main thread loads the config.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const events: string[] = [];
vi.mock('node:os', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:os')>()),
  availableParallelism: () => 2,
}));
vi.mock('../../../plugins/workerPool.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../plugins/workerPool.js')>();
  return {
    ...actual,
    createWorkerPool: (options: { size?: number }) => {
      const loaded = (globalThis as { earlyPoolConfigLoaded?: boolean }).earlyPoolConfigLoaded;
      events.push(`pool of ${options.size} ${loaded ? 'after' : 'before'} the config`);
      return actual.createWorkerPool(options);
    },
  };
});
const { buildSite, earlyPoolSize } = await import('../../../plugins/buildSite.js');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  events.length = 0;
  delete (globalThis as { earlyPoolConfigLoaded?: boolean }).earlyPoolConfigLoaded;
});

/** A site of `count` docs whose config says when it was evaluated; its last doc does not parse. */
function siteOf(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'early-pool-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'site.config.ts'),
    "(globalThis as { earlyPoolConfigLoaded?: boolean }).earlyPoolConfigLoaded = true;\nexport default { title: 'Early', url: 'https://early.example.com', baseUrl: '/' };\n",
  );
  mkdirSync(join(dir, 'docs', 'part'), { recursive: true });
  for (let i = 0; i < count; i++)
    writeFileSync(join(dir, 'docs', 'part', `doc-${i}.md`), `# Doc ${i}\n\nText ${i}.\n`);
  // Front matter that does not parse: the build stops while loading the content, after the config.
  writeFileSync(join(dir, 'docs', 'part', 'doc-0.md'), '---\ntitle: [unclosed\n---\n# Doc 0\n');
  return dir;
}

describe('the compile pool of a first build', () => {
  it('is sized before the config by the docs folder, when it fills every core', () => {
    expect(earlyPoolSize(siteOf(800))).toBe(2);
    expect(earlyPoolSize(siteOf(799))).toBe(0);
    const empty = mkdtempSync(join(tmpdir(), 'early-pool-'));
    dirs.push(empty);
    expect(earlyPoolSize(empty)).toBe(0);
  });

  it('starts before the config is loaded, and is the one the build uses', async () => {
    const site = siteOf(800);
    await expect(buildSite({ siteDir: site, outDir: join(site, 'build') })).rejects.toThrow(
      /doc-0\.md/,
    );
    expect(events).toEqual(['pool of 2 before the config']);
  });

  it('starts after the config when the docs folder does not fill the pool', async () => {
    const site = siteOf(500);
    await expect(buildSite({ siteDir: site, outDir: join(site, 'build') })).rejects.toThrow(
      /doc-0\.md/,
    );
    expect(events).toEqual(['pool of 1 after the config']);
  });
});
