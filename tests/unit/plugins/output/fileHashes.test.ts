// A build hashes each input file once: the up-to-date check at its start, and the state it records
// at its end, take the same hashes; a file whose stat is as recorded is not read again, and a file
// edited while the build ran is still seen as changed by the next build.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureBuildState,
  hashFile,
  hashFolderListing,
  hashSettings,
  listTree,
  staleReason,
} from '../../../../plugins/output/buildState.js';
import { createFileHashes, STAT_SETTLED_MS } from '../../../../plugins/output/fileHashes.js';

const dir = join(import.meta.dirname, '../../../.tmp/file-hashes');
const docs = join(dir, 'docs');
const out = join(dir, 'build');
const theme = join(dir, 'theme.ts');
const doc = join(docs, 'a.md');
const settings = hashSettings({ title: 'T' });

/** A clock far enough ahead that every file written by the test counts as left alone. */
const later = () => Date.now() + 10 * STAT_SETTLED_MS;

function setup() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(docs, { recursive: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(doc, '# A');
  writeFileSync(theme, 'export const x = 1;');
  writeFileSync(join(out, 'index.html'), '<p>a</p>');
}

const capture = (hashes: ReturnType<typeof createFileHashes>) =>
  captureBuildState({ settings, folders: [docs], inputFiles: [theme], outDir: out, hashes });

describe('file hashes of one build', () => {
  beforeEach(setup);

  it('hashes as hashFile does, and records the stat of a file left alone', () => {
    const hashes = createFileHashes(undefined, later);
    expect(hashes.hash(theme)).toBe(hashFile(theme));
    expect(hashes.hash(join(dir, 'missing.ts'))).toBeUndefined();
    expect(Object.keys(hashes.stats([theme, join(dir, 'missing.ts')]))).toEqual([theme]);
  });

  it('records no stat for a file written just before it was hashed', () => {
    const hashes = createFileHashes();
    expect(hashes.hash(theme)).toBe(hashFile(theme));
    expect(hashes.stats([theme])).toEqual({});
  });

  it("takes the last build's hash for a file whose stat is as recorded, else reads it", () => {
    const first = createFileHashes(undefined, later);
    first.hash(theme);
    const stats = first.stats([theme]);
    // A recorded hash that is not the content's shows which of the two was taken.
    const recorded = { inputs: { [theme]: 'recorded' }, stats };
    expect(createFileHashes(recorded, later).hash(theme)).toBe('recorded');
    // Not left alone long enough by this clock: read.
    expect(createFileHashes(recorded).hash(theme)).toBe(hashFile(theme));
    // The same size, an older modification time set back: the change time still differs.
    utimesSync(theme, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(theme, 'export const x = 2;');
    utimesSync(theme, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(createFileHashes(recorded, later).hash(theme)).toBe(hashFile(theme));
  });

  it('hashes each file once per build, also after it changed', () => {
    const hashes = createFileHashes(undefined, later);
    const before = hashes.hash(theme);
    writeFileSync(theme, 'export const x = 2;');
    expect(hashes.hash(theme)).toBe(before);
    expect(hashFile(theme)).not.toBe(before);
  });

  it('sees an input edited while the build ran as changed in the next build', () => {
    const state = capture(createFileHashes(undefined, later));
    expect(
      staleReason(state, { settings, outDir: out, hashes: createFileHashes(state, later) }),
    ).toBeUndefined();
    // The build starts: the doc was edited, so the check finds it stale and hashes every input.
    writeFileSync(doc, '# A, edited');
    const build = createFileHashes(state, later);
    expect(staleReason(state, { settings, outDir: out, hashes: build })).toBe(`${doc} changed`);
    // While it runs, the theme is edited and a doc is added: the state records what it started with.
    writeFileSync(theme, 'export const x = 3;');
    writeFileSync(join(docs, 'b.md'), '# B');
    const next = capture(build);
    expect(next.inputs[doc]).toBe(hashFile(doc));
    expect(next.inputs[theme]).toBe(state.inputs[theme]);
    expect(next.folders[docs]).toBe(state.folders[docs]);
    // Its files are those of the listing it started with (the folder is listed once a build:
    // issue 37), so the added doc is not in its inputs; its listing says the folder changed.
    expect(Object.keys(next.inputs).sort()).toEqual([doc, theme].sort());
    // The next build sees both.
    expect(
      staleReason(next, { settings, outDir: out, hashes: createFileHashes(next, later) }),
    ).toBe(`files added or removed in ${docs}`);
    const withoutAdded = { ...next, folders: {} };
    expect(
      staleReason(withoutAdded, { settings, outDir: out, hashes: createFileHashes(next, later) }),
    ).toBe(`${theme} changed`);
  });

  it('lists an input folder once a build, as listTree names its files', () => {
    writeFileSync(join(docs, 'b.md'), '# B');
    mkdirSync(join(docs, 'sub'));
    writeFileSync(join(docs, 'sub', 'c.md'), '# C');
    const hashes = createFileHashes(undefined, later);
    expect(hashes.files(docs)).toEqual(listTree(docs));
    const listing = hashes.listing(docs);
    rmSync(join(docs, 'b.md'));
    expect(hashes.files(docs)).toEqual([doc, join(docs, 'b.md'), join(docs, 'sub', 'c.md')]);
    expect(hashes.listing(docs)).toBe(listing);
    expect(createFileHashes(undefined, later).listing(docs)).toBe(hashFolderListing(docs));
  });

  it('keeps a build whose inputs are all as recorded, without reading them', () => {
    const state = capture(createFileHashes(undefined, later));
    expect(Object.keys(state.stats ?? {}).sort()).toEqual([doc, theme].sort());
    const trusted = { ...state, inputs: { ...state.inputs, [doc]: 'recorded' } };
    const hashes = createFileHashes(trusted, later);
    expect(staleReason(trusted, { settings, outDir: out, hashes })).toBeUndefined();
    expect(hashes.hash(doc)).toBe('recorded');
  });
});
