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

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const RUNTIME = new Set<string>(STANDALONE_RUNTIME_MODULES);

/**
 * The standalone form of a compiled page (`code`: the program MDX emits), minified; undefined when
 * the page has imports or exports this form cannot carry.
 */
export function toStandaloneModule(code: string, filename = 'doc.js'): string | undefined {
  const parsed = parseSync(filename, code, { sourceType: 'module' });
  if (parsed.errors.length) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  const exported: string[] = [];
  let defaultName: string | undefined;
  for (const node of parsed.program.body as unknown as Node[]) {
    switch (node.type) {
      case 'ImportDeclaration': {
        const source = (node.source as { value: string }).value;
        const specifiers = node.specifiers as Node[];
        if (!RUNTIME.has(source) || node.importKind === 'type' || specifiers.some((s) => s.type !== 'ImportSpecifier')) return undefined;
        const fields = specifiers.map((s) => `${(s.imported as { name: string }).name}: ${(s.local as { name: string }).name}`);
        edits.push({ start: node.start, end: node.end, text: `const { ${fields.join(', ')} } = runtime[${JSON.stringify(source)}];` });
        break;
      }
      case 'ExportNamedDeclaration': {
        const declaration = node.declaration as Node | null;
        if (!declaration || node.source) return undefined;
        const names = declaredNames(declaration);
        if (!names) return undefined;
        exported.push(...names);
        edits.push({ start: node.start, end: declaration.start, text: '' });
        break;
      }
      case 'ExportDefaultDeclaration': {
        const declaration = node.declaration as Node;
        const id = declaration.id as { name: string } | null | undefined;
        if (declaration.type !== 'FunctionDeclaration' || !id) return undefined;
        defaultName = id.name;
        edits.push({ start: node.start, end: declaration.start, text: '' });
        break;
      }
      case 'ExportAllDeclaration':
        return undefined;
      default:
        if (node.type.startsWith('TS')) return undefined;
    }
  }
  if (!defaultName) return undefined;
  let body = '';
  let at = 0;
  for (const e of edits) {
    body += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  body += code.slice(at);
  const fields = [`default: ${defaultName}`, ...exported.filter((n) => n !== 'default')];
  const wrapped = `export default function (runtime) {\n${body}\nreturn { ${fields.join(', ')} };\n}\n`;
  const min = minifySync(filename, wrapped, { compress: true, mangle: true });
  if (min.errors.length) return undefined;
  return min.code;
}

function declaredNames(declaration: Node): string[] | undefined {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    const id = declaration.id as { name: string } | null;
    return id ? [id.name] : undefined;
  }
  if (declaration.type !== 'VariableDeclaration') return undefined;
  const names: string[] = [];
  for (const d of declaration.declarations as Node[]) {
    const id = d.id as Node & { name?: string };
    if (id.type !== 'Identifier' || !id.name) return undefined;
    names.push(id.name);
  }
  return names;
}
