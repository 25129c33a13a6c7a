// The stylesheet subset's signature (subsetInputs.ts) as a rebuild's bundle reuse check takes it:
// each source file's line is kept in the build's cache folder under the hash of the text it was
// made from, and a file whose content hash (plugins/output/fileHashes.ts: a settled stat stands
// for it, so the file is not read) is the one recorded keeps its line. A rebuild after one doc
// was edited so reads and scans that doc, not every doc of the site (issue 37). The signature is
// the one `subsetSignature(siteSubsetContent(…))` gives, character for character.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hashOf } from '../output/buildState.js';
import {
  codeStringWords,
  markdownClassNames,
  scanSource,
  signatureLine,
  signatureLineHash,
  usedCustomProperties,
} from './subsetInputs.js';

/** The code a line depends on: a change of any of these functions drops the whole cache. */
const VERSION = createHash('sha1')
  .update(
    [
      signatureLine,
      signatureLineHash,
      scanSource,
      markdownClassNames,
      codeStringWords,
      usedCustomProperties,
    ]
      .map(String)
      .join('\0'),
  )
  .digest('base64url');

interface CacheFile {
  version: string;
  /** File → [hashOf its content, its signature line's hash (`signatureLineHash`)]. */
  files: Record<string, [string, string]>;
}

function readCache(file: string): Map<string, [string, string]> {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (cache.version === VERSION && cache.files) return new Map(Object.entries(cache.files));
  } catch {
    // none yet, or unreadable: every line is made again
  }
  return new Map();
}

export interface CachedSignatureParams {
  /** The source files scanned (`siteSubsetSources`), in order. */
  files: string[];
  /** Content that is no file (the sidebars' class names), after the files. */
  extra: { raw: string; extension: string }[];
  /** A file's content hash as the build knows it (`FileHashes.hash`); undefined: not known. */
  hashOf: (file: string) => string | undefined;
  /** The cache file (in the site's `.cache`). */
  cacheFile: string;
}

/**
 * `subsetSignature` of the files and `extra`, reading only the files whose content hash is not the
 * one the cache recorded their line for. The cache is written again when a line was made.
 */
export function cachedSubsetSignature(params: CachedSignatureParams): string {
  const previous = readCache(params.cacheFile);
  const next: Record<string, [string, string]> = {};
  let changed = previous.size !== params.files.length;
  const lines = params.files.map((file) => {
    const kept = previous.get(file);
    if (kept && kept[0] === params.hashOf(file)) {
      next[file] = kept;
      return kept[1];
    }
    // Keyed by the hash of the very bytes the line is made from (not the build's hash, which may
    // have been taken before a write).
    const bytes = readFileSync(file);
    const line = signatureLineHash(bytes.toString('utf8'), file.slice(file.lastIndexOf('.') + 1));
    next[file] = [hashOf(bytes), line];
    changed = true;
    return line;
  });
  if (changed) writeCache(params.cacheFile, next);
  for (const { raw, extension } of params.extra) lines.push(signatureLineHash(raw, extension));
  return lines.join('\n');
}

/**
 * The cache as a build that made the subset leaves it (issue 37): the files it read, each line
 * keyed by the hash of the text read (`content[i]` is `files[i]`'s, as `readSubsetContent` gives
 * it), so that the first rebuild after a cold build scans only the files changed since. A text
 * whose UTF-8 is not the file's bytes (invalid sequences) gets a key no file hashes to: a miss.
 */
export function recordSubsetLines(
  cacheFile: string,
  files: readonly string[],
  content: readonly { raw: string; extension: string }[],
): void {
  const entries: Record<string, [string, string]> = {};
  files.forEach((file, i) => {
    const { raw, extension } = content[i]!;
    entries[file] = [hashOf(raw), signatureLineHash(raw, extension)];
  });
  writeCache(cacheFile, entries);
}

function writeCache(file: string, files: Record<string, [string, string]>): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: VERSION, files } satisfies CacheFile));
    renameSync(temporary, file);
  } catch {
    // a cache that cannot be written costs the next build a scan, nothing else
  }
}
