// Files a site's code imports for their URL through webpack's file-loader or url-loader, as
// Docusaurus builds them: an inline loader request (`!!file-loader!./onig.wasm`,
// `file-loader!./chart.bin`, `!!url-loader?limit=8192!./x.wasm`) or a `configureWebpack` rule
// giving a kind of file to one of them (Flow's `{ test: /\.wasm$/i, loader: 'file-loader' }`).
// file-loader writes the file as `[contenthash].[ext]` (the MD4 of its bytes, in 32 hex digits) at
// the output's root unless its `name`/`outputPath` say otherwise, and the module's default export
// is that file's URL under the base URL; url-loader makes it a `data:` URL (base64, the type of its
// extension), or hands it to file-loader when it is larger than its `limit`. Both are done here
// under the same names, so a URL is the one Docusaurus gives (the dev server serves Vite's).
//
// A `.wasm` file imported plainly, with no such rule, is webpack's WebAssembly module: without
// `experiments.asyncWebAssembly` (or `syncWebAssembly`) webpack stops at it ("Module parse
// failed"), and so does this build, at the import; with one of them, Vite's WebAssembly
// integration gives its exports, as webpack's does.
import { readFileSync, statSync } from 'node:fs';
import { basename, extname, posix } from 'node:path';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from './diagnostics.js';
import { dataUrlOf, md4Hex } from './output/docusaurusAssets.js';

/** file-loader or url-loader, with its options (inline query or rule `options`). */
export interface FileLoaderUse {
  loader: 'file-loader' | 'url-loader';
  options: Record<string, unknown>;
}

/** A `module.rules` entry of a plugin's `configureWebpack` that gives files to one of them. */
export interface FileLoaderRule {
  test: RegExp[];
  use: FileLoaderUse;
  /** The plugin's name and entry file, for messages. */
  plugin: string;
  file: string;
}

const LOADER = /^(?:.*[\\/])?(file-loader|url-loader)(?:[\\/](?:dist[\\/](?:cjs|index)\.js)?)?$/;

/** The loader a rule's or request's `loader` names, if it is file-loader or url-loader. */
export function fileLoaderName(loader: unknown): FileLoaderUse['loader'] | undefined {
  if (typeof loader !== 'string') return undefined;
  return LOADER.exec(loader)?.[1] as FileLoaderUse['loader'] | undefined;
}

/** An inline query's options (`?limit=8192&name=x`, or loader-utils' JSON form `?{"limit":8}`). */
export function parseLoaderQuery(query: string): Record<string, unknown> {
  if (!query) return {};
  if (query.startsWith('{')) return JSON.parse(query) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query))
    out[key] = value === 'true' ? true : value === 'false' ? false : value;
  return out;
}

/**
 * `request`'s file and loader, if it is a file-loader or url-loader request in webpack's inline
 * syntax (`!!file-loader!./x.wasm`, `-!url-loader?limit=8!./x`, `file-loader!./x.bin`).
 */
export function fileLoaderRequestOf(
  request: string,
): { path: string; use: FileLoaderUse } | undefined {
  const rest = request.replace(/^(?:-!|!!|!)/, '');
  const loaders = rest.split('!');
  const path = loaders.pop()!;
  if (!path || loaders.length !== 1) return undefined;
  const [name, ...query] = loaders[0]!.split('?');
  const loader = fileLoaderName(name);
  if (!loader) return undefined;
  return { path, use: { loader, options: parseLoaderQuery(query.join('?')) } };
}

const FILE_OPTIONS = new Set(['name', 'outputPath', 'esModule']);
const URL_OPTIONS = new Set([...FILE_OPTIONS, 'limit', 'mimetype', 'encoding', 'fallback']);

/** Why this build cannot do what `use` asks, if it cannot. */
export function unsupportedOption(use: FileLoaderUse): string | undefined {
  const known = use.loader === 'file-loader' ? FILE_OPTIONS : URL_OPTIONS;
  for (const [key, value] of Object.entries(use.options)) {
    if (!known.has(key)) return `its option "${key}" is not supported`;
    if (key === 'esModule' && value !== true)
      return 'its option esModule: false (a CommonJS module) is not supported';
    if ((key === 'name' || key === 'outputPath') && typeof value !== 'string')
      return `its option "${key}" is not a string (a function is not supported)`;
    if (key === 'name') {
      const token = /\[([^\]]*)\]/g;
      for (const m of (value as string).matchAll(token))
        if (!/^(?:name|ext|(?:content)?hash(?::\d+)?)$/.test(m[1]!))
          return `its name's [${m[1]}] is not supported ([name], [ext], [hash] and [contenthash] are)`;
    }
    if (key === 'encoding' && value !== 'base64' && value !== true)
      return `its encoding "${String(value)}" is not supported (base64 is)`;
    if (key === 'mimetype' && typeof value !== 'string' && value !== true)
      return 'its option mimetype is not a string';
    if (key === 'fallback' && fileLoaderName(value) !== 'file-loader')
      return 'its fallback is not file-loader';
    if (key === 'limit' && !['number', 'string', 'boolean'].includes(typeof value))
      return 'its option limit is not a number';
  }
  return undefined;
}

/** The name file-loader writes `file` (of `bytes`) under, as `use` asks (`[contenthash].[ext]`). */
export function fileLoaderFileName(file: string, bytes: Uint8Array, use: FileLoaderUse): string {
  const ext = extname(file);
  const hash = md4Hex(bytes);
  const name = (typeof use.options.name === 'string' ? use.options.name : '[contenthash].[ext]')
    .replace(/\[(?:content)?hash(?::(\d+))?\]/g, (_, n?: string) =>
      n ? hash.slice(0, Number(n)) : hash,
    )
    .replace(/\[name\]/g, basename(file, ext))
    .replace(/\[ext\]/g, ext.slice(1));
  const outputPath = typeof use.options.outputPath === 'string' ? use.options.outputPath : '';
  return posix.join(outputPath, name).replace(/^\/+/, '');
}

/** Whether url-loader inlines a file of `size` bytes (no limit, or `true`: always). */
export function urlLoaderInlines(size: number, limit: unknown): boolean {
  if (typeof limit === 'boolean') return limit;
  if (limit === undefined) return true;
  const n = typeof limit === 'string' ? parseInt(limit, 10) : Number(limit);
  return Number.isFinite(n) ? size <= n : true;
}

/** The module a file-loader or url-loader import of `file` is, and the file it writes if any. */
export function fileLoaderModule(
  file: string,
  use: FileLoaderUse,
  base: string,
): { url: string; emit?: { fileName: string; source: Buffer } } {
  if (use.loader === 'url-loader' && urlLoaderInlines(statSync(file).size, use.options.limit)) {
    const mimetype = typeof use.options.mimetype === 'string' ? use.options.mimetype : undefined;
    return { url: dataUrlOf(file, mimetype) };
  }
  const source = readFileSync(file);
  const fileName = fileLoaderFileName(file, source, use);
  return { url: base + fileName, emit: { fileName, source } };
}

const QUERY = '?webpack-file-loader=';

/** A module id of a file taken by `use`. */
export const fileLoaderId = (file: string, use: FileLoaderUse) =>
  `${file}${QUERY}${encodeURIComponent(JSON.stringify(use))}`;

/** Where `request` is written in `file` (its quoted form), 1-based, if it can be found. */
function requestPosition(file: string, request: string): { line?: number; column?: number } {
  let source: string;
  try {
    source = readFileSync(file.replace(/[?#].*$/, ''), 'utf8');
  } catch {
    return {};
  }
  for (const quote of [`'`, `"`, '`']) {
    const at = source.indexOf(quote + request + quote);
    if (at < 0) continue;
    const before = source.slice(0, at);
    return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
  }
  return {};
}

export function importError(
  importer: string | undefined,
  request: string,
  message: string,
  hint: string,
) {
  const file = (importer ?? '').replace(/[?#].*$/, '');
  const diagnostic: Diagnostic = {
    file,
    ...(importer ? requestPosition(importer, request) : {}),
    severity: 'error',
    message,
    hint,
  };
  return new BuildError(diagnostic);
}

export interface FileLoadersOptions {
  /** The site's base URL (the URLs' start). */
  base: string;
  /** Whether this bundle writes the files (the client bundle; the server's has the same URLs). */
  emit: boolean;
  /** The dev server: files are Vite's `?url` (its URLs are not kept). */
  dev: boolean;
  /** configureWebpack's file-loader and url-loader rules. */
  rules: FileLoaderRule[];
  /** Whether a plugin turned on webpack's WebAssembly modules (`experiments.asyncWebAssembly`). */
  wasmModules: boolean;
}

const WASM = /\.wasm$/i;
const matches = (re: RegExp, path: string) => {
  re.lastIndex = 0;
  return re.test(path);
};

/**
 * The server bundle's WebAssembly files (webpack's WebAssembly modules, Vite's integration): the
 * pre-render instantiates them from beside the bundle, where Vite's server build writes no asset
 * (it drops them all): the `.wasm` ones are put back.
 */
export function serverWasmPlugins(): Plugin[] {
  const kept = new Map<string, Uint8Array | string>();
  return [
    {
      name: 'docs:server-wasm-keep',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        for (const [name, item] of Object.entries(bundle))
          if (item.type === 'asset' && WASM.test(name)) kept.set(name, item.source);
      },
    },
    {
      name: 'docs:server-wasm-restore',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const [fileName, source] of kept)
            if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source });
        },
      },
    },
  ];
}

/** The Vite plugin: file-loader and url-loader imports, and plain `.wasm` imports checked. */
export function webpackFileLoadersPlugin(p: FileLoadersOptions): Plugin {
  return {
    name: 'docs:webpack-file-loaders',
    enforce: 'pre',
    resolveId: {
      // Without configureWebpack's rules, only an inline loader (a `!`) or a `.wasm` import is
      // this plugin's: Rolldown calls the handler for no other import. A site's rules are tested
      // here, by the handler (their expressions are the site's JavaScript ones).
      ...(p.rules.length === 0 ? { filter: { id: [/!/, WASM] } } : {}),
      async handler(source, importer, options) {
        const inline = fileLoaderRequestOf(source);
        if (inline) {
          const why = unsupportedOption(inline.use);
          if (why)
            throw importError(
              importer,
              source,
              `${inline.use.loader} in "${source}": ${why}`,
              'write the request without the option (the file is written as [contenthash].[ext] and imported as its URL), or import the file with Vite\'s "?url"',
            );
          const resolved = await this.resolve(inline.path, importer, {
            ...options,
            skipSelf: true,
          });
          if (!resolved || resolved.external) return resolved;
          return fileLoaderId(resolved.id.replace(/[?#].*$/, ''), inline.use);
        }
        if (source.includes('!') || source.startsWith('\0')) return null;
        const path = source.replace(/[?#].*$/, '');
        if (path !== source) return null;
        const ruled = p.rules.some((r) => r.test.some((t) => matches(t, path)));
        if (!ruled && !WASM.test(path)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external || /[?#]/.test(resolved.id)) return resolved;
        const rule = p.rules.find((r) => r.test.some((t) => matches(t, resolved.id)));
        if (rule) return fileLoaderId(resolved.id, rule.use);
        if (WASM.test(resolved.id) && !p.wasmModules)
          throw importError(
            importer,
            source,
            `"${source}" imports a WebAssembly file as a module, which webpack (Docusaurus) does only with experiments.asyncWebAssembly: without it, Docusaurus's build stops at this import too ("Module parse failed")`,
            `import its URL with "!!file-loader!${source}" (or give .wasm files to file-loader in a plugin's configureWebpack: { module: { rules: [{ test: /\\.wasm$/i, loader: 'file-loader', type: 'javascript/auto' }] } }), or set experiments: { asyncWebAssembly: true } there to import its exports`,
          );
        return resolved;
      },
    },
    load: {
      filter: { id: /\?webpack-file-loader=/ },
      handler(id) {
        const at = id.indexOf(QUERY);
        if (at < 0) return undefined;
        const file = id.slice(0, at);
        const use = JSON.parse(decodeURIComponent(id.slice(at + QUERY.length))) as FileLoaderUse;
        this.addWatchFile(file);
        const module = fileLoaderModule(file, use, p.base);
        if (module.emit && p.dev)
          return `export { default } from ${JSON.stringify(`${file}?url&no-inline`)};`;
        if (module.emit && p.emit) this.emitFile({ type: 'asset', ...module.emit });
        return { code: `export default ${JSON.stringify(module.url)};`, map: null };
      },
    },
  };
}
