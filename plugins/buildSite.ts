// The production build: load the content, and keep the previous output when nothing changed since
// it was built; else run the stages (buildStages.ts, loaded only then).
import { buildModeOf } from './buildMode.js';
import { siteCodeTheme } from './mdx/codeTheme.js';
import './nativeMemory.js';
import { mkdirSync } from 'node:fs';
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
  writeBuildState,
  type BuildState,
} from './output/buildState.js';
import { createFileHashes, type FileHashes } from './output/fileHashes.js';
import { buildStateFileOf, earlyCheckAllowed, type EarlyStart } from './output/earlyUpToDate.js';
import { withFolderListings } from './folderListing.js';
import { earlyCheck, type EarlyCheckStart } from './earlyBuild.js';
import { createWorkerPool, type WorkerPool } from './workerPool.js';
import type { PrerenderPool } from './output/prerender.js';
import { warmPrerenderPool } from './output/warmPrerender.js';
import {
  searchTokensFileOf,
  warmSearchIndexThread,
  type SearchIndexThread,
} from './search/searchIndexThread.js';
import { sharedOnigWasm } from './mdx/onigWasm.js';
import { siteStaticDirs } from './staticDirectories.js';
import type { SiteConfig } from '../src/shared/types.js';
import type { BuildReporter, BuildResult, StagedBuild, StageInput } from './stages/context.js';
import { commitLocaleOutputs } from './output/atomicOutput.js';

export type { BuildReporter, BuildResult } from './stages/context.js';
import { pluginsSignature } from './lifecycle/signature.js';
import { localeOutFolder, orderLocales } from './i18n/i18nConfig.js';
import type { LocaleRequest } from './i18n/loadLocale.js';
import { mergeSharedAssets } from './i18n/sharedBundle.js';
import { stageLocalesTogether } from './i18n/stageLocales.js';
import { localeReporter } from './i18n/localeReporter.js';
import { listDocSources } from './docs/readDocs.js';
import { ownBaseFolder } from './i18n/ownBaseUrl.js';
import { PACKAGE_ROOT } from './paths.js';
import { sidebarsOf } from './builtins/docsViews.js';
import { markdownFilesOfConfig } from './builtins/compileOptions.js';
import type { LoadedConfig } from './config/loadSiteConfig.js';
import { allPageMetadata } from './lifecycle/markdownPages.js';

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
  /**
   * Build this locale alone (Docusaurus's `build --locale fr`), at the output's root, or under its
   * own base URL when its config gives one.
   */
  locale?: string;
  /**
   * Keep the previous output, when nothing changed since it was built, without loading the site
   * (plugins/output/earlyUpToDate.ts): the result then has no `site`. The CLI's build asks for it;
   * a caller that reads the loaded site from the result does not.
   */
  earlyCheck?: boolean;
  /** The early check's start, when the caller made the check (earlyBuild.ts). */
  earlyStart?: EarlyCheckStart;
}

/** A build's result when the early check may have kept the output: `site` unset if it did. */
export type KeptBuildResult = Omit<BuildResult, 'site'> & { site?: SiteData };

/**
 * A build is a production build whatever NODE_ENV says (a test runner sets "test"): Vite picks
 * production JSX and React's production code from it. The caller's value is restored after.
 */
export async function buildSite(
  params: BuildParams & { earlyCheck: true },
): Promise<KeptBuildResult>;
export async function buildSite(params: BuildParams): Promise<BuildResult>;
export async function buildSite(params: BuildParams): Promise<KeptBuildResult> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Each folder listed once in the build, by all who list it (folderListing.ts).
    return await withFolderListings(() => buildLocales(params));
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
async function buildLocales(params: BuildParams): Promise<KeptBuildResult> {
  const siteDir = resolve(params.siteDir);
  const outDir = resolve(params.outDir ?? join(siteDir, 'build'));
  const staged: { folder: string; build: StagedBuild }[] = [];
  const prepared: { folder: string; build: PreparedBuild }[] = [];
  // The early check (before the site is loaded) and what this build records for the next one's:
  // a site's one locale built at the output's root (earlyUpToDate.ts); made already when the
  // caller gives its start (earlyBuild.ts).
  const checked = params.earlyStart
    ? { start: params.earlyStart }
    : earlyCheck(params, params.earlyCheck === true);
  if (checked.upToDate) return checked.upToDate;
  const { start } = checked;
  try {
    // A locale built alone goes to the root, or under its own base URL (i18n/ownBaseUrl.ts).
    const folder = params.locale ? await ownBaseFolder(siteDir, params.locale) : '';
    const first = await prepareBuild({
      ...params,
      ...start,
      siteDir,
      outDir: folder ? join(outDir, folder) : outDir,
      ...(folder ? { stagingAt: { beside: outDir, suffix: `-${params.locale}` } } : {}),
      ...(params.locale ? { request: { name: params.locale, localize: false } } : {}),
      moreLocales: !params.locale,
    });
    const context = first.site.locale;
    const others =
      params.locale || !context || context.i18n.locales.length < 2
        ? []
        : orderLocales(context.i18n).slice(1);
    // One locale: its stages start now, its pool's compiles beside them (as in a site without i18n).
    // A locale under its own base URL: its folder goes into the output folder, which a first build
    // has not made yet.
    if (folder) mkdirSync(outDir, { recursive: true });
    if (!others.length) staged.push({ folder, build: await runPrepared(first) });
    else {
      // Locales built together pre-render on a pool they share (i18n/localeStages.ts).
      await first.stages?.warmPrerender?.close();
      delete first.stages?.warmPrerender;
      first.stages?.warmSearch?.close();
      delete first.stages?.warmSearch;
      await buildInOnePass({
        params: { ...params, siteDir, outDir },
        first,
        others,
        prepared,
        staged,
      });
    }
  } catch (e) {
    for (const s of staged) s.build.discard();
    await Promise.all(prepared.map((p) => p.build.stages?.pool?.close()));
    throw e;
  }
  return commitLocales(outDir, staged);
}

/**
 * Every locale of the site: loaded one after the other while the docs of those loaded compile in
 * one pass on one pool (plugins/i18n/compilePass.ts), then each locale's stages, which take the
 * compiles from the compile cache. The built locales go to `staged`, the default first.
 */
async function buildInOnePass(o: {
  params: BuildParams & { siteDir: string; outDir: string };
  first: PreparedBuild;
  others: string[];
  prepared: { folder: string; build: PreparedBuild }[];
  staged: { folder: string; build: StagedBuild }[];
}): Promise<void> {
  const { params, first, prepared, staged } = o;
  const { siteDir, outDir } = params;
  prepared.push({ folder: '', build: first });
  // Loaded here: it holds the MDX compiler, which a build whose output is up to date never loads.
  const { createCompilePass } = await import('./i18n/compilePass.js');
  const pass = createCompilePass({
    siteDir,
    pool: first.stages?.pool,
    startPool: (sites) => poolFor(sites.reduce((n, s) => n + changedDocs(prepared, s), 0)),
  });
  if (first.stages) pass.add(first.site);
  // Locales share the default locale's client bundle (plugins/i18n/sharedBundle.ts): when its
  // files are made again, so are every locale's, whose files go with them.
  const rebuildAll = first.stages !== undefined && !!first.site.locale?.sharedBundle;
  // A stage each locale runs is named with its locale in the build's timings (the first's loads
  // the config too: its content stage is the build's).
  const { reporter = silentReporter } = params;
  if (first.stages) first.stages.reporter = localeReporter(reporter, first.site.locale!.locale);
  const context = first.site.locale!;
  for (const name of o.others) {
    // `<outDir>/<locale>`, or its own base URL's folder (`en-US` for `/en-US/`: Docusaurus 3.9+).
    const folder = localeOutFolder(context.i18n, context.siteBaseUrl, name);
    const build = await prepareBuild({
      ...params,
      reporter: localeReporter(reporter, name),
      outDir: join(outDir, folder),
      stagingAt: { beside: outDir, suffix: `-${name}` },
      request: { name, localize: true },
      moreLocales: true,
      rebuild: rebuildAll,
      noPool: true,
    });
    prepared.push({ folder, build });
    if (build.stages) pass.add(build.site);
  }
  params.reporter?.stage('compile');
  // After a pass no locale's stages compact the compile cache (`moreLocales`): the pass did, when
  // it saw every locale (a kept locale's records are not all in its `used` set). Without one, the
  // last locale's stages do, as before.
  const { compiled } = await pass.finish(prepared.every((p) => p.build.stages));
  // Every locale runs its stages: together, sharing a client bundle (plugins/i18n/localeStages.ts).
  if (prepared.every((p) => p.build.stages))
    return stageLocalesTogether(
      prepared.map((p) => ({ folder: p.folder, stages: p.build.stages! })),
      staged,
      reporter,
    );
  for (const [i, p] of prepared.entries())
    staged.push({
      folder: p.folder,
      build: await runPrepared(p.build, {
        pool: undefined,
        moreLocales: compiled > 0 || i < prepared.length - 1,
      }),
    });
  // Each locale's part of the client bundle joins the site's assets folder.
  const root = staged[0]!.build.staging ?? outDir;
  for (const s of staged.slice(1)) if (s.build.staging) mergeSharedAssets(s.build.staging, root);
}

/** Every locale's staged output put in place at once, then their caches recorded. */
async function commitLocales(
  outDir: string,
  staged: { folder: string; build: StagedBuild }[],
): Promise<BuildResult> {
  const previousRemoved = commitLocaleOutputs(
    outDir,
    staged.map((s) => ({ folder: s.folder, staging: s.build.staging })),
  );
  // The cache is recorded while the previous output is removed off this thread.
  for (const s of staged) s.build.recordCache();
  await Promise.all([previousRemoved, ...staged.map((s) => s.build.settle?.())]);
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

/**
 * The pool's threads warmed for the compiles to come (mdx/warmCompiler.ts), with the site's code
 * theme and Markdown options as its docs' compiles get them (stages/mdx.ts, `siteCompileOptions`).
 */
function warmPool(
  pool: WorkerPool,
  config: { siteDir: string; siteConfig: SiteConfig },
  files: string[],
): void {
  const { siteDir, siteConfig } = config;
  const onigWasm = sharedOnigWasm();
  const input = {
    siteDir,
    files,
    staticDirs: siteStaticDirs({ siteDir, siteConfig }),
    markdown: { siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl },
    ...(siteConfig.code?.theme ? { codeTheme: siteCodeTheme(siteConfig.code) } : {}),
    ...(siteConfig.markdown ? { markdownConfig: siteConfig.markdown } : {}),
    ...(onigWasm ? { onigWasm } : {}),
  };
  // Each thread warms its share of the languages, and the pool sends it the docs of those
  // (workerPool.ts, `affinity`): a grammar's scanners are made in one thread, not in each.
  pool.warm('warmCompiler', (index, of) => ({ ...input, share: { index, of } }), {
    affinityOf: (warmed) => warmed.languages.map((l) => [l.lang, l.ms] as const),
  });
}

/** The compile pool's threads for `changed` docs to compile (0: none, the main thread compiles). */
const poolSizeFor = (changed: number): number =>
  Math.min(availableParallelism(), Math.floor(changed / DOCS_PER_WORKER));

/** Sized by the docs to compile: the others come from the compile cache. */
function poolFor(changed: number): WorkerPool | undefined {
  const workers = poolSizeFor(changed);
  return workers > 0 ? createWorkerPool({ size: workers }) : undefined;
}

/**
 * The compile pool's size, before the config is loaded, of a build with no last build to compare
 * with (every doc compiles): the pool every core's thread would have by the site's default docs
 * folder alone (its Markdown files, listed once for the build: folderListing.ts), else 0. The
 * config's folders (versions, other docs instances) only add docs to that count: the config then
 * confirms the size, unless it moved or dropped the default folder.
 */
export function earlyPoolSize(siteDir: string): number {
  const size = poolSizeFor(listDocSources(join(siteDir, 'docs')).length);
  return size === availableParallelism() ? size : 0;
}

/** How many of a loaded locale's docs changed since its last build. */
function changedDocs(prepared: { build: PreparedBuild }[], site: SiteData): number {
  const previous = prepared.find((p) => p.build.site === site)?.build.previous;
  return countChangedInputs(
    previous,
    site.docs.map((d) => d.filePath),
    getCompilerVersion(),
  );
}

/**
 * A locale loaded and checked against its last build: either that build's output is kept
 * (`upToDate`), or the stages' input is ready (`stages`).
 */
interface PreparedBuild {
  site: SiteData;
  previous: ReturnType<typeof readBuildState>;
  upToDate?: StagedBuild;
  stages?: StageInput;
}

async function runPrepared(
  prepared: PreparedBuild,
  override: Partial<Pick<StageInput, 'pool' | 'moreLocales'>> = {},
): Promise<StagedBuild> {
  if (prepared.upToDate) return prepared.upToDate;
  const { runStages } = await import('./buildStages.js');
  return runStages({ ...prepared.stages!, ...override });
}

async function prepareBuild(
  params: BuildParams & {
    siteDir: string;
    outDir: string;
    stagingAt?: StageInput['stagingAt'];
    request?: LocaleRequest;
    moreLocales: boolean;
    /** Run the stages even if nothing changed since this locale's last build. */
    rebuild?: boolean;
    /** The build's compile pass has the pool (plugins/i18n/compilePass.ts): start none here. */
    noPool?: boolean;
    /** The state and file hashes the early check read (buildLocales), and what it took at the start. */
    previous?: PreparedBuild['previous'];
    fileHashes?: FileHashes;
    early?: EarlyStart;
  },
): Promise<PreparedBuild> {
  const { siteDir, outDir } = params;
  const reporter = params.reporter ?? silentReporter;
  const locale = params.request;
  // The default locale's files keep the names a one-locale site's have.
  const cacheSuffix = locale ? `-${locale.name}` : '';

  // Started as soon as the config is loaded, the pool's threads load the compiler while the
  // plugins load their content on this one. Sized by the Markdown files of the config's content
  // folders that changed since the last build: the others come from the compile cache.
  const stateFile = buildStateFileOf(siteDir, cacheSuffix);
  const previous = params.fileHashes ? params.previous : readBuildState(stateFile);
  // Every file is hashed once in this build (the checks below, the bundles', the state at the end).
  const fileHashes = params.fileHashes ?? createFileHashes(previous);
  const changedOf = (files: string[]) =>
    countChangedInputs(previous, files, getCompilerVersion(), fileHashes);
  let pool = undefined as WorkerPool | undefined;
  // A first build (no state of a last one) of a site whose docs folder fills a pool: its threads
  // start now and load the compiler while this one loads the config (jiti's TypeScript transform
  // alone is 0.2 s of CPU), when the other cores had nothing to do; the config confirms its size.
  const earlySize = !params.noPool && !previous ? earlyPoolSize(siteDir) : 0;
  let early = earlySize > 0 ? createWorkerPool({ size: earlySize }) : undefined;
  // A few docs changed and no compile pool: the rebuild's threads start (`warmThreads`). Not for
  // locales built together, whose pre-render shares a pool of its own (i18n/localeStages.ts).
  let warm = undefined as WarmThreads | undefined;
  let counted = new Set<string>();
  reporter.stage('content');
  let site: SiteData;
  try {
    site = await loadSite({
      siteDir,
      production: true,
      fileHashes,
      // A locale's staging folder sits beside the output (stages/context.ts): plugins see it.
      outDir: params.stagingAt
        ? stagingDirOf(params.stagingAt.beside, params.stagingAt.suffix)
        : stagingDirOf(outDir),
      ...(locale ? { locale } : {}),
      ...(params.noPool
        ? {}
        : {
            onConfig: (config: LoadedConfig) => {
              const files = markdownFilesOfConfig(config);
              counted = new Set(files);
              const changed = changedOf(files);
              if (early && poolSizeFor(changed) === earlySize) pool = early;
              else {
                void early?.close();
                pool = poolFor(changed);
              }
              early = undefined;
              // Its threads warm up for the site's docs while this thread loads the content.
              if (pool) warmPool(pool, config, files);
              else if (changed > 0 && !(params.moreLocales && severalLocales(config)))
                warm = warmThreads(siteDir, cacheSuffix);
            },
          }),
    });
  } catch (e) {
    await Promise.all([pool?.close(), warm?.close(), early?.close()]);
    throw e;
  }
  // Loaded without its config's callback (no pool asked): the early pool has no use.
  await early?.close();
  for (const w of site.warnings) reporter.warn(w);
  const { siteConfig } = site;
  // Pages the config's folders did not give (a site plugin's) are known only now: without a pool
  // yet, it is sized by every loaded page here.
  if (!pool && !params.noPool && site.docs.some((d) => !counted.has(d.filePath)))
    pool = poolFor(changedOf(site.docs.map((d) => d.filePath)));

  // Nothing changed since the last build into this folder (inputs, settings and output all as
  // recorded): keep that output, and tell its warnings again.
  const settings = hashSettings({
    node: process.version,
    // The generator's own folder: the recorded inputs include its code's folder by path, so
    // another checkout or install building the same site must not keep this one's output.
    generator: PACKAGE_ROOT,
    // `build --no-minify` / `--dev` (buildMode.ts): another bundle from the same inputs.
    mode: buildModeOf(),
    siteConfig,
    sidebars: sidebarsOf(site),
    pages: [...allPageMetadata(site)],
    routes: site.routes,
    // Docusaurus plugins (plugins/lifecycle/): their modules' code and what they gave.
    ...(site.plugins ? { plugins: pluginsSignature(site.plugins) } : {}),
  });
  if (
    previous &&
    !params.rebuild &&
    !staleReason(previous, { settings, outDir, hashes: fileHashes })
  ) {
    await Promise.all([pool?.close(), warm?.close()]);
    for (const w of previous.warnings) reporter.warn(w);
    reporter.stage('up to date');
    const early = refreshedEarlyRecord(previous, params.early, cacheSuffix, site);
    return {
      site,
      previous,
      upToDate: {
        result: { outDir, site, pages: previous.pages, upToDate: true },
        staging: undefined,
        recordCache: () => {
          if (early) writeBuildState(stateFile, { ...previous, early });
        },
        discard: () => undefined,
      },
    };
  }
  return {
    site,
    previous,
    stages: {
      siteDir,
      outDir,
      reporter,
      stateFile,
      pool,
      site,
      settings,
      fileHashes,
      cacheSuffix,
      moreLocales: params.moreLocales && (site.locale?.i18n.locales.length ?? 1) > 1,
      ...(params.stagingAt ? { stagingAt: params.stagingAt } : {}),
      ...(params.early && !cacheSuffix ? { early: params.early } : {}),
      ...(warm?.prerender ? { warmPrerender: warm.prerender } : {}),
      ...(warm?.search ? { warmSearch: warm.search } : {}),
    },
  };
}

/** The threads a rebuild of a few docs starts as soon as its config is loaded. */
interface WarmThreads {
  /** The pre-render's worker, loading the last build's server bundle (output/warmPrerender.ts). */
  prerender?: PrerenderPool;
  /** The search index's thread, reading the last build's tokens cache (searchIndexThread.ts). */
  search?: SearchIndexThread;
  /** Ends both (the build needs neither). */
  close(): Promise<void>;
}

/** They load while this thread loads the content; the stages use them, or close them. */
function warmThreads(siteDir: string, cacheSuffix: string): WarmThreads {
  const search = warmSearchIndexThread(
    searchTokensFileOf(siteDir, cacheSuffix),
    getCompilerVersion(),
  );
  const prerender = warmPrerenderPool(siteDir, cacheSuffix);
  return {
    ...(prerender ? { prerender } : {}),
    ...(search ? { search } : {}),
    close: async () => (search?.close(), prerender?.close()),
  };
}

/**
 * The early record of a build the full check found up to date when only the environment differs
 * from the one recorded (an environment variable set or unset, another day, another working
 * folder): the same settings came of it, so it is what a build would record now. Without it, the
 * early check failed on every later build, each loading the site to find it up to date again.
 * Not when the site folder's entries changed: their files are not among the recorded inputs.
 */
function refreshedEarlyRecord(
  previous: BuildState,
  start: EarlyStart | undefined,
  cacheSuffix: string,
  site: SiteData,
): BuildState['early'] {
  const recorded = previous.early;
  if (!recorded || !start || cacheSuffix || !earlyCheckAllowed(site)) return undefined;
  if (recorded.siteEntries !== start.siteEntries.hash) return undefined;
  if (recorded.environment === start.environment) return undefined;
  return { ...recorded, environment: start.environment };
}

/** Whether a loaded config builds several locales (a Docusaurus site's `i18n.locales`). */
function severalLocales(config: LoadedConfig): boolean {
  return (config.docusaurus?.i18n.locales.length ?? 1) > 1;
}
