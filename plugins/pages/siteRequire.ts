// `require('…')` in a site's ES modules, as Docusaurus's webpack allows it: the classic template's
// `Svg: require('@site/static/img/x.svg').default`, or `require('./img/photo.png').default`. The
// bundler leaves `require` to the browser, which has none; here each `require` of a string literal
// in the site's own code becomes a namespace import of that module (`.default` then is what an
// import's default is: an SVG component, an image's URL).
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

/** The `require('literal')` calls of a program, by position. */
function requireCalls(program: Node): { start: number; end: number; specifier: string }[] {
  const out: { start: number; end: number; specifier: string }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    const args = n.arguments as Node[] | undefined;
    const arg =
      args?.length === 1 ? (args[0] as unknown as { type: string; value: unknown }) : undefined;
    if (
      n.type === 'CallExpression' &&
      (n.callee as Node).type === 'Identifier' &&
      (n.callee as unknown as { name: string }).name === 'require' &&
      arg?.type === 'Literal' &&
      typeof arg.value === 'string'
    ) {
      out.push({ start: n.start, end: n.end, specifier: arg.value });
      return;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(program);
  return out;
}

/** `code` with each `require('x')` a namespace import of `x`, or undefined when it has none. */
export function rewriteRequires(code: string, file: string): string | undefined {
  if (!/\brequire\s*\(/.test(code)) return undefined;
  const calls = requireCalls(parseAst(code, { lang: 'js' }, file) as unknown as Node);
  if (!calls.length) return undefined;
  const s = new MagicString(code);
  const names = new Map<string, string>();
  for (const call of calls) {
    let name = names.get(call.specifier);
    if (!name) names.set(call.specifier, (name = `__docs_require${names.size}`));
    s.overwrite(call.start, call.end, name);
  }
  s.prepend(
    [...names]
      .map(([spec, name]) => `import * as ${name} from ${JSON.stringify(spec)};\n`)
      .join(''),
  );
  return s.toString();
}

/** Runs after the JSX of .js files is compiled (siteJsx.ts), on the site's own code only. */
export function siteRequirePlugin(siteDir: string): Plugin {
  const roots = siteCodeRoots(siteDir);
  return {
    name: 'docs:site-require',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || !isSiteCode(file, roots)) return undefined;
      const out = rewriteRequires(code, file);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
