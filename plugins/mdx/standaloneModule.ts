// A compiled doc as a standalone ES module the production build writes itself, outside the bundler:
//
//   export default function (runtime) { …the page's code…; return { default: MDXContent, toc } }
//
// Its only imports (React's JSX runtime, MDX's component hook) become reads from `runtime`, which
// the client and the server renderer pass in (src/client/standaloneDoc.ts). The bundler then never
// parses, holds or re-emits thousands of page modules: it bundles the theme, and each page is one
// minified file named by its content hash. A page that imports anything else (a component of the
// site, a co-located image the bundler must hash) is not standalone and stays in the bundle.
import { minifySync, parseSync } from 'rolldown/utils';

/** Modules a standalone page may import: the client and the server renderer provide them. */
export const STANDALONE_RUNTIME_MODULES = ['react/jsx-runtime', '@mdx-js/react'] as const;

const RUNTIME = new Set<string>(STANDALONE_RUNTIME_MODULES);
/** What may follow `export ` (or `export default `) for the keyword to be cut off. */
const DECLARATION = /^(?:const|let|var|function|class|async\s+function)\b/;

/**
 * The standalone form of a compiled page (`code`: the program MDX emits), minified; undefined when
 * the page has imports or exports this form cannot carry. Reads the parser's module record (its
 * imports and exports with their spans), not the syntax tree: a fraction of the cost.
 */
export function toStandaloneModule(code: string, filename = 'doc.js'): string | undefined {
  const parsed = parseSync(filename, code, { sourceType: 'module' });
  if (parsed.errors.length) return undefined;
  const { staticImports, staticExports, dynamicImports, importMetas } = parsed.module;
  if (dynamicImports.length || importMetas.length) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const im of staticImports) {
    const source = im.moduleRequest.value;
    if (!RUNTIME.has(source) || im.entries.some((e) => e.isType || e.importName.kind !== 'Name')) return undefined;
    const fields = im.entries.map((e) => `${e.importName.name}: ${e.localName.value}`);
    edits.push({ start: im.start, end: im.end, text: `const { ${fields.join(', ')} } = runtime[${JSON.stringify(source)}];` });
  }
  const fields: string[] = [];
  for (const ex of staticExports) {
    const declarationStart = ex.entries[0]?.start;
    if (declarationStart === undefined) return undefined;
    const keyword = code.slice(ex.start, declarationStart);
    if (!/^export\s+(?:default\s+)?$/.test(keyword) || !DECLARATION.test(code.slice(declarationStart, declarationStart + 16))) return undefined;
    for (const e of ex.entries) {
      if (e.moduleRequest || e.isType || e.start !== declarationStart || e.localName.kind !== 'Name' || !e.localName.name) return undefined;
      if (e.exportName.kind === 'Default') fields.unshift(`default: ${e.localName.name}`);
      else if (e.exportName.kind === 'Name' && e.exportName.name === e.localName.name) fields.push(e.localName.name);
      else return undefined;
    }
    edits.push({ start: ex.start, end: declarationStart, text: '' });
  }
  if (!fields[0]?.startsWith('default: ')) return undefined;
  edits.sort((a, b) => a.start - b.start);
  let body = '';
  let at = 0;
  for (const e of edits) {
    body += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  body += code.slice(at);
  const wrapped = `export default function (runtime) {\n${body}\nreturn { ${fields.join(', ')} };\n}\n`;
  const min = minifySync(filename, wrapped, { compress: true, mangle: true });
  if (min.errors.length) return undefined;
  return min.code;
}
