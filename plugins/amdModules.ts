// Third-party modules written for AMD loaders, CommonJS and browser globals at once (UMD), as
// webpack, Docusaurus's bundler, builds them. Webpack gives every `javascript/auto` module an AMD
// `define` (its `amd` option is on unless a config sets it to false), and its parser folds the
// tests a UMD wrapper makes: `typeof define` is "function", `define.amd` is truthy, `typeof
// define.amd` "object" (and `typeof require` "function", `require.amd` an object). A branch such a
// test never takes is dead: webpack neither walks nor resolves it. lunr-languages' `lunr.zh.js`
// asks for `@node-rs/jieba` in its CommonJS branch only; webpack takes the AMD branch and never
// resolves it, where Rolldown, which has no AMD, takes the CommonJS branch and fails on it.
//
// So here, before Rolldown reads the module: a test of an `if`, a `?:`, a `&&` or `||` that
// webpack folds to a constant is that constant and its dead branch is emptied (an `if`'s keeps its
// `var` names, as webpack's ConstPlugin does); the free `define`, `define.amd`, `typeof define`
// left in live code are webpack's: `define(…)` runs webpack's AMD define on the module's
// `module` and `exports` (an object or a factory's result is the module's exports; a factory
// without dependencies is called with `require`, `exports`, `module`; a dependency array of
// literals becomes the modules it names, `require`, `exports` and `module` being those three).
// A `require` given to a factory finds the modules the file requires by a literal name.
// A file that declares a `define` of its own, or uses ES module syntax, is left alone; so is a
// `.mjs` file (a strict ES module, where webpack has no AMD either).
import MagicString from 'magic-string';
import { parseAst } from './rolldownLazy.js';
import type { Plugin } from 'vite';
import { isEstreeNode, type EstreeNode } from './estreeNode.js';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const DEFINE = '__docs_amd_define';
const OPTIONS = '__docs_amd_options';
const REQUIRE = '__docs_amd_require';

/** What webpack's parser knows of an expression: a constant value, or only that it is truthy. */
type Known = { value: unknown } | { truthy: true } | undefined;

const asBool = (k: Known): boolean | undefined =>
  k === undefined ? undefined : 'truthy' in k ? true : Boolean(k.value);

const child = (n: EstreeNode, key: string) => n[key] as EstreeNode;

/** Names a binding pattern declares. */
function patternNames(p: unknown, out: string[]): void {
  if (!isEstreeNode(p)) return;
  if (p.type === 'Identifier') out.push(p.name as string);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties as EstreeNode[])
      patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const e of p.elements as unknown[]) patternNames(e, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
  else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
}

/** Every name the program declares anywhere (variables, functions, classes, parameters, catch). */
function declaredNames(program: EstreeNode): Set<string> {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isEstreeNode(node)) return;
    if (node.type === 'VariableDeclarator') patternNames(node.id, names);
    else if (FUNCTIONS.has(node.type) || /^Class/.test(node.type)) {
      if (node.id) patternNames(node.id, names);
      for (const p of (node.params as unknown[] | undefined) ?? []) patternNames(p, names);
    } else if (node.type === 'CatchClause') patternNames(node.param, names);
    else if (/^Import.*Specifier$/.test(node.type)) patternNames(node.local, names);
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  return new Set(names);
}

/** `define.amd`, `require.amd` (free roots) → the root's name. */
function amdOptionsRoot(n: EstreeNode, free: (name: string) => boolean): string | undefined {
  if (n.type !== 'MemberExpression' || n.computed) return undefined;
  const object = child(n, 'object');
  const property = child(n, 'property');
  if (object.type !== 'Identifier' || property.type !== 'Identifier' || property.name !== 'amd')
    return undefined;
  const root = object.name as string;
  return (root === 'define' || root === 'require') && free(root) ? root : undefined;
}

/** webpack's evaluation of a test, for the parts its AMD and CommonJS plugins know. */
function evaluate(n: EstreeNode, free: (name: string) => boolean): Known {
  switch (n.type) {
    case 'ParenthesizedExpression':
      return evaluate(child(n, 'expression'), free);
    case 'Literal':
      return n.regex === undefined ? { value: n.value } : undefined;
    case 'MemberExpression':
      return amdOptionsRoot(n, free) ? { truthy: true } : undefined;
    case 'UnaryExpression': {
      const arg = child(n, 'argument');
      if (n.operator === 'typeof') {
        if (arg.type === 'Identifier' && (arg.name === 'define' || arg.name === 'require'))
          return free(arg.name as string) ? { value: 'function' } : undefined;
        return amdOptionsRoot(arg, free) ? { value: 'object' } : undefined;
      }
      if (n.operator === '!') {
        const b = asBool(evaluate(arg, free));
        return b === undefined ? undefined : { value: !b };
      }
      return undefined;
    }
    case 'BinaryExpression': {
      const op = n.operator as string;
      if (!['===', '!==', '==', '!='].includes(op)) return undefined;
      const left = evaluate(child(n, 'left'), free);
      const right = evaluate(child(n, 'right'), free);
      if (!left || !right || 'truthy' in left || 'truthy' in right) return undefined;
      const equal = op.length === 3 ? left.value === right.value : left.value == right.value;
      return { value: op.startsWith('!') ? !equal : equal };
    }
    case 'LogicalExpression': {
      const left = evaluate(child(n, 'left'), free);
      const leftBool = asBool(left);
      if (n.operator === '&&' && leftBool === false) return left;
      if (n.operator === '||' && leftBool === true) return left;
      if (leftBool === undefined || n.operator === '??') return undefined;
      return evaluate(child(n, 'right'), free);
    }
    default:
      return undefined;
  }
}

/** The `var` names a removed statement declares (outside its functions), kept as webpack keeps them. */
function hoistedVars(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => hoistedVars(n, out));
  else if (isEstreeNode(node) && !FUNCTIONS.has(node.type)) {
    if (node.type === 'VariableDeclaration' && node.kind === 'var')
      for (const d of node.declarations as EstreeNode[]) patternNames(d.id, out);
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') hoistedVars(value, out);
  }
  return out;
}

const literalString = (n: EstreeNode | null | undefined): string | undefined =>
  n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;

/** The helpers the rewritten module calls, appended as hoisted function declarations. */
function helpers(requests: string[]): string {
  const cases = requests
    .map((r) => `case ${JSON.stringify(r)}: return require(${JSON.stringify(r)});`)
    .join(' ');
  return [
    `\nfunction ${OPTIONS}() { return ${OPTIONS}.o || (${OPTIONS}.o = {}); }`,
    `function ${REQUIRE}(request) { switch (request) { ${cases} }` +
      ` var e = new Error("Cannot find module '" + request + "'"); e.code = "MODULE_NOT_FOUND"; throw e; }`,
    `function ${DEFINE}() {` +
      ` var args = Array.prototype.slice.call(arguments); if (typeof args[0] === "string") args.shift();` +
      ` var factory = args[args.length - 1], deps = args.length > 1 ? args[0] : null;` +
      ` var result = typeof factory !== "function" ? factory : deps ? factory.apply(exports, deps)` +
      ` : factory.call(exports, ${REQUIRE}, exports, module);` +
      ` if (result !== undefined) module.exports = result; }\n`,
  ].join('\n');
}

/**
 * `code` (module `file`) with the UMD and AMD parts webpack folds or gives folded and given as
 * webpack does (see the file's head), or undefined when the module has none.
 */
export function foldAmd(code: string, file: string): { code: string; map: unknown } | undefined {
  if (!/\bdefine\s*(\(|\.\s*amd\b)|\btypeof\s+define\b/.test(code)) return undefined;
  let program: EstreeNode;
  try {
    program = parseAst(code, { lang: 'js' }, file) as unknown as EstreeNode;
  } catch {
    return undefined;
  }
  const body = program.body as EstreeNode[];
  if (body.some((s) => /^(Import|Export)/.test(s.type))) return undefined;
  const declared = declaredNames(program);
  if (declared.has('define')) return undefined;
  const free = (name: string) => !declared.has(name);
  const s = new MagicString(code);
  const requests = new Set<string>();
  let usesDefine = false;

  const blank = (n: EstreeNode, replacement: string) => s.overwrite(n.start, n.end, replacement);
  const emptied = (n: EstreeNode) => {
    const vars = hoistedVars(n, []);
    return vars.length ? `{ var ${vars.join(', ')}; }` : '{}';
  };
  const dependencies = (array: EstreeNode) => {
    for (const e of array.elements as (EstreeNode | null)[]) {
      const request = literalString(e);
      if (!e || request === undefined) continue;
      const value =
        request === 'require'
          ? REQUIRE
          : request === 'exports' || request === 'module'
            ? request
            : `require(${JSON.stringify(request)})`;
      s.overwrite(e.start, e.end, value);
    }
  };

  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isEstreeNode(node)) return;
    const n = node;
    if (n.type === 'IfStatement' || n.type === 'ConditionalExpression') {
      const b = asBool(evaluate(child(n, 'test'), free));
      if (b !== undefined) {
        blank(child(n, 'test'), String(b));
        const dead = b ? child(n, 'alternate') : child(n, 'consequent');
        if (dead) blank(dead, n.type === 'IfStatement' ? emptied(dead) : 'void 0');
        visit(b ? n.consequent : n.alternate);
        return;
      }
    } else if (n.type === 'LogicalExpression' && n.operator !== '??') {
      const b = asBool(evaluate(child(n, 'left'), free));
      if (b === (n.operator === '||')) {
        visit(n.left);
        blank(child(n, 'right'), 'void 0');
        return;
      }
    } else if (n.type === 'UnaryExpression' && n.operator === 'typeof') {
      const arg = child(n, 'argument');
      if (arg.type === 'Identifier' && arg.name === 'define') return void blank(n, '"function"');
      if (amdOptionsRoot(arg, free)) return void blank(n, '"object"');
    } else if (amdOptionsRoot(n, free)) {
      usesDefine = true;
      return void blank(n, `${OPTIONS}()`);
    } else if (n.type === 'Identifier' && n.name === 'define') {
      usesDefine = true;
      return void blank(n, DEFINE);
    } else if (n.type === 'CallExpression') {
      const callee = child(n, 'callee');
      const args = n.arguments as EstreeNode[];
      if (callee.type === 'Identifier' && callee.name === 'define') {
        const deps = literalString(args[0]) !== undefined ? args[1] : args[0];
        if (deps?.type === 'ArrayExpression' && args.length > 1) dependencies(deps);
      }
      const request = literalString(args[0]);
      if (callee.type === 'Identifier' && callee.name === 'require' && request !== undefined)
        requests.add(request);
    } else if (n.type === 'MemberExpression' && !n.computed) {
      // `x.define` is a property, not the free variable.
      return visit(n.object);
    } else if (n.type === 'Property' && !n.computed) {
      const value = child(n, 'value');
      if (n.shorthand && value.type === 'Identifier' && value.name === 'define') {
        usesDefine = true;
        return void blank(value, `define: ${DEFINE}`);
      }
      return visit(value);
    } else if (/^(MethodDefinition|PropertyDefinition)$/.test(n.type) && !n.computed) {
      return visit(n.value);
    }
    for (const [key, value] of Object.entries(n))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  if (!s.hasChanged()) return undefined;
  if (usesDefine) s.append(helpers([...requests]));
  return { code: s.toString(), map: s.generateMap({ hires: true, source: file }) };
}

/** The plugin: a site's JavaScript and its packages' (not `.mjs`), in the bundles. */
export function amdModulesPlugin(): Plugin {
  return {
    name: 'docs:amd-modules',
    transform: {
      filter: { id: /\.c?js(\?|$)/, code: /\bdefine\b/ },
      handler(code, id) {
        return foldAmd(code, id.split('?')[0]!) as ReturnType<typeof foldAmd> & { map: null };
      },
    },
  };
}
