// Writes a build into a temporary folder beside the target and swaps it in only on success, so a
// failed build leaves the previous output untouched.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A new, empty staging folder beside `outDir`. `suffix` names another one for the same output
 * (`-fr`: a locale's, which goes into the output's `fr/` when every locale succeeded).
 */
export function createStagingDir(outDir: string, suffix = ''): string {
  const staging = join(dirname(outDir), `.${basename(outDir)}.staging-${process.pid}${suffix}`);
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

/** A locale's staged output: `staging` undefined when its previous output was up to date. */
export interface StagedLocale {
  /** Its folder in the output: '' for the default locale (the root), else its name. */
  folder: string;
  staging: string | undefined;
}

/**
 * Puts every locale's staged output in place at once, after all of them succeeded: the others'
 * folders move into the default's staging folder, which then replaces the output (the previous
 * output's folders of locales that were up to date are carried over). When the default locale was
 * up to date, each other staged locale replaces its own folder.
 */
export function commitLocaleOutputs(outDir: string, locales: StagedLocale[]): void {
  const root = locales.find((l) => l.folder === '');
  const nested = locales.filter((l) => l.folder !== '');
  if (root?.staging) {
    for (const l of nested)
      if (l.staging) {
        rmSync(join(root.staging, l.folder), { recursive: true, force: true });
        renameSync(l.staging, join(root.staging, l.folder));
      }
    commitStagingDir(
      root.staging,
      outDir,
      nested.filter((l) => !l.staging).map((l) => l.folder),
    );
    return;
  }
  for (const l of nested) if (l.staging) commitStagingDir(l.staging, join(outDir, l.folder));
}
