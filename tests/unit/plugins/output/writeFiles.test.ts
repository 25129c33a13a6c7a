import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createOutputWriter,
  inFolder,
  joinedPieces,
  writeFiles,
  type FileContent,
  type OutputWriter,
} from '../../../../plugins/output/writeFiles.js';

/** A file written through its folder's queue, as the output writer writes. */
const writeInFolder = (path: string, content: string) =>
  inFolder(dirname(path), () => writeFile(path, content));

const inode = (path: string) => statSync(path).ino;

function previousOutput() {
  const root = mkdtempSync(join(tmpdir(), 'write-files-'));
  const previous = join(root, 'build');
  mkdirSync(join(previous, 'a/b'), { recursive: true });
  writeFileSync(join(previous, 'same.txt'), 'unchanged');
  writeFileSync(join(previous, 'a/b/changed.txt'), 'old text');
  writeFileSync(join(previous, 'bytes.bin'), Uint8Array.from([1, 2, 3]));
  writeFileSync(join(previous, 'old-name.json'), '{"moved":true}');
  return { staging: join(root, 'staging'), previous };
}

describe('output writer', () => {
  it('writes the largest files first and lets go of each entry as it takes it', async () => {
    const order: string[] = [];
    const writer = {
      write: async (file: string) => void order.push(file),
    } as unknown as OutputWriter;
    const list: [string, string][] = [
      ['small', 'a'],
      ['large', 'a'.repeat(100)],
      ['medium', 'a'.repeat(10)],
    ];
    await writeFiles(writer, list);
    expect(order).toEqual(['large', 'medium', 'small']);
    expect(list).toEqual([]);
    const map = new Map<string, string>([
      ['x', 'xx'],
      ['y', 'y'],
    ]);
    await writeFiles(writer, map);
    expect(order.slice(3)).toEqual(['x', 'y']);
    expect(map.size).toBe(0);
  });

  it('links files identical to the previous output and writes the others', async () => {
    const { staging, previous } = previousOutput();
    const out = createOutputWriter(staging, previous);
    await writeFiles(out, [
      ['same.txt', 'unchanged'],
      ['a/b/changed.txt', 'new text'],
      ['bytes.bin', Uint8Array.from([1, 2, 3])],
      ['new.txt', 'fresh'],
    ]);
    expect(inode(join(staging, 'same.txt'))).toBe(inode(join(previous, 'same.txt')));
    expect(inode(join(staging, 'bytes.bin'))).toBe(inode(join(previous, 'bytes.bin')));
    expect(inode(join(staging, 'a/b/changed.txt'))).not.toBe(
      inode(join(previous, 'a/b/changed.txt')),
    );
    expect(readFileSync(join(staging, 'a/b/changed.txt'), 'utf8')).toBe('new text');
    expect(readFileSync(join(previous, 'a/b/changed.txt'), 'utf8')).toBe('old text');
    expect(readFileSync(join(staging, 'new.txt'), 'utf8')).toBe('fresh');
    expect(out.linked).toBe(2);
  });

  it('links a file that moved from its name in the previous output, and does the same on this thread', () => {
    const { staging, previous } = previousOutput();
    const out = createOutputWriter(staging, previous);
    return out.write('assets/x/moved.json', '{"moved":true}', 'old-name.json').then(() => {
      expect(inode(join(staging, 'assets/x/moved.json'))).toBe(
        inode(join(previous, 'old-name.json')),
      );
      out.writeSync('same.txt', 'unchanged');
      out.writeSync('a/b/changed.txt', 'other text');
      expect(inode(join(staging, 'same.txt'))).toBe(inode(join(previous, 'same.txt')));
      expect(readFileSync(join(staging, 'a/b/changed.txt'), 'utf8')).toBe('other text');
      expect(out.readPrevious('same.txt')).toBe('unchanged');
      expect(out.readPrevious('missing.txt')).toBeUndefined();
    });
  });

  it('writes everything when there is no previous output', async () => {
    const root = mkdtempSync(join(tmpdir(), 'write-files-'));
    await writeFiles(createOutputWriter(join(root, 'out')), [
      ['a/one.txt', '1'],
      ['two.txt', '2'],
    ]);
    expect(readFileSync(join(root, 'out/a/one.txt'), 'utf8')).toBe('1');
    expect(readFileSync(join(root, 'out/two.txt'), 'utf8')).toBe('2');
  });

  it('writes text given in pieces as the pieces come, before the other files, also over a previous output', async () => {
    const { staging, previous } = previousOutput();
    const made: number[] = [];
    const parts = ['[', '"é",', '"∑"', ']'];
    function* pieces() {
      for (const [i, part] of parts.entries()) {
        made.push(i);
        yield part;
      }
    }
    const order: string[] = [];
    const out = createOutputWriter(staging, previous);
    const spy = {
      ...out,
      write: (file: string, content: FileContent, was?: string) => (
        order.push(file),
        out.write(file, content, was)
      ),
    } as OutputWriter;
    expect(made).toEqual([]);
    await writeFiles(spy, [
      ['same.txt', 'unchanged'],
      ['big.json', 'x'.repeat(1000)],
      ['pieces.json', pieces()],
    ]);
    expect(order[0]).toBe('pieces.json');
    expect(made).toEqual([0, 1, 2, 3]);
    expect(readFileSync(join(staging, 'pieces.json'), 'utf8')).toBe(parts.join(''));
    expect(JSON.parse(readFileSync(join(staging, 'pieces.json'), 'utf8'))).toEqual(['é', '∑']);
    expect(inode(join(staging, 'same.txt'))).toBe(inode(join(previous, 'same.txt')));
  });

  it('writes a small file before it returns, or after a write in pieces queued in its folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'write-files-'));
    const out = createOutputWriter(join(root, 'out'));
    function* first() {
      yield 'fir';
      yield 'st';
    }
    // The file in pieces goes through its folder's queue; the same file written again after it
    // must not be written before it (the last write wins), nor another file of its folder.
    const pieces = out.write('a/file.txt', first());
    const again = out.write('a/file.txt', 'second');
    await Promise.all([pieces, again]);
    expect(readFileSync(join(root, 'out/a/file.txt'), 'utf8')).toBe('second');
    // Nothing queued in its folder: written synchronously, before the promise is awaited.
    const now = out.write('b/now.txt', 'now');
    expect(readFileSync(join(root, 'out/b/now.txt'), 'utf8')).toBe('now');
    await now;
  });

  it('joins parts into pieces of about the size asked, as the parts are taken', () => {
    const parts = ['alpha', 'beta', 'gamma', 'δέλτα', '', 'epsilon'];
    for (const size of [1, 4, 12, 1000]) {
      const pieces = [...joinedPieces(parts, ' / ', size)];
      expect(pieces.join('')).toBe(parts.join(' / '));
      expect(pieces.slice(0, -1).every((p) => p.length >= size)).toBe(true);
    }
    expect([...joinedPieces(['one'])]).toEqual(['one']);
    expect([...joinedPieces([])]).toEqual([]);
    let taken = 0;
    function* parts100() {
      for (let i = 0; i < 100; i++) {
        taken++;
        yield 'x'.repeat(10);
      }
    }
    const lazy = joinedPieces(parts100(), '', 25);
    expect(lazy.next().value).toBe('x'.repeat(30));
    expect(taken).toBe(3);
  });

  it('writes files of one folder one after another, and goes on after a failed one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-files-'));
    const order: string[] = [];
    const writes = Array.from({ length: 20 }, (_, i) =>
      writeInFolder(join(dir, `f${i}.txt`), String(i)).then(() => order.push(`f${i}`)),
    );
    const failing = writeInFolder(join(dir, 'missing/x.txt'), 'x');
    const after = writeInFolder(join(dir, 'missing/y.txt'), 'y').catch(() => 'failed too');
    await Promise.all(writes);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => `f${i}`));
    await expect(failing).rejects.toThrow();
    expect(await after).toBe('failed too');
    mkdirSync(join(dir, 'missing'));
    await writeInFolder(join(dir, 'missing/z.txt'), 'z');
    expect(readFileSync(join(dir, 'missing/z.txt'), 'utf8')).toBe('z');
  });
});
