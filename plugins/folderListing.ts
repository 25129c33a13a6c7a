// One recursive listing of a folder per build, shared by everyone who lists it: the compile pool's
// sizing (`markdownFilesOfConfig`), the docs plugin (`listDocSources`), the `_category_` files,
// the stylesheet subset's sources and the build state's file hashes each listed the docs folder
// on their own, four to five times in a rebuild (issue 37). Inside `withFolderListings` (a
// production build) a folder is listed once and every later question is answered from that
// listing while the folder is as it was listed; outside it (the dev server, which must see a file
// added a moment ago; tests) every call lists the folder afresh.
//
// "As it was listed": a plugin may write docs while the build loads (a remote-content plugin's
// `loadContent`), after the compile pool was sized from a first listing. A listing is reused only
// while the modification time of each of its folders is the one taken when it was listed (adding,
// removing or renaming an entry changes its folder's), and only when every one of them was left
// alone for two seconds before the listing (file times come from a coarse clock: a change in the
// same tick as the listing would not show); else the folder is listed again.
//
// The listings are the process's while a build runs in it, not an async context's: an
// AsyncLocalStorage around the whole build kept Node 20's async hooks on through the bundler's
// thousands of plugin calls (asyncScope.ts). Two builds running at once in one process share them,
// and so does code outside a build that lists a folder meanwhile: a listing is only ever answered
// while its folders are as they were listed, so each still sees the folder as it is.
import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { STAT_SETTLED_MS } from './output/fileHashes.js';

/** One entry of a folder's recursive listing. */
export interface FolderEntry {
  /** Its path from the folder, with the platform's separators (`relative(dir, path)`). */
  rel: string;
  /** A regular file (not a folder, nor a symlink: `Dirent.isFile()`). */
  file: boolean;
}

interface Listing {
  entries: readonly FolderEntry[];
  /** Each folder of the listing (the root first) and its modification time when listed. */
  folders: [string, number][];
}

/** The listings while a build runs (`withFolderListings`), else none. */
let listings: Map<string, Listing> | undefined;
let builds = 0;

/**
 * Runs `fn` with one listing per folder for everything listed until it settles; within another
 * such scope, with that scope's listings (the early check's, for the build after it).
 */
export async function withFolderListings<T>(fn: () => Promise<T>): Promise<T> {
  listings ??= new Map();
  builds++;
  try {
    return await fn();
  } finally {
    if (--builds === 0) listings = undefined;
  }
}

/**
 * Every entry under `dir` (files, folders, symlinks, as `readdirSync(dir, { recursive: true })`
 * gives them), in the file system's order; none when `dir` does not exist. The same array for
 * every call in one `withFolderListings` scope: callers must not change it.
 */
export function folderEntries(dir: string): readonly FolderEntry[] {
  const root = resolve(dir);
  if (!listings) return listEntries(root).entries;
  const known = listings.get(root);
  if (known && unchanged(known)) return known.entries;
  const started = Date.now();
  const listing = listEntries(root);
  // A folder changed shortly before (or while) it was listed: listed again when asked again.
  if (listing.folders.every(([, mtime]) => mtime < started - STAT_SETTLED_MS))
    listings.set(root, listing);
  else listings.delete(root);
  return listing.entries;
}

function unchanged(listing: Listing): boolean {
  return listing.folders.every(([folder, mtime]) => mtimeOf(folder) === mtime);
}

function mtimeOf(folder: string): number | undefined {
  try {
    return statSync(folder).mtimeMs;
  } catch {
    return undefined;
  }
}

function listEntries(root: string): Listing {
  if (!existsSync(root)) return { entries: [], folders: [[root, Number.NaN]] };
  const folders: [string, number][] = [[root, mtimeOf(root) ?? Number.NaN]];
  const entries: FolderEntry[] = [];
  listInto(root, '', entries, folders);
  return { entries, folders };
}

/**
 * Lists `dir` into `entries` (paths from the listing's root, `prefix` before each), then each
 * symlink under it that leads to a folder, as the folder's own entries under the link's path:
 * Docusaurus's globs (globby) follow symlinked folders, so a versioned docs folder whose `community`
 * is a link to `../../docs/community` has those docs too. A link to a folder on its own path is
 * listed as an entry and not entered (it would loop).
 */
function listInto(
  dir: string,
  prefix: string,
  entries: FolderEntry[],
  folders: [string, number][],
): void {
  const from = dir.endsWith(sep) ? dir.length : dir.length + 1;
  const links: string[] = [];
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[]) {
    // Made from the entry's folder by slicing: `relative` resolves both paths for each entry.
    const rel =
      prefix + (e.parentPath.length < from ? e.name : e.parentPath.slice(from) + sep + e.name);
    if (e.isDirectory()) {
      const path = join(dir, rel.slice(prefix.length));
      folders.push([path, mtimeOf(path) ?? Number.NaN]);
    } else if (e.isSymbolicLink()) links.push(rel);
    entries.push({ rel, file: e.isFile() });
  }
  for (const rel of links) {
    const path = join(dir, rel.slice(prefix.length));
    const real = realpathOf(path);
    if (real === undefined || !isFolder(path)) continue;
    // A link to a folder it is in (its own path's): entering it would never end.
    const within = realpathOf(dirname(path));
    if (within === undefined || within === real || within.startsWith(real + sep)) continue;
    folders.push([path, mtimeOf(path) ?? Number.NaN]);
    listInto(path, rel + sep, entries, folders);
  }
}

function realpathOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** `folderEntries` as paths with `/` separators (as globs match them). */
export function folderPaths(dir: string): string[] {
  return pathsOfEntries(folderEntries(dir));
}

/** Entries' paths with `/` separators. */
export function pathsOfEntries(entries: readonly FolderEntry[]): string[] {
  return sep === '/' ? entries.map((e) => e.rel) : entries.map((e) => e.rel.split(sep).join('/'));
}
