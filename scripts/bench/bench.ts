// `npm run bench` (issue 9): our generator against Docusaurus 3.8.1 on a deterministic corpus.
//
//   npm --prefix scripts/bench run bench -- [--sizes 200,1000,10000] [--runs 3] [--no-peer-at 10000]
//        [--no-peer] [--no-faster] [--no-webpack] [--smoke] [--skip-dev] [--skip-kb] [--lh-runs 3] [--peer-warm]
//        [--kb-page /path/]
//        [--flat 2000]   (one folder of N docs, ours only: page HTML and first load; 0 = skip)
//        [--site 1000,500]   (a whole Docusaurus site: docs per version × 3 versions, blog posts)
//        [--locales 1000]   (a site of N docs in en, fr and ar: every locale vs en alone; 0 = skip;
//                           that row alone: --sizes '' --flat 0 --skip-kb --skip-dev --skip-browser)
//
// Per size: generate the corpus (both formats), cold builds alternating ours / Docusaurus (webpack) /
// Docusaurus Faster (`future.experimental_faster`: rspack, swc, lightningcss), warm rebuilds
// (nothing changed, one doc edited), first-load bytes of a typical doc page in Chromium, click →
// paint on a prefetched sidebar link, dev-server cold start and MDX edit → visible. Then the
// knowledgebase itself (this repository): build, Lighthouse (mobile) and click → paint.
// Results go to results/<date>-<label>.md (and .json). Exits non-zero only when a build fails.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  measureClickToPaint,
  measureFirstLoad,
  launch,
  EDIT_OBSERVER,
  type ClickSample,
  type FirstLoad,
} from './lib/browser.js';
import { formatPageLighthouse } from './lib/heavyPages.js';
import { createColdClearer } from './lib/coldClear.js';
import { writeCorpus, type Corpus } from './lib/corpus.js';
import { dirSize, run, type RunResult } from './lib/proc.js';
import { serveStatic } from './lib/staticServer.js';
import { benchSite, siteReport, type SiteBenchResult } from './lib/siteBench.js';
import { benchLocales, localesReport, type LocalesBenchResult } from './lib/localesBench.js';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '../..');
const PEER = join(BENCH, 'peer');
const CORPUS = join(BENCH, 'corpus');
const OUT = join(BENCH, '.out');
const RESULTS = join(BENCH, 'results');
// The command line as `npm run build` runs it: precompiled (scripts/run.mjs).
const CLI = join(ROOT, 'scripts/run.mjs');
const DOCUSAURUS = join(PEER, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    'no-peer-at': { type: 'string', multiple: true },
    'no-peer': { type: 'boolean' },
    'no-faster': { type: 'boolean' },
    'no-webpack': { type: 'boolean' },
    smoke: { type: 'boolean' },
    'skip-dev': { type: 'boolean' },
    'skip-kb': { type: 'boolean' },
    'skip-browser': { type: 'boolean' },
    'skip-rebuild': { type: 'boolean' },
    'build-timeout': { type: 'string' },
    'lh-runs': { type: 'string' },
    'peer-warm': { type: 'boolean' },
    'kb-page': { type: 'string' },
    label: { type: 'string' },
    clear: { type: 'string' },
    flat: { type: 'string' },
    site: { type: 'string' },
    locales: { type: 'string' },
  },
});

const smoke = values.smoke === true;
const sizes = smoke
  ? [50]
  : (values.sizes ?? '200,1000,10000')
      .split(',')
      .map((s) => Number(s.replace(/_/g, '')))
      .filter((n) => n > 0); // `--sizes ''`: no corpus of docs (e.g. only --site)
const runs = smoke ? 1 : Number(values.runs ?? 3);
const noPeerAt = new Set((values['no-peer-at'] ?? []).flatMap((s) => s.split(',')).map(Number));
const peerInstalled = existsSync(DOCUSAURUS);
/** The Faster variant of the peer: the same site with `future.experimental_faster` (BENCH_FASTER). */
const fasterInstalled = peerInstalled && existsSync(join(PEER, 'node_modules/@docusaurus/faster'));
const withFaster = fasterInstalled && values['no-faster'] !== true;
const PEER_OUT = { webpack: 'build', faster: 'build-faster' } as const;
type PeerKind = keyof typeof PEER_OUT;
const lhRuns = Number(values['lh-runs'] ?? (smoke ? 0 : 3));
const skipKb = values['skip-kb'] === true || smoke;
/** Docs in the one-folder corpus (a sidebar level longer than its 100-entry limit); 0 skips it. */
const flatN = Number(values.flat ?? (smoke ? 150 : 2000));
/** Docs of the translated site (three locales, issue 33); 0 skips it. Not in a smoke run unless asked. */
const localesN = Number(values.locales ?? (smoke ? 0 : 1000));
const buildTimeoutMs = values['build-timeout'] ? Number(values['build-timeout']) * 1000 : undefined;
const log = (...a: unknown[]) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

let buildFailed = false;
const notes: string[] = [];

// ---------------------------------------------------------------- clearing for a cold build
// Moved aside by default, not deleted right before the build: lib/coldClear.ts says why.
const clearMode = values.clear ?? 'aside';
if (clearMode !== 'aside' && clearMode !== 'delete')
  throw new Error(`--clear must be "aside" or "delete", not "${clearMode}"`);
const coldClearer = createColdClearer(join(OUT, 'trash'), clearMode);
const clearForColdBuild = (paths: string[]) => coldClearer.clear(paths);
const emptyTrash = () => coldClearer.empty();

// ---------------------------------------------------------------- helpers
const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const min = (xs: number[]) => Math.min(...xs.filter(Number.isFinite));
const max = (xs: number[]) => Math.max(...xs.filter(Number.isFinite));
const fmtS = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(ms < 10000 ? 2 : 1)} s` : 'n/a';
const fmtMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
const fmtMB = (b: number) =>
  Number.isFinite(b) ? `${(b / 1048576).toFixed(b < 100 * 1048576 ? 1 : 0)} MB` : 'n/a';
const fmtKB = (b: number) => (Number.isFinite(b) ? `${(b / 1024).toFixed(1)} KB` : 'n/a');
const stat = (xs: number[], f: (n: number) => string) =>
  xs.length > 1 ? `${f(median(xs))} (${f(min(xs))}–${f(max(xs))})` : xs.length ? f(xs[0]!) : 'n/a';
const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b ? `${(a / b).toFixed(2)}×` : '—';

function version(pkgDir: string): string {
  try {
    return (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'n/a';
  }
}

function sh(cmd: string, args: string[], cwd = ROOT): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'n/a';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- builds
interface Build extends RunResult {
  stages?: Record<string, number>;
}

function parseStages(stderr: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of stderr.matchAll(/^ {2}([a-z][a-z ()-]+?)\s+([\d.]+) s$/gm))
    out[m[1]!.trim()] = Number(m[2]) * 1000;
  return out;
}

async function buildOurs(corpusDir: string, outDir: string, cold: boolean): Promise<Build> {
  if (cold)
    clearForColdBuild([outDir, join(corpusDir, '.cache'), join(corpusDir, 'node_modules/.vite')]);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `ours-${basename(corpusDir)}.log`), '');
  const r = await run(process.execPath, [CLI, 'build', corpusDir, '--out-dir', outDir], {
    cwd: ROOT,
    env: { CI: '1' },
    timeoutMs: buildTimeoutMs,
    logFile: join(OUT, `ours-${basename(corpusDir)}.log`),
  });
  if (r.timedOut) {
    notes.push(
      `Our build of ${corpusDir} was stopped after the --build-timeout of ${buildTimeoutMs! / 1000} s (not counted as a failure; its figures are lower bounds).`,
    );
    log(notes.at(-1));
  } else if (r.code !== 0) {
    buildFailed = true;
    log(`OUR BUILD FAILED (exit ${r.code}):\n${r.stderr.slice(-4000)}`);
  }
  return { ...r, stages: parseStages(r.stderr) };
}

/** A Docusaurus build: webpack (its default) or Faster, each into its own output folder. */
async function buildPeer(cold: boolean, kind: PeerKind = 'webpack'): Promise<Build> {
  const out = PEER_OUT[kind];
  // node_modules/.cache holds webpack's cache and rspack's persistent cache alike.
  if (cold)
    clearForColdBuild([out, '.docusaurus', 'node_modules/.cache'].map((d) => join(PEER, d)));
  const r = await run(process.execPath, [DOCUSAURUS, 'build', '--out-dir', out], {
    cwd: PEER,
    env: {
      CI: '1',
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true',
      ...(kind === 'faster' ? { BENCH_FASTER: '1' } : {}),
    },
    timeoutMs: buildTimeoutMs,
  });
  if (r.timedOut) {
    notes.push(
      `A Docusaurus build was stopped after the --build-timeout of ${buildTimeoutMs! / 1000} s (its figures are lower bounds).`,
    );
    log(notes.at(-1));
  } else if (r.code !== 0) {
    buildFailed = true;
    log(
      `DOCUSAURUS ${kind.toUpperCase()} BUILD FAILED (exit ${r.code}):\n${r.stderr.slice(-4000)}`,
    );
  }
  return r;
}

// ---------------------------------------------------------------- dev server
interface DevResult {
  firstServedMs: number;
  firstLoadInBrowserMs: number;
  editMs: number[];
}

async function measureDev(
  corpus: Corpus,
  corpusDir: string,
  browser: Awaited<ReturnType<typeof launch>> | undefined,
): Promise<DevResult> {
  for (const d of [join(corpusDir, 'node_modules/.vite'), join(BENCH, 'node_modules/.vite')])
    rmSync(d, { recursive: true, force: true });
  const port = 4300 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}${corpus.typical.permalink}`;
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [CLI, 'start', corpusDir, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1' },
    },
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const result: DevResult = { firstServedMs: NaN, firstLoadInBrowserMs: NaN, editMs: [] };
  const file = join(corpusDir, 'docs', corpus.typical.file);
  const original = readFileSync(file, 'utf8');
  try {
    const deadline = start + 120_000;
    while (performance.now() < deadline) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        if (res.ok) {
          await res.text();
          result.firstServedMs = performance.now() - start;
          break;
        }
      } catch {
        /* not up yet */
      }
      if (child.exitCode !== null) throw new Error(`dev server exited: ${output.slice(-2000)}`);
      await sleep(50);
    }
    if (!browser) return result;
    const context = await browser.newContext();
    await context.addInitScript(EDIT_OBSERVER);
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    result.firstLoadInBrowserMs = performance.now() - t0;
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    for (let k = 1; k <= 3; k++) {
      const tWrite = Date.now();
      writeFileSync(file, original + `\nBENCHEDIT-${k} was added by the benchmark.\n`);
      let seen = NaN;
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const v = await page
          .evaluate((key) => sessionStorage.getItem(key), `seen-${k}`)
          .catch(() => null);
        if (v) {
          seen = Number(v);
          break;
        }
        await sleep(20);
      }
      result.editMs.push(seen - tWrite);
      await sleep(1000);
    }
    await context.close();
    return result;
  } finally {
    writeFileSync(file, original);
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await sleep(300);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

// ---------------------------------------------------------------- per size
interface SizeResult {
  n: number;
  typical: string;
  ours: Build[];
  peer: Build[];
  /** Docusaurus Faster's cold builds (empty when not run). */
  faster: Build[];
  oursOut?: { bytes: number; files: number };
  peerOut?: { bytes: number; files: number };
  fasterOut?: { bytes: number; files: number };
  oursWarm: Build[];
  oursEdit: Build[];
  peerWarm: Build[];
  peerEdit: Build[];
  oursPage?: FirstLoad;
  peerPage?: FirstLoad;
  oursClick: ClickSample[];
  peerClick: ClickSample[];
  dev?: DevResult;
  errors: string[];
}

async function benchSize(
  n: number,
  browser: Awaited<ReturnType<typeof launch>> | undefined,
): Promise<SizeResult> {
  const withPeer = peerInstalled && !values['no-peer'] && !noPeerAt.has(n);
  // `--no-webpack`: Docusaurus Faster alone (its default webpack build takes several times longer).
  const withWebpack = withPeer && values['no-webpack'] !== true;
  const corpusDir = join(CORPUS, String(n));
  const outDir = join(OUT, `ours-${n}`);
  log(`N=${n}: writing corpus`);
  const corpus = writeCorpus(corpusDir, n);
  if (withPeer) {
    rmSync(join(PEER, 'docs'), { recursive: true, force: true });
    cpSync(join(corpusDir, 'docs'), join(PEER, 'docs'), { recursive: true });
  }
  const r: SizeResult = {
    n,
    typical: corpus.typical.permalink,
    ours: [],
    peer: [],
    faster: [],
    oursWarm: [],
    oursEdit: [],
    peerWarm: [],
    peerEdit: [],
    oursClick: [],
    peerClick: [],
    errors: [],
  };
  for (let i = 0; i < runs; i++) {
    log(`N=${n}: ours cold ${i + 1}/${runs}`);
    const a = await buildOurs(corpusDir, outDir, true);
    r.ours.push(a);
    log(`  ${fmtS(a.wallMs)} wall, ${fmtS(a.cpuMs)} cpu, ${fmtMB(a.peakRss)} peak`);
    if (withWebpack) {
      log(`N=${n}: docusaurus cold ${i + 1}/${runs}`);
      const b = await buildPeer(true);
      r.peer.push(b);
      log(`  ${fmtS(b.wallMs)} wall, ${fmtS(b.cpuMs)} cpu, ${fmtMB(b.peakRss)} peak`);
    }
    if (withPeer && withFaster) {
      log(`N=${n}: docusaurus faster cold ${i + 1}/${runs}`);
      const c = await buildPeer(true, 'faster');
      r.faster.push(c);
      log(`  ${fmtS(c.wallMs)} wall, ${fmtS(c.cpuMs)} cpu, ${fmtMB(c.peakRss)} peak`);
    }
  }
  if (existsSync(outDir)) r.oursOut = dirSize(outDir);
  if (withWebpack && existsSync(join(PEER, 'build'))) r.peerOut = dirSize(join(PEER, 'build'));
  if (r.faster.length && existsSync(join(PEER, PEER_OUT.faster)))
    r.fasterOut = dirSize(join(PEER, PEER_OUT.faster));

  // warm rebuilds: nothing changed, then one doc edited
  // As many as the cold builds up to 1,000 docs (issue 37 asks for three runs of each figure).
  const warmRuns = values['skip-rebuild'] ? 0 : n <= 1000 && !smoke ? runs : 1;
  const editFile = join(corpusDir, 'docs', corpus.typical.file);
  const original = readFileSync(editFile, 'utf8');
  for (let i = 0; i < warmRuns; i++) {
    log(`N=${n}: ours rebuild, nothing changed ${i + 1}/${warmRuns}`);
    r.oursWarm.push(await buildOurs(corpusDir, outDir, false));
    log(`N=${n}: ours rebuild, one doc edited ${i + 1}/${warmRuns}`);
    writeFileSync(editFile, original + `\nEdited for the rebuild benchmark (${i}).\n`);
    r.oursEdit.push(await buildOurs(corpusDir, outDir, false));
    writeFileSync(editFile, original);
    // The output now holds the edited page: build the original again (untimed), so the next
    // "nothing changed" rebuild really follows a build of the same content.
    log(`N=${n}: ours rebuild with the edit reverted (not timed)`);
    await buildOurs(corpusDir, outDir, false);
  }
  if (withWebpack && values['peer-warm']) {
    const peerFile = join(PEER, 'docs', corpus.typical.file);
    log(`N=${n}: docusaurus rebuild, nothing changed`);
    r.peerWarm.push(await buildPeer(false));
    log(`N=${n}: docusaurus rebuild, one doc edited`);
    writeFileSync(peerFile, original + `\nEdited for the rebuild benchmark.\n`);
    r.peerEdit.push(await buildPeer(false));
    writeFileSync(peerFile, original);
  }

  if (browser) {
    const attempt = async <T>(label: string, fn: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await fn();
      } catch (e) {
        r.errors.push(`${label}: ${(e as Error).message.split('\n')[0]}`);
        log(r.errors.at(-1));
        return undefined;
      }
    };
    const samples = smoke ? 2 : 5;
    if (!existsSync(join(outDir, 'index.html'))) {
      r.errors.push(`page measurements skipped: no output in ${outDir}`);
    } else {
      const s = await serveStatic(outDir);
      r.oursPage = await attempt('ours first load', () =>
        measureFirstLoad(browser, s.origin + corpus.typical.permalink),
      );
      r.oursClick =
        (await attempt('ours click', () =>
          measureClickToPaint(browser, s.origin + corpus.typical.permalink, samples),
        )) ?? [];
      await s.close();
    }
    if (withWebpack && existsSync(join(PEER, 'build'))) {
      const p = await serveStatic(join(PEER, 'build'));
      r.peerPage = await attempt('Docusaurus first load', () =>
        measureFirstLoad(browser, p.origin + corpus.typical.permalink),
      );
      r.peerClick =
        (await attempt('Docusaurus click', () =>
          measureClickToPaint(browser, p.origin + corpus.typical.permalink, samples),
        )) ?? [];
      await p.close();
    }
  }
  if (!values['skip-dev']) {
    try {
      log(`N=${n}: dev server`);
      r.dev = await measureDev(corpus, corpusDir, browser);
    } catch (e) {
      r.errors.push(`dev server: ${(e as Error).message}`);
      log(r.errors.at(-1));
    }
  }
  return r;
}

// ---------------------------------------------------------------- one folder of N docs
// Every doc in one folder: the sidebar level that holds them is longer than its limit, so it is
// shown, and chunked, in ranges. What a page costs should not depend on N here either.
interface FlatResult {
  n: number;
  typical: string;
  build?: Build;
  out?: { bytes: number; files: number };
  page?: FirstLoad;
  errors: string[];
}

async function benchFlat(
  n: number,
  browser: Awaited<ReturnType<typeof launch>> | undefined,
): Promise<FlatResult> {
  const corpusDir = join(CORPUS, `flat-${n}`);
  const outDir = join(OUT, `ours-flat-${n}`);
  log(`one folder of ${n} docs: writing corpus`);
  const corpus = writeCorpus(corpusDir, n, 42, 'flat');
  const r: FlatResult = { n, typical: corpus.typical.permalink, errors: [] };
  log(`one folder of ${n} docs: ours cold`);
  r.build = await buildOurs(corpusDir, outDir, true);
  log(`  ${fmtS(r.build.wallMs)} wall, ${fmtMB(r.build.peakRss)} peak`);
  if (existsSync(outDir)) r.out = dirSize(outDir);
  if (browser && existsSync(join(outDir, 'index.html'))) {
    const s = await serveStatic(outDir);
    try {
      r.page = await measureFirstLoad(browser, s.origin + corpus.typical.permalink);
    } catch (e) {
      r.errors.push(`first load: ${(e as Error).message.split('\n')[0]}`);
    }
    await s.close();
  }
  return r;
}

// ---------------------------------------------------------------- knowledgebase
interface KbResult {
  build?: Build;
  page: string;
  firstLoad?: FirstLoad;
  click: ClickSample[];
  lighthouse: import('./lib/lighthouse.js').LighthouseResult[];
  /** Lighthouse on the heaviest pages (issue 26): the knowledgebase's and a corpus's longest doc. */
  heavy?: import('./lib/heavyPages.js').PageLighthouse[];
  errors: string[];
}

async function benchKnowledgebase(
  browser: Awaited<ReturnType<typeof launch>> | undefined,
): Promise<KbResult> {
  const outDir = join(OUT, 'kb');
  const r: KbResult = { page: values['kb-page'] ?? '', click: [], lighthouse: [], errors: [] };
  log('knowledgebase: build');
  rmSync(outDir, { recursive: true, force: true });
  r.build = await run(process.execPath, [CLI, 'build', ROOT, '--out-dir', outDir], {
    cwd: ROOT,
    env: { CI: '1' },
  });
  if (r.build.code !== 0) {
    buildFailed = true;
    log(`KNOWLEDGEBASE BUILD FAILED:\n${r.build.stderr.slice(-4000)}`);
    return r;
  }
  if (!r.page) {
    // a doc page two levels deep, the middle one of the sitemap
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => p.split('/').filter(Boolean).length >= 2);
    r.page = paths[Math.floor(paths.length / 2)] ?? '/';
  }
  const s = await serveStatic(outDir);
  try {
    if (browser) {
      r.firstLoad = await measureFirstLoad(browser, s.origin + r.page).catch(
        (e: Error) => (r.errors.push(`first load: ${e.message}`), undefined),
      );
      r.click = await measureClickToPaint(browser, s.origin + r.page, 5).catch(
        (e: Error) => (r.errors.push(`click: ${e.message}`), []),
      );
    }
    const { runLighthouse } = await import('./lib/lighthouse.js');
    const gz = await serveStatic(outDir, 0, { gzip: true });
    for (let i = 0; i < lhRuns; i++) {
      log(`knowledgebase: lighthouse ${i + 1}/${lhRuns}`);
      try {
        r.lighthouse.push(await runLighthouse(gz.origin + r.page));
      } catch (e) {
        r.errors.push(`lighthouse: ${(e as Error).message}`);
        log(r.errors.at(-1));
      }
    }
    if (lhRuns > 0) r.heavy = await lighthouseHeavy(outDir, gz.origin);
    await gz.close();
  } finally {
    await s.close();
  }
  return r;
}

/**
 * Lighthouse on the worst pages: the knowledgebase's five largest by DOM size, and the longest
 * doc of the first corpus built in this run (served on a server of its own).
 */
async function lighthouseHeavy(
  kbOut: string,
  kbOrigin: string,
): Promise<import('./lib/heavyPages.js').PageLighthouse[]> {
  const { heaviestPages, lighthousePages } = await import('./lib/heavyPages.js');
  const kbPages = heaviestPages(kbOut, 5).map((p) => ({ ...p, label: 'knowledgebase' }));
  const rows = await lighthousePages(kbOrigin, kbPages, lhRuns, log);
  const corpusOut = sizes.map((n) => join(OUT, `ours-${n}`)).find((d) => existsSync(d));
  if (corpusOut) {
    const longest = heaviestPages(corpusOut, 1).map((p) => ({
      ...p,
      label: `corpus ${corpusOut.split('-').at(-1)}, longest doc`,
    }));
    const c = await serveStatic(corpusOut, 0, { gzip: true });
    try {
      rows.push(...(await lighthousePages(c.origin, longest, lhRuns, log)));
    } finally {
      await c.close();
    }
  }
  return rows;
}

// ---------------------------------------------------------------- report
function report(
  results: SizeResult[],
  flat: FlatResult | undefined,
  kb: KbResult | undefined,
  startedAt: Date,
  elapsedMs: number,
): string {
  const L: string[] = [];
  const chromium = sh('/usr/bin/chromium', ['--version']);
  L.push(`# Benchmark ${startedAt.toISOString().slice(0, 10)}${smoke ? ' (smoke)' : ''}`, '');
  L.push(`- Date: ${startedAt.toISOString()} (took ${fmtS(elapsedMs)})`);
  L.push(
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 1073741824).toFixed(1)} GiB memory, ${process.platform} ${sh('uname', ['-r'])}`,
  );
  L.push(
    `- Commit: ${sh('git', ['rev-parse', '--short', 'HEAD'])}${sh('git', ['status', '--porcelain']) ? ' (with uncommitted changes)' : ''}`,
  );
  L.push(
    `- Versions: Node ${process.version}; ours: vite ${version(join(ROOT, 'node_modules/vite'))}, rolldown ${version(join(ROOT, 'node_modules/rolldown'))}, react ${version(join(ROOT, 'node_modules/react'))}, @mdx-js/mdx ${version(join(ROOT, 'node_modules/@mdx-js/mdx'))}, shiki ${version(join(ROOT, 'node_modules/shiki'))}; ` +
      `peer: @docusaurus/core ${version(join(PEER, 'node_modules/@docusaurus/core'))}, webpack ${version(join(PEER, 'node_modules/webpack'))}, @docusaurus/faster ${version(join(PEER, 'node_modules/@docusaurus/faster'))} (rspack ${version(join(PEER, 'node_modules/@rspack/core'))}); ` +
      `${chromium}, playwright-core ${version(join(ROOT, 'node_modules/playwright-core'))}, lighthouse ${version(join(BENCH, 'node_modules/lighthouse'))}`,
  );
  L.push(
    `- Load average when the report was written: ${readFileSync('/proc/loadavg', 'utf8').trim()} (other sessions may share this machine: see the "other processes' CPU" rows; compare CPU times when wall times are noisy)`,
  );
  L.push(
    `- Command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\` (runs per size: ${runs}, cold = output and caches ${clearMode === 'aside' ? 'moved aside (deleted when the run ends; see bench.ts)' : 'deleted right before the build'}; ${values['no-webpack'] ? 'ours and Docusaurus Faster alternate A C A C' : `ours, Docusaurus webpack${withFaster ? ' and Docusaurus Faster alternate A B C A B C' : ' alternate A B A B'}`}; page measurements are of the webpack build)`,
  );
  L.push(
    `- Corpus: seeded (42) docs of 400–900 words in section/topic folders with \`_category_.json\`, front matter, h2/h3, one table, one code block, 2–6 links to other docs; typical page = the middle doc.`,
  );
  L.push('');
  for (const r of results) {
    const hasPeer = r.peer.length > 0;
    const hasFaster = r.faster.length > 0;
    L.push(`## ${r.n.toLocaleString('en')} docs`, '');
    L.push(`Typical page: \`${r.typical}\``, '');
    L.push(
      hasFaster
        ? '| metric | ours: median (min–max) | Docusaurus 3.8.1 webpack: median (min–max) | Docusaurus 3.8.1 Faster: median (min–max) | ours/webpack | ours/Faster |'
        : hasPeer
          ? '| metric | ours: median (min–max) | Docusaurus 3.8.1: median (min–max) | ours/theirs |'
          : '| metric | ours: median (min–max) | Docusaurus | |',
    );
    L.push(hasFaster ? '|---|---|---|---|---|---|' : '|---|---|---|---|');
    // `c`: Docusaurus Faster's figures (cold builds only: its pages are not measured).
    const row = (name: string, a: number[], b: number[], f: (n: number) => string, c?: number[]) =>
      L.push(
        `| ${name} | ${stat(a, f)} | ${hasPeer || b.length ? stat(b, f) : 'skipped'} | ` +
          (hasFaster ? `${c?.length ? stat(c, f) : '—'} | ` : '') +
          `${ratio(median(a), median(b))} |` +
          (hasFaster ? ` ${c?.length ? ratio(median(a), median(c)) : '—'} |` : ''),
      );
    const cold = (f: (b: Build) => number) =>
      [r.ours.map(f), r.peer.map(f), r.faster.map(f)] as const;
    const [wa, wb, wc] = cold((x) => x.wallMs);
    row('cold build, wall', wa, wb, fmtS, wc);
    const [ca, cb, cc] = cold((x) => x.cpuMs);
    row('cold build, CPU (user+sys, tree)', ca, cb, fmtS, cc);
    const [ma, mb, mc] = cold((x) => x.peakRss);
    row('cold build, peak RSS (tree)', ma, mb, fmtMB, mc);
    const [oa, ob, oc] = cold((x) => x.otherCpuMs);
    row("other processes' CPU during the build (contention)", oa, ob, fmtS, oc);
    const size = (o?: { bytes: number; files: number }) => (o ? [o.bytes] : []);
    const files = (o?: { bytes: number; files: number }) => (o ? [o.files] : []);
    row('output size', size(r.oursOut), size(r.peerOut), fmtMB, size(r.fasterOut));
    row('output files', files(r.oursOut), files(r.peerOut), String, files(r.fasterOut));
    row(
      'rebuild, nothing changed, wall',
      r.oursWarm.map((x) => x.wallMs),
      r.peerWarm.map((x) => x.wallMs),
      fmtS,
    );
    row(
      'rebuild, one doc edited, wall',
      r.oursEdit.map((x) => x.wallMs),
      r.peerEdit.map((x) => x.wallMs),
      fmtS,
    );
    const pg = (p: FirstLoad | undefined, f: (p: FirstLoad) => number) => (p ? [f(p)] : []);
    row(
      'first load JS, gzip',
      pg(r.oursPage, (p) => p.jsGzip),
      pg(r.peerPage, (p) => p.jsGzip),
      fmtKB,
    );
    row(
      'first load CSS, gzip',
      pg(r.oursPage, (p) => p.cssGzip),
      pg(r.peerPage, (p) => p.cssGzip),
      fmtKB,
    );
    row(
      'first load JS+CSS, gzip',
      pg(r.oursPage, (p) => p.jsGzip + p.cssGzip),
      pg(r.peerPage, (p) => p.jsGzip + p.cssGzip),
      fmtKB,
    );
    row(
      '  of which received before the load event',
      pg(r.oursPage, (p) => p.atLoadGzip),
      pg(r.peerPage, (p) => p.atLoadGzip),
      fmtKB,
    );
    row(
      'first load JS / CSS files',
      pg(r.oursPage, (p) => p.jsCount),
      pg(r.peerPage, (p) => p.jsCount),
      (x) => String(x),
    );
    row(
      'page HTML (raw)',
      pg(r.oursPage, (p) => p.htmlBytes),
      pg(r.peerPage, (p) => p.htmlBytes),
      fmtKB,
    );
    row(
      'page HTML (gzip)',
      pg(r.oursPage, (p) => p.htmlGzip),
      pg(r.peerPage, (p) => p.htmlGzip),
      fmtKB,
    );
    // What grows with the site is the sidebar (its top level and the open category); the article
    // is the typical doc's own text, which differs between corpus sizes.
    row(
      '  of which sidebar `<nav>` (raw)',
      pg(r.oursPage, (p) => p.htmlParts.sidebar),
      pg(r.peerPage, (p) => p.htmlParts.sidebar),
      fmtKB,
    );
    row(
      '  of which `<article>` (raw)',
      pg(r.oursPage, (p) => p.htmlParts.article),
      pg(r.peerPage, (p) => p.htmlParts.article),
      fmtKB,
    );
    row(
      '  the rest (raw)',
      pg(r.oursPage, (p) => p.htmlBytes - p.htmlParts.sidebar - p.htmlParts.article),
      pg(r.peerPage, (p) => p.htmlBytes - p.htmlParts.sidebar - p.htmlParts.article),
      fmtKB,
    );
    row(
      'prefetched sidebar click → painted',
      r.oursClick.map((c) => c.paint),
      r.peerClick.map((c) => c.paint),
      fmtMs,
    );
    L.push('');
    if (r.dev) {
      L.push(
        `Dev server (ours): cold start → first doc page served ${fmtS(r.dev.firstServedMs)}; first page \`load\` in Chromium ${fmtS(r.dev.firstLoadInBrowserMs)}; MDX edit saved → visible: ${r.dev.editMs.map(fmtMs).join(', ')} (median ${fmtMs(median(r.dev.editMs))}).`,
        '',
      );
    }
    const stages = Object.keys(r.ours[0]?.stages ?? {});
    if (stages.length) {
      L.push(
        `Our build stages (median of cold runs, from the reporter): ${stages.map((s) => `${s} ${fmtS(median(r.ours.map((x) => x.stages?.[s] ?? NaN)))}`).join(', ')}.`,
        '',
      );
    }
    for (const [who, p] of [
      ['ours', r.oursPage],
      ['Docusaurus', r.peerPage],
    ] as const) {
      if (!p) continue;
      L.push(
        `<details><summary>${who}: ${p.jsCount} JS + ${p.cssCount} CSS files fetched on first load</summary>`,
        '',
      );
      L.push('| file | raw | gzip | requested |', '|---|---|---|---|');
      for (const f of p.resources.filter((x) => x.type === 'js' || x.type === 'css'))
        L.push(
          `| ${new URL(f.url).pathname} | ${fmtKB(f.bytes)} | ${fmtKB(f.gzip)} | ${f.afterLoad ? 'after load' : 'before load'} |`,
        );
      L.push('', '</details>', '');
    }
    for (const e of r.errors) L.push(`- error: ${e}`);
    if (r.errors.length) L.push('');
  }
  if (flat) {
    L.push(`## One folder of ${flat.n.toLocaleString('en')} docs (ours, one cold build)`, '');
    L.push(
      `Docs generated as above but all in \`docs/reference/\`: one sidebar level of ${(flat.n - 1).toLocaleString('en')} entries, shown and chunked in ranges of at most 100 entries, at most 20 ranges side by side. Typical page: \`${flat.typical}\`.`,
      '',
    );
    L.push('| metric | ours |', '|---|---|');
    if (flat.build)
      L.push(
        `| cold build, wall / peak RSS | ${fmtS(flat.build.wallMs)} / ${fmtMB(flat.build.peakRss)} |`,
      );
    if (flat.out) L.push(`| output size / files | ${fmtMB(flat.out.bytes)} / ${flat.out.files} |`);
    const p = flat.page;
    if (p) {
      L.push(
        `| first load JS+CSS, gzip | ${fmtKB(p.jsGzip + p.cssGzip)} (${p.jsCount} JS, ${p.cssCount} CSS files) |`,
      );
      L.push(`| page HTML, raw (gzip) | ${fmtKB(p.htmlBytes)} (${fmtKB(p.htmlGzip)}) |`);
      L.push(
        `|   of which sidebar \`<nav>\` / \`<article>\` / the rest (raw) | ${fmtKB(p.htmlParts.sidebar)} / ${fmtKB(p.htmlParts.article)} / ${fmtKB(p.htmlBytes - p.htmlParts.sidebar - p.htmlParts.article)} |`,
      );
    }
    L.push('');
    for (const e of flat.errors) L.push(`- error: ${e}`);
    if (flat.errors.length) L.push('');
  }
  if (kb) {
    L.push('## Knowledgebase (this repository)', '');
    if (kb.build)
      L.push(
        `Build: ${fmtS(kb.build.wallMs)} wall, ${fmtS(kb.build.cpuMs)} CPU, ${fmtMB(kb.build.peakRss)} peak RSS. Page: \`${kb.page}\`.`,
        '',
      );
    if (kb.firstLoad)
      L.push(
        `First load: JS ${fmtKB(kb.firstLoad.jsGzip)} + CSS ${fmtKB(kb.firstLoad.cssGzip)} gzip = ${fmtKB(kb.firstLoad.jsGzip + kb.firstLoad.cssGzip)} (${kb.firstLoad.jsCount} JS, ${kb.firstLoad.cssCount} CSS files); HTML ${fmtKB(kb.firstLoad.htmlBytes)} (${fmtKB(kb.firstLoad.htmlGzip)} gzip).`,
        '',
      );
    if (kb.click.length)
      L.push(
        `Prefetched sidebar click → new content painted: ${kb.click.map((c) => fmtMs(c.paint)).join(', ')} (median ${fmtMs(median(kb.click.map((c) => c.paint)))}; DOM updated median ${fmtMs(median(kb.click.map((c) => c.dom)))}).`,
        '',
      );
    if (kb.lighthouse.length) {
      const lh = kb.lighthouse;
      L.push('| Lighthouse (mobile, served with gzip) | median (min–max) |', '|---|---|');
      L.push(
        `| performance | ${stat(
          lh.map((x) => x.performance),
          String,
        )} |`,
      );
      L.push(
        `| accessibility | ${stat(
          lh.map((x) => x.accessibility),
          String,
        )} |`,
      );
      L.push(
        `| best practices | ${stat(
          lh.map((x) => x.bestPractices),
          String,
        )} |`,
      );
      L.push(
        `| SEO | ${stat(
          lh.map((x) => x.seo),
          String,
        )} |`,
      );
      L.push(
        `| FCP | ${stat(
          lh.map((x) => x.fcpMs),
          fmtMs,
        )} |`,
      );
      L.push(
        `| LCP | ${stat(
          lh.map((x) => x.lcpMs),
          fmtMs,
        )} |`,
      );
      L.push(
        `| TBT | ${stat(
          lh.map((x) => x.tbtMs),
          fmtMs,
        )} |`,
      );
      L.push(
        `| CLS | ${stat(
          lh.map((x) => x.cls),
          (x) => x.toFixed(3),
        )} |`,
        '',
      );
      const failing = [...new Set(lh.flatMap((x) => x.failing))];
      if (failing.length)
        L.push(`Audits below 0.9 in at least one run: ${failing.join('; ')}.`, '');
    }
    if (kb.heavy?.length)
      L.push(
        "**The heaviest pages** (Lighthouse mobile, median of the runs; JS executed at load is Lighthouse's bootup-time):",
        '',
        ...formatPageLighthouse(kb.heavy),
      );
    for (const e of kb.errors) L.push(`- error: ${e}`);
    L.push('');
  }
  if (notes.length) L.push('## Notes', '', ...notes.map((n) => `- ${n}`), '');
  return L.join('\n');
}

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const startedAt = new Date();
  const t0 = performance.now();
  mkdirSync(RESULTS, { recursive: true });
  if (!peerInstalled)
    notes.push(
      'Docusaurus is not installed in scripts/bench/peer (run `npm --prefix scripts/bench install`): peer builds skipped.',
    );
  else if (!fasterInstalled)
    notes.push(
      '@docusaurus/faster is not installed in scripts/bench/peer (run `npm --prefix scripts/bench install`): Docusaurus Faster builds skipped.',
    );
  log(
    `sizes ${sizes.join(', ')}; runs ${runs}; peer ${peerInstalled ? 'installed' : 'missing'}; Faster ${withFaster ? 'on' : fasterInstalled ? 'off (--no-faster)' : 'missing'}${noPeerAt.size ? `, skipped at ${[...noPeerAt].join(', ')}` : ''}`,
  );
  let browser: Awaited<ReturnType<typeof launch>> | undefined;
  if (!values['skip-browser']) {
    try {
      browser = await launch();
    } catch (e) {
      notes.push(
        `Chromium could not be launched (${(e as Error).message.split('\n')[0]}): browser measurements skipped.`,
      );
    }
  }
  // The command line is bundled to JavaScript on its first run after a change to its sources
  // (scripts/run.mjs, about 0.2 s), as a package ships compiled code: made here, before any timing.
  const bundleStart = performance.now();
  execFileSync(process.execPath, [CLI, '--help'], { cwd: ROOT, stdio: 'ignore' });
  log(`CLI bundle ready in ${fmtMs(performance.now() - bundleStart)}`);
  emptyTrash(); // left by an interrupted run
  const results: SizeResult[] = [];
  for (const n of sizes) results.push(await benchSize(n, browser));
  const flat = flatN > 1 ? await benchFlat(flatN, browser) : undefined;
  let site: SiteBenchResult | undefined;
  if (values.site) {
    const [docs, posts] = values.site.split(',').map(Number);
    site = await benchSite({
      dir: join(PEER, 'site'),
      docs: docs!,
      posts: posts ?? 500,
      runs,
      cli: CLI,
      docusaurus: peerInstalled && !values['no-peer'] ? DOCUSAURUS : undefined,
      peers: [
        ...(values['no-webpack'] ? [] : (['webpack'] as const)),
        ...(withFaster ? (['faster'] as const) : []),
      ],
      clear: clearForColdBuild,
      log,
      browser,
    });
    if (site.errors.some((e) => e.startsWith('a build exited'))) buildFailed = true;
  }
  let locales: LocalesBenchResult | undefined;
  if (localesN > 0) {
    locales = await benchLocales({
      dir: join(PEER, 'locales'),
      docs: localesN,
      runs,
      cli: CLI,
      docusaurus: peerInstalled && !values['no-peer'] ? DOCUSAURUS : undefined,
      // `--no-webpack` / `--no-faster` leave a variant out, as for the corpus sizes.
      peers: [
        ...(values['no-webpack'] ? [] : (['webpack'] as const)),
        ...(withFaster ? (['faster'] as const) : []),
      ],
      timeoutMs: buildTimeoutMs,
      clear: clearForColdBuild,
      log,
    });
    if (locales.errors.length) buildFailed = true;
  }
  let kb: KbResult | undefined;
  if (!skipKb)
    kb = await benchKnowledgebase(browser).catch((e: Error) => ({
      page: '',
      click: [],
      lighthouse: [],
      errors: [e.message],
    }));
  await browser?.close();
  emptyTrash();
  const md =
    report(results, flat, kb, startedAt, performance.now() - t0) +
    (site ? '\n' + siteReport(site).join('\n') : '') +
    (locales ? '\n' + localesReport(locales).join('\n') : '');
  const label = values.label ?? (smoke ? 'smoke' : sizes.join('-'));
  const base = join(RESULTS, `${startedAt.toISOString().slice(0, 10)}-${label}`);
  writeFileSync(base + '.md', md);
  const strip = (b?: Build) =>
    b && {
      code: b.code,
      wallMs: b.wallMs,
      cpuMs: b.cpuMs,
      otherCpuMs: b.otherCpuMs,
      peakRss: b.peakRss,
      stages: b.stages,
    };
  writeFileSync(
    base + '.json',
    JSON.stringify(
      {
        startedAt,
        results: results.map((r) => ({
          ...r,
          ours: r.ours.map(strip),
          peer: r.peer.map(strip),
          faster: r.faster.map(strip),
          oursWarm: r.oursWarm.map(strip),
          oursEdit: r.oursEdit.map(strip),
          peerWarm: r.peerWarm.map(strip),
          peerEdit: r.peerEdit.map(strip),
        })),
        flat: flat && { ...flat, build: strip(flat.build) },
        kb: kb && { ...kb, build: strip(kb.build) },
        site: site && {
          ...site,
          ours: site.ours.map(strip),
          peer: site.peer.map(strip),
          faster: site.faster.map(strip),
        },
        locales: locales && {
          docs: locales.docs,
          errors: locales.errors,
          ours: { all: locales.ours.all.map(strip), one: locales.ours.one.map(strip) },
          peer: { all: locales.peer.all.map(strip), one: locales.peer.one.map(strip) },
          faster: { all: locales.faster.all.map(strip), one: locales.faster.one.map(strip) },
        },
      },
      null,
      1,
    ),
  );
  console.log('\n' + md);
  log(`written ${base}.md`);
  if (buildFailed) {
    console.error('A build failed (see above).');
    process.exit(1);
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  emptyTrash();
  // a crash of the bench itself is not a build failure; say so but keep CI's signal for builds only
  process.exit(buildFailed ? 1 : 0);
});
