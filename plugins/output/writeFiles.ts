// Writes output files. Three costs shape it:
// - A build writes thousands of small files (pages, page modules, Markdown copies, search index
//   files). They are written on the calling thread, synchronously: libuv's pool took the I/O off
//   it, but each file's open, write and close as promises cost the main thread more CPU than the
//   synchronous calls (issue 37: in a cold build of 1,000 docs, `openFileHandle`, `writeBuffer`
//   and `close` were a tenth of its busy samples, about three times as much a file as the
//   pages' synchronous writes took). Only a file written in pieces still goes through the pool.
// - A rebuild writes every file into a new staging folder (atomicOutput.ts), though most are
//   byte-identical to the previous output's. Such a file is hard-linked from the previous output
//   instead: a link allocates no inode and copies no data. On ext4 without a journal (this
//   project's CI machines), allocating an inode within seconds of thousands being freed scans
//   past every one of them: writing a 200-doc site again cost more than its pages' rendering.
// - A rebuild into an existing output can skip the staging folder altogether: inPlaceOutput.ts
//   writes the changed files into the output itself, with an undo journal.
// - Files are created one at a time per folder (`inFolder`): creating a file holds its
//   folder's lock, and threads creating files in the same folder spun on it, burning CPU the
//   compile needed (6% of a 1,000-doc build's samples, in `perf`).
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, link, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { digestOf, type OutputDigests } from './outputDigests.js';
import { startWriterThread, type WriterThread } from './writerThread.js';

const CONCURRENT_WRITES = 16;

/** The digest recorded of a file whose content was not digested: no content's (`digestOf`). */
const UNKNOWN_DIGEST = '';

/**
 * What a file holds: bytes, text, or pieces of either. Pieces are written as they come and never
 * joined, so a file of a hundred megabytes (a large site's search records) is never in memory
 * whole, nor once more as the bytes written. They are not compared with the previous output.
 */
export type FileContent = Uint8Array | string | Iterable<string | Uint8Array>;

/**
 * `[...parts].join(separator)`, as pieces of about `pieceLength` characters: a file's text made a
 * part at a time, written without ever being whole (see FileContent).
 */
export function* joinedPieces(
  parts: Iterable<string>,
  separator = '',
  pieceLength = 1 << 20,
): Generator<string, void, undefined> {
  let piece = '';
  let first = true;
  for (const part of parts) {
    piece += first ? part : separator + part;
    first = false;
    if (piece.length >= pieceLength) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

const isPieces = (content: FileContent): content is Iterable<string | Uint8Array> =>
  typeof content !== 'string' && !(content instanceof Uint8Array);
/** Sorts pieces first: their size is not known before they are made. */
const sizeOf = (content: FileContent): number => (isPieces(content) ? Infinity : content.length);

/** The last file operation queued in each folder. */
const folderQueues = new Map<string, Promise<unknown>>();

/** Whether a file operation is queued in `folder` (`inFolder`). */
export const folderBusy = (folder: string): boolean => folderQueues.has(folder);

/** Runs `task` (which creates a file in `folder`) after the ones queued there before it. */
export function inFolder<T>(folder: string, task: () => Promise<T>): Promise<T> {
  const run = (folderQueues.get(folder) ?? Promise.resolve()).then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  folderQueues.set(folder, settled);
  void settled.then(() => {
    if (folderQueues.get(folder) === settled) folderQueues.delete(folder);
  });
  return run;
}

export const sameContent = (previous: Buffer, content: Uint8Array | string): boolean =>
  typeof content === 'string'
    ? previous.length === Buffer.byteLength(content) && previous.toString('utf8') === content
    : previous.equals(content);

/** Where a build writes its output: a staging folder (below) or the output in place (inPlaceOutput.ts). */
export interface OutputWriter {
  /** The folder the output is written to, complete once the output stage is done. */
  readonly dir: string;
  /** Written into the output itself (no staging folder to swap in). */
  readonly inPlace: boolean;
  /**
   * Writes `file` (relative to the folder), or takes it from the previous output when identical:
   * the file of the same name, or `was` (its name there, if it moved). Writing a file again
   * replaces what this build wrote before.
   */
  write(file: string, content: FileContent, was?: string): Promise<void>;
  /** `write`, on this thread. */
  writeSync(file: string, content: Uint8Array | string): void;
  /** Takes `file` as it is in the previous output. */
  keep(file: string): Promise<void>;
  /**
   * `keep`, on this thread. `size`: the file's size in bytes when the caller found it so (a
   * rebuild in place then records it without a stat of its own).
   */
  keepSync(file: string, size?: number): void;
  /**
   * Takes `file`, whose name holds a hash of its content, from the previous output without reading
   * it, when the previous output has a file of that name and `size` (bytes) that this build has
   * not written; false otherwise (then `write` it). Only a rebuild in place does (inPlaceOutput.ts).
   */
  keepNamedByContent?(file: string, size: number): boolean;
  /**
   * Takes `was`, the previous output's file (`file` itself unless it moved), as `file` without
   * reading it, the caller knowing its content is what `file` is to hold (outputDigests.ts), when it
   * is there with `size` (bytes) and this build has not written it; false otherwise (then `write`
   * it). Only a rebuild in place does (inPlaceOutput.ts). `there`: the size of `was` in the
   * previous output as a stat of it taken on another thread found it (null: not there), in place
   * of a stat here; the file must still be the previous output's then (this build has not written it).
   */
  keepKnown?(file: string, was: string, size: number, there?: number | null): boolean;
  /** The folder whose files `keepKnown` takes (a rebuild in place's output folder). */
  readonly previousFolder?: string;
  /** A file of the previous output, if there is one and it can be read. */
  readPrevious(file: string): string | undefined;
  /** Whether `file` is part of this build's output so far. */
  exists(file: string): boolean;
  /** Files taken from the previous output so far. */
  readonly linked: number;
  /** Drops what this build wrote: the previous output stays as it was. */
  abandon(): void;
  /**
   * Called once the output is in place (after the swap, for a staging folder): settles when what
   * the build kept aside is removed. Never rejects.
   */
  settle(): Promise<void>;
  /**
   * This writer, but for files nothing reads before the output is flushed: its `write` creates
   * them on a thread of their own when the writer has one (a cold build's: writerThread.ts).
   */
  offThread?(): OutputWriter;
  /**
   * Has the writer's thread (a cold build's) make the folders of `files`, to be written later on
   * this thread, while a core is free: writing them then makes no folder here (the pre-render's
   * pages, whose folders the server bundle's stage makes: buildStages.ts). Without a thread, nothing.
   */
  prepareFolders?(files: string[]): void;
  /**
   * Settles once every file handed to that thread is written, and stops the thread (later writes
   * are this thread's). A writer without one has nothing to wait for.
   */
  flush?(): Promise<void>;
}

/**
 * Where a build writes: `dir` (its staging folder), with `previous` (the output folder it will
 * replace, if any) as the source of unchanged files. Folders are made once each. `thread`: with no
 * previous output (a cold build), `offThread().write` creates the files on a thread of their own
 * (writerThread.ts); the caller then `flush`es before it puts the folder in place, and `abandon`s
 * it on a failure (which stops the thread before the folder goes). Not `write` itself: a caller
 * that waits for its file (the route table waits for the pages' modules) would wait for a thread
 * that shares the cores with the compiles.
 */
export function createOutputWriter(
  dir: string,
  previous?: string,
  options: { thread?: boolean } = {},
): OutputWriter {
  const threaded = lazyWriterThread(!!options.thread && !previous);
  const { afterThread } = threaded;
  const { ensureDir, prepareFolders } = folderMaker(dir, threaded);
  // Files linked from the previous output: written again, such a file is unlinked first, or the
  // write would change the previous output's file too.
  const links = new Set<string>();
  let linked = 0;
  const linkedAs = (abs: string) => {
    links.add(abs);
    linked++;
  };
  const unlinkIfLinked = (abs: string) => {
    if (links.delete(abs)) rmSync(abs, { force: true });
  };
  /** Writes `abs`, or links it from the previous output's `was` when that is the same. */
  const writeNow = (abs: string, content: Uint8Array | string, was: string) => {
    afterThread(abs);
    unlinkIfLinked(abs);
    if (previous) {
      const from = join(previous, was);
      try {
        if (sameContent(readFileSync(from), content)) {
          linkSync(from, abs);
          return linkedAs(abs);
        }
      } catch {
        /* no previous file, or no link across devices: written below */
      }
    }
    writeFileSync(abs, content);
  };
  const writer: OutputWriter = {
    dir,
    inPlace: false,
    async write(file, content, was = file) {
      const abs = join(dir, file);
      afterThread(abs);
      ensureDir(abs);
      if (isPieces(content))
        return inFolder(dirname(abs), async () => {
          if (links.delete(abs)) await rm(abs, { force: true });
          await writeFile(abs, content);
        });
      // Written on this thread unless a write in its folder is queued (files in pieces): an
      // asynchronous write (open, write, close on libuv's pool, a promise a step) cost the main
      // thread more than the synchronous write of a small file does (issue 37).
      if (!folderBusy(dirname(abs))) return writeNow(abs, content, was);
      const from = previous && join(previous, was);
      const old = from ? await readFile(from).catch(() => undefined) : undefined;
      await inFolder(dirname(abs), async () => {
        if (links.delete(abs)) await rm(abs, { force: true });
        if (from && old && sameContent(old, content)) {
          const done = await link(from, abs).then(
            () => true,
            () => false,
          );
          if (done) return linkedAs(abs);
        }
        await writeFile(abs, content);
      });
    },
    writeSync(file, content) {
      const abs = join(dir, file);
      ensureDir(abs);
      writeNow(abs, content, file);
    },
    async keep(file) {
      if (!previous) throw new Error(`no previous output to keep ${file} from`);
      const abs = join(dir, file);
      ensureDir(abs);
      const from = join(previous, file);
      await inFolder(dirname(abs), () =>
        link(from, abs).then(
          () => linkedAs(abs),
          () => copyFile(from, abs),
        ),
      );
    },
    keepSync(file) {
      if (!previous) throw new Error(`no previous output to keep ${file} from`);
      const abs = join(dir, file);
      ensureDir(abs);
      const from = join(previous, file);
      try {
        linkSync(from, abs);
        linkedAs(abs);
      } catch {
        copyFileSync(from, abs);
      }
    },
    readPrevious(file) {
      if (!previous) return undefined;
      try {
        return readFileSync(join(previous, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    exists: (file) => threaded.pending(join(dir, file)) || existsSync(join(dir, file)),
    get linked() {
      return linked;
    },
    abandon() {
      // The thread writes nothing into the folder once this returns.
      threaded.close();
      rmSync(dir, { recursive: true, force: true });
    },
    settle() {
      threaded.close();
      return Promise.resolve();
    },
    offThread: () => offThreadView(writer, threaded),
    prepareFolders,

    flush: threaded.flush,
  };
  return writer;
}

/**
 * A writer's folders, each made once: on this thread when a file goes in it, or ahead on the
 * writer's thread (`prepareFolders`, OutputWriter.prepareFolders), which a file's write then waits for.
 */
function folderMaker(dir: string, threaded: ReturnType<typeof lazyWriterThread>) {
  const dirs = new Set<string>();
  /** Folders the thread was asked to make, with the request's number. */
  const ahead = new Map<string, number>();
  return {
    ensureDir(abs: string) {
      const d = dirname(abs);
      if (dirs.has(d)) return;
      const id = ahead.get(d);
      // Made here unless the thread made it (when a folder of its failed, the error is met here).
      if (id === undefined || !threaded.foldersMade(id)) mkdirSync(d, { recursive: true });
      dirs.add(d);
    },
    prepareFolders(files: string[]) {
      const thread = threaded.thread();
      if (!thread) return;
      const folders = [...new Set(files.map((f) => dirname(join(dir, f))))].filter(
        (d) => !dirs.has(d) && !ahead.has(d),
      );
      if (!folders.length) return;
      const id = thread.makeFolders(folders);
      for (const d of folders) ahead.set(d, id);
    },
  };
}

/** `writer`, its `write` handing a file to its thread (OutputWriter.offThread). */
function offThreadView(
  writer: OutputWriter,
  threaded: ReturnType<typeof lazyWriterThread>,
): OutputWriter {
  const view: OutputWriter = Object.create(writer);
  view.write = async (file, content, was = file) => {
    const abs = join(writer.dir, file);
    // No write in pieces queued in its folder (its order with them is kept).
    const elsewhere = !isPieces(content) && !folderBusy(dirname(abs)) && threaded.thread();
    return elsewhere ? elsewhere.write(abs, content) : writer.write(file, content, was);
  };
  return view;
}

/** A writer's thread (writerThread.ts), started on the first file it takes, if `enabled`. */
function lazyWriterThread(enabled: boolean) {
  let thread: WriterThread | undefined;
  /** Closed (the output abandoned or in place): no thread starts after. */
  let ended = false;
  return {
    /** The thread, started now if need be; undefined when not enabled, or once stopped. */
    thread() {
      if (!enabled || ended) return undefined;
      thread ??= startWriterThread();
      return thread.closed ? undefined : thread;
    },
    pending: (abs: string) => !!thread?.pending(abs),
    /** Whether the thread's folder request `id` is done with every folder made (it waits). */
    foldersMade: (id: number) => !!thread?.foldersMade(id),
    /** A file the thread is still to write is written by it before this thread touches it. */
    afterThread(abs: string) {
      if (thread?.pending(abs)) thread.waitFor(abs);
    },
    close: () => {
      ended = true;
      thread?.close();
    },
    async flush() {
      if (!thread) return;
      await thread.idle();
      thread.close();
    },
  };
}

/**
 * Writes each `path → content` through `writer`, a few at a time, the largest first. It takes the
 * entries out of `files` as it goes (an array is emptied, a Map cleared), so that each content can
 * be collected once written: the pre-render writes pages meanwhile, and at 10,000 pages the
 * Markdown export and the search index held several hundred megabytes until the last was
 * written. `previousName` names a file's counterpart in the previous output when it moved (see
 * OutputWriter.write).
 */
export async function writeFiles(
  writer: OutputWriter,
  files: [string, FileContent][] | Map<string, FileContent>,
  previousName?: (file: string) => string,
  /**
   * The digests of what the previous build wrote, and this build's record (outputDigests.ts): a
   * file whose content the previous output's file has is kept without being read.
   */
  digests?: OutputDigests,
  /**
   * What another thread found of some files already: file → its digest (`digestOf`), and file →
   * the size of its previous name in `writer.previousFolder` (null: not there), for `keepKnown`.
   */
  known?: { digests: ReadonlyMap<string, string>; sizes?: ReadonlyMap<string, number | null> },
): Promise<void> {
  let pending: [string, FileContent][];
  if (files instanceof Map) {
    pending = [...files];
    files.clear();
  } else pending = files;
  pending.sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]));
  const writeNext = async (): Promise<void> => {
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [file, content] = next;
      const was = previousName?.(file) ?? file;
      if (digests && !isPieces(content)) {
        const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
        const before = digests.previous(was);
        // A file of another size than the one the previous build recorded is written without a
        // digest of its content (`llms-full.txt`, megabytes, changes size with most edits): none is
        // recorded, and the next build compares it by its content (issue 37).
        const resized = before !== undefined && before[1] !== size;
        const digest = known?.digests.get(file) ?? (resized ? UNKNOWN_DIGEST : digestOf(content));
        digests.record(file, digest, size);
        if (
          !resized &&
          before?.[0] === digest &&
          writer.keepKnown?.(file, was, size, known?.sizes?.get(file))
        )
          continue;
      }
      await writer.write(file, content, was);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writeNext));
}
