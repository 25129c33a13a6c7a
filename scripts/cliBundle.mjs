// Bundles the command line (scripts/cli.ts) and the compile workers' tasks into plain JavaScript
// with rolldown, and finds a bundle that is still current. Two places hold one: the prebuilt
// bundle a packed package ships (dist/cli/, written by scripts/prepack.mjs, so an installed package
// runs without bundling anything), and the cache a clone fills on its first run after a change
// (node_modules/.cache/docs-cli/<checkout key>/). A bundle is current while every source file it
// was made from is unchanged (compared by content hash). The CLI's packages stay external: they
// load from node_modules. The compile threads' module takes most of its packages in
// (`WORKER_EXTERNAL` says which not): see `bundleWorkerTasks`.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKOUT_FILE, pruneBundles, pruneCheckouts } from './cliCache.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The bundle's entries: the CLI, the module the compile pool's threads load, and the one a
 * rebuild's search index thread loads (plugins/search/searchIndexThread.ts).
 */
const ENTRIES = {
  cli: 'scripts/cli.ts',
  workerTasks: 'plugins/workerTasks.ts',
  searchIndexTask: 'plugins/search/searchIndexTask.ts',
};

/**
 * Packages the compile threads' bundle still imports from node_modules: native bindings
 * (rolldown's minifier), loaders of a site's code (jiti, tsx, vite, esbuild, TypeScript), CommonJS
 * packages that read files beside their own (`@docusaurus/*`' translations through fs-extra), and
 * Shiki's grammars and themes, which it imports one by one when a page first uses them (bundled,
 * they were 300 files and most of the bundling time).
 */
const WORKER_EXTERNAL =
  /^(rolldown|jiti|tsx|vite|esbuild|typescript|fs-extra|graceful-fs|@docusaurus\/[^/]+|@shikijs\/langs|@shikijs\/themes)(\/|$)/;
/** Where `npm pack` puts the prebuilt bundle (scripts/prepack.mjs); `files` in package.json ships it. */
export const PREBUILT = join(ROOT, 'dist', 'cli');

/**
 * The cache folder a checkout uses by default: one per checkout path under its
 * node_modules/.cache/docs-cli/, because the bundle finds the site shell's files (src/) through
 * paths relative to its own folder — two checkouts sharing one node_modules (a symlink) must not
 * run each other's bundle.
 */
export function defaultCacheDir(root = ROOT) {
  const key = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 12);
  return join(root, 'node_modules', '.cache', 'docs-cli', key);
}

/** The hash of the files' contents, salted (the cache's bundles are per Node version). */
export const hashFiles = (files, salt) => {
  const hash = createHash('sha256').update(salt).update('\0');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
};

/**
 * How long a file must have been left alone before its stat can stand for its content (file
 * times come from a coarse clock), as plugins/output/fileHashes.ts has it for a build's inputs.
 */
const SETTLED_MS = 2000;

/** A file's stat as the stamp records it, if it was left alone long enough to stand for it. */
function settledStat(file, now = Date.now()) {
  const s = statSync(join(ROOT, file));
  if (Math.max(s.mtimeMs, s.ctimeMs) >= now - SETTLED_MS) return undefined;
  return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
}

/**
 * Each file's settled stat, taken before its content is hashed (a write after the stat changes
 * it): `{ hash, files }` vouches for `hash` while every file's stat is the one recorded; undefined
 * when a file changed in the last seconds.
 */
function statsFor(files, hash) {
  const stats = {};
  for (const file of files) {
    const stat = settledStat(file);
    if (stat === undefined) return undefined;
    stats[file] = stat;
  }
  return { hash, files: stats };
}

/**
 * The folder of the bundle `stampFile` describes, if every file it was made from is as it was.
 * Every CLI run asks, before it loads anything: hashing the few hundred source files was part of
 * each rebuild's start-up (issue 37), so a file whose stat is the one the stamp recorded with the
 * same hash is not read; when one is not, the files are hashed, and the stats recorded again
 * when the hash is the same.
 */
export function currentBundle(stampFile) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    const dir = join(dirname(stampFile), stamp.dir);
    statSync(join(dir, 'cli.cjs'));
    const vouched =
      stamp.stats?.hash === stamp.hash &&
      stamp.files.every((file) => {
        const recorded = stamp.stats.files[file];
        return recorded !== undefined && recorded === statOf(file);
      });
    if (vouched) return dir;
    const stats = statsFor(stamp.files, stamp.hash);
    if (hashFiles(stamp.files, stamp.salt ?? '') !== stamp.hash) return undefined;
    if (stats) writeStamp(stampFile, { ...stamp, stats });
    return dir;
  } catch {
    return undefined;
  }
}

function statOf(file) {
  try {
    const s = statSync(join(ROOT, file));
    return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all (another run may be reading it). */
function writeStamp(stampFile, stamp) {
  const tmp = `${stampFile}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(stamp));
    renameSync(tmp, stampFile);
  } catch {
    // A read-only package folder: the stamp stays as it was, and the next run hashes again.
    rmSync(tmp, { force: true });
  }
}

/**
 * Bundles the entries into `outDir` and writes `stampFile` naming it (`dir`, relative to the
 * stamp's folder), the source files it was made from and their hash with `salt`. `alsoFiles`
 * (from the package's folder) join them: a clone's package-lock.json, since the compile threads'
 * bundle holds packages' code (a packed package ships its bundle with the versions it pins).
 */
export async function bundleCli({ outDir, stampFile, salt, alsoFiles = [] }) {
  const { build } = await import('rolldown');
  // The bundle's `import.meta.url` is its real path at run time: a cache reached through a
  // symlinked node_modules (a second checkout sharing the first's) must be related to the
  // sources from where its files really are.
  mkdirSync(outDir, { recursive: true });
  const realOut = realpathSync(outDir);
  // Our sources: files under the package's folder, not in its node_modules (the package itself
  // may be inside a site's node_modules).
  const ours = (id) =>
    isAbsolute(id) && id.startsWith(ROOT + sep) && !relative(ROOT, id).includes('node_modules');
  const sourceImportMetaUrl = {
    // A module that finds files next to itself (`new URL('./x', import.meta.url)`) must still
    // find them from the bundle: its `import.meta.url` becomes its source file's URL, written
    // relative to the bundle's folder so that the bundle can move with the package.
    name: 'source-import-meta-url',
    transform(code, id) {
      if (!ours(id) || !code.includes('import.meta.url')) return null;
      const rel = relative(realOut, id).split('\\').join('/');
      return {
        code: code.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        map: null,
      };
    },
  };
  // The CLI's chunks are CommonJS, which scripts/cliLoader.mjs runs with V8's code cache (Node 20
  // has none for ES modules); so are the compile threads' (plugins/workerPool.worker.mjs).
  const output = (chunkPrefix, format = 'esm') => ({
    dir: outDir,
    format,
    entryFileNames: format === 'cjs' ? '[name].cjs' : '[name].mjs',
    chunkFileNames: `${chunkPrefix}[name]-[hash].${format === 'cjs' ? 'cjs' : 'mjs'}`,
    sourcemap: true,
    // Non-ASCII characters escaped (in strings, templates, regular expressions): a chunk with one
    // is a two-byte string in V8, twice the bytes to decode, hold and scan at every start (the
    // compiler's chunk held 451 such lines; issue 37).
    charset: 'ascii',
    // Packages' JSDoc comments left out (3.6 MB of chunks per edit rebuild were read and decoded
    // with them); license comments stay.
    comments: { legal: true, annotation: true, jsdoc: false },
    // ES modules are strict code: so stay the chunks made from them.
    ...(format === 'cjs' ? { strict: true } : {}),
  });
  // The compile threads' bundle first: the packages it holds are those the CLI's bundle may hold.
  const worker = await bundleWorkerTasks(
    [sourceImportMetaUrl, await dynamicImportThroughLoader()],
    output('worker-', 'cjs'),
  );
  const inWorker = new Set(
    worker.output.flatMap((chunk) =>
      chunk.type === 'chunk' ? chunk.moduleIds.map(packageOf).filter(Boolean) : [],
    ),
  );
  const cli = await build({
    input: { cli: join(ROOT, ENTRIES.cli) },
    platform: 'node',
    external: (id, importer) => cliExternal(id, importer, inWorker),
    logLevel: 'silent',
    plugins: [sourceImportMetaUrl, await dynamicImportThroughLoader()],
    output: output('', 'cjs'),
  });
  // The search index's thread loads one module of its own, with nothing of the CLI's chunks: a few
  // dozen kilobytes, compiled in the thread's first milliseconds.
  const search = await build({
    input: { searchIndexTask: join(ROOT, ENTRIES.searchIndexTask) },
    platform: 'node',
    external: (id) => isBuiltin(id),
    logLevel: 'silent',
    plugins: [sourceImportMetaUrl],
    output: output('search-'),
  });
  const files = [
    ...new Set([
      ...[...cli.output, ...worker.output, ...search.output]
        .flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []))
        .filter((id) => ours(id))
        .map((id) => relative(ROOT, id).split('\\').join('/')),
      // This file: how the bundle is made is part of what it was made from.
      'scripts/cliBundle.mjs',
      ...alsoFiles,
    ]),
  ].sort();
  const dir = relative(dirname(stampFile), outDir).split('\\').join('/') || '.';
  const tmp = `${stampFile}.${process.pid}.tmp`;
  // The stats first: a file written while it is hashed is then not vouched for.
  const stats = statsFor(files, undefined);
  const hash = hashFiles(files, salt);
  writeFileSync(
    tmp,
    JSON.stringify({ dir, files, salt, hash, ...(stats ? { stats: { ...stats, hash } } : {}) }),
  );
  renameSync(tmp, stampFile);
  return { outDir, files };
}

/**
 * The name scripts/cliLoader.mjs gives a chunk for `import()`. A script it runs from V8's code
 * cache had lost what `import()` needs (Node 20: "A dynamic import callback was not specified"),
 * so each `import(…)` the CommonJS chunks keep (packages, Node's modules, a site's files) calls
 * the loader's function instead.
 */
export const DYNAMIC_IMPORT = '__cliImport';

async function dynamicImportThroughLoader() {
  const [{ parseAst }, { default: MagicString }] = await Promise.all([
    import('rolldown/parseAst'),
    import('magic-string'),
  ]);
  return {
    name: 'dynamic-import-through-loader',
    renderChunk(code) {
      if (!code.includes('import(')) return null;
      const edit = new MagicString(code);
      const visit = (node) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'ImportExpression') {
          if (code.slice(node.start, node.start + 6) !== 'import')
            throw new Error(`dynamic import not at ${node.start}`);
          edit.overwrite(node.start, node.start + 6, DYNAMIC_IMPORT);
        }
        for (const key in node) if (typeof node[key] === 'object') visit(node[key]);
      };
      visit(parseAst(code));
      return { code: edit.toString(), map: edit.generateMap({ hires: true }) };
    },
  };
}

/** The package a module of node_modules belongs to (`@scope/name` or `name`), else undefined. */
function packageOf(id) {
  const at = id.lastIndexOf(`node_modules${sep}`);
  if (at < 0) return undefined;
  const parts = id.slice(at + 'node_modules'.length + 1).split(sep);
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The package a bare specifier names (`zod/v4` → `zod`, `@scope/name/x` → `@scope/name`). */
const packageOfSpecifier = (id) => {
  const parts = id.split('/');
  return id.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

/**
 * What the CLI's bundle leaves to Node's module loader. Each package module the CLI loaded was
 * resolved, read and linked one by one (zod alone is 95 modules; the compiler's packages some
 * 450): a rebuild with nothing changed spent about a fifth of its time there, one with a doc
 * edited about a quarter (issue 37). So a package the compile threads' bundle holds, which is
 * known to bundle and run from a bundle, is bundled into the CLI's chunks too, with what it
 * imports (as in that bundle, so that each import resolves from its own importer, nested
 * versions included); every other package our code imports stays an import from node_modules
 * (vite, rolldown, React, the Docusaurus packages, …), as do Node's modules.
 */
function cliExternal(id, importer, inWorker) {
  if (id.startsWith('.') || isAbsolute(id) || id.startsWith('\0')) return false;
  if (isBuiltin(id)) return true;
  // Imported by a bundled package's module: bundled too, as the compile threads' bundle does.
  if (importer && packageOf(importer)) return WORKER_EXTERNAL.test(id);
  return !inWorker.has(packageOfSpecifier(id)) || WORKER_EXTERNAL.test(id);
}

/**
 * The compile threads' module with its packages in it: a thread loaded some 300 modules of the
 * unified, micromark, mdast, hast and Shiki packages one by one, and Node's module loader (resolving
 * each, reading its package.json, linking) cost it more than a second of CPU before its first page
 * on the 1,000-doc bench corpus. Node's modules and `WORKER_EXTERNAL` stay imports.
 */
async function bundleWorkerTasks(plugins, output) {
  const { build } = await import('rolldown');
  return build({
    input: { workerTasks: join(ROOT, ENTRIES.workerTasks) },
    platform: 'node',
    external: (id) => isBuiltin(id) || WORKER_EXTERNAL.test(id),
    logLevel: 'silent',
    plugins,
    output,
  });
}

/**
 * A new bundle in the cache folder (one folder per bundle), replacing the current one; then the
 * bundles no run will load any more are removed (scripts/cliCache.mjs), and, when `cache` is a
 * checkout's folder under node_modules/.cache/docs-cli/ (`checkouts`: not a folder of the user's
 * choosing), the folders of checkouts no run will use.
 */
export async function bundleIntoCache(cache, { checkouts = false } = {}) {
  mkdirSync(cache, { recursive: true });
  const dir = `b-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const { outDir } = await bundleCli({
    outDir: join(cache, dir),
    stampFile: join(cache, 'stamp.json'),
    salt: process.version,
    alsoFiles: existsSync(join(ROOT, 'package-lock.json')) ? ['package-lock.json'] : [],
  });
  try {
    writeFileSync(join(cache, CHECKOUT_FILE), ROOT);
    pruneBundles(cache, dir);
    if (checkouts) pruneCheckouts(dirname(cache), basename(cache));
  } catch {
    // Left for the next bundle to clean: this run has its own.
  }
  return outDir;
}
