// What every stage of a production build after the up-to-date check gets (plugins/buildStages.ts):
// the site, where the output goes, the reporter, and what the stages add to as they run (warnings,
// the files the build read). A stage takes this and the outputs of the stages before it.
import type { EarlyStart } from '../output/earlyUpToDate.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteData } from '../loadSite.js';
import type { FileHashes } from '../output/fileHashes.js';
import { createStagingDir } from '../output/atomicOutput.js';
import { createOutputWriter, type OutputWriter } from '../output/writeFiles.js';
import { createInPlaceOutput, type InPlaceOutput } from '../output/inPlaceOutput.js';
import { openOutputDigests, type OutputDigests } from '../output/outputDigests.js';
import { DEPENDENCY_VERSIONS_FILE } from '../paths.js';
import type { WorkerPool } from '../workerPool.js';
import type { PrerenderPool } from '../output/prerender.js';
import { serverBundleCacheDir } from '../output/warmPrerender.js';
import { markdownExportVersion } from '../output/llmsTxt.js';
import {
  openMarkdownExportCache,
  type MarkdownExportCache,
} from '../output/markdownExportCache.js';
import { searchTokensFileOf, type SearchIndexThread } from '../search/searchIndexThread.js';
import { docsInputFilesOf } from '../builtins/docsViews.js';

/** Where a build reports its progress (scripts/reporter.ts on the command line). */
export interface BuildReporter {
  /** A new stage starts (the previous one ends): the reporter times each. */
  stage(name: string): void;
  progress(done: number, total: number): void;
  warn(d: Diagnostic): void;
}

export interface BuildResult {
  outDir: string;
  site: SiteData;
  pages: number;
  /** Nothing changed since the last build: its output was kept. */
  upToDate?: boolean;
  /** Each locale built, when the site has several (the default first). */
  locales?: { locale: string; outDir: string; pages: number }[];
  /** What a build of several locales together ran (plugins/i18n/localeStages.ts). */
  work?: BuildWork;
}

/** Counts of what a build ran: bundler runs, pre-render pools, docs compiled by its stages. */
export interface BuildWork {
  clientBundles: number;
  serverBundles: number;
  prerenderPools: number;
  /** Docs compiled (not taken from the compile cache) by the stages, after any compile pass. */
  compiled: number;
}

/** What buildSite.ts hands the stages: the loaded site and the build's settings. */
export interface StageInput {
  siteDir: string;
  outDir: string;
  reporter: BuildReporter;
  /** The build state file (buildState.ts), written at the end. */
  stateFile: string;
  /** The compile pool, when enough docs changed to use one; closed at the end. */
  pool: WorkerPool | undefined;
  site: SiteData;
  /** The hash of the settings the build state records. */
  settings: string;
  /** The build's file hashes (plugins/output/fileHashes.ts): each input file hashed once. */
  fileHashes?: FileHashes;
  /**
   * Names this locale's cache files apart (`-fr`): each locale keeps its own bundles and renders.
   * Empty for the default locale and for a site with one.
   */
  cacheSuffix?: string;
  /** Another locale's build follows in the same process: the compile cache is not compacted. */
  moreLocales?: boolean;
  /**
   * Where the staging folder goes, for a locale under the output's root: beside that root, named
   * apart by the suffix (`-fr`), so that the previous output stays whole until every locale is done.
   */
  stagingAt?: { beside: string; suffix: string };
  /** What the build took at its start for the next build's early check (earlyUpToDate.ts). */
  early?: EarlyStart;
  /**
   * A pre-render pool loading the last build's server bundle since the content started loading
   * (plugins/output/warmPrerender.ts): the pre-render's when that bundle is reused. The stages
   * close it.
   */
  warmPrerender?: PrerenderPool;
  /**
   * The search index's thread, started with `warmPrerender` (search/searchIndexThread.ts): the
   * stages hand it the records, or close it.
   */
  warmSearch?: SearchIndexThread;
}

/**
 * A build whose output is staged, not yet in place: the caller (buildSite.ts) puts every locale's
 * in place once all succeeded, then records their caches, or discards them all.
 */
export interface StagedBuild {
  result: BuildResult;
  /** The staging folder; undefined when the previous output was up to date and is kept. */
  staging: string | undefined;
  /** The cache stage: what the next build reuses, recorded once the output is in place. */
  recordCache(): void;
  discard(): void;
  /**
   * Once the output is in place: settles when what the build kept aside (an output written in
   * place keeps the files it replaced until then) is removed.
   */
  settle?(): Promise<void>;
}

export interface BuildContext extends StageInput {
  /**
   * The folder the output is written to: a staging folder that replaces `outDir` once everything
   * succeeded, or `outDir` itself when the output is written in place (`inPlace`).
   */
  staging: string;
  /**
   * A folder of this build's own beside the output, for what the bundlers write before it joins
   * the output (the client bundle) or the cache (the server bundle): `staging` when staged.
   */
  scratch: string;
  /** Writes into `staging`; files identical to the previous output's are taken from it. */
  out: OutputWriter;
  /** Set when the output is written in place (plugins/output/inPlaceOutput.ts). */
  inPlace?: InPlaceOutput;
  /**
   * A pre-render pool of this build's own, its workers started while the server bundle is made
   * (buildStages.ts): the pre-render renders on it (and closes it) instead of starting one.
   */
  earlyPrerender?: PrerenderPool;
  /**
   * What the Markdown export and the search index wrote, by digest: the previous build's and this
   * one's (plugins/output/outputDigests.ts), recorded by the cache stage.
   */
  digests: OutputDigests;
  /**
   * What the Markdown export wrote of each page: the previous build's and this one's
   * (plugins/output/markdownExportCache.ts), recorded by the cache stage.
   */
  markdownExport: MarkdownExportCache;
  /** Every warning of the build, in order (recorded in the build state). */
  warnings: Diagnostic[];
  /** Reports a warning. */
  warn(d: Diagnostic): void;
  /** Reports a warning unless the same one (file, position, message) was reported already. */
  warnOnce(d: Diagnostic): void;
  /** Every file the build read: a change to one makes the next build run again. */
  inputFiles: Set<string>;
  /** Files of the build's cache folder. */
  cache: {
    prerender: string;
    bundles: string;
    serverBundle: string;
    searchTokens: string;
    /** The stylesheet subset's lines per source file (css/subsetSignatureCache.ts). */
    subsetLines?: string;
  };
}

export function createBuildContext(input: StageInput): BuildContext {
  const { siteDir, outDir, reporter, site } = input;
  const warnings: Diagnostic[] = [];
  const warn = (d: Diagnostic) => {
    warnings.push(d);
    reporter.warn(d);
  };
  const warned = new Set<string>();
  const scratch = input.stagingAt
    ? createStagingDir(input.stagingAt.beside, input.stagingAt.suffix)
    : createStagingDir(outDir);
  const inPlace = writesInPlace(input) ? createInPlaceOutput(outDir, scratch) : undefined;
  return {
    ...input,
    staging: inPlace ? outDir : scratch,
    scratch,
    out:
      inPlace ??
      createOutputWriter(scratch, existsSync(outDir) ? outDir : undefined, {
        // runStages flushes it and abandons it on a failure; locales built together
        // (i18n/localeStages.ts) remove their staging folders themselves: written on this thread.
        thread: !input.stagingAt && (site.locale?.i18n.locales.length ?? 1) <= 1,
      }),
    ...(inPlace ? { inPlace } : {}),
    digests: openOutputDigests(
      join(siteDir, '.cache', `output-digests${input.cacheSuffix ?? ''}.json`),
      outDir,
    ),
    markdownExport: openMarkdownExportCache(
      join(siteDir, '.cache', `markdown-export${input.cacheSuffix ?? ''}.json`),
      outDir,
      markdownExportVersion(),
    ),
    warnings,
    warn,
    warnOnce(d) {
      const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
      if (warned.has(key)) return;
      warned.add(key);
      warn(d);
    },
    inputFiles: new Set([
      site.configFile,
      // The sidebars file; docs versions: each instance's versions file and each version's sidebars file.
      ...docsInputFilesOf(site),
      DEPENDENCY_VERSIONS_FILE,
    ]),
    cache: {
      prerender: join(siteDir, '.cache', `prerender${input.cacheSuffix ?? ''}.json`),
      bundles: join(siteDir, '.cache', `bundles${input.cacheSuffix ?? ''}.json`),
      serverBundle: serverBundleCacheDir(siteDir, input.cacheSuffix),
      searchTokens: searchTokensFileOf(siteDir, input.cacheSuffix),
      subsetLines: join(siteDir, '.cache', `subset-lines${input.cacheSuffix ?? ''}.json`),
    },
  };
}

/**
 * Whether a build writes its output in place (plugins/output/inPlaceOutput.ts) rather than into a
 * staging folder: when there is a previous output, the site has one locale (the locales of a site
 * with several are put in place together, from their staging folders), and none of the site's own
 * plugins has a `postBuild`, which may write into the output by paths the undo journal does not
 * see (plugins/output/postBuildOutDir.ts).
 */
function writesInPlace(input: StageInput): boolean {
  const { site } = input;
  if (input.stagingAt || (site.locale?.i18n.locales.length ?? 1) > 1) return false;
  if (site.plugins?.result.plugins.some((p) => !p.builtIn && p.instance.postBuild)) return false;
  return existsSync(input.outDir);
}
