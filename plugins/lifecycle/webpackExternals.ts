// webpack's `externals` from a plugin's `configureWebpack`, where they have a Vite meaning: a
// module the client bundle does not bundle but takes from a global variable the page provides
// (typescript-eslint's `externals: { typescript: 'window.ts' }`: its playground loads TypeScript
// from a CDN). Docusaurus's client bundle has webpack's default `externalsType`, `var`: the
// value is an expression (`window.ts`, `React`), an array a property path (`['Lib', 'util']` →
// `Lib["util"]`), `true` the request's own name, `window`/`self`/`global` types a property
// of that object. Each becomes a module whose value is that expression, evaluated when the module
// is first imported, as webpack's `module.exports = window.ts`. Other types (`commonjs`,
// `module`, `import`, `script`, `promise`…), function and RegExp externals have no such meaning
// and are named in the plugin's warning.
import type { Plugin } from 'vite';

/** A request (`typescript`) → the expression that gives its value (`window.ts`). */
export type ExternalModules = Record<string, string>;

const GLOBAL_OBJECT_TYPES: Record<string, string> = {
  window: 'window',
  self: 'self',
  // webpack's `output.globalObject` for the web target.
  global: 'self',
};
const EXPRESSION_TYPES = new Set(['var', ...Object.keys(GLOBAL_OBJECT_TYPES)]);

const accessor = (path: string[]) => path.map((p) => `[${JSON.stringify(p)}]`).join('');

/** The expression of one external of `type`, or undefined when it has none in a browser bundle. */
function expressionOf(request: string, value: unknown, type: string): string | undefined {
  let externalType = type;
  let target: unknown = value === true ? request : value;
  // `'commonjs lodash'`: a type before the request, as webpack reads it.
  if (typeof target === 'string') {
    const m = /^([a-z0-9-]+) (.+)$/.exec(target);
    if (m) [, externalType, target] = m as unknown as [string, string, string];
  }
  if (!EXPRESSION_TYPES.has(externalType)) return undefined;
  // `{ root, commonjs, amd, var }`: the value of the type in use.
  if (target && typeof target === 'object' && !Array.isArray(target))
    target = (target as Record<string, unknown>)[externalType];
  const path =
    typeof target === 'string'
      ? [target]
      : Array.isArray(target) && target.length && target.every((t) => typeof t === 'string')
        ? (target as string[])
        : undefined;
  if (!path) return undefined;
  const base = GLOBAL_OBJECT_TYPES[externalType];
  return base ? `${base}${accessor(path)}` : `(${path[0]})${accessor(path.slice(1))}`;
}

/**
 * `externals` (an object, a string or an array of them) into `out`; returns the keys that have
 * no Vite meaning, as the warning names them.
 */
export function mapExternals(
  value: unknown,
  externalsType: unknown,
  out: ExternalModules,
): string[] {
  const type = typeof externalsType === 'string' ? externalsType : 'var';
  const lost: string[] = [];
  const visit = (item: unknown) => {
    if (Array.isArray(item)) return item.forEach(visit);
    if (typeof item === 'string') item = { [item]: item };
    if (!item || typeof item !== 'object' || item instanceof RegExp) {
      lost.push(`externals (${item instanceof RegExp ? String(item) : typeof item})`);
      return;
    }
    for (const [request, target] of Object.entries(item as Record<string, unknown>)) {
      if (target === false) continue;
      const expression = expressionOf(request, target, type);
      if (expression) out[request] = expression;
      else lost.push(`externals.${request}`);
    }
  };
  visit(value);
  return lost;
}

const PREFIX = '\0webpack-external:';

/**
 * The module of one external. The build's is CommonJS, as webpack's external module is: the
 * bundler then gives `import * as ts` and `import { SyntaxKind }` the global's properties. The dev
 * server serves ES modules: there it is the default export only.
 */
export function externalModuleCode(expression: string, format: 'commonjs' | 'esm'): string {
  return format === 'commonjs'
    ? `module.exports = ${expression};\n`
    : `const value = ${expression};\nexport default value;\n`;
}

/** The client bundle's and dev server's externals (not the server bundle's: see the page). */
export function webpackExternalsPlugin(externals: ExternalModules, dev: boolean): Plugin {
  return {
    name: 'docs:webpack-externals',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options?.ssr || !Object.hasOwn(externals, id)) return null;
      return PREFIX + id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const expression = externals[id.slice(PREFIX.length)];
      return expression === undefined
        ? null
        : externalModuleCode(expression, dev ? 'esm' : 'commonjs');
    },
  };
}
