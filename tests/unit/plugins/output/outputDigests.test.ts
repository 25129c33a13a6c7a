// The record of what the Markdown export and the search index wrote (plugins/output/outputDigests.ts)
// and its use by writeFiles on an output written in place: a file whose content has the recorded
// digest is kept without being read, on a stat of its size; any other is written.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInPlaceOutput } from '../../../../plugins/output/inPlaceOutput.js';
import { digestOf, openOutputDigests } from '../../../../plugins/output/outputDigests.js';
import { writeFiles } from '../../../../plugins/output/writeFiles.js';

const root = join(import.meta.dirname, '../../../../tests/.tmp/output-digests');
const outDir = join(root, 'build');
const record = join(root, '.cache/output-digests.json');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('output digests', () => {
  it("gives the previous build's record for the same output folder only", () => {
    rmSync(root, { recursive: true, force: true });
    const first = openOutputDigests(record, outDir);
    expect(first.previous('a.md')).toBeUndefined();
    first.record('a.md', digestOf('A'), 1);
    first.save();
    expect(openOutputDigests(record, outDir).previous('a.md')).toEqual([digestOf('A'), 1]);
    expect(openOutputDigests(record, join(root, 'other')).previous('a.md')).toBeUndefined();
    // Only what this build recorded is saved.
    openOutputDigests(record, outDir).save();
    expect(openOutputDigests(record, outDir).previous('a.md')).toBeUndefined();
  });

  it('keeps a recorded file unread, moves one to its new name, and writes one of another size', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(outDir, 'old'), { recursive: true });
    const files: Record<string, string> = {
      'same.md': 'same text',
      'old/f1.json': '[1]',
      'hand.md': 'as written',
    };
    const before = openOutputDigests(record, outDir);
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(join(outDir, file), text);
      before.record(file, digestOf(text), Buffer.byteLength(text));
    }
    before.save();
    // Changed by hand, to another size: its record no longer describes it.
    writeFileSync(join(outDir, 'hand.md'), 'changed by hand');
    // Changed by hand to the same size: the record is trusted, the file not read (as a kept page).
    writeFileSync(join(outDir, 'same.md'), 'SAME TEXT');
    const sameIno = statSync(join(outDir, 'same.md')).ino;
    const movedIno = statSync(join(outDir, 'old/f1.json')).ino;

    const out = createInPlaceOutput(outDir, join(root, 'scratch'));
    const digests = openOutputDigests(record, outDir);
    await writeFiles(
      out,
      [
        ['same.md', 'same text'],
        ['new/f1.json', '[1]'],
        ['hand.md', 'as written'],
      ],
      (file) => file.replace('new/', 'old/'),
      digests,
    );
    expect(statSync(join(outDir, 'same.md')).ino).toBe(sameIno);
    expect(readFileSync(join(outDir, 'same.md'), 'utf8')).toBe('SAME TEXT');
    expect(statSync(join(outDir, 'new/f1.json')).ino).toBe(movedIno);
    expect(readFileSync(join(outDir, 'hand.md'), 'utf8')).toBe('as written');
    expect(out.linked).toBe(2);
    out.sweep();
    await out.settle();
    digests.save();
    expect(openOutputDigests(record, outDir).previous('new/f1.json')).toEqual([digestOf('[1]'), 3]);
  });
});
