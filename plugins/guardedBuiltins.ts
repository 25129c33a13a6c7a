// A dependency that asks for a Node built-in only where it may be missing: lodash-es's
// `_nodeUtil.js` (mermaid's dependency) calls `freeModule.require('util')` inside `try`, and uses
// what it gets only if there is something. In browser code Vite makes the built-in an empty module
// and warns that it did; for such a request the warning is noise a site's author cannot act on,
// and it is dropped. A built-in imported (`import … from 'util'`, `import('util')`), or required
// outside a `try`, in a dependency or anywhere in the site's own code, keeps its warning.
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import type { Plugin } from 'vite';

/** Vite's warning for a Node built-in it made an empty module in browser code, and its importer. */
const EXTERNALIZED_BY =
  /Module "([^"]+)" has been externalized for browser compatibility, imported by "([^"]+)"/;

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** `require('x')` or `something.require('x')`. */
function requiredName(node: Node): string | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node;
  const named =
    (callee.type === 'Identifier' && callee.name === 'require') ||
    (callee.type === 'MemberExpression' &&
      !callee.computed &&
      (callee.property as Node).name === 'require');
  const arg = (node.arguments as Node[])[0];
  return named && arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}

/** What names `request` outside a try block: an import, a dynamic import, an unguarded require. */
function namesOf(
  node: Node,
  request: string,
  inTry: boolean,
  found: { guarded: number; open: number },
) {
  const source = node.source as Node | undefined;
  if (/^(Import|ExportAll|ExportNamed)Declaration$|^ImportExpression$/.test(node.type))
    if (source?.type === 'Literal' && source.value === request) found.open++;
  if (requiredName(node) === request) {
    if (inTry) found.guarded++;
    else found.open++;
  }
  for (const [key, value] of Object.entries(node)) {
    const guarded = inTry || (node.type === 'TryStatement' && key === 'block');
    // A function defined in the try block may be called outside it.
    const within = guarded && !/Function/.test(node.type);
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) namesOf(child, request, within, found);
  }
}

/**
 * Whether the module's only uses of `request` are requires inside a `try` block (not in a function
 * defined there). False for code that does not parse.
 */
export function onlyGuardedRequires(code: string, request: string): boolean {
  let program: Node;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  } catch {
    return false;
  }
  const found = { guarded: 0, open: 0 };
  namesOf(program, request, false, found);
  return found.guarded > 0 && found.open === 0;
}

/**
 * Drops Vite's "externalized for browser compatibility" warning for a package in node_modules
 * whose only use of the built-in is a guarded require (read from the importer's file).
 */
export function guardedBuiltinsPlugin(read = (file: string) => readFileSync(file, 'utf8')): Plugin {
  return {
    name: 'docs:guarded-builtins',
    onLog(_level, log) {
      const m = EXTERNALIZED_BY.exec(log.message);
      if (!m) return undefined;
      const importer = m[2]!.split('?')[0]!;
      if (!importer.split(/[\\/]/).includes('node_modules')) return undefined;
      let code: string;
      try {
        code = read(importer);
      } catch {
        return undefined;
      }
      return onlyGuardedRequires(code, m[1]!) ? false : undefined;
    },
  };
}
