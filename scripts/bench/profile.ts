// Where our build spends its time, and where the client's bytes go. Not part of `npm run bench`.
//
//   npm --prefix scripts/bench run profile -- cpu [--size 1000]      node --cpu-prof on a cold build
//   npm --prefix scripts/bench run profile -- summarize <dir>        summarise .cpuprofile files (per
//                                                                    thread; the CLI bundle's frames
//                                                                    named by their sources)
//   npm --prefix scripts/bench run profile -- bundle [--size 1000]   client build with source maps →
//                                                                    bytes per package in the entry chunk
//   npm --prefix scripts/bench run profile -- load [--dir build] [--runs 3] /path …
//                                                                    a page's load in Chromium, CPU 4×
//                                                                    slower: where the main thread goes
//   npm --prefix scripts/bench run profile -- lighthouse [--dir build] [--count 5] [--runs 3]
//                                                                    Lighthouse on the pages with the
//                                                                    largest DOM
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createColdClearer } from './lib/coldClear.js';
import { writeCorpus } from './lib/corpus.js';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(BENCH, '../..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: 'string' },
    top: { type: 'string' },
    dir: { type: 'string' },
    runs: { type: 'string' },
    count: { type: 'string' },
  },
});
const [cmd, arg] = positionals;
const size = Number(values.size ?? 1000);
const TOP = Number(values.top ?? 25);

interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: CpuNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function moduleOf(url: string): string {
  if (!url) return '(native/vm)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = u.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (u.startsWith('node:')) return u;
  if (u.startsWith(ROOT)) return u.slice(ROOT.length + 1).split('?')[0]!;
  return u;
}

/**
 * Where a frame's function is: its source file and line when it is in a bundle with a source map
 * beside it (the precompiled CLI, node_modules/.cache/docs-cli/: every frame of the build's own
 * code and its bundled packages is there, and would all be one `.cache` entry otherwise).
 */
const sourceMaps = new Map<string, SourceMap | undefined>();
function placeOf(frame: CpuNode['callFrame']): { mod: string; line: number } {
  const { url } = frame;
  if (url.includes('/docs-cli/')) {
    let map = sourceMaps.get(url);
    if (!sourceMaps.has(url)) {
      try {
        const file = fileURLToPath(url);
        map = existsSync(`${file}.map`)
          ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload)
          : undefined;
      } catch {
        map = undefined;
      }
      sourceMaps.set(url, map);
    }
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber ?? 0);
    if (entry && 'originalSource' in entry && entry.originalSource) {
      const source = entry.originalSource.replace(/^file:\/\//, '');
      const at = resolve(dirname(fileURLToPath(url)), source);
      return { mod: moduleOf(existsSync(at) ? at : source), line: entry.originalLine + 1 };
    }
  }
  return { mod: moduleOf(url), line: frame.lineNumber + 1 };
}

function summarize(dir: string): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  const byFn = new Map<string, number>();
  const byMod = new Map<string, number>();
  const threads: { file: string; total: number; idle: number; byFn: Map<string, number> }[] = [];
  let total = 0;
  for (const f of files) {
    const p = JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile;
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
    const thread = { file: f, total: 0, idle: 0, byFn: new Map<string, number>() };
    for (const [id, us] of self) {
      const n = nodes.get(id)!;
      const fn = n.callFrame.functionName || '(anonymous)';
      let key: string = fn;
      if (fn === '(idle)' || fn === '(program)' || fn === '(garbage collector)') {
        byMod.set(fn, (byMod.get(fn) ?? 0) + us);
        if (fn === '(idle)') thread.idle += us;
      } else {
        const { mod, line } = placeOf(n.callFrame);
        key = `${fn}  ${mod}:${line}`;
        byMod.set(mod, (byMod.get(mod) ?? 0) + us);
      }
      byFn.set(key, (byFn.get(key) ?? 0) + us);
      thread.byFn.set(key, (thread.byFn.get(key) ?? 0) + us);
      thread.total += us;
    }
    total += thread.total;
    threads.push(thread);
    console.log(`${f}: ${(thread.total / 1e6).toFixed(2)} s sampled`);
  }
  const print = (title: string, m: Map<string, number>, of = total, top = TOP) => {
    console.log(`\n${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(
        `${(us / 1e6).toFixed(2).padStart(8)} s ${((us / of) * 100).toFixed(1).padStart(5)}%  ${k}`,
      );
  };
  print(
    `Top self time by module/package (all threads, ${(total / 1e6).toFixed(1)} s sampled)`,
    byMod,
  );
  print('Top self time by function', byFn);
  // Each thread apart (the main thread's file is the first: Node numbers the threads in order).
  for (const t of threads)
    print(
      `Thread ${t.file}: ${(t.total / 1e6).toFixed(2)} s sampled, ${(t.idle / 1e6).toFixed(2)} s idle; top self time`,
      t.byFn,
      t.total,
      Math.min(TOP, 15),
    );
}

function cpu(): void {
  const corpusDir = join(BENCH, 'corpus', String(size));
  if (!existsSync(join(corpusDir, 'docs'))) writeCorpus(corpusDir, size);
  const outDir = join(BENCH, '.out', `profile-${size}`);
  const profDir = join(BENCH, 'profiles', `cpu-${size}`);
  // Cold, like the benchmark: the corpus's compile caches go too, moved aside as there (not
  // deleted right before the build: lib/coldClear.ts says why) and deleted after it.
  const clearer = createColdClearer(join(BENCH, '.out', 'trash'));
  clearer.empty();
  clearer.clear([outDir, profDir, join(corpusDir, '.cache')]);
  mkdirSync(profDir, { recursive: true });
  const t0 = performance.now();
  try {
    execFileSync(
      process.execPath,
      [
        '--cpu-prof',
        '--cpu-prof-dir',
        profDir,
        'scripts/run.mjs',
        'build',
        corpusDir,
        '--out-dir',
        outDir,
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CI: '1' } },
    );
  } finally {
    clearer.empty();
  }
  console.log(
    `profiled build took ${((performance.now() - t0) / 1000).toFixed(1)} s; profiles in ${profDir}`,
  );
  summarize(profDir);
}

async function bundle(): Promise<void> {
  // Same client build as plugins/buildSite.ts, with source maps, to attribute entry-chunk bytes.
  const corpusDir = join(BENCH, 'corpus', String(size));
  if (!existsSync(join(corpusDir, 'docs'))) writeCorpus(corpusDir, size);
  const outDir = join(BENCH, '.out', `bundle-${size}`);
  rmSync(outDir, { recursive: true, force: true });
  const { build } = (await import(
    join(ROOT, 'node_modules/vite/dist/node/index.js')
  )) as typeof import('vite');
  const { loadSite } = (await import(
    join(ROOT, 'plugins/loadSite.ts')
  )) as typeof import('../../plugins/loadSite.js');
  const { createDocCompiler } = (await import(
    join(ROOT, 'plugins/mdx/compileDoc.ts')
  )) as typeof import('../../plugins/mdx/compileDoc.js');
  const { createViteConfig } = (await import(
    join(ROOT, 'plugins/viteConfig.ts')
  )) as typeof import('../../plugins/viteConfig.js');
  const site = await loadSite({ siteDir: corpusDir, production: true });
  const config = createViteConfig({
    siteDir: corpusDir,
    target: 'client',
    outDir,
    site,
    baseUrl: '/',
    compiler: createDocCompiler(),
    onWarning: () => undefined,
  });
  await build({ ...config, build: { ...config.build, sourcemap: true } });
  const { SourceMapConsumer } = (await import(
    join(ROOT, 'node_modules/source-map-js/source-map.js')
  )) as typeof import('source-map-js');
  const assets = join(outDir, 'assets');
  const entry = readdirSync(assets).find((f) => /^entryClient-.*\.js$/.test(f))!;
  const code = readFileSync(join(assets, entry), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(assets, entry + '.map'), 'utf8')));
  // attribute each generated character range to its source (bytes until the next mapping)
  const lines = code.split('\n');
  const bySource = new Map<string, string[]>();
  let prev: { line: number; col: number; source: string } | undefined;
  const flush = (endLine: number, endCol: number) => {
    if (!prev) return;
    let text: string;
    if (endLine === prev.line) text = lines[prev.line - 1]!.slice(prev.col, endCol);
    else {
      text = lines[prev.line - 1]!.slice(prev.col);
      for (let l = prev.line + 1; l < endLine; l++) text += '\n' + lines[l - 1];
      text += '\n' + lines[endLine - 1]!.slice(0, endCol);
    }
    const arr = bySource.get(prev.source) ?? [];
    arr.push(text);
    bySource.set(prev.source, arr);
  };
  map.eachMapping((m) => {
    flush(m.generatedLine, m.generatedColumn);
    prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source ?? '(none)' };
  });
  flush(lines.length, lines[lines.length - 1]!.length);
  const byPkg = new Map<string, { raw: number; text: string[] }>();
  for (const [src, parts] of bySource) {
    const pkg = moduleOf(src.replace(/^(\.\.\/)+/, '/'));
    const e = byPkg.get(pkg) ?? { raw: 0, text: [] };
    for (const t of parts) e.raw += Buffer.byteLength(t);
    e.text.push(...parts);
    byPkg.set(pkg, e);
  }
  const total = Buffer.byteLength(code);
  console.log(
    `\n${entry}: ${(total / 1024).toFixed(1)} KB raw, ${(gzipSync(code).length / 1024).toFixed(1)} KB gzip`,
  );
  console.log(
    'bytes by package/source (raw; gzip of that package alone, an upper bound of its share):',
  );
  for (const [pkg, e] of [...byPkg].sort((a, b) => b[1].raw - a[1].raw).slice(0, TOP)) {
    console.log(
      `${(e.raw / 1024).toFixed(1).padStart(8)} KB ${((e.raw / total) * 100).toFixed(1).padStart(5)}%  gzip ${(gzipSync(e.text.join('')).length / 1024).toFixed(1).padStart(6)} KB  ${pkg}`,
    );
  }
  const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
  for (const f of css) {
    const c = readFileSync(join(assets, f));
    console.log(
      `${f}: ${(c.length / 1024).toFixed(1)} KB raw, ${(gzipSync(c).length / 1024).toFixed(1)} KB gzip`,
    );
  }
}

/** Profiles the load of pages of a built site (served with gzip); the median run by blocking time. */
async function load(paths: string[]): Promise<void> {
  const { launch } = await import('./lib/browser.js');
  const { serveStatic } = await import('./lib/staticServer.js');
  const { profileLoad, formatLoadProfile } = await import('./lib/loadProfile.js');
  const dir = resolve(ROOT, values.dir ?? 'build');
  const runs = Number(values.runs ?? 3);
  const server = await serveStatic(dir, 0, { gzip: true });
  const browser = await launch();
  try {
    for (const path of paths.length ? paths : ['/']) {
      const all: Awaited<ReturnType<typeof profileLoad>>[] = [];
      for (let i = 0; i < runs; i++) all.push(await profileLoad(browser, server.origin + path));
      all.sort((a, b) => a.hydrationMs - b.hydrationMs);
      const median = all[Math.floor(all.length / 2)]!;
      console.log(formatLoadProfile(median).join('\n'));
      const list = (f: (p: (typeof all)[number]) => number) =>
        all.map((p) => f(p).toFixed(0)).join(', ');
      console.log(
        `${runs} runs: hydration ${list((p) => p.hydrationMs)} ms; script ${list((p) => p.scriptMs)} ms; blocking ${list((p) => p.blockingMs)} ms\n`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Lighthouse (mobile) on the `--count` pages of a build with the largest DOM, `--runs` times. */
async function lighthouseHeavy(): Promise<void> {
  const { serveStatic } = await import('./lib/staticServer.js');
  const { heaviestPages, lighthousePages, formatPageLighthouse } =
    await import('./lib/heavyPages.js');
  const dir = resolve(ROOT, values.dir ?? 'build');
  const pages = heaviestPages(dir, Number(values.count ?? 5)).map((p) => ({ ...p, label: '' }));
  const server = await serveStatic(dir, 0, { gzip: true });
  try {
    const rows = await lighthousePages(server.origin, pages, Number(values.runs ?? 3), (m) =>
      console.error(m),
    );
    console.log(formatPageLighthouse(rows).join('\n'));
  } finally {
    await server.close();
  }
}

if (cmd === 'cpu') cpu();
else if (cmd === 'lighthouse') await lighthouseHeavy();
else if (cmd === 'load') await load(positionals.slice(1));
else if (cmd === 'summarize' && arg) summarize(resolve(arg));
else if (cmd === 'bundle') await bundle();
else {
  console.error(
    'usage: profile.ts cpu [--size N] | summarize <dir> | bundle [--size N] | load [--dir D] [--runs N] /path … | lighthouse [--dir D] [--count N] [--runs N]',
  );
  process.exit(1);
}
