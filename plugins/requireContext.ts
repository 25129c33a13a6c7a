// webpack's `require.context(directory, recursive, regExp)` in a site's own modules (Ory's
// changelog list takes every `.md` of a folder with it, and their text with
// `require.context('!!raw-loader!…')`). Vite has no such call; its `import.meta.glob` takes a glob,
// not webpack's regular expression over `./`-relative keys. The call's arguments are literals, so
// the folder is listed here, at build time, and the call becomes a context over static imports of
// the files it matches: `ctx(key)` is the module (its namespace: `.default` as webpack's ES
// modules give it), `ctx.keys()` the `./`-relative keys in webpack's order, `ctx.resolve(key)` the
// key, `ctx.id` the folder. A call whose arguments are not literals stops the build at the call.
// The listed folder is watched: a file added to it makes the dev server transform the module again.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { BuildError } from './diagnostics.js';
import { viteRequestOf } from './webpackInlineLoaders.js';

const CALL = /\brequire\.context\s*\(/g;
/** The literal arguments: a string, then optionally a boolean, a regular expression, a mode. */
const ARGS =
  /^\s*(['"])((?:\\.|(?!\1).)*)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\\[\n])+)\/([a-z]*)\s*)?(?:,\s*(['"])(sync|eager)\6\s*)?,?\s*\)/;

export interface ContextCall {
  /** Offsets of the whole call in the module's code. */
  start: number;
  end: number;
  /** The request as written (may carry webpack's inline loaders: `!!raw-loader!../x`). */
  request: string;
  recursive: boolean;
  pattern: RegExp;
}

const position = (code: string, index: number) => {
  const before = code.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
};

/** The `require.context` calls of `code` (module `file`), each with literal arguments. */
export function contextCallsOf(code: string, file: string): ContextCall[] {
  const calls: ContextCall[] = [];
  for (const m of code.matchAll(CALL)) {
    const open = m.index + m[0].length;
    const args = ARGS.exec(code.slice(open));
    if (!args)
      throw new BuildError({
        file,
        ...position(code, m.index),
        severity: 'error',
        message:
          'require.context() is read at build time, and its arguments here are not literals (a string, then true or false, then a regular expression)',
        hint: "write the folder, the recursive flag and the file pattern as literals, e.g. require.context('./changelog', false, /\\.md$/)",
      });
    calls.push({
      start: m.index,
      end: open + args[0].length,
      request: JSON.parse(`"${args[2]!.replace(/"/g, '\\"')}"`) as string,
      // webpack's defaults: recursive, every file.
      recursive: args[3] !== 'false',
      pattern: args[4] !== undefined ? new RegExp(args[4], args[5]) : /^\.\/.*$/,
    });
  }
  return calls;
}

/** The `./`-relative keys of the files under `dir` that `pattern` matches, in webpack's order. */
export function contextKeys(dir: string, recursive: boolean, pattern: RegExp): string[] {
  const keys: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (recursive && name !== 'node_modules') walk(path);
        continue;
      }
      const key = `./${relative(dir, path).split(sep).join('/')}`;
      pattern.lastIndex = 0;
      if (pattern.test(key)) keys.push(key);
    }
  };
  walk(dir);
  return keys.sort();
}

/** `code` with its `require.context` calls replaced by contexts over static imports. */
export function rewriteContexts(
  code: string,
  file: string,
  calls: ContextCall[],
  watch: (dir: string) => void = () => undefined,
): string {
  const imports: string[] = [];
  let out = '';
  let last = 0;
  calls.forEach((call, n) => {
    // `!!raw-loader!../x` → the folder `../x`, each file asked for as `<file>?raw`.
    const loaders = call.request.split('!');
    const folderRequest = loaders.pop()!;
    const dir = resolve(dirname(file), folderRequest);
    let keys: string[];
    try {
      keys = contextKeys(dir, call.recursive, call.pattern);
    } catch {
      throw new BuildError({
        file,
        ...position(code, call.start),
        severity: 'error',
        message: `require.context() lists ${folderRequest}, which is not a folder here (${dir})`,
        hint: 'the folder is resolved from the module that calls require.context',
      });
    }
    watch(dir);
    const entries = keys.map((key, i) => {
      const name = `__docsContext${n}_${i}`;
      const target = `${folderRequest.replace(/\/$/, '')}/${key.slice(2)}`;
      const request = loaders.length
        ? (viteRequestOf(`${loaders.join('!')}!${target}`) ?? target)
        : target;
      imports.push(`import * as ${name} from ${JSON.stringify(request)};`);
      return `${JSON.stringify(key)}: ${name}`;
    });
    out +=
      code.slice(last, call.start) +
      `__docsRequireContext({${entries.join(', ')}}, ${JSON.stringify(dir)})`;
    last = call.end;
  });
  out += code.slice(last);
  const helper =
    'function __docsRequireContext(modules, id) {' +
    ' const context = (key) => {' +
    '  if (!Object.hasOwn(modules, key)) throw new Error(`Cannot find module ${JSON.stringify(key)} in require.context(${JSON.stringify(id)})`);' +
    '  return modules[key]; };' +
    ' context.keys = () => Object.keys(modules); context.resolve = (key) => key; context.id = id;' +
    ' return context; }';
  return `${imports.join('\n')}\n${helper}\n${out}`;
}

/** The Vite plugin: a site module's `require.context` calls, as contexts over static imports. */
export function requireContextPlugin(): Plugin {
  return {
    name: 'docs:require-context',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes(`${sep}node_modules${sep}`) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('require.context')) return null;
      const calls = contextCallsOf(code, file);
      if (calls.length === 0) return null;
      return {
        code: rewriteContexts(code, file, calls, (dir) => this.addWatchFile(dir)),
        map: null,
      };
    },
  };
}
