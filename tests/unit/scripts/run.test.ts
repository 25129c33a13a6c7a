import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const runCli = (cache: string, ...args: string[]) =>
  execFileSync(process.execPath, [join(root, 'scripts/run.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DOCS_CLI_CACHE: cache },
    encoding: 'utf8',
  });
// Inside the repository, as the real cache is: the bundle imports the packages of its node_modules.
const caches = join(root, 'node_modules/.cache');
mkdirSync(caches, { recursive: true });
const made: string[] = [];
const newCache = () => {
  const dir = mkdtempSync(join(caches, 'docs-cli-test-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
/** A module for `--import`, loaded before run.mjs (its folder is removed after the tests). */
const writeProbe = (code: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-cli-probe-'));
  made.push(dir);
  const probe = join(dir, 'probe.mjs');
  writeFileSync(probe, code);
  return probe;
};
/** A site in the OS temp folder (removed after the tests): its config and its docs by file name. */
const tempSite = (name: string, config: string, docs: Record<string, string>) => {
  const site = mkdtempSync(join(tmpdir(), `docs-cli-${name}-`));
  made.push(site);
  mkdirSync(join(site, 'docs'));
  writeFileSync(join(site, 'site.config.ts'), config);
  for (const [file, text] of Object.entries(docs)) writeFileSync(join(site, 'docs', file), text);
  return site;
};
const bundles = (cache: string) => readdirSync(cache).filter((d) => d.startsWith('b-'));
/**
 * One cache with a bundle in it, for the tests of what runs from a bundle (not of bundling): each
 * bundling takes a quarter of a minute, more on a busy machine.
 */
let bundled: string | undefined;
const sharedCache = () => {
  if (bundled === undefined) {
    bundled = newCache();
    runCli(bundled, '--help');
  }
  return bundled;
};

// Each test bundles the CLI into a fresh cache at least once: on a busy 2-core machine the first
// test took longer than the default minute (65 s, load 11).
describe('the precompiled command line (scripts/run.mjs)', { timeout: 180_000 }, () => {
  it('bundles the CLI and the compile tasks once, and reuses the bundle while no source changed', () => {
    const cache = newCache();
    expect(runCli(cache, '--help')).toContain('Usage: docusaurus-vite');
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as {
      dir: string;
      files: string[];
      hash: string;
    };
    // Every module of ours the bundle holds is listed, so that a change to any of them is seen.
    expect(stamp.files).toEqual(
      expect.arrayContaining([
        'scripts/cli.ts',
        'plugins/buildSite.ts',
        'plugins/workerTasks.ts',
        'plugins/mdx/compileDoc.ts',
        'src/shared/routeBuckets.ts',
      ]),
    );
    expect(stamp.files.some((f) => f.includes('node_modules'))).toBe(false);
    expect(existsSync(join(cache, stamp.dir, 'workerTasks.cjs'))).toBe(true);
    // The search index's thread (plugins/search/searchIndexThread.ts) loads one module of its own,
    // which imports nothing but Node's modules.
    expect(stamp.files).toContain('plugins/search/searchIndexTask.ts');
    const searchTask = readFileSync(join(cache, stamp.dir, 'searchIndexTask.mjs'), 'utf8');
    expect(
      [...searchTask.matchAll(/^import\b[^\n]*from "([^"]+)";?$/gm)]
        .map((m) => m[1]!)
        .filter((id) => !id.startsWith('node:')),
    ).toEqual([]);
    // The compile threads' bundle holds the compiler's packages (one module to load, not hundreds),
    // so the packages' versions and the way of bundling are part of what it was made from.
    expect(stamp.files).toEqual(
      expect.arrayContaining(['package-lock.json', 'scripts/cliBundle.mjs']),
    );
    // CommonJS chunks, as the CLI's (run with a code cache: plugins/workerPool.worker.mjs).
    const workerCode = readdirSync(join(cache, stamp.dir))
      .filter((f) => f.startsWith('worker') && f.endsWith('.cjs'))
      .map((f) => readFileSync(join(cache, stamp.dir, f), 'utf8'))
      .join('\n');
    const imported = [
      ...workerCode.matchAll(/\brequire\("([^".][^"]*)"\)/g),
      ...workerCode.matchAll(/\b__cliImport\("([^".][^"]*)"\)/g),
    ].map((m) => m[1]);
    expect(imported).toContain('node:fs');
    expect(imported).toContain('@shikijs/langs/typescript');
    // Rolldown (its minifier, a native binding) stays a package, required where it is first used
    // (plugins/rolldownLazy.ts).
    expect(workerCode).toMatch(/\brequire(\$\d+)?\("rolldown\/utils"\)/);
    // (`rolldown/filter`, the plugins' hook filters, is plain JavaScript: no binding.)
    expect(
      imported.filter(
        (id) => id === 'rolldown' || (id!.startsWith('rolldown/') && id !== 'rolldown/filter'),
      ),
    ).toEqual([]);
    expect(imported.filter((id) => /^(micromark|unified|mdast-|hast-|shiki)/.test(id!))).toEqual(
      [],
    );
    // The CLI's own chunks hold the packages the compile threads' bundle holds (zod, the
    // compiler's) instead of importing them module by module; the others stay imports.
    const cliCode = readdirSync(join(cache, stamp.dir))
      .filter((f) => !f.startsWith('worker') && f.endsWith('.cjs'))
      .map((f) => readFileSync(join(cache, stamp.dir, f), 'utf8'))
      .join('\n');
    // CommonJS chunks: their imports are requires, and `import()` calls scripts/cliLoader.mjs's.
    const cliImported = [
      ...cliCode.matchAll(/\brequire\("([^".][^"]*)"\)/g),
      ...cliCode.matchAll(/\b__cliImport\("([^".][^"]*)"\)/g),
    ].map((m) => m[1]!);
    expect(cliImported).toContain('vite');
    // jiti, CommonJS, is required where it is used (plugins/config/loadSiteModule.ts), not bundled.
    expect(cliCode).toMatch(/\bcreateRequire\)?\([^;]*\)\("jiti"\)/);
    expect(cliCode).not.toMatch(/\bfunction createJiti\b/);
    expect(
      cliImported.filter((id) => /^(zod|micromark|unified|mdast-|hast-|yaml)/.test(id)),
    ).toEqual([]);
    runCli(cache, '--help');
    expect(bundles(cache)).toEqual([stamp.dir]);
    // A source that no longer matches its recorded hash: bundled again, into a new folder.
    writeFileSync(join(cache, 'stamp.json'), JSON.stringify({ ...stamp, hash: 'stale' }));
    runCli(cache, '--help');
    const next = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as {
      dir: string;
      hash: string;
    };
    expect(next.dir).not.toBe(stamp.dir);
    expect(next.hash).toBe(stamp.hash);
    expect(bundles(cache).sort()).toEqual([stamp.dir, next.dir].sort());
  });

  it('keeps finding the files a module reads next to its source', () => {
    const cache = sharedCache();
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    const code = readdirSync(join(cache, stamp.dir))
      .filter((f) => f.endsWith('.cjs'))
      .map((f) => readFileSync(join(cache, stamp.dir, f), 'utf8'))
      .join('\n');
    // `import.meta.url` of a bundled module of ours is its source file's URL, relative to the
    // bundle (the chunk's own URL: `import.meta.url` in an ES module, from `__filename` in CommonJS).
    expect(code).toMatch(
      /new URL\("[^"]*plugins\/workerPool\.ts", require\("url"\)\.pathToFileURL\(__filename\)\.href\)\.href/,
    );
  });

  it('runs the chunks with the code cache V8 made in the previous run of the command', () => {
    // A probe loaded before run.mjs lists what scripts/cliLoader.mjs reports of each chunk.
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-code-'));
    made.push(dir);
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `import { subscribe } from 'node:diagnostics_channel';
const seen = [];
subscribe('docusaurus-vite:cli-chunk', ({ cache }) => seen.push(cache));
process.on('exit', () => process.stderr.write('chunks: ' + seen.join(' ') + '\\n'));
`,
    );
    const cache = newCache();
    const chunks = () => {
      const result = spawnSync(
        process.execPath,
        ['--import', pathToFileURL(probe).href, join(root, 'scripts/run.mjs'), '--help'],
        { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: cache }, encoding: 'utf8' },
      );
      expect(result.stdout).toContain('Usage: docusaurus-vite');
      return /chunks: (.*)/.exec(result.stderr)?.[1]?.split(' ') ?? [];
    };
    const first = chunks();
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first)).toEqual(new Set(['none']));
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    const codeDirs = readdirSync(join(cache, stamp.dir)).filter((f) => f.startsWith('v8-'));
    expect(codeDirs).toHaveLength(1);
    expect(readdirSync(join(cache, stamp.dir, codeDirs[0]!))).toContain('cli.cjs.bin');
    expect(chunks()).toEqual(first.map(() => 'used'));
  });

  it('gives each checkout its own default cache, even when they share one node_modules', async () => {
    const { defaultCacheDir } = (await import(join(root, 'scripts/cliBundle.mjs'))) as {
      defaultCacheDir: (root?: string) => string;
    };
    const here = defaultCacheDir();
    expect(here.startsWith(join(root, 'node_modules/.cache/docs-cli/'))).toBe(true);
    expect(defaultCacheDir(root)).toBe(here);
    expect(defaultCacheDir(join(root, 'other-checkout'))).not.toBe(here);
  });

  it('relates the bundle to the sources from where it really is, when reached through a symlink', () => {
    const cache = newCache();
    const link = join(mkdtempSync(join(tmpdir(), 'docs-cli-link-')), 'cache');
    symlinkSync(cache, link);
    made.push(dirname(link));
    runCli(link, '--help');
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    const dir = join(cache, stamp.dir);
    const file = readdirSync(dir).find(
      (f) =>
        f.endsWith('.cjs') && readFileSync(join(dir, f), 'utf8').includes('plugins/workerPool.ts'),
    )!;
    const rel = /new URL\("([^"]*plugins\/workerPool\.ts)", require\("url"\)/.exec(
      readFileSync(join(dir, file), 'utf8'),
    )![1]!;
    // At run time `__filename` is the bundle file's real path.
    const target = new URL(rel, pathToFileURL(join(realpathSync(dir), file))).href;
    expect(target).toBe(pathToFileURL(join(root, 'plugins/workerPool.ts')).href);
  });

  it('prints an unexpected error with frames in our sources, the bundle’s source maps read only then', () => {
    const cache = sharedCache();
    // An error no command expects: `serve` run in a folder deleted under it, where Node cannot
    // tell the current folder (every error the commands foresee is a message without a stack).
    const gone = mkdtempSync(join(tmpdir(), 'docs-cli-gone-'));
    made.push(gone);
    const result = spawnSync(
      '/bin/sh',
      [
        '-c',
        'cd "$1" && rmdir "$1" && exec "$2" "$3" serve',
        'sh',
        gone,
        process.execPath,
        join(root, 'scripts/run.mjs'),
      ],
      { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: cache }, encoding: 'utf8' },
    );
    const stderr = result.stderr;
    expect(result.status).toBe(1);
    expect(stderr).toContain('uv_cwd');
    // The frame of the function that called into Node, at its line in scripts/cli.ts (not a
    // bundle chunk's).
    const frame = /\n {4}at serve \((.+):(\d+):(\d+)\)/.exec(stderr);
    expect(frame?.[1]).toBe(join(root, 'scripts/cli.ts'));
    const line = readFileSync(join(root, 'scripts/cli.ts'), 'utf8').split('\n')[
      Number(frame![2]) - 1
    ];
    expect(line).toContain('siteDirOf(');
    expect(stderr).not.toMatch(/docs-cli-test-[^\n]*\.[cm]js/);
  });

  it('bundles every chunk as ASCII, without the packages’ JSDoc comments', () => {
    // A chunk with one other character is a two-byte string in V8: twice the bytes to decode and
    // scan at every start.
    const cache = sharedCache();
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    const dir = join(cache, stamp.dir);
    const chunks = readdirSync(dir).filter((f) => /\.(cjs|mjs)$/.test(f));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      const bytes = readFileSync(join(dir, chunk));
      expect({ chunk, nonAscii: bytes.findIndex((b) => b > 0x7f) }).toEqual({
        chunk,
        nonAscii: -1,
      });
    }
    // unified's `@returns` lines, as an example of a package's JSDoc.
    const compiler = chunks.find((f) => readFileSync(join(dir, f), 'utf8').includes('unified'));
    expect(compiler).toBeDefined();
    expect(readFileSync(join(dir, compiler!), 'utf8')).not.toMatch(/^\s*\*\s+@returns\b/m);
  });

  it('reads no source map in a build that throws nothing, its TypeScript config transpiled', () => {
    // Babel's templates (jiti transpiles the config with them) read a new error's stack at each
    // use; mapped through the chunks' source maps, that read and parsed four to six maps at every cold
    // start. A probe counts the `.map` files the process reads.
    const site = tempSite(
      'maps',
      `const title: string = 'Tide Tables';\nexport default { title, url: 'https://tides.example', baseUrl: '/' };\n`,
      { 'intro.md': '# Intro\n\nLow water at noon.\n' },
    );
    const probe = writeProbe(
      `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const read = fs.readFileSync;
const maps = [];
fs.readFileSync = function (path, ...rest) {
  if (String(path).endsWith('.map')) maps.push(String(path));
  return read.call(this, path, ...rest);
};
syncBuiltinESMExports();
process.on('exit', () => process.stderr.write('maps read: ' + maps.length + '\\n'));
`,
    );
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        pathToFileURL(probe).href,
        join(root, 'scripts/run.mjs'),
        'build',
        site,
        '--out-dir',
        join(site, 'out'),
      ],
      { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: sharedCache() }, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(site, 'out/intro/index.html'), 'utf8')).toContain('Low water at noon');
    expect(/maps read: (\d+)/.exec(result.stderr)?.[1]).toBe('0');
  });

  it('runs the compile threads’ chunks with a code cache of their own, made in an earlier build', () => {
    // A site large enough for a compile pool (400 docs a thread). A probe, which Node also loads
    // in each worker thread, logs what scripts/cliLoader.mjs reports of each chunk a thread runs.
    const site = tempSite(
      'pool',
      `export default { title: 'Tides', url: 'https://tides.example', baseUrl: '/' };\n`,
      Object.fromEntries(
        Array.from({ length: 420 }, (_, i) => [
          `tide-${i}.md`,
          `# Tide ${i}\n\nHigh water at ${i % 24}:00.\n`,
        ]),
      ),
    );
    const log = join(site, 'chunks.log');
    const probe = writeProbe(
      `import { appendFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';
import { isMainThread } from 'node:worker_threads';
import { basename } from 'node:path';
if (!isMainThread)
  subscribe('docusaurus-vite:cli-chunk', ({ file, cache }) =>
    appendFileSync(${JSON.stringify(log)}, basename(file) + ' ' + cache + '\\n'));
`,
    );
    const cache = newCache();
    const build = () => {
      rmSync(join(site, '.cache'), { recursive: true, force: true });
      rmSync(log, { force: true });
      const result = spawnSync(
        process.execPath,
        ['--import', pathToFileURL(probe).href, join(root, 'scripts/run.mjs'), 'build', site],
        { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: cache }, encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('workerTasks.cjs '));
    };
    const first = build();
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first)).toEqual(new Set(['workerTasks.cjs none']));
    const stamp = JSON.parse(readFileSync(join(cache, 'stamp.json'), 'utf8')) as { dir: string };
    const dir = join(cache, stamp.dir);
    const cached = readdirSync(dir)
      .filter((f) => f.startsWith('v8-'))
      .flatMap((f) => readdirSync(join(dir, f)));
    expect(cached).toContain('workerTasks.cjs.bin');
    const second = build();
    expect(second).toEqual(first.map(() => 'workerTasks.cjs used'));
    expect(readFileSync(join(site, 'build/tide-7/index.html'), 'utf8')).toContain(
      'High water at 7:00',
    );
  });

  it('lets V8 optimize a function only after twice its default budget of bytecode run', () => {
    // A probe loaded before run.mjs counts the calls a fresh function takes until V8 marks it for
    // TurboFan: once at its load (V8's defaults), once as the command ends (the CLI's settings).
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-v8-'));
    made.push(dir);
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `const callsUntilOptimized = () => new Function(\`
  function work(x) { let s = 0; for (let i = 0; i < 20; i++) s += (x * i) % 7; return s; }
  for (let n = 1; n <= 1e6; n++) {
    work(n);
    if (%GetOptimizationStatus(work) & (16 | 256 | 512 | 1024)) return n;
  }
  return -1;\`)();
const before = callsUntilOptimized();
process.on('exit', () => process.stderr.write('calls until optimized: ' + before + ' ' + callsUntilOptimized() + '\\n'));
`,
    );
    const cache = sharedCache();
    const result = spawnSync(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--import',
        pathToFileURL(probe).href,
        join(root, 'scripts/run.mjs'),
        '--help',
      ],
      { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: cache }, encoding: 'utf8' },
    );
    expect(result.stdout).toContain('Usage: docusaurus-vite');
    const [, before, after] = /calls until optimized: (-?\d+) (-?\d+)/.exec(result.stderr) ?? [];
    expect(Number(before)).toBeGreaterThan(0);
    // Node 20's V8 (11.x), which the setting was measured on; another V8 keeps its defaults.
    const factor = process.versions.v8.startsWith('11.') ? 2 : 1;
    expect(Number(after) / Number(before)).toBeCloseTo(factor, 1);
  });

  it('has TurboFan inline no calls, but in the dev server', () => {
    // A probe loaded before run.mjs has TurboFan optimize a function that calls a small one, with
    // V8 tracing its inlining: once at its load (V8's defaults), once as the command ends.
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-v8-'));
    made.push(dir);
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `import { setFlagsFromString } from 'node:v8';
const inlines = () => new Function(\`
  function callee(x) { return x * 2 + 1; }
  function caller(x) { return callee(x) + callee(x + 1); }
  %PrepareFunctionForOptimization(caller);
  for (let i = 0; i < 200; i++) caller(i);
  %OptimizeFunctionOnNextCall(caller);
  return caller(3);\`)();
setFlagsFromString('--trace-turbo-inlining');
process.stdout.write('<load>');
inlines();
process.on('exit', () => {
  process.stdout.write('<exit>');
  inlines();
});
`,
    );
    const cache = sharedCache();
    const traced = (...args: string[]) => {
      const result = spawnSync(
        process.execPath,
        [
          '--allow-natives-syntax',
          '--import',
          pathToFileURL(probe).href,
          join(root, 'scripts/run.mjs'),
          ...args,
        ],
        { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: cache }, encoding: 'utf8' },
      );
      expect(result.stdout).toContain('Usage: docusaurus-vite');
      const [, atLoad = '', atExit = ''] =
        /<load>([\s\S]*)<exit>([\s\S]*)/.exec(result.stdout) ?? [];
      return { atLoad: atLoad.includes('Inlining'), atExit: atExit.includes('Inlining') };
    };
    // Node 20's V8 (11.x), which the setting was measured on; another V8 keeps its defaults.
    const v11 = process.versions.v8.startsWith('11.');
    expect(traced('build', '--help')).toEqual({ atLoad: true, atExit: !v11 });
    expect(traced('--help')).toEqual({ atLoad: true, atExit: !v11 });
    expect(traced('start', '--help')).toEqual({ atLoad: true, atExit: true });
  });

  it('has a young generation grow at once to its largest size', () => {
    // A probe loaded before run.mjs starts a thread as the command ends (an isolate made after
    // run.mjs set its flags), which keeps every object it makes and lists the sizes its young
    // generation takes (KB): by V8's default each growth doubles it, under the CLI's one growth
    // reaches the largest (the main thread's grows the same way; its first size is set earlier).
    const probe = writeProbe(
      `import { Worker } from 'node:worker_threads';
const growth = () => {
  const shared = new Int32Array(new SharedArrayBuffer(4 * 16));
  new Worker(\`
    const { workerData } = require('node:worker_threads');
    const { getHeapSpaceStatistics } = require('node:v8');
    const size = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    const sizes = [size()];
    const kept = [];
    for (let i = 0; i < 3e6 && sizes.length < 15; i++) {
      kept.push({ i });
      if (size() !== sizes[sizes.length - 1]) sizes.push(size());
    }
    sizes.forEach((s, i) => (workerData[i + 1] = s >> 10));
    Atomics.store(workerData, 0, sizes.length);
    Atomics.notify(workerData, 0);
  \`, { eval: true, workerData: shared });
  Atomics.wait(shared, 0, 0, 60000);
  return [...shared.slice(1, 1 + shared[0])];
};
process.on('exit', () => process.stderr.write('young generation: ' + growth().join(' ') + '\\n'));
`,
    );
    const sizes = (script: string[]) => {
      const result = spawnSync(
        process.execPath,
        ['--import', pathToFileURL(probe).href, ...script],
        { cwd: root, env: { ...process.env, DOCS_CLI_CACHE: sharedCache() }, encoding: 'utf8' },
      );
      return (/young generation: ([\d ]+)/.exec(result.stderr)?.[1] ?? '').split(' ').map(Number);
    };
    // Without the CLI: doubling, from its first size to its largest.
    const byDefault = sizes(['-e', '0']);
    expect(byDefault.length).toBeGreaterThan(2);
    expect(byDefault.slice(1).every((s, i) => s === 2 * byDefault[i]!)).toBe(true);
    const largest = byDefault.at(-1)!;
    // Node 20's V8 (11.x), which the setting was measured on; another V8 keeps its defaults.
    const cli = sizes([join(root, 'scripts/run.mjs'), '--help']);
    expect(cli).toEqual(
      process.versions.v8.startsWith('11.') ? [byDefault[0], largest] : byDefault,
    );
  });

  it('keeps Rolldown’s allocator off transparent huge pages, unless the caller says otherwise', () => {
    // A probe loaded before run.mjs lists, as the process ends, the mappings the kernel was asked
    // to back with huge pages (`hg` in /proc/self/smaps). A fresh cache makes run.mjs bundle the
    // CLI with Rolldown, whose mimalloc arena is such a mapping unless MIMALLOC_ALLOW_THP=0.
    if (!existsSync('/proc/self/smaps')) return;
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-thp-'));
    made.push(dir);
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `import { readFileSync } from 'node:fs';
process.on('exit', () => {
  const hg = readFileSync('/proc/self/smaps', 'utf8').split('\\n').filter((l) => /^VmFlags:.* hg\\b/.test(l));
  process.stderr.write('huge page mappings: ' + hg.length + '\\n');
});
`,
    );
    const hugePageMappings = (env: NodeJS.ProcessEnv) => {
      const result = spawnSync(
        process.execPath,
        ['--import', pathToFileURL(probe).href, join(root, 'scripts/run.mjs'), '--help'],
        { cwd: root, env: { ...env, DOCS_CLI_CACHE: newCache() }, encoding: 'utf8' },
      );
      expect(result.stdout).toContain('Usage: docusaurus-vite');
      return Number(/huge page mappings: (\d+)/.exec(result.stderr)?.[1]);
    };
    const env = { ...process.env };
    delete env.MIMALLOC_ALLOW_THP;
    expect(hugePageMappings(env)).toBe(0);
    // The caller's own setting is kept (and shows the probe sees the arena when it is marked).
    expect(hugePageMappings({ ...env, MIMALLOC_ALLOW_THP: '1' })).toBeGreaterThan(0);
  });
});
