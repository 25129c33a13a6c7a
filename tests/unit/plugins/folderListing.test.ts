import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderEntries, folderPaths, withFolderListings } from '../../../plugins/folderListing.js';
import { listDocSources } from '../../../plugins/docs/readDocs.js';
import { createFileHashes } from '../../../plugins/output/fileHashes.js';
import { listTreeRelative } from '../../../plugins/output/buildState.js';

const root = mkdtempSync(join(tmpdir(), 'folder-listing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder of docs whose files and folders were last changed a minute ago (settled). */
function docsFolder(name: string, files: string[]): string {
  const dir = join(root, name);
  for (const f of files) {
    mkdirSync(join(dir, dirname(f)), { recursive: true });
    writeFileSync(join(dir, f), '# x\n');
  }
  settle(dir, files);
  return dir;
}

function settle(dir: string, files: string[]): void {
  const past = new Date(Date.now() - 60_000);
  const folders = new Set([dir, ...files.map((f) => join(dir, dirname(f)))]);
  for (const f of files) utimesSync(join(dir, f), past, past);
  for (const f of folders) utimesSync(f, past, past);
}

describe('one listing of a folder per build', () => {
  it('lists the folder as readdirSync and listTreeRelative do', () => {
    const dir = docsFolder('same', ['a.md', 'b/c.md', 'b/d/e.mdx', '_p/x.md']);
    expect(folderPaths(dir).sort()).toEqual([
      '_p',
      '_p/x.md',
      'a.md',
      'b',
      'b/c.md',
      'b/d',
      'b/d/e.mdx',
    ]);
    expect(
      folderEntries(dir)
        .filter((e) => e.file)
        .map((e) => e.rel)
        .sort(),
    ).toEqual(listTreeRelative(dir));
    expect(folderEntries(join(root, 'missing'))).toEqual([]);
  });

  it('answers every caller in a build from one listing, and lists afresh outside a build', async () => {
    const dir = docsFolder('shared', ['a.md', 'b/c.md']);
    await withFolderListings(async () => {
      const first = folderEntries(dir);
      await Promise.resolve();
      expect(folderEntries(dir)).toBe(first);
      expect(listDocSources(dir)).toEqual(['a.md', 'b/c.md']);
      // Each caller its own list (kept per listing and filter: a caller's change is its own).
      listDocSources(dir).push('changed.md');
      expect(listDocSources(dir)).toEqual(['a.md', 'b/c.md']);
      expect(listDocSources(dir, { include: ['b/**/*.md'] })).toEqual(['b/c.md']);
      expect(createFileHashes().files(dir)).toEqual([join(dir, 'a.md'), join(dir, 'b/c.md')]);
    });
    expect(folderEntries(dir)).not.toBe(folderEntries(dir));
  });

  it('lists again when a file is added to one of its folders during the build', async () => {
    const dir = docsFolder('added', ['a.md', 'b/c.md']);
    await withFolderListings(async () => {
      expect(listDocSources(dir)).toEqual(['a.md', 'b/c.md']);
      // A plugin writes a doc while the content loads (a remote-content plugin's loadContent).
      writeFileSync(join(dir, 'b/new.md'), '# new\n');
      expect(listDocSources(dir)).toEqual(['a.md', 'b/c.md', 'b/new.md']);
      mkdirSync(join(dir, 'f'));
      writeFileSync(join(dir, 'f/g.md'), '# g\n');
      expect(listDocSources(dir)).toEqual(['a.md', 'b/c.md', 'b/new.md', 'f/g.md']);
    });
  });

  it('turns no async hooks on: a promise made during a build carries no async bookkeeping', async () => {
    const dir = docsFolder('hooks', ['a.md']);
    await withFolderListings(async () => {
      // A later turn of the event loop, as the bundler's plugin calls are.
      await new Promise((r) => setTimeout(r, 1));
      expect(Object.getOwnPropertySymbols(Promise.resolve())).toEqual([]);
      expect(folderEntries(dir)).toBe(folderEntries(dir));
    });
  });

  it('does not keep a listing of a folder changed just before it was listed', async () => {
    const dir = docsFolder('fresh', ['a.md']);
    writeFileSync(join(dir, 'b.md'), '# b\n');
    await withFolderListings(async () => {
      const first = folderEntries(dir);
      expect(folderEntries(dir)).not.toBe(first);
      expect(folderEntries(dir)).toEqual(first);
    });
  });
  it('lists a symlinked folder as its own entries under the link, as globby follows it', () => {
    // A released version sharing a folder with the current docs (uber/h3's versioned_docs).
    const docs = docsFolder('linked-docs', ['hives/frames.md', 'hives/deep/smoker.md']);
    const version = docsFolder('linked-version', ['start.md']);
    symlinkSync(join(docs, 'hives'), join(version, 'hives'), 'dir');
    // A link to a folder on its own path is listed, not entered.
    symlinkSync('..', join(docs, 'hives/up'), 'dir');
    expect(listDocSources(version)).toEqual([
      'hives/deep/smoker.md',
      'hives/frames.md',
      'start.md',
    ]);
    expect(folderPaths(version).sort()).toEqual([
      'hives',
      'hives/deep',
      'hives/deep/smoker.md',
      'hives/frames.md',
      'hives/up',
      'start.md',
    ]);
    expect(folderEntries(version).find((e) => e.rel === join('hives', 'frames.md'))?.file).toBe(
      true,
    );
  });
});
