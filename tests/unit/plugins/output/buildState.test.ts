// The no-op rebuild check: any change to an input file, a folder's file list, the settings or the
// output makes the recorded build stale.
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureBuildState,
  countChangedInputs,
  hashSettings,
  readBuildState,
  staleReason,
  writeBuildState,
} from '../../../../plugins/output/buildState.js';

const dir = join(import.meta.dirname, '../../../.tmp/build-state');
const docs = join(dir, 'docs');
const out = join(dir, 'build');
const theme = join(dir, 'theme.ts');

function setup() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(docs, { recursive: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(docs, 'a.md'), '# A');
  writeFileSync(theme, 'export const x = 1;');
  writeFileSync(join(out, 'index.html'), '<p>a</p>');
}

const capture = () =>
  captureBuildState({
    settings: hashSettings({ title: 'T' }),
    folders: [docs],
    inputFiles: [theme],
    outDir: out,
  });

describe('build state', () => {
  beforeEach(setup);

  it('is fresh when nothing changed, and survives a round trip through its file', () => {
    const file = join(dir, 'state.json');
    writeBuildState(file, capture());
    expect(
      staleReason(readBuildState(file), { settings: hashSettings({ title: 'T' }), outDir: out }),
    ).toBeUndefined();
  });

  it('is stale when there is no record, or the settings or output folder differ', () => {
    const state = capture();
    expect(staleReason(undefined, { settings: state.settings, outDir: out })).toBe(
      'no previous build recorded',
    );
    expect(staleReason(state, { settings: hashSettings({ title: 'U' }), outDir: out })).toBe(
      'configuration changed',
    );
    expect(staleReason(state, { settings: state.settings, outDir: join(dir, 'other') })).toBe(
      'different output folder',
    );
  });

  it('is stale when an input file is edited, or a file is added to or removed from a folder', () => {
    let state = capture();
    writeFileSync(theme, 'export const x = 2;');
    expect(staleReason(state, { settings: state.settings, outDir: out })).toBe(`${theme} changed`);
    state = capture();
    writeFileSync(join(docs, 'b.md'), '# B');
    expect(staleReason(state, { settings: state.settings, outDir: out })).toBe(
      `files added or removed in ${docs}`,
    );
    state = capture();
    unlinkSync(join(docs, 'a.md'));
    expect(staleReason(state, { settings: state.settings, outDir: out })).toBe(
      `files added or removed in ${docs}`,
    );
  });

  it('is stale when the output was changed or emptied by hand', () => {
    const state = capture();
    writeFileSync(join(out, 'index.html'), '<p>edited</p>');
    expect(staleReason(state, { settings: state.settings, outDir: out })).toBe('output changed');
    rmSync(out, { recursive: true });
    expect(staleReason(state, { settings: state.settings, outDir: out })).toBe('output changed');
  });

  it('counts the docs to compile: the edited and new ones, or all of them after a compiler change', () => {
    writeFileSync(join(docs, 'b.md'), '# B');
    const state = captureBuildState({
      settings: 's',
      folders: [docs],
      inputFiles: [],
      outDir: out,
      compilerVersion: 'v1',
    });
    const files = [join(docs, 'a.md'), join(docs, 'b.md')];
    expect(countChangedInputs(state, files, 'v1')).toBe(0);
    writeFileSync(join(docs, 'b.md'), '# B, edited');
    writeFileSync(join(docs, 'c.md'), '# C');
    expect(countChangedInputs(state, [...files, join(docs, 'c.md')], 'v1')).toBe(2);
    expect(countChangedInputs(state, files, 'v2')).toBe(2);
    expect(countChangedInputs(undefined, files, 'v1')).toBe(2);
  });
});
