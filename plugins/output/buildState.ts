// "Nothing changed since the last build": the build records every file it read (the site's content
// and every module either bundle loaded, theme and packages included) with a content hash, plus the
// evaluated config, and the files it wrote. A later build whose inputs and output are all unchanged
// keeps the output as it is instead of rebuilding it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { FileHashes } from './fileHashes.js';
import type { EarlyRecord } from './earlyUpToDate.js';
import { oneShotHash } from './outputDigests.js';

export const BUILD_STATE_VERSION = 1;

export interface BuildState {
  version: number;
  /** Hash of everything that is not a file: config values, Node version, git HEAD, … */
  settings: string;
  /** Folders whose file lists are part of the input (a file added or removed there counts). */
  folders: Record<string, string>;
  /** Every input file and the hash of its content. */
  inputs: Record<string, string>;
  /**
   * The stat of input files left alone for a while when they were hashed (fileHashes.ts): a file
   * whose stat is still this one is not read again to be compared.
   */
  stats?: Record<string, string>;
  outDir: string;
  /** Every output file with its size (a file removed or edited by hand means rebuild). */
  outputs: Record<string, number>;
  /** What the build reported, told again when the build is reused. */
  warnings: Diagnostic[];
  pages: number;
  /** The MDX compiler's version (compileDoc.ts): when it changed, every doc compiles again. */
  compilerVersion?: string;
  /** What the next build's check before loading the site compares (earlyUpToDate.ts), if allowed. */
  early?: EarlyRecord;
}

/** A short content hash (the build state's and the bundle records'). */
export const hashOf = (data: string | Uint8Array): string =>
  (oneShotHash
    ? oneShotHash('sha256', data, 'base64url')
    : createHash('sha256').update(data).digest('base64url')
  ).slice(0, 22);

/** A file's `hashOf`, undefined when it cannot be read. */
export function hashFile(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Every file under `dir` (absolute paths, sorted); none when it does not exist. */
export function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Every file under `dir` as `relative(dir, file)` would name it, in `listTree`'s order; none when
 * it does not exist. Each name is its folder's name and its own joined: `relative` resolves both
 * paths, and `readdirSync`'s recursive walk joins (and normalizes) every entry's path, a fifth of
 * the listing of a rebuild's output of thousands of files (issue 37). As that walk does, a
 * symbolic link is neither listed nor followed.
 */
export function listTreeRelative(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  // `folder` ends with the separator.
  const walk = (folder: string, prefix: string) => {
    for (const e of readdirSync(folder, { withFileTypes: true }))
      if (e.isDirectory()) walk(folder + e.name + sep, prefix + e.name + sep);
      else if (e.isFile()) files.push(prefix + e.name);
  };
  const root = resolve(dir);
  walk(root.endsWith(sep) ? root : root + sep, '');
  return files.sort();
}

/** One hash for a folder's file list (names only; contents are in `inputs`). */
export function hashFolderListing(dir: string): string {
  return hashOf(listTreeRelative(dir).join('\n'));
}

export function hashSettings(values: unknown): string {
  return hashOf(JSON.stringify(values));
}

/**
 * The state to record after a successful build. With `hashes` (the build's, fileHashes.ts), a file
 * hashed at the start of the build keeps that hash and stat: a file edited while the build ran is
 * recorded as the build read it, and the next build sees the change.
 */
export function captureBuildState(params: {
  settings: string;
  folders: string[];
  inputFiles: Iterable<string>;
  outDir: string;
  warnings?: Diagnostic[];
  pages?: number;
  compilerVersion?: string;
  hashes?: FileHashes;
  /**
   * The output's files and sizes when the writer knows them (a rebuild in place:
   * `InPlaceOutput.outputSizes`); else the output folder is listed and each file stat'ed.
   */
  outputs?: Record<string, number>;
  early?: EarlyRecord;
}): BuildState {
  const inputs: Record<string, string> = {};
  const files = new Set(params.inputFiles);
  // Each folder's files as the build's file hashes listed them (once a build), else listed now.
  for (const dir of params.folders)
    for (const f of params.hashes?.files(dir) ?? listTree(dir)) files.add(f);
  const hash = params.hashes?.hash ?? hashFile;
  for (const f of [...files].sort()) {
    const h = hash(f);
    if (h) inputs[f] = h;
  }
  const stats = params.hashes?.stats(Object.keys(inputs));
  let outputs = params.outputs;
  if (!outputs) {
    outputs = {};
    for (const f of listTreeRelative(params.outDir))
      outputs[f] = statSync(join(params.outDir, f)).size;
  }
  return {
    version: BUILD_STATE_VERSION,
    settings: params.settings,
    folders: Object.fromEntries(
      params.folders.map((d) => [d, params.hashes?.listing(d) ?? hashFolderListing(d)]),
    ),
    inputs,
    ...(stats ? { stats } : {}),
    outDir: params.outDir,
    outputs,
    warnings: params.warnings ?? [],
    pages: params.pages ?? 0,
    ...(params.compilerVersion ? { compilerVersion: params.compilerVersion } : {}),
    ...(params.early ? { early: params.early } : {}),
  };
}

/**
 * Why the recorded build cannot be reused, or undefined when it can. With `hashes`, every recorded
 * input is looked at (not only up to the first change), so that the build's state at the end takes
 * each input as it was when the build started.
 */
export function staleReason(
  state: BuildState | undefined,
  current: { settings: string; outDir: string; hashes?: FileHashes },
): string | undefined {
  if (!state || state.version !== BUILD_STATE_VERSION) return 'no previous build recorded';
  if (state.outDir !== current.outDir) return 'different output folder';
  const { hashes } = current;
  let reason = state.settings !== current.settings ? 'configuration changed' : undefined;
  // Without `hashes`, the first change ends the check.
  for (const [dir, listing] of Object.entries(state.folders)) {
    if (reason && !hashes) return reason;
    if ((hashes?.listing(dir) ?? hashFolderListing(dir)) !== listing)
      reason ??= `files added or removed in ${dir}`;
  }
  for (const [file, h] of Object.entries(state.inputs)) {
    if (reason && !hashes) return reason;
    if ((hashes?.hash ?? hashFile)(file) !== h) reason ??= `${file} changed`;
  }
  if (reason) return reason;
  const out = listTreeRelative(current.outDir);
  if (out.length !== Object.keys(state.outputs).length) return 'output changed';
  for (const f of out)
    if (state.outputs[f] !== statSync(join(current.outDir, f)).size) return 'output changed';
  return undefined;
}

/**
 * How many of `files` differ from what the recorded build read: all of them without a record, or
 * when the recorded build's compiler was another (`compilerVersion`).
 */
export function countChangedInputs(
  state: BuildState | undefined,
  files: string[],
  compilerVersion?: string,
  hashes?: FileHashes,
): number {
  if (!state || state.version !== BUILD_STATE_VERSION || state.compilerVersion !== compilerVersion)
    return files.length;
  const hash = hashes?.hash ?? hashFile;
  let changed = 0;
  for (const f of files)
    if (state.inputs[f] === undefined || hash(f) !== state.inputs[f]) changed++;
  return changed;
}

export function readBuildState(file: string): BuildState | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildState;
  } catch {
    return undefined;
  }
}

export function writeBuildState(file: string, state: BuildState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}
