// Writes a build into a temporary folder beside the target and swaps it in only on success, so a
// failed build leaves the previous output untouched.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The staging folder of `outDir` for this process. Docusaurus plugins get it as their `outDir`
 * (the load context's and postBuild's), so a plugin that keeps the context's `outDir`
 * (plugin-pwa) writes where the build writes, before the folder is swapped in.
 */
export function stagingDirOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
}

export function createStagingDir(outDir: string): string {
  const staging = stagingDirOf(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  return staging;
}

/**
 * Swaps the staging folder in. `carryOver` names folders of the previous output that another
 * build writes (the other locales' under the default's): they move into the new output as they
 * are, so that a later failing build of theirs leaves them as they were.
 */
export function commitStagingDir(staging: string, outDir: string, carryOver: string[] = []): void {
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
  rmSync(old, { recursive: true, force: true });
}

export function discardStagingDir(staging: string): void {
  rmSync(staging, { recursive: true, force: true });
}
