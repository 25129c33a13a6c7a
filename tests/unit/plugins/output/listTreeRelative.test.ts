// The output folder's files as the rebuild lists them (plugins/output/buildState.ts
// `listTreeRelative`, walked folder by folder): the names and order of `relative(dir, file)` over
// readdirSync's recursive listing, symbolic links neither listed nor followed.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listTreeRelative } from '../../../../plugins/output/buildState.js';

const dir = mkdtempSync(join(tmpdir(), 'list-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a folder's files, relative to it", () => {
  it("are readdirSync's recursive listing's, named by relative() and sorted", () => {
    const files = ['index.html', 'a/index.html', 'a/b/c/index.html', 'a-b/x.md', 'Z.txt', 'a.b/y'];
    for (const f of files) {
      mkdirSync(dirname(join(dir, 'out', f)), { recursive: true });
      writeFileSync(join(dir, 'out', f), f);
    }
    mkdirSync(join(dir, 'out/empty/deeper'), { recursive: true });
    symlinkSync(join(dir, 'out/a'), join(dir, 'out/linked-folder'));
    symlinkSync(join(dir, 'out/Z.txt'), join(dir, 'out/linked-file'));
    const root = join(dir, 'out');
    const expected = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .sort();
    expect(listTreeRelative(root)).toEqual(expected);
    expect(listTreeRelative(`${root}/`)).toEqual(expected);
    expect(expected).toEqual([...files].sort());
    expect(listTreeRelative(join(dir, 'missing'))).toEqual([]);
  });
});
