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

  it('records no digest of a file that changed size, and compares it by its content next time', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'full.txt'), 'v1');
    const first = openOutputDigests(record, outDir);
    first.record('full.txt', digestOf('v1'), 2);
    first.save();
    // Another size: written, and recorded by its size alone.
    const second = openOutputDigests(record, outDir);
    const out = createInPlaceOutput(outDir, join(root, 'scratch'));
    await writeFiles(out, [['full.txt', 'v2 longer']], undefined, second);
    out.sweep();
    await out.settle();
    second.save();
    expect(readFileSync(join(outDir, 'full.txt'), 'utf8')).toBe('v2 longer');
    const recorded = openOutputDigests(record, outDir).previous('full.txt');
    expect(recorded?.[1]).toBe(9);
    expect(recorded?.[0]).not.toBe(digestOf('v2 longer'));
    // The same content next time, the same size: compared by its content (kept), its digest recorded.
    const third = openOutputDigests(record, outDir);
    const again = createInPlaceOutput(outDir, join(root, 'scratch'));
    const ino = statSync(join(outDir, 'full.txt')).ino;
    await writeFiles(again, [['full.txt', 'v2 longer']], undefined, third);
    expect(statSync(join(outDir, 'full.txt')).ino).toBe(ino);
    expect(again.linked).toBe(1);
    again.sweep();
    await again.settle();
    third.save();
    expect(openOutputDigests(record, outDir).previous('full.txt')).toEqual([
      digestOf('v2 longer'),
      9,
    ]);
  });

  it('takes the digests and previous sizes another thread found, with no stat of its own', async () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const before = openOutputDigests(record, outDir);
    for (const file of ['a.md', 'b.md', 'c.md']) {
      writeFileSync(join(outDir, file), 'text');
      before.record(file, digestOf('text'), 4);
    }
    before.save();
    // Changed after the thread looked: a.md to the same size, b.md to another.
    writeFileSync(join(outDir, 'a.md'), 'TEXT');
    writeFileSync(join(outDir, 'b.md'), 'TEXT!!');
    const out = createInPlaceOutput(outDir, join(root, 'scratch'));
    expect(out.previousFolder).toBe(outDir);
    const digests = openOutputDigests(record, outDir);
    await writeFiles(
      out,
      [
        ['a.md', 'text'],
        ['b.md', 'text'],
        ['c.md', 'text'],
      ],
      undefined,
      digests,
      {
        // c.md's digest as the thread gave it (not taken again here: it is not the content's).
        digests: new Map([['c.md', digestOf('other')]]),
        // a.md not there when the thread looked: not taken, written (compared, then replaced);
        // b.md of the recorded size when it looked: taken on its word, with no stat here.
        sizes: new Map([
          ['a.md', null],
          ['b.md', 4],
        ]),
      },
    );
    expect(readFileSync(join(outDir, 'a.md'), 'utf8')).toBe('text');
    expect(readFileSync(join(outDir, 'b.md'), 'utf8')).toBe('TEXT!!');
    out.sweep();
    await out.settle();
    digests.save();
    expect(openOutputDigests(record, outDir).previous('c.md')).toEqual([digestOf('other'), 4]);
  });
});
