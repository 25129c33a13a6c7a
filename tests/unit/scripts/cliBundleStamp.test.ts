import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without types
import { currentBundle, hashFiles } from '../../../scripts/cliBundle.mjs';

// The CLI's bundle is current while the sources it was made from are: each run hashed every
// source file before loading anything (issue 37). A stamp now records each file's stat with the
// hash it vouches for, and a run whose files all have those stats does not read them.
const find = currentBundle as (stampFile: string) => string | undefined;
const hash = hashFiles as (files: string[], salt: string) => string;
const dir = mkdtempSync(join(tmpdir(), 'cli-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'cli.cjs'), '');
const stampFile = join(dir, 'stamp.json');
// Files of the package (paths from its folder), left alone since the checkout.
const files = ['package.json', 'README.md'];
interface Stamp {
  dir: string;
  files: string[];
  salt: string;
  hash: string;
  stats?: { hash: string; files: Record<string, string> };
}
const write = (stamp: Stamp) => writeFileSync(stampFile, JSON.stringify(stamp));
const read = () => JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;

describe("the CLI bundle's stamp", () => {
  it('records the stats of files it hashed, and then vouches for them without reading them', () => {
    const root = join(import.meta.dirname, '../../..');
    const settled = files.every((f) => statSync(join(root, f)).ctimeMs < Date.now() - 2000);
    expect(settled).toBe(true);
    write({ dir: '.', files, salt: 'x', hash: hash(files, 'x') });
    expect(find(stampFile)).toBe(dir);
    const stamp = read();
    expect(stamp.stats?.hash).toBe(stamp.hash);
    expect(Object.keys(stamp.stats!.files)).toEqual(files);
    // A hash the contents do not give, vouched for by the stats: the files are not hashed.
    write({ ...stamp, hash: 'vouched', stats: { ...stamp.stats!, hash: 'vouched' } });
    expect(find(stampFile)).toBe(dir);
  });

  it('hashes the files when a stat differs, or when the stats vouch for another hash', () => {
    write({ dir: '.', files, salt: 'x', hash: hash(files, 'x') });
    find(stampFile);
    const stamp = read();
    const other = { ...stamp.stats!.files, 'README.md': '1:2:3:4' };
    // The contents no longer give the recorded hash: not current.
    write({ ...stamp, hash: 'edited', stats: { hash: 'edited', files: other } });
    expect(find(stampFile)).toBeUndefined();
    write({ ...stamp, hash: 'stale' });
    expect(find(stampFile)).toBeUndefined();
    // Stats of another file set (a stamp older than its files' list) vouch for nothing.
    write({
      ...stamp,
      files: [...files, 'LICENSE'],
      hash: 'more',
      stats: { ...stamp.stats!, hash: 'more' },
    });
    expect(find(stampFile)).toBeUndefined();
  });
});
