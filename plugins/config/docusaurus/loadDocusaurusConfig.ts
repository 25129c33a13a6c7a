// Finds and loads a Docusaurus site's docusaurus.config.* as Docusaurus does (a default export or
// module.exports; an object, or a function called with no arguments, async allowed), bundled fresh
// on every load like site.config.ts, with the generator's stand-ins for Docusaurus's own packages.
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundlerErrorToDiagnostics } from '../../bundlerErrors.js';
import { BuildError, type Diagnostic } from '../../diagnostics.js';
import { isStandIn, standInSource } from './standIns.js';

/** Docusaurus's own search order (core/lib/server/config.js). */
export const DOCUSAURUS_CONFIG_FILE_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export function findDocusaurusConfig(siteDir: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILE_NAMES.map((n) => join(siteDir, n)).find((f) => existsSync(f));
}

const STAND_IN_PREFIX = '\0docs-standin:';
const HINT =
  'docusaurus.config.* must export (default export or module.exports) an object, or a function returning one';

/** The files the bundle reads as code (what `__dirname` and `import.meta` are injected into). */
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/** The folder of the package.json nearest to a file (the file's folder when there is none). */
function packageRoot(file: string): string {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return dirname(file);
  }
}

/**
 * A relative `require.resolve` target as Docusaurus's loader finds it (the extension may be left
 * out: `require.resolve('./sidebars')` is `sidebars.ts` or `sidebars.js`), quoted; else undefined.
 */
function relativeFile(path: string): string | undefined {
  const suffixes = ['', '.ts', '.js', '.mts', '.mjs', '.cts', '.cjs', '.json', '.tsx', '.jsx'];
  const found = [...suffixes, '/index.ts', '/index.js']
    .map((suffix) => path + suffix)
    .find((f) => existsSync(f) && statSync(f).isFile());
  return found && JSON.stringify(found);
}

/** `require.resolve('@docusaurus/preset-classic')` → the name itself: the mapping reads names. */
const REQUIRE_RESOLVE = /require\.resolve\(\s*(['"])([^'"]+)\1\s*\)/g;

/** Bundles the config (TypeScript, ESM or CommonJS) into one ES module and its source map. */
async function bundle(file: string): Promise<{ code: string; map: string }> {
  const { rolldown } = await import('rolldown');
  // `import.meta` is spelled in pieces: scripts/run.mjs rewrites the literal text in our sources.
  const meta = ['import', 'meta'].join('.');
  const vars = {
    __dirname: '__docs_injected_dirname',
    __filename: '__docs_injected_filename',
    [`${meta}.url`]: '__docs_injected_url',
    [`${meta}.dirname`]: '__docs_injected_dirname',
    [`${meta}.filename`]: '__docs_injected_filename',
  };
  /** The folders of the TypeScript packages being bundled. */
  const tsPackages = new Set<string>();
  const build = await rolldown({
    input: file,
    platform: 'node',
    treeshake: false,
    tsconfig: false,
    logLevel: 'silent',
    transform: { define: vars },
    plugins: [
      {
        name: 'docs-docusaurus-stand-ins',
        async resolveId(id, importer) {
          if (isStandIn(id)) return STAND_IN_PREFIX + id;
          if (
            id.startsWith('.') ||
            id.startsWith('/') ||
            id.startsWith('\0') ||
            /^[A-Za-z]:/.test(id)
          )
            return undefined;
          // Other packages stay imports, resolved from the site as Node resolves them; but a
          // package whose entry is TypeScript (a monorepo's workspace package, e.g. a remark
          // plugin in `packages/`) is bundled, as Docusaurus's loader (jiti) compiles it, and the
          // packages it imports are resolved from its own folder.
          const resolved = await this.resolve(id, importer, { skipSelf: true });
          const path = resolved && !resolved.external ? resolved.id : undefined;
          if (path && TYPESCRIPT_FILE.test(path)) {
            tsPackages.add(packageRoot(path));
            return path;
          }
          const fromTsPackage =
            importer !== undefined &&
            [...tsPackages].some((root) => importer.startsWith(root + sep));
          return { id: fromTsPackage && path ? path : id, external: true };
        },
        load(id) {
          if (id.startsWith(STAND_IN_PREFIX))
            return standInSource(id.slice(STAND_IN_PREFIX.length));
          return undefined;
        },
        transform(code, id) {
          // Only modules of code: a JSON file the config imports (`import versions from
          // './versions.json'`) is data, and the injected line would make it invalid.
          if (id.startsWith('\0') || id.includes('/node_modules/') || !SCRIPT_FILE.test(id))
            return undefined;
          // A relative `require.resolve('./sidebars.js')` is the file beside the config (the
          // bundle is imported from elsewhere), as Docusaurus's require of the config gives it.
          const resolved = code.replace(REQUIRE_RESOLVE, (all, q: string, name: string) =>
            isStandIn(name)
              ? `${q}${name}${q}`
              : (/^\.\.?\//.test(name) && relativeFile(resolve(dirname(id), name))) || all,
          );
          // Same length on every line but the first, so positions stay right after it.
          const inject = `const __docs_injected_dirname = ${JSON.stringify(dirname(id))}, __docs_injected_filename = ${JSON.stringify(id)}, __docs_injected_url = ${JSON.stringify(pathToFileURL(id).href)};`;
          return { code: inject + resolved, map: null };
        },
      },
    ],
  });
  try {
    const out = await build.generate({
      format: 'esm',
      sourcemap: true,
      codeSplitting: false,
      // Absolute sources, wherever the bundle is written.
      sourcemapPathTransform: (relative, mapPath) => resolve(dirname(mapPath), relative),
    });
    const chunk = out.output.find((c) => c.type === 'chunk' && c.isEntry);
    if (!chunk || chunk.type !== 'chunk') throw new Error('the bundler produced no module');
    return { code: chunk.code, map: chunk.map ? chunk.map.toString() : '' };
  } finally {
    await build.close();
  }
}

/**
 * The first frame of an error's stack that lies in the config or a file it imports: in the bundled
 * module (mapped back to its source), or already in the source when source maps are enabled.
 */
function locateThrow(
  e: unknown,
  tempFile: string,
  map: string,
  siteDir: string,
): { file: string; line: number; column: number } | undefined {
  if (!(e instanceof Error) || !e.stack) return undefined;
  for (const m of e.stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/gm)) {
    const file = m[1]!.startsWith('file:') ? fileURLToPath(m[1]!) : m[1]!;
    const line = Number(m[2]);
    const column = Number(m[3]);
    if (file === tempFile) {
      if (!map) return undefined;
      try {
        const entry = new SourceMap(JSON.parse(map)).findEntry(line - 1, column - 1) as {
          originalSource?: string;
          originalLine?: number;
          originalColumn?: number;
        };
        if (!entry.originalSource || entry.originalLine === undefined) return undefined;
        const src = entry.originalSource.startsWith('file:')
          ? fileURLToPath(entry.originalSource)
          : resolve(siteDir, entry.originalSource);
        return { file: src, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
      } catch {
        return undefined;
      }
    }
    if (file.startsWith(siteDir + '/') && !file.includes('/node_modules/'))
      return { file, line, column };
  }
  return undefined;
}

/**
 * Where the bundled config is written to be imported: in the nearest node_modules' cache (out of
 * the site's way, as Vite does), else beside the config. Either way the packages the config imports
 * resolve as they would from the site folder.
 */
function tempDir(configDir: string): string {
  for (let dir = configDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) {
      const cache = join(dir, 'node_modules', '.cache', 'docusaurus-config');
      try {
        mkdirSync(cache, { recursive: true });
        return cache;
      } catch {
        return configDir;
      }
    }
    if (dirname(dir) === dir) return configDir;
  }
}

export interface LoadedDocusaurusConfig {
  configFile: string;
  source: string;
  /** What the config evaluated to (after calling it when it is a function). */
  config: unknown;
}

/** Loads one docusaurus.config.* file; every failure is a BuildError positioned in the config. */
export async function loadDocusaurusConfig(configFile: string): Promise<LoadedDocusaurusConfig> {
  const source = readFileSync(configFile, 'utf8');
  let bundled: { code: string; map: string };
  try {
    bundled = await bundle(configFile);
  } catch (e) {
    const positioned = bundlerErrorToDiagnostics(e);
    throw new BuildError(
      positioned?.length
        ? positioned.map((d) => ({
            ...d,
            file: d.file || configFile,
            message: `could not load: ${d.message}`,
            hint: d.hint ?? 'fix the syntax error in the config',
          }))
        : [
            {
              file: configFile,
              severity: 'error',
              message: `could not load: ${(e as Error).message}`,
              hint: HINT,
            },
          ],
    );
  }
  const tempFile = join(
    tempDir(dirname(configFile)),
    `.${basename(configFile)}.${Date.now()}-${Math.random().toString(16).slice(2)}.mjs`,
  );
  const fail = (e: unknown, what: string): BuildError => {
    if (e instanceof BuildError) return e;
    const at =
      missingPackageImport(e, configFile) ??
      locateThrow(e, tempFile, bundled.map, dirname(configFile));
    const d: Diagnostic = {
      file: at?.file ?? configFile,
      ...(at ? { line: at.line, column: at.column } : {}),
      severity: 'error',
      message: `${what}: ${e instanceof Error ? e.message : String(e)}`,
      hint:
        e instanceof Error && /Cannot find (module|package)/.test(e.message)
          ? 'install the package in the site folder (npm install), or remove it from the config'
          : 'fix the config so that it evaluates without throwing',
    };
    return new BuildError(d);
  };
  let exported: unknown;
  writeFileSync(
    tempFile,
    bundled.code +
      `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(bundled.map).toString('base64')}\n`,
  );
  try {
    const mod = (await import(pathToFileURL(tempFile).href)) as { default?: unknown };
    exported = mod.default;
  } catch (e) {
    throw fail(e, 'the config threw while loading');
  } finally {
    try {
      unlinkSync(tempFile);
    } catch {
      // already gone
    }
  }
  let config: unknown;
  try {
    config = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
  } catch (e) {
    throw fail(e, 'the config function threw');
  }
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new BuildError({
      file: configFile,
      line: 1,
      column: 1,
      severity: 'error',
      message:
        exported === undefined
          ? 'the config exports nothing (no default export and no module.exports)'
          : `the config ${typeof exported === 'function' ? 'function returned' : 'exports'} ${config === null ? 'null' : Array.isArray(config) ? 'an array' : `a ${typeof config}`}, not an object`,
      hint: HINT,
    });
  }
  return { configFile, source, config };
}

/** Where the config imports a package that is not installed (`Cannot find package 'x'`). */
function missingPackageImport(
  e: unknown,
  configFile: string,
): { file: string; line: number; column: number } | undefined {
  const name =
    e instanceof Error
      ? /Cannot find (?:package|module) '([^']+)'/.exec(e.message)?.[1]
      : undefined;
  if (!name) return undefined;
  let source: string;
  try {
    source = readFileSync(configFile, 'utf8');
  } catch {
    return undefined;
  }
  for (const quote of ["'", '"']) {
    const i = source.indexOf(quote + name + quote);
    if (i < 0) continue;
    const before = source.slice(0, i);
    return {
      file: configFile,
      line: before.split('\n').length,
      column: i - before.lastIndexOf('\n'),
    };
  }
  return undefined;
}
