// `require('…')` in a site's ES modules, as Docusaurus's webpack allows it: the classic template's
// `Svg: require('@site/static/img/x.svg').default`, or `require('./img/photo.png').default`. The
// bundler leaves `require` to the browser, which has none; here each `require` of a string literal
// in the site's own code becomes a namespace import of that module (`.default` then is what an
// import's default is: an SVG component, an image's URL). A require that is called at once,
// `require('lunr-languages/lunr.stemmer.support.js')(lunr)` (search-local's generated constants),
// is the module's default import: a CommonJS module's `module.exports`, which webpack's require
// returns, while a namespace cannot be called.
import { isSiteCode, siteCodeRoots } from '../siteCode.js';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface RequireCall {
  start: number;
  end: number;
  specifier: string;
  /** `require('x')(…)`: the module's default (CommonJS `module.exports`) is called. */
  called: boolean;
}

/** The string literal `require('x')` is called with, when `n` is such a call. */
function requiredSpecifier(n: Node | undefined): string | undefined {
  if (n?.type !== 'CallExpression') return undefined;
  const callee = n.callee as Node & { name?: string };
  const args = n.arguments as (Node & { value?: unknown })[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1)
    return undefined;
  const arg = args[0]!;
  return arg.type === 'Literal' && typeof arg.value === 'string' ? arg.value : undefined;
}

/** The `require('literal')` calls of a program, by position. */
function requireCalls(program: Node): RequireCall[] {
  const out: RequireCall[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    const specifier = requiredSpecifier(n);
    if (specifier !== undefined) {
      out.push({ start: n.start, end: n.end, specifier, called: false });
      return;
    }
    const callee = n.type === 'CallExpression' ? (n.callee as Node) : undefined;
    const calledSpecifier = requiredSpecifier(callee);
    if (callee && calledSpecifier !== undefined) {
      out.push({ start: callee.start, end: callee.end, specifier: calledSpecifier, called: true });
      return visit(n.arguments);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(program);
  return out;
}

/**
 * `code` with each `require('x')` a namespace import of `x` (a default import where the require
 * is called at once), or undefined when it has none.
 */
export function rewriteRequires(
  code: string,
  file: string,
  /**
   * Specifiers whose require is the module's default import, as webpack's require of a CommonJS
   * module is its `module.exports` (plugin-ideal-image's images: plugins/idealImage/).
   */
  commonJs?: (specifier: string) => boolean,
  /** Told each specifier required. */
  onRequire?: (specifier: string) => void,
): string | undefined {
  if (!/\brequire\s*\(/.test(code)) return undefined;
  const calls = requireCalls(parseAst(code, { lang: 'js' }, file) as unknown as Node);
  if (!calls.length) return undefined;
  for (const call of calls) onRequire?.(call.specifier);
  const s = new MagicString(code);
  const names = new Map<string, { name: string; spec: string; called: boolean }>();
  for (const call of calls) {
    const asDefault = call.called || !!commonJs?.(call.specifier);
    const key = `${asDefault ? 'default' : 'namespace'}:${call.specifier}`;
    let entry = names.get(key);
    if (!entry) {
      entry = { name: `__docs_require${names.size}`, spec: call.specifier, called: asDefault };
      names.set(key, entry);
    }
    s.overwrite(call.start, call.end, entry.name);
  }
  s.prepend(
    [...names.values()]
      .map(
        ({ name, spec, called }) =>
          `import ${called ? name : `* as ${name}`} from ${JSON.stringify(spec)};\n`,
      )
      .join(''),
  );
  return s.toString();
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
 * Runs after the JSX of .js files is compiled (siteJsx.ts), on the site's own code only. In a
 * build (`requireConditions`), a package the site requires resolves as webpack resolves a
 * `require()`: with the `require` condition of its `exports` (meilisearch-docsearch's
 * `dist/index.cjs`, which Halo's SearchBar requires, where the `import` condition gives a strict ES
 * module whose import of a name solid-js's server build lacks stops the build). The dev server
 * keeps the import conditions (its dependency pre-bundling serves packages as ES modules).
 */
export function siteRequirePlugin(
  siteDir: string,
  commonJs?: (specifier: string) => boolean,
  options: { requireConditions?: boolean } = {},
): Plugin[] {
  const roots = siteCodeRoots(siteDir);
  /** The packages each site file requires. */
  const required = new Map<string, Set<string>>();
  // Before Vite's own resolver, which would resolve the import with the import conditions.
  const resolver: Plugin = {
    name: 'docs:site-require-resolve',
    enforce: 'pre',
    async resolveId(source, importer, opts) {
      if (!options.requireConditions || !importer || opts?.kind === 'require-call') return null;
      if (!required.get(importer.split('?')[0]!)?.has(source)) return null;
      return this.resolve(source, importer, {
        kind: 'require-call',
        skipSelf: true,
        ...(opts?.custom ? { custom: opts.custom } : {}),
      });
    },
  };
  const rewriter: Plugin = {
    name: 'docs:site-require',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || !isSiteCode(file, roots)) return undefined;
      const packages = new Set<string>();
      const out = rewriteRequires(code, file, commonJs, (spec) => {
        if (isPackageSpecifier(spec) && !commonJs?.(spec)) packages.add(spec);
      });
      if (packages.size) required.set(file, packages);
      else required.delete(file);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
  return [resolver, rewriter];
}
