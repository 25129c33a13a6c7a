import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutputWriter, writeFiles } from '../../../../plugins/output/writeFiles.js';
import { startWriterThread } from '../../../../plugins/output/writerThread.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'writer-thread-'));

describe('output writer thread', () => {
  it('creates the files and their folders, in order, and says when each is written', async () => {
    const root = scratch();
    const thread = startWriterThread();
    const a = join(root, 'deep/er/a.html');
    const writes = [
      thread.write(a, 'first'),
      thread.write(join(root, 'b.bin'), Uint8Array.from([7, 8])),
      thread.write(a, 'second'),
    ];
    expect(thread.pending(a)).toBe(true);
    await Promise.all(writes);
    expect(thread.pending(a)).toBe(false);
    expect(readFileSync(a, 'utf8')).toBe('second');
    expect([...readFileSync(join(root, 'b.bin'))]).toEqual([7, 8]);
    await thread.idle();
    thread.close();
  });

  it("rejects a failed write with the file system's error", async () => {
    const root = scratch();
    writeFileSync(join(root, 'file'), 'x');
    const thread = startWriterThread();
    // A folder where a file is.
    await expect(thread.write(join(root, 'file/inside.txt'), 'y')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    await expect(thread.write(join(root, 'ok.txt'), 'z')).resolves.toBeUndefined();
    thread.close();
  });

  it('waits on this thread for a file it still has to write', () => {
    const root = scratch();
    const thread = startWriterThread();
    const file = join(root, 'x/page.html');
    void thread.write(file, 'a'.repeat(1 << 20));
    thread.waitFor(file);
    expect(readFileSync(file, 'utf8').length).toBe(1 << 20);
    thread.close();
  });

  it('writes nothing once closed: the queued writes are refused', async () => {
    const root = scratch();
    const thread = startWriterThread();
    const writes = Array.from({ length: 400 }, (_, i) =>
      thread.write(join(root, `f${i}/index.html`), 'x'.repeat(10_000)),
    );
    thread.close();
    const settled = await Promise.allSettled(writes);
    const written = settled.filter((s) => s.status === 'fulfilled').length;
    expect(written).toBeLessThan(400);
    // Nothing is written after `close` returned: what is there now stays.
    const now = readdirSync(root).length;
    await new Promise((r) => setTimeout(r, 200));
    expect(readdirSync(root).length).toBe(now);
    await expect(thread.write(join(root, 'late.txt'), 'x')).rejects.toThrow(/closed/);
  });
});

describe('output writer with its thread (a cold build)', () => {
  it("writes a build's files off this thread and flushes them before the folder is used", async () => {
    const root = scratch();
    const dir = join(root, 'staging');
    const out = createOutputWriter(dir, undefined, { thread: true });
    const files: [string, string][] = Array.from({ length: 50 }, (_, i) => [
      `docs/p${i}/index.md`,
      `page ${i}`,
    ]);
    const written = writeFiles(out.offThread!(), files);
    // Handed to the thread: not written (nor their folders made) when `write` returns.
    expect(existsSync(dir)).toBe(false);
    await written;
    await out.flush!();
    for (let i = 0; i < 50; i++)
      expect(readFileSync(join(dir, `docs/p${i}/index.md`), 'utf8')).toBe(`page ${i}`);
  });

  it('a file written on this thread after the thread was handed it holds the later content', async () => {
    const dir = join(scratch(), 'staging');
    const out = createOutputWriter(dir, undefined, { thread: true });
    void out.offThread!().write('robots.txt', 'from the export '.repeat(100_000));
    // Queued on the thread: it counts as there.
    expect(out.exists('robots.txt')).toBe(true);
    out.writeSync('robots.txt', 'later');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('later');
    // The thread's write came first: it is not written over afterwards.
    await out.flush!();
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('later');
  });

  it('abandons the folder with writes still queued: nothing of it is left', async () => {
    const dir = join(scratch(), 'staging');
    const out = createOutputWriter(dir, undefined, { thread: true });
    const writes = Array.from({ length: 300 }, (_, i) =>
      out.offThread!().write(`p${i}/index.html`, 'y'.repeat(5_000)),
    );
    out.abandon();
    await Promise.allSettled(writes);
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(dir)).toBe(false);
  });

  it('writes on this thread without the option, over a previous output, or through `write` itself', async () => {
    const root = scratch();
    mkdirSync(join(root, 'previous'));
    for (const [folder, out] of [
      ['a', createOutputWriter(join(root, 'a')).offThread!()],
      [
        'b',
        createOutputWriter(join(root, 'b'), join(root, 'previous'), { thread: true }).offThread!(),
      ],
      // A route table waits for its pages' modules: not for a thread that shares the cores.
      ['c', createOutputWriter(join(root, 'c'), undefined, { thread: true })],
    ] as const) {
      const write = out.write('x.txt', 'x');
      // Written before `write` returned: no thread.
      expect(readFileSync(join(root, folder, 'x.txt'), 'utf8')).toBe('x');
      await write;
    }
  });
});

// A cold build's pages' folders are made on the thread beside the server bundle
// (plugins/buildStages.ts); the pre-render's writes into them, on the build's thread, make none.
describe('folders made ahead on the writer thread', () => {
  it("makes the files' folders on the thread, and the files written later on this thread go there", async () => {
    const dir = join(scratch(), 'staging');
    const out = createOutputWriter(dir, undefined, { thread: true });
    const files = Array.from({ length: 40 }, (_, i) => `docs/s${i % 4}/p${i}/index.html`);
    out.prepareFolders!([...files, '404.html']);
    // Handed to the thread: not made when the call returns.
    expect(existsSync(dir)).toBe(false);
    // Made by the thread, in order, before a file handed to it after.
    await out.offThread!().write('after.txt', 'after');
    files.forEach((f) => expect(existsSync(join(dir, dirname(f)))).toBe(true));
    files.forEach((f, i) => out.writeSync(f, `page ${i}`));
    out.writeSync('404.html', 'missing');
    for (let i = 0; i < 4; i++) expect(readdirSync(join(dir, `docs/s${i}`))).toHaveLength(10);
    await out.flush!();
    files.forEach((f, i) => expect(readFileSync(join(dir, f), 'utf8')).toBe(`page ${i}`));
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toBe('missing');
  });

  it("a folder the thread could not make fails the page's write with the file system's error", async () => {
    const dir = join(scratch(), 'staging');
    mkdirSync(join(dir, 'docs'), { recursive: true });
    // A file where a page's folder goes (a static file named as a route, say).
    writeFileSync(join(dir, 'docs/harbour'), 'a file');
    const out = createOutputWriter(dir, undefined, { thread: true });
    out.prepareFolders!(['docs/harbour/index.html', 'docs/tides/index.html']);
    expect(() => out.writeSync('docs/harbour/index.html', 'x')).toThrow(
      expect.objectContaining({ code: 'EEXIST', path: join(dir, 'docs/harbour') }),
    );
    out.writeSync('docs/tides/index.html', 'y');
    expect(readFileSync(join(dir, 'docs/tides/index.html'), 'utf8')).toBe('y');
    await out.flush!();
  });

  it('makes nothing without a thread, nor once the output is abandoned', async () => {
    const root = scratch();
    const plain = createOutputWriter(join(root, 'plain'));
    plain.prepareFolders!(['a/index.html']);
    expect(existsSync(join(root, 'plain'))).toBe(false);
    const dropped = createOutputWriter(join(root, 'dropped'), undefined, { thread: true });
    dropped.abandon();
    dropped.prepareFolders!(['a/index.html']);
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(join(root, 'dropped'))).toBe(false);
  });
});
