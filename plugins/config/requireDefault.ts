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
// did. The `require` calls Babel writes for `import` declarations keep jiti 2's interop, as they
// must: `import x from` and `import * as ns from` already give what Docusaurus gives.

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
  scope: {
    hasBinding(name: string): boolean;
    generateUidIdentifier(name: string): Node & { name: string };
  };
  traverse(visitor: Record<string, (path: NodePath) => void>): void;
  replaceWith(node: Node): void;
  unshiftContainer(key: string, nodes: Node[]): void;
}
interface BabelApi {
  types: {
    callExpression(callee: Node, args: Node[]): Node;
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
