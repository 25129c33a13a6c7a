// Keeps the CLI's bundle cache (node_modules/.cache/docs-cli/, scripts/cliBundle.mjs) from growing
// without bound. Every change of the sources adds a bundle (with its V8 code caches inside it,
// scripts/cliLoader.mjs), every checkout sharing a node_modules a folder of its own: one session
// of work left close to 1 GB. A bundle's last use is its folder's modification time: each run
// sets it as it starts (`markUsed`), and a process that runs for long sets it again every few
// minutes (`keepMarked`), so that a bundle a running process may still load from (a dev server
// imports chunks as it goes, its threads load theirs when they start) is recognisable as in use.
// Removal renames first (atomic: a run finds the whole bundle or none) and deletes after.
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';

/** A bundle used this recently is kept, whichever it is: a running process may still load from it. */
export const IN_USE_MS = 30 * 60 * 1000;
/** How often a running process marks its bundle as used (well within `IN_USE_MS`). */
export const MARK_EVERY_MS = 5 * 60 * 1000;
/** Older bundles kept besides the current one, the most recently used first (two Node versions, a branch switched back). */
export const KEEP_RECENT = 2;
/** A checkout's folder unused this long is removed though its checkout may still be there. */
export const STALE_CHECKOUT_MS = 14 * 24 * 60 * 60 * 1000;
/** A folder written before checkouts were recorded (no `checkout` file), unused this long, is removed. */
export const STALE_UNKNOWN_MS = 24 * 60 * 60 * 1000;
/** The file of a checkout's cache folder naming the checkout (written by scripts/cliBundle.mjs). */
export const CHECKOUT_FILE = 'checkout';
const TRASH = 'trash-';

/** Marks `dir` as used now; false when it is gone (removed since it was found). */
export function markUsed(dir, now = new Date()) {
  try {
    utimesSync(dir, now, now);
    return true;
  } catch (error) {
    return error?.code !== 'ENOENT';
  }
}

/** Marks `dir` as used every `MARK_EVERY_MS` while the process runs (the timer does not keep it alive). */
export function keepMarked(dir) {
  setInterval(() => markUsed(dir), MARK_EVERY_MS).unref();
}

const lastUse = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Renames `path` out of the way in `folder`, then deletes it; false when another run took it
 * first, or marked it as used while it was looked at (it is put back: a run marking it after the
 * rename finds it gone, and looks for the current bundle again).
 */
function remove(folder, path, now, usedAt = lastUse) {
  const trash = join(folder, `${TRASH}${randomUUID().slice(0, 8)}`);
  try {
    renameSync(path, trash);
  } catch {
    return false;
  }
  if (now - (usedAt(trash) ?? 0) < IN_USE_MS) {
    try {
      renameSync(trash, path);
      return false;
    } catch {
      // Put back by nobody: deleted below.
    }
  }
  rmSync(trash, { recursive: true, force: true });
  return true;
}

/** What a removal left behind when its process ended before it was done. */
function emptyTrash(folder) {
  for (const name of readdirSync(folder))
    if (name.startsWith(TRASH)) rmSync(join(folder, name), { recursive: true, force: true });
}

/**
 * Removes the bundles of a checkout's cache folder (`b-…`) that no run will load: not `current`,
 * not used in the last `IN_USE_MS`, and not among the `KEEP_RECENT` most recently used of the
 * others. Returns the names removed.
 */
export function pruneBundles(cache, current, now = Date.now()) {
  emptyTrash(cache);
  const others = readdirSync(cache)
    .filter((name) => name.startsWith('b-') && name !== current)
    .map((name) => ({ name, used: lastUse(join(cache, name)) }))
    .filter((b) => b.used !== undefined)
    .sort((a, b) => b.used - a.used);
  const removed = [];
  for (const { name, used } of others.slice(KEEP_RECENT)) {
    if (now - used < IN_USE_MS) continue;
    if (remove(cache, join(cache, name), now)) removed.push(name);
  }
  return removed;
}

/** The newest use of anything in a checkout's cache folder (its bundles, its stamp). */
function folderLastUse(folder) {
  let newest = lastUse(folder) ?? 0;
  for (const name of readdirSync(folder))
    newest = Math.max(newest, lastUse(join(folder, name)) ?? 0);
  return newest;
}

/** The checkout a cache folder was made for: its path and whether it still holds the package. */
function checkoutOf(folder) {
  let root;
  try {
    root = readFileSync(join(folder, CHECKOUT_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
  return { root, present: existsSync(join(root, 'scripts', 'cliBundle.mjs')) };
}

/**
 * Removes the other checkouts' cache folders of `parent` (node_modules/.cache/docs-cli/) that no
 * run will use: one whose checkout is gone (a removed worktree), unused in the last `IN_USE_MS`;
 * one unused for `STALE_CHECKOUT_MS`; and one that does not name its checkout, unused for
 * `STALE_UNKNOWN_MS`. Returns the names removed.
 */
export function pruneCheckouts(parent, current, now = Date.now()) {
  emptyTrash(parent);
  const removed = [];
  for (const name of readdirSync(parent)) {
    const folder = join(parent, name);
    if (name === current || name.startsWith(TRASH)) continue;
    try {
      if (!statSync(folder).isDirectory()) continue;
      const idle = now - folderLastUse(folder);
      const checkout = checkoutOf(folder);
      const gone = checkout
        ? (!checkout.present && idle >= IN_USE_MS) || idle >= STALE_CHECKOUT_MS
        : idle >= STALE_UNKNOWN_MS;
      if (gone && remove(parent, folder, now, folderLastUse)) removed.push(name);
    } catch {
      // Removed by another run while this one looked at it.
    }
  }
  return removed;
}
