// Writes a rebuild into the previous output itself, with an undo journal. A rebuild after an edit
// changes a few files of thousands; assembling a new output in a staging folder (atomicOutput.ts)
// cost a folder and a link per kept file, more than the edit's own work. Here a kept file is not
// touched at all. A file replaced, and a file of the previous output that this build did not make
// (swept at the end), is first moved aside into a journal folder beside the output; a failed build
// moves everything back (`abandon`), so the previous output stays whole, and a successful one
// removes the journal off this thread (`settle`). Renames only: no file is copied.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { listFolder } from './bundleReuse.js';
import {
  folderBusy,
  inFolder,
  sameContent,
  type FileContent,
  type OutputWriter,
} from './writeFiles.js';

export interface InPlaceOutput extends OutputWriter {
  /** Moves every file of `from` (a folder the bundler wrote) into the output, `skip` aside. */
  adopt(from: string, skip?: (file: string) => boolean): void;
  /**
   * Moves each file of the previous output that this build did not write or keep into the
   * journal, and removes the folders that leaves empty: the output is then this build's alone.
   */
  sweep(): void;
  /**
   * After `sweep`: every file of the output with its size in bytes, as a listing of the output
   * folder and a stat of each file would give them (the build state records them), from what this
   * build wrote and kept: a rebuild no longer lists its output of thousands of files twice (issue
   * 37). Undefined before `sweep`.
   */
  outputSizes(): Record<string, number> | undefined;
}

/** The undo journal of `outDir` for this process. */
export function journalDirOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.undo-${process.pid}`);
}

const isPieces = (content: FileContent): content is Iterable<string | Uint8Array> =>
  typeof content !== 'string' && !(content instanceof Uint8Array);

/**
 * What is at a path of the output now, for a path this build touched: its own new file, the
 * previous output's file kept as it was, or the previous output's file of another name (`from`)
 * moved here because its content is the same (the search index's files, whose folder is named by
 * the index's content).
 */
type Touched = 'new' | 'kept' | { from: string };

/** What a rebuild in place did so far: enough to undo it. */
interface JournalState {
  outDir: string;
  journal: string;
  /** Each path this build wrote or kept. */
  touched: Map<string, Touched>;
  /** Paths whose previous file is in the journal. */
  saved: Set<string>;
  /** Paths whose previous file was moved to another path (a `{ from }` there). */
  movedOut: Set<string>;
  /** Folders the build made (the first of each `mkdir -p`). */
  createdDirs: string[];
  /** Folders known to exist. */
  dirs: Set<string>;
  /**
   * Set by the sweep: every file of the previous output this build did not touch is gone, and what
   * it writes after (the built-in plugins' postBuild) goes through its writer.
   */
  swept?: boolean;
}

/** InPlaceOutput.sweep; `saveAside` moves a file of the output into the journal. */
function sweepOutput(state: JournalState, saveAside: (file: string) => void): void {
  const { outDir, touched, movedOut, dirs } = state;
  const vacated = new Set<string>([...movedOut].map((f) => dirname(f)));
  for (const file of listFolder(outDir))
    if (!touched.has(file)) {
      saveAside(file);
      vacated.add(dirname(file));
    }
  // Deepest first; a folder that is not empty stops the walk up.
  for (const d of [...vacated].sort((a, b) => b.length - a.length))
    for (let x = d; x !== '.' && x !== ''; x = dirname(x))
      try {
        rmdirSync(join(outDir, x));
        dirs.delete(join(outDir, x));
      } catch {
        break;
      }
  state.swept = true;
}

/**
 * InPlaceOutput.abandon: the build's new files go, the files it moved go back to their names, the
 * journal's files go back to theirs, and the folders the build made go when they are empty.
 */
function rollBack(state: JournalState, scratch: string): void {
  const { outDir, journal, touched, saved, createdDirs } = state;
  const abs = (file: string) => join(outDir, file);
  for (const [file, t] of touched) if (t === 'new') rmSync(abs(file), { force: true });
  for (const [file, t] of touched)
    if (typeof t === 'object') {
      mkdirSync(dirname(abs(t.from)), { recursive: true });
      renameSync(abs(file), abs(t.from));
    }
  for (const file of saved) {
    mkdirSync(dirname(abs(file)), { recursive: true });
    renameSync(join(journal, file), abs(file));
  }
  for (const d of [...createdDirs].reverse()) removeEmptyFolders(d);
  rmSync(journal, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}

/** The file moves of a rebuild in place, each recorded in `state`. */
function journalOps(state: JournalState) {
  const { touched, saved, movedOut, createdDirs, dirs } = state;
  const journalDirs = new Set<string>();
  const abs = (file: string) => join(state.outDir, file);
  const ensureDir = (file: string) => {
    const d = dirname(abs(file));
    if (dirs.has(d)) return;
    const made = mkdirSync(d, { recursive: true });
    if (made) createdDirs.push(made);
    dirs.add(d);
  };
  /** The previous output's file is at `file`, as it was. */
  const isPrevious = (file: string) => {
    const t = touched.get(file);
    return (t === undefined || t === 'kept') && !saved.has(file) && !movedOut.has(file);
  };
  const saveAside = (file: string) => {
    const to = join(state.journal, file);
    if (!journalDirs.has(dirname(to))) {
      mkdirSync(dirname(to), { recursive: true });
      journalDirs.add(dirname(to));
    }
    renameSync(abs(file), to);
    saved.add(file);
  };
  /** Makes way for a new file at `file`: what the previous output had there goes to the journal. */
  const clear = (file: string) => {
    const t = touched.get(file);
    if (t === 'new') rmSync(abs(file), { force: true });
    else if (typeof t === 'object') {
      // The moved file goes back to its name: it is the previous output's again.
      mkdirSync(dirname(abs(t.from)), { recursive: true });
      renameSync(abs(file), abs(t.from));
      movedOut.delete(t.from);
    } else if (isPrevious(file) && existsSync(abs(file))) saveAside(file);
    touched.delete(file);
  };
  /** Takes `was`, a file of the previous output, as `file` (moved there when it is another). */
  const take = (file: string, was: string) => {
    if (was === file) return void touched.set(file, 'kept');
    ensureDir(file);
    clear(file);
    renameSync(abs(was), abs(file));
    movedOut.add(was);
    touched.set(file, { from: was });
  };
  return { abs, ensureDir, isPrevious, saveAside, clear, take };
}

/**
 * The output writer of a rebuild in place. `scratch` is a folder of this build's own (for the
 * bundler's files before they are adopted), removed with the journal.
 */
export function createInPlaceOutput(outDir: string, scratch: string): InPlaceOutput {
  const journal = journalDirOf(outDir);
  rmSync(journal, { recursive: true, force: true });
  const touchedPaths = new TouchedPaths();
  const state: JournalState = {
    outDir,
    journal,
    touched: touchedPaths,
    saved: new Set(),
    movedOut: new Set(),
    createdDirs: [],
    dirs: new Set(),
  };
  const { touched } = state;
  const { abs, ensureDir, isPrevious, saveAside, clear, take } = journalOps(state);
  let kept = 0;
  const sizes = new KnownSizes();
  /** Files with a write queued in their folder, and how many. */
  const queued = new Map<string, number>();
  /** Takes `was`, a file of the previous output, as `file` when its content is `content`. */
  const takeSame = (
    file: string,
    was: string,
    old: Buffer | undefined,
    content: Uint8Array | string,
  ) => {
    if (!old || !isPrevious(was) || !sameContent(old, content)) return false;
    take(file, was);
    sizes.note(file, old.length);
    kept++;
    return true;
  };
  const keepSync = (file: string, size?: number) => {
    if (touched.has(file)) return;
    if (!isPrevious(file)) throw new Error(`${file} of the previous output is no longer there`);
    touched.set(file, 'kept');
    sizes.note(file, size);
    kept++;
  };
  const output: InPlaceOutput = {
    dir: outDir,
    inPlace: true,
    async write(file, content, was = file) {
      ensureDir(file);
      if (isPieces(content))
        return inFolder(dirname(abs(file)), async () => {
          clear(file);
          await writeFile(abs(file), content);
          touched.set(file, 'new');
          sizes.note(file, undefined);
        });
      // Read on this thread: most files of a rebuild are the previous output's, and an async
      // read of each cost the main thread more than the synchronous read of a small file. Only
      // a file of the same size can be the same.
      const old = isPrevious(was) ? sameSizeIfThere(abs(was), content) : undefined;
      const put = () => {
        if (takeSame(file, was, old, content)) return;
        clear(file);
        writeFileSync(abs(file), content);
        touched.set(file, 'new');
        sizes.note(file, byteSizeOf(content));
      };
      // Kept or written now (synchronously: writeFiles.ts) unless a write there is still queued.
      if (!queued.has(file) && !folderBusy(dirname(abs(file)))) return put();
      queued.set(file, (queued.get(file) ?? 0) + 1);
      await inFolder(dirname(abs(file)), async () => put()).finally(() => {
        const n = queued.get(file)! - 1;
        if (n) queued.set(file, n);
        else queued.delete(file);
      });
    },
    writeSync(file, content) {
      ensureDir(file);
      const old = isPrevious(file) ? sameSizeIfThere(abs(file), content) : undefined;
      if (takeSame(file, file, old, content)) return;
      clear(file);
      writeFileSync(abs(file), content);
      touched.set(file, 'new');
      sizes.note(file, byteSizeOf(content));
    },
    keep: async (file) => keepSync(file),
    keepSync,
    keepNamedByContent(file, size) {
      if (touched.has(file) || queued.has(file) || !isPrevious(file)) return false;
      if (sizeIfThere(abs(file)) !== size) return false;
      touched.set(file, 'kept');
      sizes.note(file, size);
      kept++;
      return true;
    },
    keepKnown(file, was, size, there) {
      const taken = takeKnown(state, { isPrevious, take, sizes }, queued, file, was, size, there);
      if (taken === 'taken') kept++;
      return taken !== false;
    },
    previousFolder: outDir,
    readPrevious: (file) => readPreviousOf(state, isPrevious, file),
    // As a staging folder's existsSync answers: a file of this build's output, or a folder holding
    // one (`/` is the output's root), by a path with or without its leading slash.
    exists: (file) => {
      const path = file.replace(/^\/+|\/+$/g, '');
      return touched.has(path) || touchedPaths.holds(path);
    },
    get linked() {
      return kept;
    },
    adopt(from, skip) {
      for (const file of listFolder(from)) {
        if (skip?.(file)) continue;
        ensureDir(file);
        clear(file);
        renameSync(join(from, file), abs(file));
        touched.set(file, 'new');
        sizes.note(file, undefined);
      }
    },
    sweep: () => sweepOutput(state, saveAside),
    outputSizes: () => (state.swept ? sizesOf(touched.keys(), sizes, abs) : undefined),
    abandon: () => rollBack(state, scratch),
    settle() {
      rmSync(scratch, { recursive: true, force: true });
      return rm(journal, { recursive: true, force: true }).catch(() =>
        rmSync(journal, { recursive: true, force: true }),
      );
    },
  };
  return output;
}

/**
 * The size of each touched file that a build knows (it wrote it, or compared or stat'ed the
 * previous one): every change of a touched file notes its size or drops it, so that a size is
 * never an older file's.
 */
class KnownSizes extends Map<string, number> {
  note(file: string, size: number | undefined): void {
    if (size === undefined) this.delete(file);
    else this.set(file, size);
  }
}

const byteSizeOf = (content: Uint8Array | string) =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

/**
 * `files` and their sizes (`known`, else a stat), named as `listTreeRelative` names them (the
 * platform's separator). In the order they were touched: the build state looks a file up by its
 * name and counts them (buildState.ts `staleReason`), and sorting thousands of names cost a
 * rebuild more than the few stats (issue 37).
 */
function sizesOf(
  files: Iterable<string>,
  known: Map<string, number>,
  abs: (file: string) => string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of files)
    out[sep === '/' ? file : file.split('/').join(sep)] =
      known.get(file) ?? statSync(abs(file)).size;
  return out;
}

/**
 * The paths a build touched, and for each folder (`''`: the output's root) how many of its entries
 * hold a touched file (a touched file in it, or a folder holding one): `exists` asks for a folder of
 * every file the Markdown export and the link check name, and a scan of every touched path for each
 * was quadratic in the site's size. A change of a count reaches the folder above only when the
 * folder starts or stops holding a touched file: a file touched in a folder holding others already
 * costs one count, not one per folder up to the root (issue 37: thousands of files a rebuild).
 */
class TouchedPaths extends Map<string, Touched> {
  private readonly inFolder = new Map<string, number>();
  /** Whether `folder` holds a touched file, at any depth. */
  holds(folder: string): boolean {
    return (this.inFolder.get(folder) ?? 0) > 0;
  }
  private count(file: string, by: 1 | -1): void {
    for (let entry = file; entry !== '';) {
      const cut = entry.lastIndexOf('/');
      const folder = cut < 0 ? '' : entry.slice(0, cut);
      const was = this.inFolder.get(folder) ?? 0;
      if (was + by) this.inFolder.set(folder, was + by);
      else this.inFolder.delete(folder);
      // The folder held a touched file before and still does (or did not and still does not).
      if (was > 0 && was + by > 0) return;
      entry = folder;
    }
  }
  override set(file: string, touched: Touched): this {
    if (!this.has(file)) this.count(file, 1);
    return super.set(file, touched);
  }
  override delete(file: string): boolean {
    if (this.has(file)) this.count(file, -1);
    return super.delete(file);
  }
}

/**
 * InPlaceOutput.keepKnown: whether `was` of the previous output is taken as `file` now, or was
 * kept as `file` already; false when this build wrote it (`queued`: a write of it is queued), or the
 * previous output's file is gone or has another size.
 */
function takeKnown(
  state: JournalState,
  ops: Pick<ReturnType<typeof journalOps>, 'isPrevious' | 'take'> & { sizes: KnownSizes },
  /** The files with a write queued. */
  queued: ReadonlyMap<string, number>,
  file: string,
  was: string,
  size: number,
  /** The size of `was` as a stat on another thread found it (null: not there); else one here. */
  there?: number | null,
): 'taken' | 'kept already' | false {
  const t = state.touched.get(file);
  if (
    queued.has(file) ||
    !ops.isPrevious(was) ||
    (t !== undefined && (t !== 'kept' || was !== file))
  )
    return false;
  const found = there === undefined ? sizeIfThere(join(state.outDir, was)) : there;
  if (found !== size) return false;
  // Kept: its size is known (the output's sizes need no stat of it).
  ops.sizes.note(file, size);
  if (t !== undefined) return 'kept already';
  ops.take(file, was);
  return 'taken';
}

/** InPlaceOutput.readPrevious: the previous output's `file`, from the journal if it went there. */
function readPreviousOf(
  state: JournalState,
  isPrevious: (file: string) => boolean,
  file: string,
): string | undefined {
  try {
    if (state.saved.has(file)) return readFileSync(join(state.journal, file), 'utf8');
    return isPrevious(file) ? readFileSync(join(state.outDir, file), 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file's bytes when it has the size of `content` (bytes, or text as UTF-8), else undefined
 * (not there, unreadable, or another size: then it cannot be the same). A rebuild writes files
 * that changed, most of another size (`llms-full.txt`, megabytes at 1,000 docs: issue 37), and
 * a stat costs less than reading them to find that out.
 */
function sameSizeIfThere(path: string, content: Uint8Array | string): Buffer | undefined {
  const size = sizeIfThere(path);
  return size !== undefined && size === byteSizeOf(content) ? readIfThere(path) : undefined;
}

/** The file's bytes, or undefined when it is not there (or cannot be read). */
function readIfThere(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The file's size, or undefined when it is not there. */
function sizeIfThere(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** Removes `dir` and the folders in it when they hold no file. */
function removeEmptyFolders(dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) if (e.isDirectory()) removeEmptyFolders(join(dir, e.name));
  try {
    rmdirSync(dir);
  } catch {
    /* holds a file */
  }
}
