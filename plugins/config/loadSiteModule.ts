// Loads a module of a site (its config, sidebars, a local plugin, a remark plugin, a data file) the
// way Docusaurus loads them: through jiti, the loader Docusaurus itself uses. TypeScript or
// JavaScript, ESM or CommonJS, in the site or in a package; JSON imported without an import
// attribute (`import { version } from 'pkg/package.json'`); a CommonJS package imported as a
// namespace gets its exports (`import * as lz from 'lz-string'`); `require` in ESM files and of ESM
// packages; `__dirname`, `__filename` and `import.meta` in every file; a relative `.js` path that
// names a `.ts` file (`require.resolve('./sidebars.js')` for `sidebars.ts`).
//
// Each load is fresh: the site's own files are evaluated again every time (they may have changed
// in the dev server), while packages stay in Node's module cache: those under `node_modules` and a
// monorepo's workspace packages linked there (`linkedPackages.ts`). Transpiled code is cached on
// disk by content (`.cache/jiti/5` in the site folder), so only a changed file is compiled again.
//
// A syntax error or a throw in the module, or in a file it imports, becomes a BuildError at that
// file's line and column (`siteModuleError` does the same for a throw in a function the module
// exported, called later: a config function, a plugin).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import Module, { createRequire, SourceMap } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScopedStorage } from '../asyncScope.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { packageFileTest } from './linkedPackages.js';
import { requireDefaultPlugin } from './requireDefault.js';
import { installStandIns, isStandInFile, rewriteContentPluginRequires } from './standInFiles.js';
import { rewriteTsSpecifiers } from './tsSpecifiers.js';

export interface LoadedSiteModule {
  /** The module's default export (`module.exports` of CommonJS), as Docusaurus takes it. */
  value: unknown;
  /** The whole module: its named exports beside `default`. */
  exports: unknown;
  /** The site's files this load evaluated (the module and what it imports, packages aside). */
  files: string[];
}

export interface LoadSiteModuleOptions {
  /** The site folder: its `.cache/jiti/5` holds the transpiled files (default: the module's folder). */
  siteDir?: string;
  /** What failed, before the error's message (default `could not load`). */
  what?: string;
  /** The hint of an error that is not a syntax error or a missing package. */
  hint?: string;
}

type ModuleInternals = typeof Module & { _cache: Record<string, unknown> };
const moduleCache = (): Record<string, unknown> => (Module as ModuleInternals)._cache;

/** Packages stay cached between loads; everything else (the site's own files) is loaded fresh. */
const isPackageFile = (file: string) => file.includes(`${sep}node_modules${sep}`);

type Jiti = ((id: string) => unknown) & {
  transform: (opts: { source: string; filename: string; ts?: boolean }) => string;
};

const instances = new Map<string, Jiti>();

/**
 * The folder of `.cache` holding the transpiled files. jiti knows a cached file from its source
 * alone: a change to what the transform below writes needs a new folder (3: requireDefault.ts's getters;
 * 4: JSX; 5: default imports as jiti 1 gives them, content plugins' stand-ins).
 */
const CACHE_FOLDER = join('jiti', '5');

/** One jiti per cache folder (and one with source maps, for positions of errors). */
async function jitiFor(cacheDir: string | false, sourceMaps = false): Promise<Jiti> {
  const key = `${cacheDir}|${sourceMaps}`;
  let jiti = instances.get(key);
  if (!jiti) {
    // Required, not imported: jiti is CommonJS, and an `import` of it from ES modules had Node scan
    // its 190 KB for export names first (cjs-module-lexer), about 40 ms of CPU in every build
    // and every rebuild (issue 37).
    const { createJiti } = createRequire(import.meta.url)('jiti') as typeof import('jiti');
    // Docusaurus's settings (@docusaurus/utils loadFreshModule): a transpile cache, the default
    // export combined with the named ones. The module cache is on so that a file imported twice
    // in one load is evaluated once; loadSiteModule removes the site's files after each load.
    // JSX in `.tsx`/`.jsx` files too (React's classic runtime, as esbuild-register and Babel's
    // presets compile it by default): Docusaurus's jiti 1 leaves those extensions to Node's
    // `require`, where a site registers its own compiler (a local plugin's
    // `register({ extensions: ['.ts', '.tsx'] })` from esbuild-register, then `await
    // import('./card.tsx')` in its postBuild); jiti 2 compiles them itself, and without `jsx`
    // parses them as TypeScript and fails at the first tag.
    const options = { moduleCache: true, interopDefault: true, sourceMaps, jsx: true };
    // jiti's own transform, with a `require` written in the module giving what it gives under
    // Docusaurus's jiti 1 (requireDefault.ts); then `./x.js` imports of `x.ts` files resolved by
    // the module itself (tsSpecifiers.ts: jiti's resolution of them cost more than the rest of a
    // load).
    const base = createJiti(join(process.cwd(), 'loader.js'), {
      ...options,
      fsCache: false,
      transformOptions: { babel: { plugins: [requireDefaultPlugin] } },
    });
    jiti = createJiti(join(cacheDir || process.cwd(), 'loader.js'), {
      ...options,
      fsCache: cacheDir,
      transform: (opts) => {
        // Without this instance's Babel options (source maps, the same in `base`): they would
        // replace base's, and its plugin with them.
        const { babel: _, ...rest } = opts;
        const code = withRawStacks(() => base.transform(rest));
        if (!opts.filename) return { code };
        const rewritten = rewriteContentPluginRequires(code, opts.filename);
        return { code: rewriteTsSpecifiers(rewritten, opts.filename) };
      },
    }) as unknown as Jiti;
    instances.set(key, jiti);
  }
  return jiti;
}

const RAW_STACKS = Symbol.for('docs-vite.rawStacks');

/**
 * Runs `fn` with error stacks left unmapped (scripts/run.mjs maps the CLI bundle's frames to their
 * sources through the chunks' source maps): Babel's templates read a fresh error's stack each time
 * they are used, and mapping those cost a cold build's config load about 0.1 s (issue 37).
 */
function withRawStacks<T>(fn: () => T): T {
  const scope = globalThis as { [RAW_STACKS]?: number };
  scope[RAW_STACKS] = (scope[RAW_STACKS] ?? 0) + 1;
  try {
    return fn();
  } finally {
    scope[RAW_STACKS] -= 1;
  }
}

const recording = new ScopedStorage<Set<string>>();

/**
 * Runs `fn`, collecting the site's files every `loadSiteModule` in it evaluated (the config, the
 * sidebars file and what they import, packages aside): what the build's early up-to-date check
 * (plugins/output/earlyUpToDate.ts) must watch besides the content folders.
 */
export async function recordSiteModuleFiles<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; files: string[] }> {
  const files = new Set<string>();
  const value = await recording.run(files, fn);
  return { value, files: [...files].sort() };
}

/**
 * Loads a site module like Docusaurus does (see the top of this file). Every failure is a
 * BuildError positioned in the file that failed.
 */
export async function loadSiteModule(
  file: string,
  options: LoadSiteModuleOptions = {},
): Promise<LoadedSiteModule> {
  const siteDir = options.siteDir ?? dirname(file);
  installStandIns();
  const cacheDir = join(siteDir, '.cache', CACHE_FOLDER);
  // jiti makes its cache folder once, when it is created; the folder may have been removed since
  // (`clear`, or a cold build after removing .cache in the same process): make it again.
  mkdirSync(cacheDir, { recursive: true });
  const jiti = await jitiFor(cacheDir);
  const isInstalled = packageFileTest(siteDir);
  const cache = moduleCache();
  const before = new Set(Object.keys(cache));
  let exported: unknown;
  let added: string[];
  try {
    exported = jiti(file);
  } catch (e) {
    throw await siteModuleError(e, { file, siteDir, ...options });
  } finally {
    added = Object.keys(cache).filter((k) => !before.has(k));
    // Evaluated again next time (a package stays: it does not change while the site is built).
    for (const k of added) if (!isInstalled(k)) delete cache[k];
  }
  // An ES module's default export (none when it has only named ones); CommonJS's module.exports.
  const esm = !!exported && typeof exported === 'object' && '__esModule' in exported;
  const value =
    exported && typeof exported === 'object' && 'default' in exported
      ? ((exported as { default?: unknown }).default ?? exported)
      : esm
        ? undefined
        : exported;
  const files = added.filter((f) => !isInstalled(f) && !isStandInFile(f) && existsSync(f));
  const loaded = files.includes(file) ? files : [file, ...files];
  const recorded = recording.getStore();
  if (recorded) for (const f of loaded) recorded.add(f);
  return { value, exports: exported, files: loaded };
}

interface ErrorContext {
  /** The module that was loaded (where an error without a position of its own is reported). */
  file: string;
  siteDir?: string;
  what?: string;
  hint?: string;
}

const DEFAULT_HINT = 'fix the module so that it loads without throwing';
const MISSING_PACKAGE_HINT =
  'install the package in the site folder (npm install), or remove the import';
const MISSING_FILE_HINT =
  'check the import path: no file of that name (or with .ts, .js, .json, … or /index) exists';

/** jiti's report of a syntax error: `ParseError: Unexpected token \n /file.ts:3:13` (0-based column). */
const SYNTAX_ERROR = /^([\s\S]*?) \n (.+):(\d+):(\d+)$/;

/**
 * A BuildError for an error thrown while loading a site module or by code it exported: at the
 * syntax error, at the import of a package that is not installed, or at the first frame of the
 * stack in the site's own files (mapped back to the source when the file was transpiled).
 */
export async function siteModuleError(e: unknown, context: ErrorContext): Promise<BuildError> {
  if (e instanceof BuildError) return e;
  const what = context.what ?? 'could not load';
  const message = e instanceof Error ? e.message : String(e);
  const syntax = SYNTAX_ERROR.exec(message);
  if (syntax) {
    const [, text, file, line, column] = syntax;
    return new BuildError({
      file: file!,
      line: Number(line),
      column: Number(column) + 1,
      severity: 'error',
      message: `could not load: ${text!.trim()}`,
      hint: 'fix the syntax error',
    });
  }
  const missing =
    e instanceof Error && (e as { code?: string }).code === 'MODULE_NOT_FOUND'
      ? missingImport(e as Error & { requireStack?: string[] }, context.file)
      : undefined;
  const at = missing?.file ? missing : await locateThrow(e, context.siteDir);
  const d: Diagnostic = {
    file: at?.file ?? context.file,
    ...(at?.line ? { line: at.line, column: at.column } : {}),
    severity: 'error',
    message: `${what}: ${missing ? message.split('\n')[0] : message}`,
    hint: missing ? missing.hint : (context.hint ?? DEFAULT_HINT),
  };
  return new BuildError(d);
}

interface Position {
  file: string;
  line: number;
  column: number;
}

/** Where `text` is first written in `file` (1-based line and column), if it is. */
function find(file: string, text: string): Position | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const i = source.indexOf(text);
  if (i < 0) return undefined;
  const before = source.slice(0, i);
  return { file, line: before.split('\n').length, column: i - before.lastIndexOf('\n') };
}

/** `Cannot find module 'x'`: at the quoted specifier in the file that imports it. */
function missingImport(
  e: Error & { requireStack?: string[] },
  file: string,
): (Partial<Position> & { hint: string }) | undefined {
  const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message)?.[1];
  if (!name) return undefined;
  const hint = /^[./]/.test(name) ? MISSING_FILE_HINT : MISSING_PACKAGE_HINT;
  const importers = [...(e.requireStack ?? []), file];
  for (const importer of importers)
    for (const quote of ["'", '"', '`']) {
      const at = find(importer, quote + name + quote);
      if (at) return { ...at, hint };
    }
  return { hint };
}

/** The prefix jiti puts before line 1 of a transpiled file when it evaluates it. */
const WRAPPER =
  '(function (exports, require, module, __filename, __dirname, jitiImport, jitiESMResolve) { ';

/** Whether jiti transpiles a file (its rule: TypeScript, ES modules, ESM syntax; not `.cjs`). */
function isTranspiled(file: string, source: string): boolean {
  if (file.endsWith('.cjs') || file.endsWith('.json')) return false;
  return /\.[cm]?tsx?$/.test(file) || file.endsWith('.mjs') || /\b(import|export)\b/.test(source);
}

/** A stack frame's position in the file's own source (transpiled files are mapped back). */
async function sourcePosition(file: string, line: number, column: number): Promise<Position> {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return { file, line, column };
  }
  if (!isTranspiled(file, source)) return { file, line, column };
  try {
    const jiti = await jitiFor(false, true);
    const code = jiti.transform({ source, filename: file, ts: /\.[cm]?tsx?$/.test(file) });
    const inline =
      /\/\/# sourceMappingURL=data:application\/json;[^,]*base64,([A-Za-z0-9+/=]+)/.exec(code);
    if (!inline) return { file, line, column };
    const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
    const generatedColumn = line === 1 ? column - WRAPPER.length : column;
    const entry = map.findEntry(line - 1, Math.max(0, generatedColumn - 1)) as {
      originalLine?: number;
      originalColumn?: number;
    };
    if (entry.originalLine === undefined) return { file, line, column };
    return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  } catch {
    return { file, line, column };
  }
}

/** The first frame of an error's stack in the site's own files (not a package, not Node's). */
async function locateThrow(e: unknown, siteDir: string | undefined): Promise<Position | undefined> {
  if (!(e instanceof Error) || !e.stack) return undefined;
  const frames = [...e.stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/gm)];
  const candidates = frames
    .map((m) => ({
      file: m[1]!.startsWith('file:') ? fileURLToPath(m[1]!) : m[1]!,
      line: Number(m[2]),
      column: Number(m[3]),
    }))
    .filter((f) => !isPackageFile(f.file) && !isStandInFile(f.file) && existsSync(f.file));
  // A file of the site first; else any file that is not a package's (a monorepo's sibling folder).
  const inSite = siteDir ? candidates.find((f) => f.file.startsWith(siteDir + sep)) : undefined;
  const frame = inSite ?? candidates[0];
  return frame && sourcePosition(frame.file, frame.line, frame.column);
}
