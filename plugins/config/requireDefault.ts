// What a `require(…)` written in a site module gives, as under Docusaurus's loader. Docusaurus
// loads the config through jiti 1 with `interopDefault`, which applies to every `require` in the
// files it transpiles: a module with a default export gives that export (an object or a function
// gets the module's named exports added to it, where it has no property of that name), a module
// without one gives itself. Under jiti 2 (ours) the same `require` gives the module's namespace
// (a proxy that reads the default export's properties), so `plugins: [require('./plugin.ts')]`
// would be an object, not the plugin function Docusaurus calls.
//
// `requireDefaultPlugin` is a Babel plugin for jiti's transform: before any other plugin runs, it
// wraps each call of the free `require` written in the source in a helper that does what jiti 1
// did. jiti 1's interop applied to the `require` Babel writes for an `import` too, so a default
// import (`import x from 'm'`) is that value's default, Babel's way: a CommonJS package built from
// ES modules (`__esModule`, a function as `default`, named exports beside it) gives its function
// with the named exports (and `default`) added, where jiti 2 gives the bare function. HAMi's local
// docs plugin re-exports `@docusaurus/plugin-content-docs` as `export default pkg.default` and
// `export const { validateOptions } = pkg`: undefined both, under jiti 2. Such an import becomes a
// `const` of the wrapped `require`. `import * as ns` and named imports keep jiti 2's interop, which
// gives what Docusaurus gives.

/**
 * jiti 1's `interopDefault` (jiti/dist/jiti.js, 1.21), applied to what jiti 2's require gave. That
 * may be jiti 2's own interop proxy, which answers a name its module lacks from the default
 * export: a getter added to the default export for such a name would read itself through the
 * proxy without end (tRPC's config: `const { z } = require('zod')`), so a getter reading itself
 * gives undefined, what jiti 1's plain module object gave.
 */
const HELPER = `function HELPER(mod) {
  if (mod === null || typeof mod !== "object" || !("default" in mod)) return mod;
  var own = Object.getOwnPropertyDescriptor(mod, "default");
  var value = own && "value" in own ? own.value : mod.default;
  if (value === null || value === undefined) return mod;
  if (typeof value !== "object" && typeof value !== "function") return value;
  for (var key in mod) {
    try {
      if (!(key in value)) {
        Object.defineProperty(value, key, {
          enumerable: key !== "default",
          configurable: key !== "default",
          get: function (k) {
            var reading = false;
            return function () {
              if (reading) return undefined;
              reading = true;
              try { return mod[k]; } finally { reading = false; }
            };
          }(key),
        });
      }
    } catch (e) {}
  }
  return value;
}`;

interface Node {
  type: string;
  [key: string]: unknown;
}
interface NodePath {
  node: Node & { callee?: Node & { name?: string }; arguments?: Node[] };
  parentPath: NodePath | null;
  get(key: string): NodePath | NodePath[];
  remove(): void;
  insertAfter(nodes: Node[]): void;
  scope: {
    hasBinding(name: string): boolean;
    getBinding(name: string): { referencePaths: NodePath[] } | undefined;
    generateUidIdentifier(name: string): Node & { name: string };
  };
  traverse(visitor: Record<string, (path: NodePath) => void>): void;
  replaceWith(node: Node): void;
  unshiftContainer(key: string, nodes: Node[]): void;
}
interface BabelApi {
  types: {
    callExpression(callee: Node, args: Node[]): Node;
    identifier(name: string): Node;
    stringLiteral(value: string): Node;
    variableDeclaration(kind: string, declarations: Node[]): Node;
    variableDeclarator(id: Node, init: Node): Node;
    isIdentifier(node: unknown, opts?: { name: string }): boolean;
  };
  template: { statement: { ast(code: string): Node } };
}

/** The Babel plugin (see the top of this file). */
export function requireDefaultPlugin({ types: t, template }: BabelApi) {
  return {
    name: 'docusaurus-require-default',
    visitor: {
      Program(program: NodePath) {
        let helper: (Node & { name: string }) | undefined;
        const wrapped = new WeakSet<Node>();
        const defaultOf = defaultImportsAsRequires(program, t);
        if (defaultOf)
          program.unshiftContainer('body', [
            template.statement.ast(DEFAULT_HELPER.replace('HELPER', defaultOf.name)),
          ]);
        program.traverse({
          CallExpression(path) {
            const { node } = path;
            if (wrapped.has(node) || !t.isIdentifier(node.callee, { name: 'require' })) return;
            if (node.arguments?.length !== 1 || path.scope.hasBinding('require')) return;
            helper ??= program.scope.generateUidIdentifier('requireDefault');
            wrapped.add(node);
            path.replaceWith(t.callExpression(helper, [node]));
          },
        });
        if (helper)
          program.unshiftContainer('body', [
            template.statement.ast(HELPER.replace('HELPER', helper.name)),
          ]);
      },
    },
  };
}

/** Babel's `_interopRequireDefault(…).default`, of what the wrapped `require` gave. */
const DEFAULT_HELPER = `function HELPER(mod) {
  return mod && mod.__esModule ? mod.default : mod;
}`;

/** Node types whose subtree is a TypeScript type: a default import used only there is a type. */
const TYPE_POSITIONS = new Set([
  'TSTypeAnnotation',
  'TSTypeReference',
  'TSTypeQuery',
  'TSQualifiedName',
  'TSExpressionWithTypeArguments',
  'TSInterfaceHeritage',
  'TSTypeParameterInstantiation',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
]);

function inTypePosition(path: NodePath): boolean {
  for (let p = path.parentPath; p; p = p.parentPath)
    if (TYPE_POSITIONS.has(p.node.type)) return true;
  return false;
}

/**
 * Each value import's default binding (`import x from 'm'`, `import x, { y } from 'm'`) as
 * `const x = DEFAULT(require('m'))` in its place (its `require` then wrapped as any other); a
 * binding only types use is left to TypeScript's elision. The helper's name, if one was made.
 */
function defaultImportsAsRequires(
  program: NodePath,
  t: BabelApi['types'],
): (Node & { name: string }) | undefined {
  let helper: (Node & { name: string }) | undefined;
  for (const statement of program.get('body') as NodePath[]) {
    const node = statement.node as Node & {
      importKind?: string;
      specifiers: (Node & { local: Node & { name: string }; importKind?: string })[];
      source: Node & { value: string };
    };
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const index = node.specifiers.findIndex((s) => s.type === 'ImportDefaultSpecifier');
    if (index < 0) continue;
    const name = node.specifiers[index]!.local.name;
    const refs = program.scope.getBinding(name)?.referencePaths ?? [];
    if (!refs.some((r) => !inTypePosition(r))) continue;
    helper ??= program.scope.generateUidIdentifier('importDefault');
    const required = t.callExpression(t.identifier('require'), [
      t.stringLiteral(node.source.value),
    ]);
    const declaration = t.variableDeclaration('const', [
      t.variableDeclarator(t.identifier(name), t.callExpression(helper, [required])),
    ]);
    node.specifiers.splice(index, 1);
    if (node.specifiers.length === 0) {
      statement.insertAfter([declaration]);
      statement.remove();
    } else statement.insertAfter([declaration]);
  }
  return helper;
}
