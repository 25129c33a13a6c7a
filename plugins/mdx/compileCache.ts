// The compile cache on disk: a page's compile result by its key (compileDoc.ts), kept from one
// build to the next so that a rebuild compiles only the pages that changed.
//
// Results are appended to one pack file per process, and the pack's index (key → where its
// record is) is written beside it. A build of 1,000 pages so writes two files instead of a
// thousand: on a disk that has just deleted the previous build's thousands of files, creating a
// file is what costs (see writeFiles.ts), and one pread from an open pack is cheaper than an
// open, a read and a close per page.
//
// - A pack without its index (a process that stopped before it wrote one) is not read, and is
//   removed once it is an hour old.
// - Each record holds its key: a read that does not find it where the index says (a pack
//   rewritten or removed by another process meanwhile) is a miss, not an error.
// - With `compact` (a production build, which uses every page's record), `close` compacts: when
//   the records this process did not use outweigh the ones it did, the used ones are copied to a
//   new pack and every pack read at the start is removed. The dev server, which compiles only the
//   pages it is asked for, never compacts: it would drop the build's records.
// - The dev server writes the index half a second after its last `put` (it runs until stopped);
//   a build (`compact`) writes it once, when it closes the cache, at its end, failed or not: the
//   index written again every half second was the whole of it each time (three stores, a new file
//   and a rename each: 0.3 s of a cold 1,000-doc build's main thread on a busy machine).
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

const INDEX_VERSION = 1;
const ORPHAN_AGE_MS = 60 * 60 * 1000;
/** How long after the last `put` the index is written when nobody calls `flush` (the dev server). */
const FLUSH_DELAY_MS = 500;

interface Location {
  pack: string;
  offset: number;
  length: number;
}

export interface CompileCacheStore<T> {
  get(key: string): T | undefined;
  put(key: string, value: T): void;
  /**
   * Appends records already encoded (`recordText` as UTF-8, one after the other in `bytes`), each
   * given by its key and byte length: what `put` of each would append, made on another thread.
   */
  putEncoded?(
    records: readonly (readonly [key: string, length: number])[],
    bytes: Uint8Array,
  ): void;
  /** Marks a record used (compacting keeps it) without reading it; false when there is none. */
  keep(key: string): boolean;
  /** Writes the index, compacts when worth it (unless `compact` is false), and closes the files. */
  close(compact?: boolean): void;
}

/** The store `openCompileCache` opens: it takes records encoded elsewhere. */
export type PackStore<T> = CompileCacheStore<T> &
  Required<Pick<CompileCacheStore<T>, 'putEncoded'>>;

/** A record's text: the key on the first line, then the value as JSON. */
export const recordText = (key: string, value: unknown): string =>
  `${key}\n${JSON.stringify(value)}`;

const record = (key: string, value: unknown) => Buffer.from(recordText(key, value));

type Entries = Record<string, [number, number]>;

/** What the packs in the cache folder hold when the cache opens. */
interface PacksAtOpen {
  /** Where each key's newest record is. */
  locations: Map<string, Location>;
  /** The packs whose index was read, oldest first. */
  packs: string[];
  /** When the newest of them was started (its name, base 36); 0 when there is none. */
  newest: number;
}

/** Writes the index of `pack` (whole, then renamed into place: a reader never sees half of it). */
function writeIndex(dir: string, name: string, pack: string, entries: Entries): void {
  const tmp = join(dir, `${name}.idx.tmp`);
  writeFileSync(tmp, JSON.stringify({ v: INDEX_VERSION, pack, entries }));
  renameSync(tmp, join(dir, `${name}.idx`));
}

/** Reads every index of `dir`, and clears away what crashed processes and older caches left. */
function readPacks(dir: string): PacksAtOpen {
  const found: PacksAtOpen = { locations: new Map(), packs: [], newest: 0 };
  // Packs are named by when they were started, and read oldest first: a key's newest record wins.
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name.endsWith('.idx')) {
      readIndex(path, name, found);
    } else if (
      (name.endsWith('.pack') && !existsSync(join(dir, name.replace(/\.pack$/, '.idx')))) ||
      name.endsWith('.idx.tmp')
    ) {
      removeIfOrphaned(path);
    } else if (name.endsWith('.json')) {
      rmSync(path, { force: true }); // a result of the one-file-per-page cache this one replaced
    }
  }
  return found;
}

/** Adds the records of the index at `path` to `found`. */
function readIndex(path: string, name: string, found: PacksAtOpen): void {
  try {
    const index = JSON.parse(readFileSync(path, 'utf8')) as {
      v: number;
      pack: string;
      entries: Entries;
    };
    if (index.v !== INDEX_VERSION) return;
    found.packs.push(index.pack);
    found.newest = Math.max(found.newest, parseInt(name, 36) || 0);
    for (const [key, [offset, length]] of Object.entries(index.entries))
      found.locations.set(key, { pack: index.pack, offset, length });
  } catch {
    // an index being written by another process, or damaged: its pack is not read
  }
}

/** Removes a pack without an index, or half an index, once it is too old to be a live process's. */
function removeIfOrphaned(path: string): void {
  try {
    if (Date.now() - statSync(path).mtimeMs > ORPHAN_AGE_MS) rmSync(path, { force: true });
  } catch {
    // removed meanwhile
  }
}

/** Other processes' packs, each opened for reading on first use (null: it could not be opened). */
function packReader(dir: string) {
  const fds = new Map<string, number | null>();
  return {
    fdOf(pack: string): number | null {
      let fd = fds.get(pack);
      if (fd === undefined) {
        try {
          fd = openSync(join(dir, pack), 'r');
        } catch {
          fd = null;
        }
        fds.set(pack, fd);
      }
      return fd;
    },
    closeAll(): void {
      for (const fd of fds.values()) if (fd !== null) closeSync(fd);
      fds.clear();
    },
  };
}

/** The record of `key` at `at` in the open pack `fd`, as written (undefined if it is not there). */
function readAt(fd: number, key: string, at: Location): Buffer | undefined {
  try {
    const buf = Buffer.allocUnsafe(at.length);
    if (readSync(fd, buf, 0, at.length, at.offset) !== at.length) return undefined;
    return buf.indexOf(10) === Buffer.byteLength(key) &&
      buf.toString('utf8', 0, Buffer.byteLength(key)) === key
      ? buf
      : undefined;
  } catch {
    return undefined;
  }
}

/** This process's pack name (without `.pack`), sorting after every pack read at open. */
function ownPackName(newest: number): string {
  // After every pack read here, even when the clock says otherwise (two builds in one millisecond).
  const started = Math.max(Date.now(), newest + 1);
  return `${started.toString(36).padStart(9, '0')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Copies the records of `keys` to a new pack `<own>-c` with its index, then removes `replaced`. */
function compactPacks(
  dir: string,
  own: string,
  keys: Iterable<string>,
  read: (key: string) => Buffer | undefined,
  replaced: string[],
): void {
  const next = `${own}-c`;
  const fd = openSync(join(dir, `${next}.pack`), 'w');
  const entries: Entries = {};
  let size = 0;
  for (const key of keys) {
    const buf = read(key);
    if (!buf) continue;
    writeSync(fd, buf);
    entries[key] = [size, buf.length];
    size += buf.length;
  }
  closeSync(fd);
  writeIndex(dir, next, `${next}.pack`, entries);
  for (const pack of replaced) {
    rmSync(join(dir, pack.replace(/\.pack$/, '.idx')), { force: true });
    rmSync(join(dir, pack), { force: true });
  }
}

export function openCompileCache<T>(
  dir: string,
  options: { compact?: boolean } = {},
): PackStore<T> {
  mkdirSync(dir, { recursive: true });
  const { locations, packs: packsAtOpen, newest } = readPacks(dir);
  const others = packReader(dir);
  const own = ownPackName(newest);
  const ownPack = `${own}.pack`;
  const ownEntries: Entries = {};
  let ownFd: number | undefined;
  let ownSize = 0;
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  const used = new Set<string>();
  let closed = false;

  /** The record of `key` where `at` says, as written (undefined if it is not there). */
  const readRaw = (key: string, at: Location): Buffer | undefined => {
    const fd = at.pack === ownPack ? (ownFd ?? null) : others.fdOf(at.pack);
    return fd === null ? undefined : readAt(fd, key, at);
  };
  const readRecord = (key: string, at: Location): T | undefined => {
    const buf = readRaw(key, at);
    if (!buf) return undefined;
    try {
      return JSON.parse(buf.toString('utf8', Buffer.byteLength(key) + 1)) as T;
    } catch {
      return undefined;
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    writeIndex(dir, own, ownPack, ownEntries);
  };

  /** Writes `bytes` at the end of this process's pack: the records of `records`, in order. */
  const append = (records: readonly (readonly [string, number])[], bytes: Uint8Array) => {
    ownFd ??= openSync(join(dir, ownPack), 'a+');
    writeSync(ownFd, bytes);
    for (const [key, length] of records) {
      ownEntries[key] = [ownSize, length];
      locations.set(key, { pack: ownPack, offset: ownSize, length });
      ownSize += length;
      used.add(key);
    }
    dirty = true;
    if (!timer && !options.compact) {
      timer = setTimeout(flush, FLUSH_DELAY_MS);
      timer.unref();
    }
  };

  return {
    get(key) {
      const at = closed ? undefined : locations.get(key);
      if (!at) return undefined;
      const value = readRecord(key, at);
      if (value !== undefined) used.add(key);
      return value;
    },
    keep(key) {
      if (closed || !locations.has(key)) return false;
      used.add(key);
      return true;
    },
    put(key, value) {
      if (closed) return;
      const buf = record(key, value);
      append([[key, buf.length]], buf);
    },
    putEncoded(records, bytes) {
      if (closed || !records.length) return;
      append(records, bytes);
    },
    close(compact = options.compact) {
      if (closed) return;
      closed = true;
      flush();
      // Compact when the records nobody used this time outweigh the used ones.
      let unused = 0;
      for (const key of locations.keys()) if (!used.has(key)) unused++;
      if (compact && packsAtOpen.length && unused > used.size) {
        const read = (key: string) => {
          const at = locations.get(key);
          return at && readRaw(key, at);
        };
        const replaced = [...packsAtOpen, ...(ownFd !== undefined ? [ownPack] : [])];
        compactPacks(dir, own, used, read, replaced);
      }
      others.closeAll();
      if (ownFd !== undefined) closeSync(ownFd);
      ownFd = undefined;
    },
  };
}
