// The CLI's build, with the early up-to-date check (plugins/output/earlyUpToDate.ts) made before
// the build's own modules are loaded. A build with nothing changed reads the build state and
// stats the recorded files, and no more: importing buildSite.ts first loaded the config's schema,
// the site's loaders and plugins, the docs and the bundler's native binding (about 1.8 MB of
// modules, a third of such a build's CPU: issue 37), none of which it runs.
import { join, resolve } from 'node:path';
import type { BuildParams, KeptBuildResult } from './buildSite.js';
import { withFolderListings } from './folderListing.js';
import { readBuildState, type BuildState } from './output/buildState.js';
import {
  buildStateFileOf,
  earlyStaleReason,
  earlyStartOf,
  type EarlyStart,
} from './output/earlyUpToDate.js';
import { createFileHashes, type FileHashes } from './output/fileHashes.js';

/** What a build takes at its start for the early check, and hands on to the full check. */
export interface EarlyCheckStart {
  previous: BuildState | undefined;
  fileHashes: FileHashes;
  early: EarlyStart;
}

/**
 * The early check of a build of `params` (one locale at the output's root only): `upToDate` when
 * the previous output is kept as it is, else what the build goes on with (`start`).
 */
export function earlyCheck(
  params: BuildParams,
  check: boolean,
): { upToDate?: KeptBuildResult; start?: EarlyCheckStart } {
  if (params.locale) return {};
  const siteDir = resolve(params.siteDir);
  const outDir = resolve(params.outDir ?? join(siteDir, 'build'));
  const previous = readBuildState(buildStateFileOf(siteDir));
  const start = {
    previous,
    fileHashes: createFileHashes(previous),
    early: earlyStartOf(siteDir, outDir),
  };
  if (
    check &&
    !earlyStaleReason(previous, { siteDir, outDir, hashes: start.fileHashes, start: start.early })
  ) {
    for (const w of previous!.warnings) params.reporter?.warn(w);
    params.reporter?.stage('up to date');
    return { upToDate: { outDir, pages: previous!.pages, upToDate: true } };
  }
  return { start };
}

/**
 * `buildSite` with the early check: buildSite.ts is loaded only when the output is not kept. The
 * folders listed by the check are listed once for the build after it (folderListing.ts).
 */
export function buildSiteChecked(params: BuildParams): Promise<KeptBuildResult> {
  return withFolderListings(async () => {
    const { upToDate, start } = earlyCheck(params, true);
    if (upToDate) return upToDate;
    const { buildSite } = await import('./buildSite.js');
    return buildSite({ ...params, earlyCheck: false, ...(start ? { earlyStart: start } : {}) });
  });
}
