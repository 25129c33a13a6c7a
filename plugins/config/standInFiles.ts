// The generator's stand-ins for Docusaurus's own packages (docusaurus/standIns.ts) as files a site
// module can load: `@docusaurus/preset-classic`, `@docusaurus/types`, `prism-react-renderer` and
// its v1 themes resolve to them from the site's own files, whether they are required natively
// (a CommonJS config) or through jiti, installed or not. `require.resolve` of one gives its file,
// which `standInNameOf` turns back into the package's name.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { standInSource, WRAPPABLE } from './docusaurus/standIns.js';

const DIR = join(tmpdir(), 'docs-stand-ins');

/** Stand-in file → the package name it stands for. */
const names = new Map<string, string>();

/** The file of a stand-in (written once, atomically: worker threads may ask at the same time). */
function standInFile(id: string): string | undefined {
  const source = standInSource(id);
  if (source === undefined) return undefined;
  const hash = createHash('sha1').update(id).update('\0').update(source).digest('hex');
  const file = join(DIR, `${hash.slice(0, 16)}.cjs`);
  if (!names.has(file)) {
    if (!existsSync(file)) {
      mkdirSync(DIR, { recursive: true });
      const temp = `${file}.${process.pid}.${Math.random().toString(16).slice(2)}`;
      writeFileSync(temp, source);
      renameSync(temp, file);
    }
    names.set(file, id);
  }
  return file;
}

type Resolve = (
  request: string,
  parent?: { filename?: string | null },
  ...rest: unknown[]
) => string;
type ModuleInternals = typeof Module & { _resolveFilename: Resolve };

let installed = false;

/**
 * Makes the stand-ins resolvable from the site's own files (not from packages, which keep what
 * they depend on), in this thread. Idempotent.
 */
export function installStandIns(): void {
  if (installed) return;
  installed = true;
  const internals = Module as ModuleInternals;
  const original = internals._resolveFilename;
  internals._resolveFilename = function (this: unknown, request, parent, ...rest) {
    const from = parent?.filename ?? '';
    if (!from.includes(`${sep}node_modules${sep}`)) {
      const file = standInFile(request);
      if (file) return file;
    }
    return original.call(this, request, parent, ...rest);
  };
}

/** True for a stand-in's file (not a file of the site). */
export function isStandInFile(file: string): boolean {
  return file.startsWith(DIR + sep);
}

/** The package a stand-in file stands for (what `require.resolve` of its name gave), if it is one. */
export function standInNameOf(file: string): string | undefined {
  return names.get(file);
}

/**
 * A loaded config with every `require.resolve` of a stand-in replaced by the package's name, as
 * the mapping reads plugins and presets by name (a copy where something changed; cycles kept).
 */
export function withStandInNames<T>(value: T, seen = new Map<object, unknown>()): T {
  if (typeof value === 'string') return (standInNameOf(value) ?? value) as T;
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  const copy = (Array.isArray(value) ? [] : {}) as Record<PropertyKey, unknown>;
  seen.set(value, copy);
  let changed = false;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    const mapped = withStandInNames(v, seen);
    if (mapped !== v) changed = true;
    copy[key] = mapped;
  }
  if (!changed) {
    seen.set(value, value);
    return value;
  }
  return copy as T;
}

/**
 * `code` (a site file jiti transpiled) with each `require` of a content plugin's package (the blog,
 * docs or pages plugin, which a site plugin may wrap) naming its stand-in's file. jiti resolves a
 * package itself, past the resolution hook above: an installed package would be the real
 * Docusaurus plugin (HAMi's local docs plugin, `import docs from '@docusaurus/plugin-content-docs';
 * export default docs.default`), which cannot run here. Packages' own files keep what they import.
 */
export function rewriteContentPluginRequires(code: string, filename: string): string {
  if (
    filename.includes(`${sep}node_modules${sep}`) ||
    !code.includes('@docusaurus/plugin-content-')
  )
    return code;
  return code.replace(
    /\brequire\((["'])(@docusaurus\/plugin-content-[a-z]+)\1\)/g,
    (all, _q, id: string) => {
      const file = WRAPPABLE.has(id) ? standInFile(id) : undefined;
      return file ? `require(${JSON.stringify(file)})` : all;
    },
  );
}
