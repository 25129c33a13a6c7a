// Writes a build into a temporary folder beside the target and swaps it in only on success, so a
// failed build leaves the previous output untouched.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function createStagingDir(outDir: string): string {
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  return staging;
}

export function commitStagingDir(staging: string, outDir: string): void {
  const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
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
