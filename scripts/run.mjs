#!/usr/bin/env node
// Runs the command line (scripts/cli.ts) from precompiled JavaScript. Loading the TypeScript
// through tsx cost every process and every worker thread a loader thread of its own, through which
// each import passed: about 2.5 s of CPU and 0.4 s before the first compile in a 1,000-doc build
// (scripts/bench/README.md). Here rolldown bundles the CLI and the compile workers' tasks once, into
// node_modules/.cache/docs-cli/, and later runs reuse that bundle for as long as every source file
// it was made from is unchanged (compared by content hash). Packages stay external: they are
// loaded from node_modules as usual.
import { createHash, randomUUID } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// DOCS_CLI_CACHE moves it (the tests use their own).
const CACHE = process.env.DOCS_CLI_CACHE
  ? resolve(process.env.DOCS_CLI_CACHE)
  : join(ROOT, 'node_modules', '.cache', 'docs-cli');
const STAMP = join(CACHE, 'stamp.json');
/** The bundle's entries: the CLI, and the module the compile pool's threads load. */
const ENTRIES = { cli: 'scripts/cli.ts', workerTasks: 'plugins/workerTasks.ts' };
/** Bundles older than this that are not the current one are removed (another run may still use one). */
const KEEP_OLD_MS = 60 * 60 * 1000;

const hashFiles = (files) => {
  const hash = createHash('sha256').update(process.version).update('\0');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
};

/** The current bundle's folder, if every file it was made from is as it was. */
function currentBundle() {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    if (hashFiles(stamp.files) !== stamp.hash) return undefined;
    statSync(join(CACHE, stamp.dir, 'cli.mjs'));
    return join(CACHE, stamp.dir);
  } catch {
    return undefined;
  }
}

async function bundle() {
  const { build } = await import('rolldown');
  const dir = `b-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const outDir = join(CACHE, dir);
  const ours = (id) => isAbsolute(id) && !id.includes('/node_modules/') && id.startsWith(ROOT);
  const result = await build({
    input: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, join(ROOT, file)]),
    ),
    platform: 'node',
    // Packages and Node's modules are imported at run time, from the repository's node_modules.
    external: (id) => !id.startsWith('.') && !isAbsolute(id),
    logLevel: 'silent',
    plugins: [
      {
        // A module that finds files next to itself (`new URL('./x', import.meta.url)`) must still
        // find them from the bundle: its `import.meta.url` becomes its source file's URL, written
        // relative to the bundle's folder so that the cache can move with the repository.
        name: 'source-import-meta-url',
        transform(code, id) {
          if (!ours(id) || !code.includes('import.meta.url')) return null;
          const rel = relative(outDir, id).split('\\').join('/');
          return {
            code: code.replaceAll(
              'import.meta.url',
              `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
            ),
            map: null,
          };
        },
      },
    ],
    output: {
      dir: outDir,
      format: 'esm',
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
      sourcemap: true,
    },
  });
  const files = [
    ...new Set(
      result.output
        .flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []))
        .filter((id) => ours(id))
        .map((id) => relative(ROOT, id).split('\\').join('/')),
    ),
  ].sort();
  const tmp = `${STAMP}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ dir, files, hash: hashFiles(files) }));
  renameSync(tmp, STAMP);
  for (const old of readdirSync(CACHE)) {
    const path = join(CACHE, old);
    if (old.startsWith('b-') && old !== dir && Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS)
      rmSync(path, { recursive: true, force: true });
  }
  return outDir;
}

mkdirSync(CACHE, { recursive: true });
const bundleDir = currentBundle() ?? (await bundle());
process.setSourceMapsEnabled(true);
// plugins/workerPool.ts starts its threads on the bundled tasks instead of the TypeScript source.
process.env.DOCS_WORKER_TASKS = pathToFileURL(join(bundleDir, 'workerTasks.mjs')).href;
await import(pathToFileURL(join(bundleDir, 'cli.mjs')).href);
