// webpack's `externals` from a plugin's `configureWebpack`, where they have a Vite meaning: a
// module the bundle does not bundle but takes from elsewhere (typescript-eslint's
// `externals: { typescript: 'window.ts' }`: its playground loads TypeScript from a CDN).
//
// Docusaurus calls `configureWebpack` twice, for its client config and for its server config
// (`isServer: true`), and the plugin may return other externals for each. Its client config has
// webpack's default `externalsType`, `var`: the value is an expression (`window.ts`, `React`), an
// array a property path (`['Lib', 'util']` → `Lib["util"]`), `true` the request's own name,
// `window`/`self`/`global` types a property of that object. Its server config is a CommonJS
// library (`libraryTarget: 'commonjs2'`), which makes `commonjs2` the default type there: the
// value is a module name that the server bundle `require`s (`'window.ts'` → `require("window.ts")`,
// which fails only if the server render evaluates it), and `global` is Node's `global`. Each
// external becomes a module whose value is that expression, evaluated when the module is first
// imported, as webpack's `module.exports = window.ts`. Other types (`module`, `import`, `script`,
// `promise`…, and `commonjs` in the client bundle), function and RegExp externals have no such
// meaning and are named in the plugin's warning.
import { parseAst } from '../rolldownLazy.js';
import type { Plugin, ViteDevServer } from 'vite';

/** One external: an expression that gives its value, or a module the server bundle requires. */
export type External =
  { kind: 'expression'; expression: string } | { kind: 'require'; request: string; path: string[] };

/** A request (`typescript`) → what gives its value (`window.ts`). */
export type ExternalModules = Record<string, External>;

/** Which bundle the externals are for: the client's (and the dev server's) or the server's. */
export type ExternalsTarget = 'client' | 'server';

/** webpack's `output.globalObject` of each target: `self` for the web, `global` for Node. */
const GLOBAL_OBJECT_TYPES: Record<ExternalsTarget, Record<string, string>> = {
  client: { window: 'window', self: 'self', global: 'self' },
  server: { window: 'window', self: 'self', global: 'global' },
};
const REQUIRE_TYPES = new Set(['commonjs', 'commonjs2', 'commonjs-module', 'node-commonjs']);
/** Docusaurus's default `externalsType` per bundle (webpack's: the library type, else `var`). */
const DEFAULT_TYPE: Record<ExternalsTarget, string> = { client: 'var', server: 'commonjs2' };

const accessor = (path: string[]) => path.map((p) => `[${JSON.stringify(p)}]`).join('');

/** One external of `type`, or undefined when it has no meaning in the target's bundle. */
function externalOf(
  request: string,
  value: unknown,
  type: string,
  target: ExternalsTarget,
): External | undefined {
  let externalType = type;
  let to: unknown = value === true ? request : value;
  // `'commonjs lodash'`: a type before the request, as webpack reads it.
  if (typeof to === 'string') {
    const m = /^([a-z0-9-]+) (.+)$/.exec(to);
    if (m) [, externalType, to] = m as unknown as [string, string, string];
  }
  const globals = GLOBAL_OBJECT_TYPES[target];
  const requires = target === 'server' && REQUIRE_TYPES.has(externalType);
  if (externalType !== 'var' && !globals[externalType] && !requires) return undefined;
  // `{ root, commonjs, amd, var }`: the value of the type in use.
  if (to && typeof to === 'object' && !Array.isArray(to))
    to = (to as Record<string, unknown>)[externalType];
  const path =
    typeof to === 'string'
      ? [to]
      : Array.isArray(to) && to.length && to.every((t) => typeof t === 'string')
        ? (to as string[])
        : undefined;
  if (!path) return undefined;
  if (requires) return { kind: 'require', request: path[0]!, path: path.slice(1) };
  const base = globals[externalType];
  return {
    kind: 'expression',
    expression: base ? `${base}${accessor(path)}` : `(${path[0]})${accessor(path.slice(1))}`,
  };
}

/**
 * `externals` (an object, a string or an array of them) of the `target` bundle into `out`;
 * returns the keys that have no Vite meaning, as the warning names them.
 */
export function mapExternals(
  value: unknown,
  externalsType: unknown,
  out: ExternalModules,
  target: ExternalsTarget = 'client',
): string[] {
  const type = typeof externalsType === 'string' ? externalsType : DEFAULT_TYPE[target];
  const lost: string[] = [];
  const visit = (item: unknown) => {
    if (Array.isArray(item)) return item.forEach(visit);
    if (typeof item === 'string') item = { [item]: item };
    if (!item || typeof item !== 'object' || item instanceof RegExp) {
      lost.push(`externals (${item instanceof RegExp ? String(item) : typeof item})`);
      return;
    }
    for (const [request, to] of Object.entries(item as Record<string, unknown>)) {
      if (to === false) continue;
      const external = externalOf(request, to, type, target);
      if (external) out[request] = external;
      else lost.push(`externals.${request}`);
    }
  };
  visit(value);
  return lost;
}

const PREFIX = '\0webpack-external:';
/**
 * An external's module id: the request without its dots, so that no extension shows. Vite's CSS,
 * JSON and asset plugins take a module by its id's extension: an external named like a
 * stylesheet (search-local's `'open-ask-ai/styles.css'`) was compiled as CSS, its JavaScript
 * failing the CSS minifier.
 */
const idOf = (request: string) => PREFIX + encodeURIComponent(request).replaceAll('.', '%2E');
const requestOf = (id: string) => decodeURIComponent(id.slice(PREFIX.length));
/** The server bundle's `require`, from the site's folder (as webpack's server bundle's is). */
const SITE_REQUIRE = '\0webpack-external-require';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const exportName = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/**
 * The module of one external. In a bundle it is CommonJS, as webpack's external module is: the
 * bundler then gives `import * as ts` and `import { SyntaxKind }` the value's properties. The dev
 * server serves ES modules: there it has the default export and, as named exports, `names` (the
 * names its importers use), each the value's property when the module is first imported
 * (undefined while the global is not there).
 */
export function externalModuleCode(
  external: External,
  format: 'commonjs' | 'esm',
  names: Iterable<string> = [],
): string {
  const value =
    external.kind === 'expression'
      ? external.expression
      : `require(${JSON.stringify(SITE_REQUIRE)}).default(${JSON.stringify(external.request)})${accessor(external.path)}`;
  if (format === 'commonjs') return `module.exports = ${value};\n`;
  const lines = [`const value = ${value};`, 'export default value;'];
  let i = 0;
  for (const name of names) {
    if (name === 'default') continue;
    const local = `__external${i++}`;
    lines.push(
      `const ${local} = value == null ? undefined : value[${JSON.stringify(name)}];`,
      `export { ${local} as ${exportName(name)} };`,
    );
  }
  return lines.join('\n') + '\n';
}

interface AstNode {
  type: string;
  importKind?: string;
  exportKind?: string;
  source?: { value?: unknown } | null;
  specifiers?: {
    type: string;
    importKind?: string;
    exportKind?: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
  }[];
}

const nameOf = (n: { name?: string; value?: string } | undefined) => n?.name ?? n?.value;

/**
 * The names a module's code takes from each of `requests`: its named imports and re-exports, and
 * the properties it reads of a namespace import (`ns.SyntaxKind`, `ns['SyntaxKind']`). Undefined
 * when the code cannot be parsed.
 */
export function importedNames(
  code: string,
  requests: ReadonlySet<string>,
): Map<string, Set<string>> | undefined {
  let body: AstNode[];
  try {
    body = (parseAst(code, { lang: 'jsx' }) as unknown as { body: AstNode[] }).body;
  } catch {
    return undefined;
  }
  const out = new Map<string, Set<string>>();
  const add = (request: string, name: string | undefined) => {
    if (!name || name === 'default') return;
    let names = out.get(request);
    if (!names) out.set(request, (names = new Set()));
    names.add(name);
  };
  for (const node of body) {
    const request = node.source?.value;
    if (typeof request !== 'string' || !requests.has(request)) continue;
    if (node.importKind === 'type' || node.exportKind === 'type') continue;
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers ?? []) {
        if (s.importKind === 'type') continue;
        if (s.type === 'ImportSpecifier') add(request, nameOf(s.imported));
        else if (s.type === 'ImportNamespaceSpecifier') {
          const ns = nameOf(s.local)!;
          const escaped = ns.replace(/\$/g, '\\$');
          const read = new RegExp(
            `(?<![\\w$.])${escaped}\\s*(?:\\?\\.|\\.)\\s*([A-Za-z_$][\\w$]*)|(?<![\\w$.])${escaped}\\s*(?:\\?\\.)?\\[\\s*(['"])([^'"]+)\\2\\s*\\]`,
            'g',
          );
          for (const m of code.matchAll(read)) add(request, m[1] ?? m[3]);
        }
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers ?? [])
        if (s.exportKind !== 'type') add(request, nameOf(s.local));
    }
  }
  return out;
}

/**
 * The externals of one bundle: the client's and the dev server's (`dev`: ES modules with the
 * named exports their importers use), or the server bundle's (`server`, built from the externals
 * Docusaurus's server config gets; a module name is required from `siteDir`).
 */
export function webpackExternalsPlugin(
  externals: ExternalModules,
  target: 'client' | 'dev' | 'server',
  siteDir?: string,
): Plugin[] {
  const dev = target === 'dev';
  const requests = new Set(Object.keys(externals));
  /** The names each external's importers take from it (dev). */
  const names = new Map<string, Set<string>>();
  /** The externals the dev server has served, with the names they exported then. */
  const served = new Map<string, number>();
  let server: ViteDevServer | undefined;
  const resolver: Plugin = {
    name: 'docs:webpack-externals',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      // The server bundle's externals are the server's own; the dev server renders no page.
      if (id === SITE_REQUIRE && target === 'server') return id;
      if (!!options?.ssr !== (target === 'server') || !Object.hasOwn(externals, id)) return null;
      return idOf(id);
    },
    load(id) {
      if (id === SITE_REQUIRE) {
        const from = JSON.stringify(`${siteDir ?? process.cwd()}/package.json`);
        return `import { createRequire } from 'node:module';\nexport default createRequire(${from});\n`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const request = requestOf(id);
      const external = externals[request];
      if (external === undefined) return null;
      if (!dev) return externalModuleCode(external, 'commonjs');
      const own = names.get(request) ?? new Set<string>();
      served.set(request, own.size);
      return externalModuleCode(external, 'esm', own);
    },
  };
  if (!dev) return [resolver];
  // After the TypeScript and JSX transforms (plain JavaScript), before Vite rewrites the imports.
  const collector: Plugin = {
    name: 'docs:webpack-externals-names',
    configureServer(s) {
      server = s;
    },
    transform(code, id, options) {
      if (options?.ssr || id.startsWith('\0')) return null;
      if (![...requests].some((r) => code.includes(`'${r}'`) || code.includes(`"${r}"`)))
        return null;
      const found = importedNames(code, requests);
      for (const [request, taken] of found ?? []) {
        let own = names.get(request);
        if (!own) names.set(request, (own = new Set()));
        for (const name of taken) own.add(name);
        // A name the module served to the page does not export: serve it again, with a reload.
        const exported = served.get(request);
        if (exported !== undefined && own.size > exported && server) {
          const mod = server.moduleGraph.getModuleById(idOf(request));
          if (mod) server.moduleGraph.invalidateModule(mod);
          served.delete(request);
          server.ws.send({ type: 'full-reload' });
        }
      }
      return null;
    },
  };
  return [resolver, collector];
}
