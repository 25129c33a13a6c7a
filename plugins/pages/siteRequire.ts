// `require('…')` in a site's ES modules, as Docusaurus's webpack runs it: where it is written.
// The classic template's `Svg: require('@site/static/img/x.svg').default` runs as the module
// loads; a `require` in a function body (an effect, a `<BrowserOnly>` callback) runs only when the
// function is called, so a module reading `document` as it loads is never run by the server's
// pre-render (Halo's SearchBar requires `meilisearch-docsearch` in an effect, Homarr's home page a
// `leader-line-new` component in a `<BrowserOnly>` callback); an error its evaluation throws is
// thrown by that `require` call, where a `try` around it catches it; a missing module in a `try`
// is a warning at build time and an error thrown by the call (webpack's "optional" dependency).
//
// How each place keeps these semantics (`RequireMode`):
// - `bundle` (the client and the server build): the bundler's own `require()`. Rolldown bundles
//   a required ES module wrapped in a function run by the first `require` (esbuild's `__esm`
//   wrapper: `(init_x(), __toCommonJS(x_exports))`), its errors rethrown by every later call, and
//   a CommonJS module as its `module.exports`, both as webpack does; it resolves the package with
//   its `require` condition, as webpack does (meilisearch-docsearch's `dist/index.cjs`, where
//   the `import` condition gives a strict ES module whose import of a name solid-js's server build
//   lacks stops the build). Only what it would get wrong is rewritten: a module that does not
//   resolve (a thrown "Cannot find module" at the call, not a `require` left to a browser that
//   has none) and `require.resolve` (a module id).
// - `dev-server` (the dev server's pre-render, Vite's module runner): ES modules load
//   asynchronously, so a synchronous `require` cannot load its module when it is called. The
//   module is loaded as the file loads (`await import()`), its evaluation error kept and thrown
//   by each `require` call of it: the module's side effects run early, but a module that fails on
//   the server (reads `document`) fails only the call that webpack's would fail, not the page.
// - `dev-browser` (the dev server's modules in the browser): a namespace import, run as the file
//   loads. A `try` around a require does not catch its module's evaluation error there: ES
//   modules have no synchronous lazy load, and an awaited import (as in `dev-server`) deadlocks
//   in the browser on an import cycle, which a lazy `require` is often written to break.
// A `require('x')` called at once (`require('lunr-languages/lunr.stemmer.support.js')(lunr)`,
// search-local's generated constants) or of a `commonJs` specifier is, in the two dev modes, the
// module's default export: a CommonJS module's `module.exports`, which webpack's require returns.
import { isAbsolute, relative } from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from '../rolldownLazy.js';
import type { Plugin } from 'vite';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { isSiteCode, siteCodeRoots } from '../siteCode.js';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export type RequireMode = 'bundle' | 'dev-server' | 'dev-browser';

export interface RequireCall {
  /** The range replaced: the call, or its callee when the call's value is called at once. */
  start: number;
  end: number;
  specifier: string;
  /** `require('x')(…)`: the module's default (CommonJS `module.exports`) is called. */
  called: boolean;
  /** `require.resolve('x')`: the module's id, not its value. */
  resolve: boolean;
  /** Inside a `try` block: a missing module is a warning and an error thrown by the call. */
  inTry: boolean;
  /** Run as the module loads: not in a function, branch, loop or `try`. */
  topLevel: boolean;
}

/** The string literal a call of `callee` with one argument is made with, when it is one. */
function literalArgument(n: Node): string | undefined {
  const args = n.arguments as (Node & { value?: unknown })[];
  if (args.length !== 1) return undefined;
  const arg = args[0]!;
  if (arg.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  // A template literal without expressions: `require(\`./x\`)`.
  if (arg.type === 'TemplateLiteral' && (arg.expressions as unknown[]).length === 0) {
    const quasis = arg.quasis as { value: { cooked?: string } }[];
    return quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** `require('x')` → 'require', `require.resolve('x')` → 'resolve', else undefined. */
function requireKind(n: Node | undefined): 'require' | 'resolve' | undefined {
  if (n?.type !== 'CallExpression') return undefined;
  const callee = n.callee as Node & { name?: string };
  if (callee.type === 'Identifier' && callee.name === 'require') return 'require';
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const object = callee.object as Node & { name?: string };
  const property = callee.property as Node & { name?: string };
  return object.type === 'Identifier' && object.name === 'require' && property.name === 'resolve'
    ? 'resolve'
    : undefined;
}

/** Nodes whose body does not run when the enclosing code reaches them, or runs conditionally. */
const DEFERRING = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'IfStatement',
  'ConditionalExpression',
  'LogicalExpression',
  'SwitchStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  'TryStatement',
  'ClassBody',
]);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * The `require('literal')` and `require.resolve('literal')` calls of a program, in source order,
 * each with where it stands (in a `try` block, at the top level). A `require` declared by the
 * module itself (a parameter or variable named `require`) is still taken as webpack's: Docusaurus
 * sites do not shadow it.
 */
export function findRequires(code: string, file: string): RequireCall[] {
  if (!/\brequire\s*[(.]/.test(code)) return [];
  const program = parseAst(code, { lang: 'js' }, file) as unknown as Node;
  const out: RequireCall[] = [];
  const visit = (node: unknown, deferred: boolean, inTry: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, deferred, inTry);
      return;
    }
    const n = node as Node;
    const kind = requireKind(n);
    const specifier = kind && literalArgument(n);
    if (kind && specifier !== undefined) {
      const where = { specifier, inTry, topLevel: !deferred };
      out.push({
        start: n.start,
        end: n.end,
        called: false,
        resolve: kind === 'resolve',
        ...where,
      });
      return;
    }
    const callee = n.type === 'CallExpression' ? (n.callee as Node) : undefined;
    const calledSpecifier =
      callee && requireKind(callee) === 'require' ? literalArgument(callee) : undefined;
    if (callee && calledSpecifier !== undefined) {
      out.push({
        start: callee.start,
        end: callee.end,
        specifier: calledSpecifier,
        called: true,
        resolve: false,
        inTry,
        topLevel: !deferred,
      });
      visit(n.arguments, deferred, inTry);
      return;
    }
    const defers = deferred || DEFERRING.has(n.type);
    // A function's body is outside the `try` it is written in (webpack: `inTry` is the block's).
    const tried = FUNCTIONS.has(n.type) ? false : inTry;
    for (const [key, value] of Object.entries(n)) {
      if (key === 'type') continue;
      if (n.type === 'TryStatement') {
        // The `try` block is tried; its handler and finalizer are not.
        visit(value, true, key === 'block' ? true : inTry);
        continue;
      }
      visit(value, defers, tried);
    }
  };
  visit(program, false, false);
  return out;
}

/** Line and column (1-based) of an offset. */
function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where `require('spec')` (or `require.resolve`) is written in the file's own source: the compiled
 * code the transform sees has other positions (TypeScript and JSX taken out).
 */
function sourcePosition(
  source: string | undefined,
  code: string,
  call: RequireCall,
): { line: number; column: number } {
  if (source !== undefined) {
    const callee = call.resolve ? String.raw`require\s*\.\s*resolve` : 'require';
    const escaped = call.specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`\\b${callee}\\s*\\(\\s*(['"\`])${escaped}\\1`).exec(source);
    if (match) return position(source, match.index);
  }
  return position(code, call.start);
}

/** An expression throwing what Node's and webpack's `require` throw for a missing module. */
export function missingModuleExpression(specifier: string): string {
  const message = JSON.stringify(`Cannot find module '${specifier}'`);
  return `(() => { const e = new Error(${message}); e.code = "MODULE_NOT_FOUND"; throw e; })()`;
}

/** What a module requires resolved to: a file path or module id, `null` when it did not resolve. */
export type ResolvedRequires = ReadonlyMap<string, string | null>;

export interface RewriteOptions {
  mode: RequireMode;
  /** Each specifier's resolution (`null`: missing); a specifier absent here counts as resolved. */
  resolved?: ResolvedRequires;
  /** The site's folder: `require.resolve` gives a module id relative to it, as webpack's does. */
  siteDir?: string;
  /**
   * Specifiers whose require is the module's default export, as webpack's require of a CommonJS
   * module is its `module.exports` (plugin-ideal-image's images: plugins/idealImage/).
   */
  commonJs?: (specifier: string) => boolean;
  /** The file's own source, to name a call's line and column in it. */
  source?: string;
}

export interface RewriteResult {
  code: string | undefined;
  /** A missing module in a `try`: webpack's "Module not found" warning. */
  warnings: Diagnostic[];
}

/** webpack's module id of a resolved module: its path from the site's folder, `./`-prefixed. */
function moduleId(resolved: string, siteDir: string | undefined): string {
  const file = resolved.split('?')[0]!;
  if (!siteDir || !isAbsolute(file)) return resolved;
  const rel = relative(siteDir, file).split('\\').join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * `code` with its requires given webpack's semantics in `mode` (see the file's head), or
 * `code: undefined` when nothing changes. A missing module outside a `try` is an error naming the
 * call's line and column, as webpack's "Module not found" stops its build.
 */
export function rewriteRequires(
  code: string,
  file: string,
  calls: readonly RequireCall[],
  options: RewriteOptions,
): RewriteResult {
  const { mode, resolved, commonJs } = options;
  const warnings: Diagnostic[] = [];
  if (!calls.length) return { code: undefined, warnings };
  const s = new MagicString(code);
  const names = new Map<string, string>();
  const hoisted: string[] = [];
  let helper = false;
  for (const call of calls) {
    const target = resolved?.get(call.specifier);
    if (target === null) {
      const at = sourcePosition(options.source, code, call);
      const what = `${call.resolve ? 'require.resolve' : 'require'}('${call.specifier}')`;
      if (!call.inTry)
        throw new BuildError({
          file,
          ...at,
          severity: 'error',
          message: `${what}: module not found`,
          hint: "install the package, or correct the path (a relative path is resolved from this file's folder); a require inside a try block is optional, as in webpack: a warning, and the call throws",
        });
      warnings.push({
        file,
        ...at,
        severity: 'warning',
        kind: 'optional require',
        message: `${what}: module not found; the call throws "Cannot find module" (it is in a try block, as webpack allows)`,
      });
      s.overwrite(call.start, call.end, missingModuleExpression(call.specifier));
      continue;
    }
    if (call.resolve) {
      s.overwrite(
        call.start,
        call.end,
        JSON.stringify(moduleId(target ?? call.specifier, options.siteDir)),
      );
      continue;
    }
    const asDefault = call.called || !!commonJs?.(call.specifier);
    // The bundler's own require has webpack's semantics (a ES module's namespace, a CommonJS
    // module's exports). An ideal-image module is an ES module standing for a CommonJS one: its
    // default import (an image has no side effects to defer).
    if (mode === 'bundle' && !commonJs?.(call.specifier)) continue;
    const key = `${asDefault && mode === 'dev-browser' ? 'default' : 'namespace'}:${call.specifier}`;
    let name = names.get(key);
    if (!name) {
      name = `__docs_require${names.size}`;
      names.set(key, name);
      const spec = JSON.stringify(call.specifier);
      if (mode === 'dev-server') {
        hoisted.push(
          `const ${name} = await import(${spec}).then((m) => ({ m }), (e) => ({ e }));\n`,
        );
        helper = true;
      } else {
        hoisted.push(`import ${asDefault ? name : `* as ${name}`} from ${spec};\n`);
      }
    }
    const value = mode === 'dev-server' ? `__docs_required(${name})` : name;
    s.overwrite(
      call.start,
      call.end,
      asDefault && mode === 'dev-server' ? `${value}.default` : value,
    );
  }
  if (helper)
    hoisted.unshift('function __docs_required(r) { if ("e" in r) throw r.e; return r.m; }\n');
  if (hoisted.length) s.prepend(hoisted.join(''));
  return { code: s.hasChanged() ? s.toString() : undefined, warnings };
}

/**
 * A package's name, with or without a path in it (`pkg`, `@scope/pkg/x`): a specifier whose
 * resolution the package's `exports` conditions choose. Not the site's or the theme's aliases.
 */
export function isPackageSpecifier(specifier: string): boolean {
  return (
    /^(@[\w.-]+\/)?[\w.-]/.test(specifier) &&
    !/^(\.|@site\/|@theme(-original|-init)?\/|@docusaurus\/|@generated\/)/.test(specifier) &&
    !specifier.includes(':')
  );
}

/**
 * The site's `require()` calls with webpack's semantics, on the site's own code only: its
 * JavaScript and TypeScript modules after their JSX is compiled (siteJsx.ts), or with `markdown`
 * its Markdown and MDX modules once compiled (an instance after the docs plugin). `production`:
 * the client or server build (`bundle` mode); else the dev server, `dev-server` for its
 * pre-render's modules and `dev-browser` for the browser's.
 */
export function siteRequirePlugin(
  siteDir: string,
  commonJs?: (specifier: string) => boolean,
  options: { production?: boolean; markdown?: boolean; onWarning?: (d: Diagnostic) => void } = {},
): Plugin {
  const roots = siteCodeRoots(siteDir);
  const files = options.markdown ? /\.mdx?$/i : /\.[cm]?[jt]sx?$/;
  return {
    name: options.markdown ? 'docs:site-require-markdown' : 'docs:site-require',
    transform: {
      // A file of `files` with a `require` in it (findRequires finds none in another): Rolldown tests
      // this itself, without calling the handler.
      filter: {
        id: options.markdown ? /^[^?]*\.mdx?(?:\?|$)/i : /^[^?]*\.[cm]?[jt]sx?(?:\?|$)/,
        code: 'require',
      },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        if (!files.test(file) || !isSiteCode(file, roots)) return undefined;
        const calls = findRequires(code, file);
        if (!calls.length) return undefined;
        const mode: RequireMode = options.production
          ? 'bundle'
          : this.environment?.config.consumer === 'server'
            ? 'dev-server'
            : 'dev-browser';
        const resolved = new Map<string, string | null>();
        for (const spec of new Set(calls.map((c) => c.specifier))) {
          const r = await this.resolve(spec, id, { kind: 'require-call' });
          resolved.set(spec, r ? r.id : null);
        }
        let source: string | undefined;
        if ([...resolved.values()].includes(null)) {
          const { readFile } = await import('node:fs/promises');
          source = await readFile(file, 'utf8').catch(() => undefined);
        }
        const out = rewriteRequires(code, file, calls, {
          mode,
          resolved,
          siteDir,
          ...(commonJs ? { commonJs } : {}),
          ...(source !== undefined ? { source } : {}),
        });
        for (const w of out.warnings)
          if (options.onWarning) options.onWarning(w);
          else this.warn(`${w.file}:${w.line}:${w.column}: ${w.message}`);
        return out.code === undefined ? undefined : { code: out.code, map: null };
      },
    },
  };
}

/**
 * A package's `require('x')` in a `try` block where `x` is not installed, as webpack builds it
 * (its "optional" dependency): a warning at the call's line and column, and a call that throws
 * "Cannot find module" (code MODULE_NOT_FOUND) each time it runs, in both bundles. Rolldown would
 * leave the call to a `require` the browser does not have, and to Node's own in the server
 * bundle, silently. Only a file with a `try` and a literal request that does not resolve is
 * parsed; a require outside a `try` that does not resolve is the bundler's error, as in webpack.
 */
export function packageOptionalRequiresPlugin(onWarning?: (d: Diagnostic) => void): Plugin {
  return {
    name: 'docs:package-optional-requires',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/].*\.c?js(\?|$)/, code: /\btry\s*\{/ },
      async handler(code, id) {
        // The literal requests first (a regular expression), resolved; the module is parsed
        // only when one does not resolve (react-dom's 0.5 MB client took a second to walk).
        const requests = new Set(
          [...code.matchAll(/\brequire\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g)].map((m) => m[2]!),
        );
        const resolved = new Map<string, string | null>();
        for (const spec of requests)
          if (!(await this.resolve(spec, id, { kind: 'require-call' }))) resolved.set(spec, null);
        if (!resolved.size) return undefined;
        const file = id.split('?')[0]!;
        let calls: RequireCall[];
        try {
          calls = findRequires(code, file).filter(
            (c) => c.inTry && !c.resolve && resolved.has(c.specifier),
          );
        } catch {
          return undefined;
        }
        if (!calls.length) return undefined;
        const out = rewriteRequires(code, file, calls, { mode: 'bundle', resolved });
        for (const w of out.warnings)
          if (onWarning) onWarning(w);
          else this.warn(`${w.file}:${w.line}:${w.column}: ${w.message}`);
        return out.code === undefined ? undefined : { code: out.code, map: null };
      },
    },
  };
}
