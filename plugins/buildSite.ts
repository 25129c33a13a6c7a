// The production build: load the content, and keep the previous output when nothing changed since
// it was built; else run the stages (buildStages.ts, loaded only then).
import './nativeMemory.js';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSite, type SiteData } from './loadSite.js';
import { stagingDirOf } from './output/atomicOutput.js';
import { getCompilerVersion } from './mdx/compilerVersion.js';
import {
  countChangedInputs,
  hashSettings,
  readBuildState,
  staleReason,
} from './output/buildState.js';
import { createWorkerPool } from './workerPool.js';
import type { BuildReporter, BuildResult, StagedBuild, StageInput } from './stages/context.js';
import { commitLocaleOutputs } from './output/atomicOutput.js';

export type { BuildReporter, BuildResult } from './stages/context.js';
import { listDocSources } from './docs/readDocs.js';
import { pluginsSignature } from './lifecycle/signature.js';
import { orderLocales } from './i18n/i18nConfig.js';
import { localizedOutDir } from './i18n/localeContext.js';
import type { LocaleRequest } from './i18n/loadLocale.js';
import { mergeSharedAssets } from './i18n/sharedBundle.js';

const silentReporter: BuildReporter = {
  stage: () => undefined,
  progress: () => undefined,
  warn: () => undefined,
};

/**
 * Docs per worker thread of the compile pool. A thread costs about a second of CPU before its first
 * page (loading the compiler, warming up its JIT and Shiki): a smaller site compiles faster on the
 * main thread alone (measured: the 184-page knowledgebase, 1 s slower with two workers).
 */
const DOCS_PER_WORKER = 400;

export interface BuildParams {
  siteDir: string;
  outDir?: string;
  reporter?: BuildReporter;
  /** Build this locale alone, at the output's root (Docusaurus's `build --locale fr`). */
  locale?: string;
}

/**
 * A build is a production build whatever NODE_ENV says (a test runner sets "test"): Vite picks
 * production JSX and React's production code from it. The caller's value is restored after.
 */
export async function buildSite(params: BuildParams): Promise<BuildResult> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildLocales(params);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * Every locale of the site, the default first at the output's root and each other under
 * `<outDir>/<locale>/` (`<baseUrl><locale>/`), as Docusaurus builds them; or the one `--locale`
 * names, at the root. Each locale runs the stages over its locale context
 * (plugins/i18n/localeContext.ts), with its own cache files; they share the compile cache. Every
 * locale's output is staged, and put in place only when all succeeded: a failing locale leaves the
 * previous output as it was, every locale's.
 */
async function buildLocales(params: BuildParams): Promise<BuildResult> {
  const siteDir = resolve(params.siteDir);
  const outDir = resolve(params.outDir ?? join(siteDir, 'build'));
  const staged: { folder: string; build: StagedBuild }[] = [];
  try {
    const first = await runBuild({
      ...params,
      siteDir,
      outDir,
      ...(params.locale ? { request: { name: params.locale, localize: false } } : {}),
      moreLocales: !params.locale,
    });
    staged.push({ folder: '', build: first });
    const context = first.result.site.locale;
    const others =
      params.locale || !context || context.i18n.locales.length < 2
        ? []
        : orderLocales(context.i18n).slice(1);
    // Locales share the default locale's client bundle (plugins/i18n/sharedBundle.ts): when its
    // files are made again, so are every locale's, whose files go with them.
    const rebuildAll = first.staging !== undefined && !!context?.sharedBundle;
    for (const [i, name] of others.entries())
      staged.push({
        folder: name,
        build: await runBuild({
          ...params,
          siteDir,
          outDir: localizedOutDir(outDir, name, true),
          stagingAt: { beside: outDir, suffix: `-${name}` },
          request: { name, localize: true },
          moreLocales: i < others.length - 1,
          rebuild: rebuildAll,
        }),
      });
    // Each locale's part of the client bundle joins the site's assets folder.
    for (const s of staged.slice(1))
      if (s.build.staging) mergeSharedAssets(s.build.staging, first.staging ?? outDir);
  } catch (e) {
    for (const s of staged) s.build.discard();
    throw e;
  }
  const previousRemoved = commitLocaleOutputs(
    outDir,
    staged.map((s) => ({ folder: s.folder, staging: s.build.staging })),
  );
  // The cache is recorded while the previous output is removed off this thread.
  for (const s of staged) s.build.recordCache();
  await previousRemoved;
  return localesResult(staged.map((s) => s.build.result));
}

function localesResult(results: BuildResult[]): BuildResult {
  const first = results[0]!;
  if (results.length < 2) return first;
  return {
    ...first,
    pages: results.reduce((n, r) => n + r.pages, 0),
    upToDate: results.every((r) => r.upToDate),
    locales: results.map((r) => ({
      locale: r.site.locale!.locale,
      outDir: r.outDir,
      pages: r.pages,
    })),
  };
}

async function runBuild(
  params: BuildParams & {
    siteDir: string;
    outDir: string;
    stagingAt?: StageInput['stagingAt'];
    request?: LocaleRequest;
    moreLocales: boolean;
    /** Run the stages even if nothing changed since this locale's last build. */
    rebuild?: boolean;
  },
): Promise<StagedBuild> {
  const { siteDir, outDir } = params;
  const reporter = params.reporter ?? silentReporter;
  const locale = params.request;
  // The default locale's files keep the names a one-locale site's have.
  const cacheSuffix = locale ? `-${locale.name}` : '';

  // Started first, the pool's threads load the compiler while the content stage runs on this one.
  // Sized by the docs that changed since the last build: the others come from the compile cache.
  const stateFile = join(siteDir, '.cache', `build-state${cacheSuffix}.json`);
  const previous = readBuildState(stateFile);
  const toCompile = countChangedInputs(
    previous,
    listDocSources(join(siteDir, 'docs')).map((s) => join(siteDir, 'docs', s)),
    getCompilerVersion(),
  );
  const poolFor = (changed: number) => {
    const workers = Math.min(availableParallelism(), Math.floor(changed / DOCS_PER_WORKER));
    return workers > 0 ? createWorkerPool({ size: workers }) : undefined;
  };
  let pool = poolFor(toCompile);
  reporter.stage('content');
  let site: SiteData;
  try {
    site = await loadSite({
      siteDir,
      production: true,
      // A locale's staging folder sits beside the output (stages/context.ts): plugins see it.
      outDir: params.stagingAt
        ? stagingDirOf(params.stagingAt.beside, params.stagingAt.suffix)
        : stagingDirOf(outDir),
      ...(locale ? { locale } : {}),
    });
  } catch (e) {
    await pool?.close();
    throw e;
  }
  for (const w of site.warnings) reporter.warn(w);
  const { siteConfig } = site;
  // Docs in another folder (`docs.path`) are known only now: the pool is sized by them here.
  if (!pool && site.docsDir !== join(siteDir, 'docs'))
    pool = poolFor(
      countChangedInputs(
        previous,
        site.docs.map((d) => d.filePath),
        getCompilerVersion(),
      ),
    );

  // Nothing changed since the last build into this folder (inputs, settings and output all as
  // recorded): keep that output, and tell its warnings again.
  const settings = hashSettings({
    node: process.version,
    siteConfig,
    sidebars: site.sidebars,
    pages: [...site.pageMetadata],
    routes: site.routes,
    // Docusaurus plugins (plugins/lifecycle/): their modules' code and what they gave.
    ...(site.plugins ? { plugins: pluginsSignature(site.plugins) } : {}),
  });
  if (previous && !params.rebuild && !staleReason(previous, { settings, outDir })) {
    await pool?.close();
    for (const w of previous.warnings) reporter.warn(w);
    reporter.stage('up to date');
    return {
      result: { outDir, site, pages: previous.pages, upToDate: true },
      staging: undefined,
      recordCache: () => undefined,
      discard: () => undefined,
    };
  }
  const { runStages } = await import('./buildStages.js');
  return runStages({
    siteDir,
    outDir,
    reporter,
    stateFile,
    pool,
    site,
    settings,
    cacheSuffix,
    moreLocales: params.moreLocales && (site.locale?.i18n.locales.length ?? 1) > 1,
    ...(params.stagingAt ? { stagingAt: params.stagingAt } : {}),
  });
}
