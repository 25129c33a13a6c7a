// A page's standalone module is kept apart from its compile record (plugins/mdx/standaloneStore.ts):
// a later build's compiler gives the record without the module, with the digest and length that
// name its file, and reads the module only when asked; a record whose module is gone is compiled
// again.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocCompiler, type CompileDocInput } from '../../../../plugins/mdx/compileDoc.js';

const site = mkdtempSync(join(tmpdir(), 'standalone-store-'));
mkdirSync(join(site, 'static'), { recursive: true });
mkdirSync(join(site, 'docs'), { recursive: true });
writeFileSync(join(site, 'docs/a.md'), '');
const cacheDir = join(site, '.cache', 'mdx');

const input: CompileDocInput = {
  body: '# A page\n\nSome *text* with `code` and a [link](https://example.com).\n',
  filePath: join(site, 'docs/a.md'),
  source: 'a.md',
  staticDirs: [join(site, 'static')],
  permalinkBySource: new Map(),
};

const packText = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.pack'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('');

describe('standalone modules apart from the compile records', () => {
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('gives a cached record without its module, and the module on demand', async () => {
    const first = createDocCompiler({ cacheDir, standalone: true });
    const fresh = await first.compile(input);
    const module = fresh.standalone!;
    expect(module.length).toBeGreaterThan(100);
    expect(fresh.standaloneDigest).toBe(createHash('sha256').update(module).digest('base64url'));
    expect(fresh.standaloneBytes).toBe(Buffer.byteLength(module));
    first.close();
    // The record holds the digest, not the module; the module's own store holds it.
    expect(packText(cacheDir)).toContain(fresh.standaloneDigest);
    expect(packText(cacheDir)).not.toContain(JSON.stringify(module).slice(1, 200));
    expect(packText(`${cacheDir}-standalone`)).toContain(JSON.stringify(module).slice(1, 200));

    const second = createDocCompiler({ cacheDir, standalone: true });
    const cached = await second.compile(input);
    expect(cached.standalone).toBeUndefined();
    expect(cached.standaloneDigest).toBe(fresh.standaloneDigest);
    expect(cached.standaloneBytes).toBe(fresh.standaloneBytes);
    expect(cached.searchSections).toEqual(fresh.searchSections);
    expect(second.standaloneText(cached)).toBe(module);
    second.close();
  });

  it('compiles again when the module store lost the module', async () => {
    rmSync(`${cacheDir}-standalone`, { recursive: true, force: true });
    const third = createDocCompiler({ cacheDir, standalone: true });
    const again = await third.compile(input);
    expect(again.standalone).toBeDefined();
    expect(third.standaloneText(again)).toBe(again.standalone);
    third.close();
  });
});
