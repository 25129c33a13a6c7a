// What the Markdown export and the search index wrote, file by file: a digest of each file's content
// and its size, kept in the build's cache folder (issue 37). A rebuild after one doc's edit writes
// the same content again into nearly all of those files (every page's `.md` but the edited one's,
// every fragment file of the search index but that page's); with the previous build's record it
// takes the previous output's file as it is, on a stat of its size, instead of reading it back to
// compare (as `keepNamedByContent` takes a file named by its content). The record is written once
// the build succeeded (the cache stage), so it describes the output in place; a failed build puts
// the previous output back and leaves the record as it was.
import * as crypto from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const VERSION = 1;

interface DigestFile {
  v: number;
  outDir: string;
  /** Path in the output → [digest, size in bytes]. */
  files: Record<string, [string, number]>;
}

export interface OutputDigests {
  /** What the previous build recorded of `file`, in the output as it was: [digest, size]. */
  previous(file: string): readonly [string, number] | undefined;
  /** Records that this build wrote (or kept) `file` with `digest` and `size`. */
  record(file: string, digest: string, size: number): void;
  /** Writes this build's record (the next build's `previous`). */
  save(): void;
}

/** The digest `OutputDigests` keeps of a file's content. */
export function digestOf(content: string | Uint8Array): string {
  return oneShotHash
    ? oneShotHash('sha1', content, 'base64url')
    : crypto.createHash('sha1').update(content).digest('base64url');
}

/**
 * `crypto.hash` (Node 20.12 and later): the same digest without a Hash object made for each of the
 * thousands of files a rebuild digests (issue 37).
 */
export const oneShotHash = typeof crypto.hash === 'function' ? crypto.hash : undefined;

/**
 * The record at `file` of the output folder `outDir`: the previous build's, read on first use
 * (none when it was made for another output folder), and this build's as it writes.
 */
export function openOutputDigests(file: string, outDir: string): OutputDigests {
  let previous: DigestFile['files'] | undefined;
  const files: DigestFile['files'] = {};
  const read = (): DigestFile['files'] => {
    if (previous) return previous;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as DigestFile;
      previous = data.v === VERSION && data.outDir === outDir ? data.files : {};
    } catch {
      previous = {};
    }
    return previous;
  };
  return {
    previous: (path) => (Object.hasOwn(read(), path) ? read()[path] : undefined),
    record(path, digest, size) {
      files[path] = [digest, size];
    },
    save() {
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ v: VERSION, outDir, files } satisfies DigestFile));
      renameSync(temporary, file);
    },
  };
}
