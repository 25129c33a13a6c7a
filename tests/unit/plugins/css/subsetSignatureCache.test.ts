// The stylesheet subset's signature with each file's line kept by its content hash: the same
// string `subsetSignature` gives for the same files, and a file whose hash the build reports as
// recorded is not read again.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashFile } from '../../../../plugins/output/buildState.js';
import { readSubsetContent, subsetSignature } from '../../../../plugins/css/subsetInputs.js';
import {
  cachedSubsetSignature,
  recordSubsetLines,
} from '../../../../plugins/css/subsetSignatureCache.js';

const dir = join(tmpdir(), `subset-lines-${process.pid}`);
const cacheFile = join(dir, '.cache', 'subset-lines.json');
const file = (name: string) => join(dir, name);
const extra = [{ raw: 'menu__custom sidebar-x', extension: 'txt' }];

function write(name: string, text: string): void {
  writeFileSync(file(name), text);
}

const names = ['a.md', 'b.mdx', 'c.tsx', 'd.css'];
const fresh = () => subsetSignature([...readSubsetContent(names.map(file)), ...extra]);
const cached = (hashOf: (f: string) => string | undefined = hashFile) =>
  cachedSubsetSignature({ files: names.map(file), extra, hashOf, cacheFile });

describe('cachedSubsetSignature', () => {
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  write('a.md', '# A\n\n<div className="card shadow--md">text with table and button</div>\n');
  write('b.mdx', "<span class='badge badge--primary'>new</span> and var(--ifm-x)\n");
  write('c.tsx', "export const C = () => <div className={'alert alert--info'} />;\n");
  write('d.css', '.x { color: var(--ifm-color-primary); }\n');

  it('gives subsetSignature’s string, without a cache and with one', () => {
    const signature = fresh();
    expect(cached()).toBe(signature);
    expect(cached()).toBe(signature);
  });

  it('does not read a file whose hash is the one recorded', () => {
    const before = fresh();
    const recorded = new Map(names.map((n) => [file(n), hashFile(file(n))]));
    // The file changes on disk, but the build says its content is the recorded one: its line is
    // the cache's (a read would have found the new class).
    write('a.md', '<div className="hero">changed</div>\n');
    expect(cached((f) => recorded.get(f))).toBe(before);
    // Told the truth, the changed file's line is made again.
    expect(cached()).toBe(fresh());
    expect(cached()).not.toBe(before);
  });

  it('takes the lines a build that made the subset recorded, without reading those files', () => {
    // As a cold build records them: the text it read, which the file still holds...
    const content = readSubsetContent(names.map(file));
    const signature = fresh();
    rmSync(cacheFile, { force: true });
    recordSubsetLines(cacheFile, names.map(file), content);
    // ...so a build told the same hashes reads none of them (the file changed on disk is not seen).
    const recorded = new Map(names.map((n) => [file(n), hashFile(file(n))]));
    write('a.md', '<div className="navbar">changed again</div>\n');
    expect(cached((f) => recorded.get(f))).toBe(signature);
    // A text recorded that is not the file's (changed after the read) is a miss: read again.
    recordSubsetLines(cacheFile, names.map(file), content);
    expect(cached()).toBe(fresh());
    expect(cached()).not.toBe(signature);
  });

  it('follows files added, removed and a cache from other code', () => {
    write('e.md', '<p className="margin-top--lg">e</p>\n');
    names.push('e.md');
    expect(cached()).toBe(fresh());
    names.splice(names.indexOf('b.mdx'), 1);
    expect(cached()).toBe(fresh());
    writeFileSync(cacheFile, JSON.stringify({ version: 'older code', files: {} }));
    expect(cached()).toBe(fresh());
    writeFileSync(cacheFile, '{ not json');
    expect(cached()).toBe(fresh());
  });
});
