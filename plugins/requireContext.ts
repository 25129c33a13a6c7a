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
// A `require` of a computed request (`require(\`@site/static/img/${name}\`)`, as webpack makes a
// context of it) becomes such a context too, asked for the computed key.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { docusaurusFolderFile } from './lifecycle/docusaurusFolder.js';
import { parseAst } from './rolldownLazy.js';
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
  /**
   * A `require` of a computed request (`require(\`./img/${name}\`)`, `require('./img/' + name)`):
   * webpack makes it a context over the folder the request's fixed start names, every file under it
   * matching the fixed start and end; this is the source of the key the call asks the context for.
   */
  key?: string;
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
    if (callee.type === 'Identifier' && callee.name === 'require') {
      const dynamic = dynamicRequireOf(code, node);
      if (dynamic) calls.push(dynamic);
      continue;
    }
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The leftmost and rightmost operands of a chain of `+`. */
function concatEnds(node: EstreeNode): [EstreeNode, EstreeNode] {
  let left = node;
  while (left.type === 'BinaryExpression' && left.operator === '+') left = left.left as EstreeNode;
  let right = node;
  while (right.type === 'BinaryExpression' && right.operator === '+')
    right = right.right as EstreeNode;
  return [left, right];
}

/**
 * `require(\`prefix${x}suffix\`)` or `require('prefix' + x + 'suffix')` as webpack reads it: a
 * context over the folder of the prefix's last `/`, recursive, its files matching
 * `^\./<rest of prefix>.*<suffix>$`, asked for the key `./<rest of prefix>${x}suffix`. Undefined
 * for a `require` of a literal (siteRequire.ts) or of a request with no fixed folder.
 */
function dynamicRequireOf(code: string, call: EstreeNode): ContextCall | undefined {
  const args = call.arguments as EstreeNode[];
  const arg = args.length === 1 ? args[0] : undefined;
  if (!arg) return undefined;
  let prefix: string;
  let suffix: string;
  let rest: (dirLength: number) => string;
  if (arg.type === 'TemplateLiteral' && (arg.expressions as unknown[]).length > 0) {
    const quasis = arg.quasis as { value: { cooked?: string; raw: string } }[];
    prefix = quasis[0]!.value.cooked ?? '';
    suffix = quasis[quasis.length - 1]!.value.cooked ?? '';
    // The raw source after the folder (the folder's characters are plain: raw equals cooked).
    rest = (n) => '`./' + code.slice(arg.start + 1 + n, arg.end - 1) + '`';
  } else if (arg.type === 'BinaryExpression' && arg.operator === '+') {
    const [left, right] = concatEnds(arg);
    if (typeof left.value !== 'string') return undefined;
    prefix = left.value;
    suffix = typeof right.value === 'string' && right !== left ? right.value : '';
    rest = (n) => `(${JSON.stringify('./' + prefix.slice(n))}${code.slice(left.end, arg.end)})`;
  } else return undefined;
  const slash = prefix.lastIndexOf('/');
  if (slash < 0) return undefined;
  const folder = prefix.slice(0, slash + 1);
  return {
    start: call.start,
    end: call.end,
    request: folder,
    recursive: true,
    pattern: new RegExp(`^\\./${escapeRegExp(prefix.slice(slash + 1))}.*${escapeRegExp(suffix)}$`),
    key: rest(folder.length),
  };
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
  siteDir?: string,
): string {
  const imports: string[] = [];
  let out = '';
  let last = 0;
  calls.forEach((call, n) => {
    // `!!raw-loader!../x` → the folder `../x`, each file asked for as `<file>?raw`.
    const loaders = call.request.split('!');
    const folderRequest = loaders.pop()!;
    // Relative to the module, or `@site/` (the site's folder, Docusaurus's alias).
    // A folder of Docusaurus's generated files folder by its path: ours (docusaurusFolder.ts).
    const generated = siteDir ? docusaurusFolderFile(folderRequest, file, siteDir) : undefined;
    const dir =
      generated ??
      (siteDir && folderRequest.startsWith('@site/')
        ? resolve(siteDir, folderRequest.slice('@site/'.length))
        : resolve(dirname(file), folderRequest));
    const what = call.key === undefined ? 'require.context()' : 'require() of a computed request';
    let keys: string[];
    try {
      keys = contextKeys(dir, call.recursive, call.pattern);
    } catch {
      throw new BuildError({
        file,
        ...position(code, call.start),
        severity: 'error',
        message: `${what} lists ${folderRequest}, which is not a folder here (${dir})`,
        hint: 'the folder is resolved from the module that calls it (or from the site for @site/)',
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
      `__docsRequireContext({${entries.join(', ')}}, ${JSON.stringify(dir)})` +
      (call.key === undefined ? '' : `(${call.key})`);
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

/** A `require(` whose argument starts as a template literal or a string followed by `+`. */
const DYNAMIC_REQUIRE = /\brequire\s*\(\s*(`[^`]*\$\{|(['"])[^'"\n]*\2\s*\+)/;

/** The Vite plugin: a site module's `require.context` calls, as contexts over static imports. */
export function requireContextPlugin(siteDir?: string): Plugin {
  return {
    name: 'docs:require-context',
    enforce: 'pre',
    transform: {
      // Only a module of the site's code with a `require` (Rolldown tests this without calling in).
      filter: {
        id: { include: /^[^?]*\.[cm]?[jt]sx?(?:\?|$)/, exclude: /^[^?]*[\\/]node_modules[\\/]/ },
        code: 'require',
      },
      handler(code, id) {
        const file = id.split('?')[0]!;
        if (file.includes(`${sep}node_modules${sep}`) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
        if (!code.includes('require.context') && !DYNAMIC_REQUIRE.test(code)) return null;
        const calls = contextCallsOf(code, file);
        if (calls.length === 0) return null;
        return {
          code: rewriteContexts(code, file, calls, (dir) => this.addWatchFile(dir), siteDir),
          map: null,
        };
      },
    },
  };
}
