// The CLI's chunks run with V8's code cache (scripts/cliLoader.mjs): made by one run, taken by
// the next, and a cache V8 will not take (damaged, or made under other flags) is compiled from
// source and made again; a folder the cache cannot be written to changes nothing but the speed.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'cli-loader-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A bundle of two chunks as scripts/cliBundle.mjs makes them (CommonJS, `import()` renamed). */
function bundle(name: string) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'cli.cjs'),
    [
      'const { twice } = require("./lib-1.cjs");',
      'const { basename } = require("node:path");',
      '__cliImport("node:os").then((os) => {',
      '  process.stdout.write(`ran ${twice(21)} ${basename(__filename)} ${typeof os.cpus}\\n`);',
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'lib-1.cjs'),
    `exports.twice = (n) => n * 2;\n// ${'padding '.repeat(2000)}\n`,
  );
  return dir;
}

/** Runs the bundle, listing what the loader reports of each chunk's cache. */
function run(dir: string, cacheDir: string, nodeArgs: string[] = []) {
  const script = `
import { subscribe } from 'node:diagnostics_channel';
import { basename } from 'node:path';
import { runCachedBundle } from ${JSON.stringify(pathToFileURL(join(root, 'scripts/cliLoader.mjs')).href)};
subscribe('docusaurus-vite:cli-chunk', ({ file, cache }) =>
  process.stdout.write(basename(file) + ':' + cache + '\\n'));
runCachedBundle(${JSON.stringify(dir)}, 'cli.cjs', ${JSON.stringify(cacheDir)});
`;
  const result = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.trim().split('\n').sort();
}

describe('the CLI bundle’s code cache (scripts/cliLoader.mjs)', () => {
  it('writes each chunk’s cache as the process ends, and the next run takes it', () => {
    const dir = bundle('fresh');
    const cache = join(dir, 'v8-test');
    expect(run(dir, cache)).toEqual(['cli.cjs:none', 'lib-1.cjs:none', 'ran 42 cli.cjs function']);
    expect(readdirSync(cache).sort()).toEqual(['cli.cjs.bin', 'lib-1.cjs.bin']);
    const written = readFileSync(join(cache, 'lib-1.cjs.bin'));
    expect(run(dir, cache)).toEqual(['cli.cjs:used', 'lib-1.cjs:used', 'ran 42 cli.cjs function']);
    // Taken, not made again.
    expect(readFileSync(join(cache, 'lib-1.cjs.bin')).equals(written)).toBe(true);
  });

  it('compiles a chunk whose cache is damaged from source, and makes it again', () => {
    const dir = bundle('damaged');
    const cache = join(dir, 'v8-test');
    run(dir, cache);
    const good = readFileSync(join(cache, 'lib-1.cjs.bin'));
    const bad = Buffer.from(good);
    bad.fill(7, 16, bad.length - 16);
    writeFileSync(join(cache, 'lib-1.cjs.bin'), bad);
    writeFileSync(join(cache, 'cli.cjs.bin'), 'not a code cache');
    expect(run(dir, cache)).toEqual([
      'cli.cjs:rejected',
      'lib-1.cjs:rejected',
      'ran 42 cli.cjs function',
    ]);
    expect(run(dir, cache)).toEqual(['cli.cjs:used', 'lib-1.cjs:used', 'ran 42 cli.cjs function']);
    expect(readdirSync(cache).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('does not take a cache made under other V8 flags', () => {
    const dir = bundle('flags');
    const cache = join(dir, 'v8-test');
    run(dir, cache);
    expect(run(dir, cache, ['--no-turbo-inlining'])).toEqual([
      'cli.cjs:rejected',
      'lib-1.cjs:rejected',
      'ran 42 cli.cjs function',
    ]);
  });

  it('runs the same where the cache cannot be written (an installed, read-only package)', () => {
    const dir = bundle('read-only');
    // A folder that cannot be made (under a file): as a read-only package folder, for root too.
    writeFileSync(join(dir, 'file'), '');
    const cache = join(dir, 'file', 'v8-test');
    expect(run(dir, cache)).toEqual(['cli.cjs:none', 'lib-1.cjs:none', 'ran 42 cli.cjs function']);
    expect(run(dir, cache)).toEqual(['cli.cjs:none', 'lib-1.cjs:none', 'ran 42 cli.cjs function']);
    expect(existsSync(join(dir, 'file', 'v8-test'))).toBe(false);
  });

  it('keeps one cache per Node, V8 flags and command', async () => {
    const { codeCacheDir } = (await import(join(root, 'scripts/cliLoader.mjs'))) as {
      codeCacheDir: (dir: string, key: { flags?: string; command?: string }) => string;
    };
    const build = codeCacheDir('/b', { flags: '--no-turbo-inlining', command: 'build' });
    expect(build).toMatch(/^\/b\/v8-[0-9a-f]{12}$/);
    expect(codeCacheDir('/b', { flags: '--no-turbo-inlining', command: 'build' })).toBe(build);
    expect(codeCacheDir('/b', { flags: '', command: 'build' })).not.toBe(build);
    expect(codeCacheDir('/b', { flags: '--no-turbo-inlining', command: 'start' })).not.toBe(build);
  });
});
