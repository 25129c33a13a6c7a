#!/usr/bin/env node
// The command line (`docusaurus-vite`, `docusaurus`): runs scripts/cli.ts from precompiled
// JavaScript. Loading the TypeScript through tsx cost every process and every worker thread a
// loader thread of its own, through which each import passed: about 2.5 s of CPU and 0.4 s before
// the first compile in a 1,000-doc build (scripts/bench/README.md). An installed package runs the
// bundle it was packed with (dist/cli/, scripts/prepack.mjs); a clone bundles the CLI with rolldown
// on its first run after a change, into node_modules/.cache/docs-cli/<checkout key>/ (scripts/cliBundle.mjs).
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { bundleIntoCache, currentBundle, defaultCacheDir, PREBUILT } from './cliBundle.mjs';
import { keepMarked, markUsed } from './cliCache.mjs';
import { codeCacheDir, runCachedBundle } from './cliLoader.mjs';

const v8Flags = [tuneOptimizer(), tuneYoungGeneration()].filter(Boolean).join(' ');
tuneAllocator();

// DOCS_CLI_CACHE moves the cache (the tests use their own).
const CACHE = process.env.DOCS_CLI_CACHE ? resolve(process.env.DOCS_CLI_CACHE) : defaultCacheDir();

const bundleDir = currentBundle(join(PREBUILT, 'stamp.json')) ?? (await cachedBundle());
mapStacksLazily(bundleDir);
// plugins/workerPool.ts starts its threads on the bundled tasks instead of the TypeScript source.
process.env.DOCS_WORKER_TASKS = pathToFileURL(join(bundleDir, 'workerTasks.cjs')).href;
// Which the threads run as the CLI's chunks run, with a code cache of their own.
process.env.DOCS_WORKER_LOADER = new URL('./cliLoader.mjs', import.meta.url).href;
process.env.DOCS_WORKER_CODE_CACHE = codeCacheDir(bundleDir, {
  flags: v8Flags,
  command: 'compile-thread',
});
// plugins/search/searchIndexThread.ts: the rebuild's search index thread loads its bundled module.
process.env.DOCS_SEARCH_TASK = pathToFileURL(join(bundleDir, 'searchIndexTask.mjs')).href;
// The CLI's chunks run with V8's code cache, kept in the bundle's folder (scripts/cliLoader.mjs).
runCachedBundle(
  bundleDir,
  'cli.cjs',
  codeCacheDir(bundleDir, { flags: v8Flags, command: commandOf(process.argv.slice(2)) }),
);

/**
 * The cache's current bundle, or a new one. The bundle is marked as used as it is taken, and
 * every few minutes while the process runs, so that no run removes it (scripts/cliCache.mjs); one
 * removed between the stamp's reading and its marking (its stamp just replaced by another run's
 * bundle) is looked for again. Bundling removes what no run will load: with DOCS_CLI_CACHE, only
 * in that folder.
 */
async function cachedBundle() {
  const stamp = join(CACHE, 'stamp.json');
  let dir = currentBundle(stamp);
  if (dir !== undefined && !markUsed(dir)) dir = currentBundle(stamp);
  dir ??= await bundleIntoCache(CACHE, { checkouts: !process.env.DOCS_CLI_CACHE });
  keepMarked(dir);
  return dir;
}

/** What a run does, as far as the code it compiles goes: the command, or help. */
function commandOf(args) {
  if (args.some((a) => /^(-h|--help|-v|--version)$/.test(a))) return 'help';
  const first = args.find((a) => !a.startsWith('-')) ?? 'build';
  return /^[a-z][a-z-]*$/.test(first) ? first : 'other';
}

/**
 * V8 optimizes a function with TurboFan once it has run about 66 KB of its bytecode (the
 * interrupt budget). A build is a batch job of seconds over five isolates (the main thread, two
 * compile threads, two pre-render workers), and TurboFan's work was 15 % of a cold 1,000-doc
 * build's CPU (`perf`, s29): most of it on functions that ran a few times more than the budget and
 * then little. Twice the budget leaves them to the baseline code; the hot ones are still optimized,
 * a little later (a cold 1,000-doc build's CPU: scripts/bench/results/2026-11-30-s29-cold49.md).
 * Process-wide, so the threads started later have it too. Only on the V8 this was measured on
 * (Node 20's, 11.x): another V8 tiers up differently. Returns the flags it set (V8 takes a code
 * cache only from a run with the same flags: scripts/cliLoader.mjs).
 */
function tuneOptimizer() {
  if (process.versions.v8.split('.')[0] !== '11') return '';
  const flags = ['--interrupt-budget=135168'];
  // TurboFan without inlining (but in the dev server, `start`, which runs for hours): V8's
  // platform threads were a fifth of a cold 1,000-doc build's CPU, two thirds of it TurboFan's
  // jobs, while each thread spent 3-7 % of its time in the code those jobs made. Without inlining a
  // job is smaller; the optimized code calls what it inlined before. Cold 1,000-doc builds, ten
  // alternating pairs: user CPU lower in 9, median -0.65 s (-5 %); the output the same
  // (scripts/bench/results/2026-11-30-s32-cold52.md).
  if (!process.argv.slice(2).includes('start')) flags.push('--no-turbo-inlining');
  for (const flag of flags) setFlagsFromString(flag);
  return flags.join(' ');
}

/**
 * V8 starts each isolate's young generation small (a 1 MB semi-space) and doubles it after a
 * scavenge that found most of it alive, up to 16 MB. A build's start loads a few MB of modules and
 * state that all stay alive: the main thread of a rebuild with one doc edited ran six scavenges
 * before its content stage, each copying nearly everything it found, and about twenty in all.
 * Growing at once to the largest size (the flag is read at each growth, unlike the sizes, which
 * an isolate takes when it is made: a flag set here leaves the main thread's at their defaults)
 * leaves it four or five fewer: alternating edit rebuilds of the 1,000-doc corpus, CPU lower in 7
 * of 8 pairs, start-up's CPU in 8 of 8; peak memory about 20 MB more (scripts/bench/results/
 * 2026-12-01-s37-start61.md). The threads started later grow theirs the same way. Only on the V8
 * this was measured on (Node 20's, 11.x). Returns the flag it set (a code cache's key).
 */
function tuneYoungGeneration() {
  if (process.versions.v8.split('.')[0] !== '11') return '';
  const flag = '--semi-space-growth-factor=16';
  setFlagsFromString(flag);
  return flag;
}

/**
 * Rolldown's native code allocates with mimalloc, which reserves a 1 GiB arena and marks it for
 * transparent huge pages (`madvise(MADV_HUGEPAGE)`). Where the kernel gives huge pages on request
 * (`madvise`, Debian's and Ubuntu's default), every first touch of a 2 MiB stretch of the arena
 * made the kernel zero all of it: in a 21-doc build, 13 % of the CPU was `clear_page_erms` under
 * Rolldown's threads, and the peak memory 150 MB more (scripts/bench/results/
 * 2026-11-30-s31-fixed51.md). `MIMALLOC_ALLOW_THP=0` leaves the arena to ordinary pages.
 * mimalloc reads its options when the binding is loaded (after this; `process.env` writes reach
 * the C environment). A value the caller set is kept.
 */
function tuneAllocator() {
  process.env.MIMALLOC_ALLOW_THP ??= '0';
}

/**
 * Stack traces name our sources (scripts/cli.ts:141:10), not the bundle's chunks, as
 * `process.setSourceMapsEnabled(true)` made them; but that read and parsed the source map of every
 * chunk the process loaded, at load (1-2 % of a rebuild with nothing changed: issue 37). Here a
 * chunk's map is read only when a stack through it is formatted (V8 formats `error.stack` when it
 * is first read), and once per chunk.
 *
 * Not while a site module is transpiled (plugins/config/loadSiteModule.ts raises the count under
 * `Symbol.for('docs-vite.rawStacks')` around jiti's Babel): Babel's templates read a new error's
 * `stack` on every use, with a 50-frame limit, only to append it to an error they may throw. A cold
 * build's config load read and parsed the source maps of four to six chunks for that, about 0.1 s
 * of its start-up (issue 37). An error that leaves the transform is positioned in the site's file.
 */
function mapStacksLazily(dir) {
  const rawStacks = Symbol.for('docs-vite.rawStacks');
  const prefix = pathToFileURL(dir).href + '/';
  // The chunks scripts/cliLoader.mjs runs are named by their paths, the workers' by URLs.
  const pathPrefix = join(dir, '/');
  const maps = new Map();
  const mapOf = (url) => {
    if (maps.has(url)) return maps.get(url);
    let map;
    try {
      const code = readFileSync(fileURLToPath(url), 'utf8');
      const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      const mapUrl = name && !name.startsWith('data:') ? new URL(name, url) : undefined;
      if (mapUrl) {
        const payload = JSON.parse(readFileSync(mapUrl, 'utf8'));
        // Sources as paths, from the map's folder (as Node's own source-mapped frames show them).
        const root = new URL(payload.sourceRoot ?? '', mapUrl);
        payload.sources = payload.sources.map((s) => fileURLToPath(new URL(s, root)));
        map = new SourceMap(payload);
      }
    } catch {
      map = undefined;
    }
    maps.set(url, map);
    return map;
  };
  const frame = (site) => {
    const text = String(site);
    const file = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    const url = file?.startsWith(pathPrefix) ? pathToFileURL(file).href : file;
    if (!url?.startsWith(prefix) || line == null || column == null) return text;
    const entry = mapOf(url)?.findEntry(line - 1, column - 1);
    if (!entry?.originalSource) return text;
    const at = `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    const name = site.getFunctionName() ?? '<anonymous>';
    const where = `${file}:${line}:${column}`;
    return text.includes(`(${where})`)
      ? text.replace(`(${where})`, `(${at})`)
      : `${site.isAsync() ? 'async ' : ''}${name} (${at})`;
  };
  Error.prepareStackTrace = (error, sites) => {
    let head;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = '<error>';
    }
    if (globalThis[rawStacks] > 0) return head + sites.map((site) => `\n    at ${site}`).join('');
    return head + sites.map((site) => `\n    at ${frame(site)}`).join('');
  };
}
