// Stage "cache": what the next build reuses, written once the output is in place: each page's
// pre-render record, each bundle's record, and the build state (every file this build read and
// wrote, its settings and warnings) by which the next build may keep the output as it is. The
// compile cache (plugins/mdx/compileCache.ts) is closed by the orchestrator, also on failure.
import { join } from 'node:path';
import { captureBuildState, writeBuildState } from '../output/buildState.js';
import { writeBundleRecords } from '../output/bundleReuse.js';
import { writePrerenderCache } from '../output/prerenderCache.js';
import { getCompilerVersion } from '../mdx/compilerVersion.js';
import { PACKAGE_ROOT } from '../paths.js';
import { siteStaticDirs } from '../staticDirectories.js';
import { localeInputFolders } from '../i18n/localeBuildInputs.js';
import type { Bundles } from './bundle.js';
import type { BuildContext } from './context.js';
import type { RenderedPages } from './prerender.js';
import { docSetsOf } from '../builtins/docsViews.js';
import { earlyCheckAllowed } from '../output/earlyUpToDate.js';

export function cacheStage(ctx: BuildContext, bundles: Bundles, rendered: RenderedPages): void {
  ctx.reporter.stage('cache');
  writePrerenderCache(ctx.cache.prerender, rendered.renders, ctx.outDir, rendered.previousRenders);
  writeBundleRecords(ctx.cache.bundles, { client: bundles.client, server: bundles.server });
  ctx.digests.save();
  ctx.markdownExport.save();
  // A rebuild in place knows its output's files (swept of the previous build's others).
  const outputs = ctx.inPlace?.outputSizes();
  // Also the folders that do not exist (yet): one created later holds new inputs.
  const folders = [
    ...new Set(docSetsOf(ctx.site).map((s) => s.docsDir)),
    ...siteStaticDirs(ctx.site),
    join(ctx.siteDir, 'src'),
    // A locale's translations (`i18n/<locale>/`): a translated doc edited alone is a change.
    ...localeInputFolders(ctx.site),
  ];
  // The next build may decide before loading the site, when this one's settings came from files
  // it records (earlyUpToDate.ts): the site's module files and top-level files join the inputs.
  const early = ctx.early && earlyCheckAllowed(ctx.site) ? ctx.early : undefined;
  if (early) {
    for (const f of ctx.site.siteModuleFiles ?? []) ctx.inputFiles.add(f);
    for (const f of early.siteEntries.files) ctx.inputFiles.add(f);
  }
  writeBuildState(
    ctx.stateFile,
    captureBuildState({
      settings: ctx.settings,
      folders: [...folders, join(PACKAGE_ROOT, 'plugins')],
      inputFiles: ctx.inputFiles,
      outDir: ctx.outDir,
      warnings: ctx.warnings,
      pages: rendered.urls.length,
      compilerVersion: getCompilerVersion(),
      ...(ctx.fileHashes ? { hashes: ctx.fileHashes } : {}),
      ...(outputs ? { outputs } : {}),
      ...(early
        ? { early: { environment: early.environment, siteEntries: early.siteEntries.hash } }
        : {}),
    }),
  );
}
