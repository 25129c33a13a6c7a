// Writes output files. Three costs shape it:
// - A build writes thousands of small files (pages, page modules, Markdown copies, search index
//   files). `writeFiles` writes them a few at a time off the calling thread (libuv's pool does the
//   I/O), so the main thread goes on with everything else it has to do.
// - A rebuild writes every file into a new staging folder (atomicOutput.ts), though most are
//   byte-identical to the previous output's. Such a file is hard-linked from the previous output
//   instead: a link allocates no inode and copies no data. On ext4 without a journal (this
//   project's CI machines), allocating an inode within seconds of thousands being freed scans
//   past every one of them: writing a 200-doc site again cost more than its pages' rendering.
// - Files are created one at a time per folder (`inFolder`): creating a file holds its
//   folder's lock, and threads creating files in the same folder spun on it, burning CPU the
//   compile needed (6% of a 1,000-doc build's samples, in `perf`).
import { copyFileSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, link, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const CONCURRENT_WRITES = 16;

/**
 * What a file holds: bytes, text, or text in pieces. Pieces are written as they come and never
 * joined, so a file of a hundred megabytes (a large site's search records) is never in memory
 * whole, nor once more as the bytes written. They are not compared with the previous output.
 */
export type FileContent = Uint8Array | string | Iterable<string>;

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

const isPieces = (content: FileContent): content is Iterable<string> =>
  typeof content !== 'string' && !(content instanceof Uint8Array);
/** Sorts pieces first: their size is not known before they are made. */
const sizeOf = (content: FileContent): number => (isPieces(content) ? Infinity : content.length);

/** The last file operation queued in each folder. */
const folderQueues = new Map<string, Promise<unknown>>();

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

const sameContent = (previous: Buffer, content: Uint8Array | string): boolean =>
  typeof content === 'string'
    ? previous.length === Buffer.byteLength(content) && previous.toString('utf8') === content
    : previous.equals(content);

/**
 * Where a build writes: `dir` (its staging folder), with `previous` (the output folder it will
 * replace, if any) as the source of unchanged files. Folders are made once each.
 */
export function createOutputWriter(dir: string, previous?: string) {
  const dirs = new Set<string>();
  const ensureDir = (abs: string) => {
    const d = dirname(abs);
    if (!dirs.has(d)) {
      mkdirSync(d, { recursive: true });
      dirs.add(d);
    }
  };
  let linked = 0;
  return {
    /**
     * Writes `file` (relative to the folder), or links it from the previous output when identical:
     * the file of the same name, or `was` (its name there, if it moved).
     */
    async write(file: string, content: FileContent, was = file): Promise<void> {
      const abs = join(dir, file);
      ensureDir(abs);
      if (isPieces(content)) return inFolder(dirname(abs), () => writeFile(abs, content));
      const from = previous && join(previous, was);
      const old = from ? await readFile(from).catch(() => undefined) : undefined;
      await inFolder(dirname(abs), async () => {
        if (from && old && sameContent(old, content)) {
          const done = await link(from, abs).then(
            () => true,
            () => false,
          );
          if (done) {
            linked++;
            return;
          }
        }
        await writeFile(abs, content);
      });
    },
    /** `write`, on this thread. */
    writeSync(file: string, content: Uint8Array | string): void {
      const abs = join(dir, file);
      ensureDir(abs);
      if (previous) {
        const from = join(previous, file);
        try {
          if (sameContent(readFileSync(from), content)) {
            linkSync(from, abs);
            linked++;
            return;
          }
        } catch {
          /* no previous file, or no link across devices: written below */
        }
      }
      writeFileSync(abs, content);
    },
    /** Takes `file` as it is in the previous output (linked, or copied where a link fails). */
    async keep(file: string): Promise<void> {
      if (!previous) throw new Error(`no previous output to keep ${file} from`);
      const abs = join(dir, file);
      ensureDir(abs);
      const from = join(previous, file);
      await inFolder(dirname(abs), () =>
        link(from, abs).then(
          () => void linked++,
          () => copyFile(from, abs),
        ),
      );
    },
    /** `keep`, on this thread. */
    keepSync(file: string): void {
      if (!previous) throw new Error(`no previous output to keep ${file} from`);
      const abs = join(dir, file);
      ensureDir(abs);
      const from = join(previous, file);
      try {
        linkSync(from, abs);
        linked++;
      } catch {
        copyFileSync(from, abs);
      }
    },
    /** A file of the previous output, if there is one and it can be read. */
    readPrevious(file: string): string | undefined {
      if (!previous) return undefined;
      try {
        return readFileSync(join(previous, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    /** Files taken from the previous output so far. */
    get linked() {
      return linked;
    },
  };
}
export type OutputWriter = ReturnType<typeof createOutputWriter>;

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
): Promise<void> {
  let pending: [string, FileContent][];
  if (files instanceof Map) {
    pending = [...files];
    files.clear();
  } else pending = files;
  pending.sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]));
  const writeNext = async (): Promise<void> => {
    for (let next = pending.pop(); next; next = pending.pop())
      await writer.write(next[0], next[1], previousName?.(next[0]));
  };
  await Promise.all(Array.from({ length: CONCURRENT_WRITES }, writeNext));
}
