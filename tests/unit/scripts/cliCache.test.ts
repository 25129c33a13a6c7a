// The CLI's bundle cache does not grow without bound (scripts/cliCache.mjs): bundles and checkout
// folders no run will use are removed when a new bundle is written, and those a run may still
// load from (used recently, by their folder's modification time) are kept.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without types
import * as cliCache from '../../../scripts/cliCache.mjs';

const { markUsed, pruneBundles, pruneCheckouts } = cliCache as {
  markUsed: (dir: string) => boolean;
  pruneBundles: (cache: string, current: string) => string[];
  pruneCheckouts: (parent: string, current: string) => string[];
};
const root = join(import.meta.dirname, '../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const newDir = (parent = tmpdir()) => {
  const dir = mkdtempSync(join(parent, 'cli-cache-'));
  made.push(dir);
  return dir;
};
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A folder with a file in it, last used `ago` milliseconds ago. */
const folder = (path: string, ago: number, files: Record<string, string> = { 'cli.cjs': '' }) => {
  mkdirSync(path, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(path, name), text);
  const at = new Date(Date.now() - ago);
  for (const name of Object.keys(files)) utimesSync(join(path, name), at, at);
  utimesSync(path, at, at);
  return path;
};
const names = (dir: string) => readdirSync(dir).sort();

describe('the CLI bundle cache’s pruning (scripts/cliCache.mjs)', () => {
  it('keeps the current bundle, the two most recently used others and any used lately', () => {
    const cache = newDir();
    writeFileSync(join(cache, 'stamp.json'), '{}');
    folder(join(cache, 'b-current'), 5 * DAY);
    folder(join(cache, 'b-recent1'), 2 * HOUR);
    folder(join(cache, 'b-recent2'), 3 * HOUR);
    folder(join(cache, 'b-old1'), 4 * HOUR);
    folder(join(cache, 'b-old2'), 3 * DAY);
    // Left by a removal whose process ended before it was done.
    folder(join(cache, 'trash-1234'), DAY);
    expect(pruneBundles(cache, 'b-current').sort()).toEqual(['b-old1', 'b-old2']);
    expect(names(cache)).toEqual(['b-current', 'b-recent1', 'b-recent2', 'stamp.json']);
    // Used in the last half hour: a running process may still load from it, whatever its rank.
    folder(join(cache, 'b-running'), 20 * MINUTE);
    folder(join(cache, 'b-newer1'), MINUTE);
    folder(join(cache, 'b-newer2'), 2 * MINUTE);
    expect(pruneBundles(cache, 'b-current').sort()).toEqual(['b-recent1', 'b-recent2']);
    expect(names(cache)).toEqual(['b-current', 'b-newer1', 'b-newer2', 'b-running', 'stamp.json']);
  });

  it('marks a bundle as used, and tells when it is gone', () => {
    const cache = newDir();
    const bundle = folder(join(cache, 'b-x'), 3 * DAY);
    expect(markUsed(bundle)).toBe(true);
    expect(Date.now() - statSync(bundle).mtimeMs).toBeLessThan(MINUTE);
    expect(markUsed(join(cache, 'b-gone'))).toBe(false);
  });

  it('removes the folders of checkouts that are gone, or long unused', () => {
    const parent = newDir();
    const gone = join(tmpdir(), 'no-such-checkout-ever');
    const checkout = (name: string, at: string, ago: number) =>
      folder(join(parent, name), ago, { checkout: at, 'stamp.json': '{}' });
    checkout('current', gone, 30 * DAY);
    checkout('gone-idle', gone, HOUR);
    checkout('gone-running', gone, 10 * MINUTE);
    checkout('present', root, 3 * DAY);
    checkout('present-stale', root, 15 * DAY);
    folder(join(parent, 'unknown-idle'), 2 * DAY, { 'stamp.json': '{}' });
    folder(join(parent, 'unknown-recent'), HOUR, { 'stamp.json': '{}' });
    // A folder is as recently used as its most recently used bundle.
    checkout('gone-bundle-running', gone, 2 * HOUR);
    folder(join(parent, 'gone-bundle-running', 'b-1'), 5 * MINUTE);
    expect(pruneCheckouts(parent, 'current').sort()).toEqual([
      'gone-idle',
      'present-stale',
      'unknown-idle',
    ]);
    expect(names(parent)).toEqual([
      'current',
      'gone-bundle-running',
      'gone-running',
      'present',
      'unknown-recent',
    ]);
  });

  it('prunes as the command line bundles, in DOCS_CLI_CACHE only, and marks the bundle it runs', () => {
    // Inside the repository, as the real cache is: the bundle imports the packages of its node_modules.
    const caches = join(root, 'node_modules/.cache');
    mkdirSync(caches, { recursive: true });
    const parent = newDir(caches);
    const cache = join(parent, 'cache');
    folder(join(cache, 'b-old1'), 2 * HOUR);
    folder(join(cache, 'b-old2'), 3 * HOUR);
    folder(join(cache, 'b-old3'), 4 * HOUR);
    // Beside a cache of the user's choosing: not the CLI's to remove.
    folder(join(parent, 'other'), 30 * DAY);
    const run = () =>
      execFileSync(process.execPath, [join(root, 'scripts/run.mjs'), '--version'], {
        cwd: root,
        env: { ...process.env, DOCS_CLI_CACHE: cache },
        encoding: 'utf8',
      });
    run();
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    expect(names(cache).filter((n) => n.startsWith('b-'))).toEqual(
      [stamp.dir, 'b-old1', 'b-old2'].sort(),
    );
    expect(readFileSync(join(cache, 'checkout'), 'utf8')).toBe(root);
    expect(existsSync(join(parent, 'other'))).toBe(true);
    // A run of the current bundle marks it as used.
    const bundle = folder(join(cache, stamp.dir), DAY, {});
    run();
    expect(Date.now() - statSync(bundle).mtimeMs).toBeLessThan(10 * MINUTE);
  });
});
