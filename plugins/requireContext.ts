// webpack's `require.context(directory, recursive, regExp)` in a site's own modules (Ory's
// changelog list takes every `.md` of a folder with it, and their text with
// `require.context('!!raw-loader!…')`). Vite has no such call; its `import.meta.glob` takes a glob,
// not webpack's regular expression over `./`-relative keys. The call's arguments are literals, so
// the folder is listed here, at build time, and the call becomes a context over static imports of
// the files it matches: `ctx(key)` is the module (its namespace: `.default` as webpack's ES
// modules give it), `ctx.keys()` the `./`-relative keys in webpack's order, `ctx.resolve(key)` the
// key, `ctx.id` the folder. A call whose arguments are not literals stops the build at the call.
// The calls are found in the module's syntax tree (rolldown's parser), before JSX is compiled.
// The listed folder is watched: a file added to it makes the dev server transform the module again.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { BuildError } from './diagnostics.js';
import { isEstreeNode, type EstreeNode } from './estreeNode.js';
import { viteRequestOf } from './webpackInlineLoaders.js';

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

/** A literal argument's value, or undefined when the argument is not a literal. */
function literal(node: unknown): EstreeNode | undefined {
  return isEstreeNode(node) && node.type === 'Literal' ? node : undefined;
}

/** Every node of a parsed program, depth first. */
function* nodesOf(node: unknown): Generator<EstreeNode> {
  if (Array.isArray(node)) for (const n of node) yield* nodesOf(n);
  else if (isEstreeNode(node)) {
    yield node;
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') yield* nodesOf(value);
  }
}

/**
 * The `require.context` calls of `code` (module `file`), each with literal arguments, read from
 * its syntax tree (the words in a comment or a string are not a call). A module that does not
 * parse has none here: the bundler says where it fails.
 */
export function contextCallsOf(code: string, file: string): ContextCall[] {
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx';
  let program: unknown;
  try {
    program = parseAst(code, { lang }, file);
  } catch {
    return [];
  }
  const calls: ContextCall[] = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as EstreeNode;
    const object = callee.object as EstreeNode | undefined;
    const property = callee.property as EstreeNode | undefined;
    if (
      callee.type !== 'MemberExpression' ||
      callee.computed ||
      object?.type !== 'Identifier' ||
      object.name !== 'require' ||
      property?.name !== 'context'
    )
      continue;
    const args = node.arguments as unknown[];
    const [request, recursive, pattern] = [literal(args[0]), literal(args[1]), literal(args[2])];
    const regex = pattern?.regex as { pattern: string; flags: string } | undefined;
    if (
      typeof request?.value !== 'string' ||
      (args.length > 1 && typeof recursive?.value !== 'boolean') ||
      (args.length > 2 && !regex) ||
      (args.length > 3 && typeof literal(args[3])?.value !== 'string')
    )
      throw new BuildError({
        file,
        ...position(code, node.start),
        severity: 'error',
        message:
          'require.context() is read at build time, and its arguments here are not literals (a string, then true or false, then a regular expression)',
        hint: "write the folder, the recursive flag and the file pattern as literals, e.g. require.context('./changelog', false, /\\.md$/)",
      });
    calls.push({
      start: node.start,
      end: node.end,
      request: request.value,
      // webpack's defaults: recursive, every file.
      recursive: recursive?.value !== false,
      pattern: regex ? new RegExp(regex.pattern, regex.flags) : /^\.\/.*$/,
    });
  }
  return calls.sort((x, y) => x.start - y.start);
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
