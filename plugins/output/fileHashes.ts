// The content hashes of the files one build reads, each file hashed at most once per build (and
// the file lists of the folders it lists): the up-to-date check at the start, the bundle reuse
// check and the build state at the end ask the same object. A file whose stat (size, modification and change times, inode) is the one the last build
// recorded is not read again: the last build's hash stands for it. A stat is recorded only for a
// file unchanged for a while when it was taken, so that a write within the file system's time
// granularity of that moment cannot leave the stat as it was.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf } from './buildState.js';
import { folderEntries } from '../folderListing.js';

/**
 * How long a file must have been left alone before its stat can stand for its content. File times
 * come from a coarse clock (a few milliseconds); two seconds also covers a little clock skew.
 */
export const STAT_SETTLED_MS = 2000;

export interface FileHashes {
  /** The file's content hash (`hashOf`), undefined when it cannot be read; taken once per build. */
  hash(file: string): string | undefined;
  /**
   * The stat of each file hashed so far that the next build may trust for its content (see above),
   * as the build state records it.
   */
  stats(files: Iterable<string>): Record<string, string>;
  /** `hashFolderListing(dir)`, taken once per build: a file added later counts next time. */
  listing(dir: string): string;
  /**
   * `listTree(dir)` as `listing` saw it: the files of an input folder, listed once per build
   * (the up-to-date check at the start, the build state at the end: issue 37).
   */
  files(dir: string): string[];
}

/** What a previous build recorded: content hashes, and the stats that stand for them. */
export interface RecordedHashes {
  inputs: Record<string, string>;
  stats?: Record<string, string>;
}

export function createFileHashes(
  previous?: RecordedHashes,
  now: () => number = Date.now,
): FileHashes {
  const hashes = new Map<string, string | undefined>();
  const settledStats = new Map<string, string>();
  const hash = (file: string): string | undefined => {
    if (hashes.has(file)) return hashes.get(file);
    let h: string | undefined;
    try {
      const s = statSync(file);
      const stat = `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
      const settled = Math.max(s.mtimeMs, s.ctimeMs) < now() - STAT_SETTLED_MS;
      const recorded = previous?.inputs[file];
      h =
        settled && recorded !== undefined && previous?.stats?.[file] === stat
          ? recorded
          : hashOf(readFileSync(file));
      if (settled) settledStats.set(file, stat);
    } catch {
      h = undefined;
    }
    hashes.set(file, h);
    return h;
  };
  const trees = new Map<string, string[]>();
  const tree = (dir: string): string[] => {
    let t = trees.get(dir);
    // The build's one listing of the folder (folderListing.ts): the docs plugin's too.
    if (!t) trees.set(dir, (t = filesOfListing(dir)));
    return t;
  };
  const listings = new Map<string, string>();
  return {
    hash,
    listing(dir) {
      let h = listings.get(dir);
      if (h === undefined) listings.set(dir, (h = hashOf(tree(dir).join('\n'))));
      return h;
    },
    files: (dir) => tree(dir).map((f) => join(dir, f)),
    stats(files) {
      const out: Record<string, string> = {};
      for (const f of files) {
        const s = settledStats.get(f);
        if (s !== undefined) out[f] = s;
      }
      return out;
    },
  };
}

/** `listTreeRelative(dir)` from the build's listing of the folder (the same names, the same order). */
function filesOfListing(dir: string): string[] {
  return folderEntries(dir)
    .filter((e) => e.file)
    .map((e) => e.rel)
    .sort();
}
