// Runs the command line's bundle (scripts/cliBundle.mjs: CommonJS chunks) with V8's code cache.
// Node 20 compiled the 3.6 MB of ES module chunks an edit rebuild loads from their source on
// every run (`compileSourceTextModule`, about 0.1 s of the main thread's 1.1 s on the 1,000-doc
// corpus, issue 37): it has neither `module.enableCompileCache` nor a code cache for ES modules.
// A script (`vm.Script`) takes the code V8 made for it in an earlier run (`cachedData`), with the
// functions that run compiled (the cache is made as the process ends, after they ran).
import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';
import { DYNAMIC_IMPORT } from './cliBundle.mjs';

/**
 * Each chunk the loader runs: its path, and whether V8 took its code cache (`used`), had none
 * (`none`) or rejected it (`rejected`). What the tests watch, in place of the module loader's hooks.
 */
const chunkLoads = channel('docusaurus-vite:cli-chunk');

// A chunk runs as Node runs a CommonJS module: in a function of these arguments. The head is on
// the chunk's first line (its columns there are shifted back: `columnOffset`), the tail on a line
// of its own, so that positions in the chunk are the ones its source map has.
const HEAD = `(function (exports, require, module, __filename, __dirname, ${DYNAMIC_IMPORT}) {`;
const TAIL = '\n})';

/**
 * The folder of the code cache for `bundleDir`: one per Node (V8) version, V8 flags the CLI set
 * (`flags`, as `--no-turbo-inlining` changes the code V8 accepts from a cache) and command (the
 * functions a `build` compiles are not those of `--help`). V8 also checks the cache against its
 * version, flags and the source, and rejects one that does not match (`cachedDataRejected`).
 */
export function codeCacheDir(bundleDir, { flags = '', command = '' } = {}) {
  const key = createHash('sha256')
    .update([process.version, process.versions.v8, process.arch, flags, command].join('\0'))
    .digest('hex')
    .slice(0, 12);
  return join(bundleDir, `v8-${key}`);
}

/**
 * Runs `entry` (a chunk of `bundleDir`) and the chunks it requires, each compiled with the code
 * cache in `cacheDir` when V8 accepts it. Chunks that had none, or whose cache V8 rejected, have
 * theirs written as the process exits, each file whole or not at all; a cache that cannot be
 * written (a read-only package) is left out, and the next run compiles from source again.
 * Packages and Node's modules are required as Node requires them from the chunk's folder.
 */
export function runCachedBundle(folder, entry, cacheDir) {
  const { exports, saveCodeCache } = loadCachedBundle(folder, entry, cacheDir);
  process.once('exit', saveCodeCache);
  return exports;
}

/**
 * runCachedBundle's work, where the caller says when the code cache is written
 * (`saveCodeCache`: after the functions that matter ran; a second call writes nothing). A compile
 * thread (plugins/workerPool.worker.mjs) is ended by its process, so its `exit` event never runs.
 */
export function loadCachedBundle(folder, entry, cacheDir) {
  // Its real path, as Node's module loader has a module's: packages are found from there.
  const bundleDir = realpathSync(folder);
  const modules = new Map();
  const stale = [];
  const load = (file) => {
    const known = modules.get(file);
    if (known) return known.exports;
    const module = { id: file, filename: file, exports: {}, loaded: false };
    modules.set(file, module);
    const source = readFileSync(file, 'utf8');
    const cacheFile = join(cacheDir, `${basename(file)}.bin`);
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(HEAD + source + TAIL, {
      filename: file,
      columnOffset: -HEAD.length,
      cachedData,
    });
    const cache =
      cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
    if (cache !== 'used') stale.push({ script, cacheFile });
    if (chunkLoads.hasSubscribers) chunkLoads.publish({ file, cache });
    const outer = createRequire(file);
    const require = (id) =>
      id.startsWith('./') && id.endsWith('.cjs') ? load(join(bundleDir, id)) : outer(id);
    require.resolve = outer.resolve;
    require.cache = outer.cache;
    script
      .runInThisContext()
      .call(module.exports, module.exports, require, module, file, dirname(file), importer(file));
    module.loaded = true;
    return module.exports;
  };
  const exports = load(join(bundleDir, entry));
  return { exports, saveCodeCache: () => writeCodeCache(stale.splice(0), cacheDir) };
}

/**
 * `import()` for a chunk (scripts/cliBundle.mjs has its `import(…)` call this): a relative
 * specifier from the chunk's folder, a package from here, which finds the same node_modules as
 * the bundle's folder (both are in the package: its dist/cli/, or its node_modules/.cache/).
 */
const importer = (file) => (specifier, options) =>
  import(
    typeof specifier === 'string' && /^\.\.?\//.test(specifier)
      ? new URL(specifier, pathToFileURL(file)).href
      : specifier,
    options
  );

/** Writes the scripts' code caches (as the process ends, with the functions that ran compiled). */
function writeCodeCache(scripts, cacheDir) {
  if (scripts.length === 0) return;
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    return;
  }
  for (const { script, cacheFile } of scripts) {
    // The compile threads of one process may write the same file at once: each its own.
    const tmp = `${cacheFile}.${process.pid}-${threadId}.tmp`;
    try {
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      try {
        rmSync(tmp, { force: true });
      } catch {
        // Nothing was written.
      }
    }
  }
}
