// Every locale's stages run together when all of them run (plugins/i18n/localeStages.ts, loaded
// only then, as plugins/buildStages.ts is): buildSite.ts hands them over here.
import type { BuildReporter, StagedBuild, StageInput } from '../stages/context.js';

/**
 * Runs every locale's stages together and adds their staged builds to `staged`, in the locales'
 * order (the default first); the first build's result carries what the build ran (`work`).
 */
export async function stageLocalesTogether(
  locales: { folder: string; stages: StageInput }[],
  staged: { folder: string; build: StagedBuild }[],
  /** The build's reporter, for the stages every locale shares. */
  reporter: BuildReporter,
): Promise<void> {
  const { runLocaleStages } = await import('./localeStages.js');
  const { builds, work } = await runLocaleStages(
    // The compile pass (plugins/i18n/compilePass.ts) had the pool, and is done.
    locales.map((l) => ({ ...l.stages, pool: undefined, moreLocales: true })),
    reporter,
  );
  builds[0]!.result.work = work;
  builds.forEach((build, i) => staged.push({ folder: locales[i]!.folder, build }));
}
