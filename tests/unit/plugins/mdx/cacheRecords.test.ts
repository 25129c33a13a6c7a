// A compile thread makes its result's disk-cache records (plugins/mdx/cacheRecords.ts) and the
// main thread only appends their bytes: the packs then hold what the main thread's own `put` of
// the same result wrote, record for record, and the result kept is the same.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeRecords, appendRecords } from '../../../../plugins/mdx/cacheRecords.js';
import { openCompileCache } from '../../../../plugins/mdx/compileCache.js';
import {
  createDocCompiler,
  type CompileDocInput,
  type CompiledDoc,
} from '../../../../plugins/mdx/compileDoc.js';
import { createWorkerPool, type WorkerPool } from '../../../../plugins/workerPool.js';

const site = mkdtempSync(join(tmpdir(), 'cache-records-'));
mkdirSync(join(site, 'static'), { recursive: true });
mkdirSync(join(site, 'docs'), { recursive: true });
writeFileSync(join(site, 'docs/a.md'), '');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const input: CompileDocInput = {
  body: [
    '# Lamp oil',
    '',
    'Some *text*, an accent (é), and a [link](https://example.com).',
    '',
    '```js title="wick.js"',
    'const wick = { length: 3 }; // trimmed',
    '```',
    '',
    '```bash',
    'echo "lit"',
    '```',
    '',
  ].join('\n'),
  filePath: join(site, 'docs/a.md'),
  source: 'a.md',
  staticDirs: [join(site, 'static')],
  permalinkBySource: new Map(),
};

/** Every record of the packs in `dir`, by key, as written. */
function recordsIn(dir: string): Map<string, string> {
  const records = new Map<string, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.idx'))) {
    const index = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      pack: string;
      entries: Record<string, [number, number]>;
    };
    const pack = readFileSync(join(dir, index.pack));
    for (const [key, [offset, length]] of Object.entries(index.entries))
      records.set(key, pack.toString('utf8', offset, offset + length));
  }
  return records;
}

describe("a compile's cache records made on its thread", () => {
  it('appends the bytes `put` would write, and reads them back', () => {
    const values: [string, unknown][] = [
      ['k1', { code: 'export default 1;', toc: [{ value: 'Wick “é”', id: 'w', level: 2 }] }],
      ['k2', 'a module\nwith a ✓'],
    ];
    const putDir = join(site, 'put');
    const encodedDir = join(site, 'encoded');
    const byPut = openCompileCache<unknown>(putDir, { compact: true });
    for (const [key, value] of values) byPut.put(key, value);
    byPut.close();
    const byBytes = openCompileCache<unknown>(encodedDir, { compact: true });
    const { result, encoded } = encodeRecords(values[0]![1] as CompiledDoc, {
      key: 'k1',
      apart: false,
    });
    expect(result).toEqual(values[0]![1]);
    appendRecords(encoded, { doc: byBytes });
    const second = encodeRecords(
      { code: '', standalone: values[1]![1] } as unknown as CompiledDoc,
      {
        key: 'k2',
        apart: true,
      },
    );
    appendRecords(second.encoded, { standalone: byBytes });
    expect(byBytes.get('k2')).toBe(values[1]![1]);
    byBytes.close();
    expect(recordsIn(encodedDir)).toEqual(recordsIn(putDir));
    const reopened = openCompileCache<unknown>(encodedDir);
    expect(reopened.get('k1')).toEqual(values[0]![1]);
    expect(reopened.get('k2')).toBe(values[1]![1]);
    reopened.close();
  });

  it('writes through a compile thread the records the main thread writes, and keeps the same result', async () => {
    const here = createDocCompiler({ cacheDir: join(site, 'here', 'mdx'), standalone: true });
    const local = await here.compile(input);
    here.close();
    const pool = createWorkerPool({ size: 1 });
    // What the thread sends back, before the compiler keeps it.
    const replies: unknown[] = [];
    const watched: WorkerPool = Object.create(pool, {
      run: {
        value: (...args: Parameters<WorkerPool['run']>) =>
          pool.run(...args).then((reply) => (replies.push(reply), reply)),
      },
    });
    try {
      const threaded = createDocCompiler({
        cacheDir: join(site, 'thread', 'mdx'),
        standalone: true,
        pool: watched,
      });
      const remote = await threaded.compile(input);
      threaded.close();
      expect(replies).toHaveLength(1);
      expect(replies[0]).toHaveProperty('cacheRecords.records', [
        ['highlight', expect.any(String), expect.any(Number)],
        ['highlight', expect.any(String), expect.any(Number)],
        ['standalone', expect.any(String), expect.any(Number)],
        ['doc', expect.any(String), expect.any(Number)],
      ]);
      expect(remote).not.toHaveProperty('cacheRecords');
      expect(remote).not.toHaveProperty('highlights');
      expect(remote).toEqual(local);
    } finally {
      await pool.close();
    }
    for (const store of ['mdx', 'mdx-highlights', 'mdx-standalone']) {
      const made = recordsIn(join(site, 'here', store));
      expect(made.size, store).toBeGreaterThan(0);
      expect(recordsIn(join(site, 'thread', store)), store).toEqual(made);
    }
  }, 120_000);
});
