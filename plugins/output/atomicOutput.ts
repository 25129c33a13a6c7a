// Writes a build into a temporary folder beside the target and swaps it in only on success, so a
// failed build leaves the previous output untouched.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export function createStagingDir(outDir: string): string {
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  return staging;
}

/**
 * Swaps the staging folder in. `carryOver` names folders of the previous output that another
 * build writes (the other locales' under the default's): they move into the new output as they
 * are, so that a later failing build of theirs leaves them as they were.
 *
 * The previous output, renamed aside, is removed off this thread (several files at a time on
 * libuv's pool): the returned promise settles once it is gone, and never rejects (a folder left
 * behind is removed again by rmSync). A rebuild waits on the file system here more than on
 * anything else (a removal per file of the previous output), so the caller does its remaining
 * work (the cache stage) meanwhile and awaits the promise at the end.
 */
export function commitStagingDir(
  staging: string,
  outDir: string,
  carryOver: string[] = [],
): Promise<void> {
  const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
  for (const name of carryOver) {
    const previous = join(outDir, name);
    if (existsSync(previous) && !existsSync(join(staging, name)))
      renameSync(previous, join(staging, name));
  }
  if (existsSync(outDir)) renameSync(outDir, old);
  try {
    renameSync(staging, outDir);
  } catch (e) {
    if (existsSync(old)) renameSync(old, outDir);
    throw e;
  }
  if (!existsSync(old)) return Promise.resolve();
  return rm(old, { recursive: true, force: true }).catch(() =>
    rmSync(old, { recursive: true, force: true }),
  );
}

export function discardStagingDir(staging: string): void {
  rmSync(staging, { recursive: true, force: true });
}
