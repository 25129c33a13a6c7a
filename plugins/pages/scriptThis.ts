// `this` in a site script's top-level function call. webpack bundles a file without `import` or
// `export` as a CommonJS module, in sloppy mode: a function called plainly gets the global object
// as `this`, and old browser scripts rely on it (Flow's website vendors RequireJS as
// `(function(){ … this.requirejs = require; }())`). Vite's output is an ES module, strict
// throughout, where that `this` is undefined and the script throws as it loads ("Cannot set
// properties of undefined"). Such a call, made with no arguments at the top level of a site's
// script, is made `.call(globalThis)` here: the `this` sloppy mode gives it.
import MagicString from 'magic-string';
import { parseAst } from '../rolldownLazy.js';
import type { Plugin } from 'vite';
import { isSiteCode, siteCodeRoots } from '../siteCode.js';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const MODULE_SYNTAX = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
  'ExportAllDeclaration',
]);

/** The top-level plain calls of a function expression in a script (no `import`/`export`). */
function plainCalls(program: { body: Node[] }): Node[] {
  if (program.body.some((s) => MODULE_SYNTAX.has(s.type))) return [];
  const calls: Node[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    let expression = statement.expression as Node;
    // `!function(){…}()`, `void function(){…}()`.
    if (expression.type === 'UnaryExpression') expression = expression.argument as Node;
    if (
      expression.type === 'CallExpression' &&
      (expression.callee as Node).type === 'FunctionExpression' &&
      (expression.arguments as Node[]).length === 0
    )
      calls.push(expression);
  }
  return calls;
}

/** `code` with its top-level plain function calls given the global `this`, if it has any. */
export function giveScriptThis(code: string, file: string): string | undefined {
  if (!/\bthis\b/.test(code) || /^\s*(?:import|export)\b/m.test(code)) return undefined;
  let program: { body: Node[] };
  try {
    program = parseAst(code, { lang: 'js' }, file) as unknown as { body: Node[] };
  } catch {
    return undefined;
  }
  const s = new MagicString(code);
  let changed = false;
  for (const call of plainCalls(program)) {
    const body = code.slice((call.callee as Node).start, (call.callee as Node).end);
    if (!/\bthis\b/.test(body) || code.slice(call.end - 2, call.end) !== '()') continue;
    s.overwrite(call.end - 2, call.end, '.call(globalThis)');
    changed = true;
  }
  return changed ? s.toString() : undefined;
}

/** The Vite plugin, on the site's own `.js` files (not its dependencies). */
export function scriptThisPlugin(siteDir: string): Plugin {
  const roots = siteCodeRoots(siteDir);
  return {
    name: 'docs:script-this',
    enforce: 'pre',
    transform: {
      filter: { id: /^[^?]*\.c?js$/ },
      handler(code, id) {
        const file = id.split('?')[0]!;
        if (!/\.c?js$/.test(file) || id.includes('?') || !isSiteCode(file, roots)) return undefined;
        const out = giveScriptThis(code, file);
        return out === undefined ? undefined : { code: out, map: null };
      },
    },
  };
}
