// A compiled doc as a standalone ES module the production build writes itself, outside the bundler:
//
//   export default function (runtime) { …the page's code…; return { default: MDXContent, toc } }
//
// Its only imports (React's JSX runtime, MDX's component hook) become reads from `runtime`, which
// the client and the server renderer pass in (src/client/standaloneDoc.ts). The bundler then never
// parses, holds or re-emits thousands of page modules: it bundles the theme, and each page is one
// minified file named by its content hash. A page that imports anything else (a component of the
// site, a co-located image the bundler must hash) is not standalone and stays in the bundle.
//
// The form is made from the compile's own syntax tree (a recma plugin at the end of MDX's
// pipeline), not by parsing the emitted program again: parsing cost 0.6 ms of a page's 6.7 ms.
import type {
  Declaration,
  ExportDefaultDeclaration,
  ExportNamedDeclaration,
  ImportDeclaration,
  Pattern,
  Program,
  Statement,
} from 'estree';
import { toJs } from 'estree-util-to-js';
import { minifySync } from '../rolldownLazy.js';
import { FROM_HAST } from './hastModule.js';

/** Modules a standalone page may import: the client and the server renderer provide them. */
export const STANDALONE_RUNTIME_MODULES = ['react/jsx-runtime', '@mdx-js/react'] as const;

const RUNTIME = new Set<string>(STANDALONE_RUNTIME_MODULES);

const identifier = (name: string) => ({ type: 'Identifier' as const, name });

/** The names a binding pattern declares (`const { a, b: [c] } = …` declares a and c). */
function boundNames(pattern: Pattern, out: string[] = []): string[] {
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties)
        boundNames(p.type === 'RestElement' ? p.argument : p.value, out);
      break;
    case 'ArrayPattern':
      for (const e of pattern.elements) if (e) boundNames(e, out);
      break;
    case 'AssignmentPattern':
      boundNames(pattern.left, out);
      break;
    case 'RestElement':
      boundNames(pattern.argument, out);
      break;
    default:
      throw new Error('not a binding');
  }
  return out;
}

const declaredNames = (d: Declaration): string[] =>
  d.type === 'VariableDeclaration'
    ? d.declarations.flatMap((v) => boundNames(v.id))
    : d.id
      ? [d.id.name]
      : [];

const isRequire = (n: unknown): boolean =>
  (n as { type?: string; name?: string } | undefined)?.type === 'Identifier' &&
  (n as { name: string }).name === 'require';

/**
 * Whether a tree holds `import(…)` or `import.meta`, which only a module (the bundle) can carry, or
 * webpack's `require(…)` (`require.resolve`, `require.context`), which only the bundler resolves
 * (plugins/mdx/remarkRequire.ts leaves the calls in place).
 */
function usesModuleSyntax(node: unknown): boolean {
  const stack: unknown[] = [node];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      for (const x of n) if (x && typeof x === 'object') stack.push(x);
      continue;
    }
    const type = (n as { type?: unknown }).type;
    if (
      type === 'ImportExpression' ||
      (type === 'MetaProperty' && (n as { meta: { name: string } }).meta.name === 'import') ||
      ((type === 'CallExpression' || type === 'MemberExpression') &&
        isRequire(
          (n as { callee?: unknown; object?: unknown }).callee ??
            (n as { object?: unknown }).object,
        ))
    )
      return true;
    for (const key in n) {
      if (key === 'loc' || key === 'position' || key === 'range' || key === 'data') continue;
      const v = (n as Record<string, unknown>)[key];
      if (v && typeof v === 'object') stack.push(v);
    }
  }
  return false;
}

/**
 * The standalone form of a compiled page (`program`: MDX's final syntax tree), unminified; undefined
 * when the page has imports or exports this form cannot carry. The program is not changed: the new
 * one shares its statements.
 */
export function standaloneProgram(program: Program): Program | undefined {
  const body: Statement[] = [];
  const fields: string[] = [];
  let defaultName: string | undefined;
  for (const node of program.body) {
    switch (node.type) {
      case 'ImportDeclaration': {
        const imp = node as ImportDeclaration;
        const source = String(imp.source.value);
        // Named imports only, by identifier (`import { "a-b" as x }` is left to the bundler too).
        const names = imp.specifiers.map((s) =>
          s.type === 'ImportSpecifier' && s.imported.type === 'Identifier'
            ? ([s.imported.name, s.local.name] as const)
            : undefined,
        );
        if (!RUNTIME.has(source) || names.some((n) => !n)) return undefined;
        body.push({
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: {
                type: 'ObjectPattern',
                properties: names.map((n) => {
                  const [imported, local] = n!;
                  return {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: imported === local,
                    computed: false,
                    key: identifier(imported),
                    value: identifier(local),
                  };
                }),
              },
              init: {
                type: 'MemberExpression',
                object: identifier('runtime'),
                property: { type: 'Literal', value: source },
                computed: true,
                optional: false,
              },
            },
          ],
        });
        break;
      }
      case 'ExportNamedDeclaration': {
        const ex = node as ExportNamedDeclaration;
        if (ex.source || ex.specifiers.length || !ex.declaration) return undefined;
        try {
          fields.push(...declaredNames(ex.declaration));
        } catch {
          return undefined;
        }
        body.push(ex.declaration);
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = (node as ExportDefaultDeclaration).declaration;
        if (
          (declaration.type !== 'FunctionDeclaration' && declaration.type !== 'ClassDeclaration') ||
          !declaration.id
        )
          return undefined;
        defaultName = declaration.id.name;
        body.push(declaration as Statement);
        break;
      }
      case 'ExportAllDeclaration':
        return undefined;
      default:
        body.push(node as Statement);
    }
  }
  if (!defaultName || usesModuleSyntax(body)) return undefined;
  body.push({
    type: 'ReturnStatement',
    argument: {
      type: 'ObjectExpression',
      properties: [['default', defaultName] as const, ...fields.map((f) => [f, f] as const)].map(
        ([key, value]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: key === value,
          computed: false,
          key: identifier(key),
          value: identifier(value),
        }),
      ),
    },
  });
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportDefaultDeclaration',
        declaration: {
          type: 'FunctionDeclaration',
          id: null,
          params: [identifier('runtime')],
          body: { type: 'BlockStatement', body },
          generator: false,
          async: false,
        } as never,
      },
    ],
  };
}

/**
 * The page's standalone module, minified (undefined when it cannot be standalone). Names are
 * mangled and whitespace goes, but the code is not compressed: on the benchmark corpus that took
 * a third of this step's time (0.12 ms a page) for 0.5% of the gzipped bytes.
 */
export function toStandaloneModule(program: Program, filename = 'doc.js'): string | undefined {
  const standalone = standaloneProgram(program);
  if (!standalone) return undefined;
  const min = minifySync(filename, toJs(standalone).value, { compress: false, mangle: true });
  return min.errors.length ? undefined : min.code;
}

/**
 * A recma plugin (the last of the compile): the page's standalone module, in `file.data.standalone`.
 * A page that has one is not bundled, so its program is emptied: the compile does not write out
 * JavaScript nobody reads (the bundler's transform compiles such a page again if it meets one).
 */
export function recmaStandaloneModule() {
  return (tree: Program, file: { path?: string; data: Record<string, unknown> }) => {
    // Written already from the page's hast (hastModule.ts): the program is an empty page's.
    if (file.data[FROM_HAST]) {
      emptyProgram(tree);
      return;
    }
    const standalone = toStandaloneModule(tree, file.path);
    file.data.standalone = standalone;
    if (standalone !== undefined) emptyProgram(tree);
  };
}

/**
 * A program emptied, its comments too: an MDX comment (`{/* … *\/}`) is kept on the program and
 * printed on its own, which left such a page a module of one comment, not an empty one (Ory's
 * `security-model.mdx`).
 */
function emptyProgram(tree: Program): void {
  tree.body = [];
  (tree as Program & { comments?: unknown[] }).comments = [];
}
