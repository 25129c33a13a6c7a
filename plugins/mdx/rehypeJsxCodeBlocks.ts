// A `<CodeBlock>` written in MDX whose code is known at build time becomes a fenced block, so that
// it is highlighted like a fence of its language (Docusaurus highlights both in the browser): a
// string literal, a template literal without `${}`, or a file's text imported raw
// (`import X from '!!raw-loader!./x.zig'`, `'./x.zig?raw'`). Its `title`, `showLineNumbers` and
// `metastring` props become the fence's metastring. Any other child (a value known only when the
// page runs) or prop stays as written: the block then shows its text unhighlighted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { hashText } from './partials.js';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: EstreeProgram } };
}
interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: RootContent[];
  data?: { estree?: EstreeProgram };
  position?: Element['position'];
}
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}
interface EstreeProgram {
  body: EstreeNode[];
}

/** Files of a page's raw imports, with their hashes: a change to one compiles the page again. */
export type RawFiles = { file: string; hash: string }[];

/** `./x.zig` of a raw import's request (`!!raw-loader!./x.zig`, `./x.zig?raw`), if it is one. */
export function rawImportPath(request: string): string | undefined {
  const prefix = /^(?:-!|!!|!)/.exec(request)?.[0] ?? '';
  const loaders = request.slice(prefix.length).split('!');
  const path = loaders.pop()!;
  if (!path) return undefined;
  if (loaders.length === 1 && prefix && /^raw-loader(?:\?.*)?$/.test(loaders[0]!))
    return path.split('?')[0];
  if (loaders.length === 0 && /\?(?:.*&)?raw(?:&|$)/.test(path)) return path.split('?')[0];
  return undefined;
}

/** The page's default imports: local name → module request. */
function importsOf(tree: Root): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children as JsxNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const stmt of node.data?.estree?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration') continue;
      const source = (stmt.source as { value?: unknown }).value;
      for (const s of stmt.specifiers as { type: string; local: { name: string } }[])
        if (s.type === 'ImportDefaultSpecifier' && typeof source === 'string')
          out.set(s.local.name, source);
    }
  }
  return out;
}

/** The one expression of an MDX `{…}` node, if it is one. */
function expressionOf(node: JsxNode | undefined): EstreeNode | undefined {
  const body = node?.data?.estree?.body;
  if (body?.length !== 1 || body[0]!.type !== 'ExpressionStatement') return undefined;
  return body[0]!.expression as EstreeNode;
}

/** The only child of `<CodeBlock>`: an expression, alone or in the paragraph MDX put it in. */
function onlyExpression(children: RootContent[]): JsxNode | undefined {
  const kept = (children as JsxNode[]).filter(
    (c) => !(c.type === 'text' && !String((c as { value?: string }).value).trim()),
  );
  if (kept.length !== 1) return undefined;
  const only = kept[0]!;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') return only;
  if (only.type === 'element' && (only as unknown as Element).tagName === 'p')
    return onlyExpression((only as unknown as Element).children as RootContent[]);
  return undefined;
}

interface Context {
  imports: Map<string, string>;
  baseDir: string;
  siteDir: string | undefined;
  rawFiles: RawFiles;
}

/** The code a child expression stands for, when the build knows it. */
function staticCode(expr: EstreeNode, ctx: Context): string | undefined {
  if (expr.type === 'Literal' && typeof expr.value === 'string') return expr.value;
  if (expr.type === 'TemplateLiteral' && (expr.expressions as unknown[]).length === 0) {
    const cooked = (expr.quasis as { value: { cooked?: string | null } }[])[0]?.value.cooked;
    return typeof cooked === 'string' ? cooked : undefined;
  }
  if (expr.type !== 'Identifier') return undefined;
  const request = ctx.imports.get(expr.name as string);
  const path = request === undefined ? undefined : rawImportPath(request);
  if (path === undefined) return undefined;
  let file: string | undefined;
  if (path.startsWith('./') || path.startsWith('../')) file = join(ctx.baseDir, path);
  else if (path.startsWith('@site/') && ctx.siteDir) file = join(ctx.siteDir, path.slice(6));
  if (!file) return undefined;
  try {
    const text = readFileSync(file, 'utf8');
    ctx.rawFiles.push({ file, hash: hashText(text) });
    return text;
  } catch {
    // The bundle reports the missing file at the import.
    return undefined;
  }
}

/** A prop's static value: a string, `true` for a bare prop, or a literal in `{}`. */
function attributeValue(a: JsxAttribute): string | number | boolean | undefined {
  if (a.value === null || a.value === undefined) return true;
  if (typeof a.value === 'string') return a.value;
  const body = a.value.data?.estree?.body;
  const expr = body?.length === 1 ? (body[0]!.expression as EstreeNode | undefined) : undefined;
  if (expr?.type !== 'Literal') return undefined;
  const v = expr.value;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined;
}

/** The fence's language and metastring for the block's props, or undefined to leave it alone. */
function fenceOf(attributes: JsxAttribute[]): { lang: string; meta: string } | undefined {
  let lang = 'text';
  let meta = '';
  let title: string | undefined;
  let lineNumbers: number | boolean | undefined;
  for (const a of attributes) {
    if (a.type !== 'mdxJsxAttribute') return undefined;
    const v = attributeValue(a);
    if (a.name === 'language' && typeof v === 'string') lang = v;
    else if (a.name === 'className' && typeof v === 'string' && /^language-\S+$/.test(v))
      lang = v.slice('language-'.length);
    else if (a.name === 'metastring' && typeof v === 'string') meta = v;
    else if (a.name === 'title' && typeof v === 'string') title = v;
    else if (a.name === 'showLineNumbers' && (typeof v === 'boolean' || typeof v === 'number'))
      lineNumbers = v;
    else return undefined;
  }
  // As Docusaurus reads them: the metastring's title first, the prop's line numbers first.
  if (title !== undefined && !/title=/.test(meta)) {
    const quote = title.includes('"') ? "'" : '"';
    if (title.includes(quote)) return undefined;
    meta += ` title=${quote}${title}${quote}`;
  }
  // The prop wins over the metastring's `showLineNumbers[=N]` (`true` starts at 1).
  if (lineNumbers !== undefined) meta = meta.replace(/\bshowLineNumbers(?:=\d+)?/g, '');
  if (lineNumbers === true) meta += ' showLineNumbers';
  if (typeof lineNumbers === 'number') meta += ` showLineNumbers=${lineNumbers}`;
  return { lang: lang.toLowerCase(), meta: meta.trim() };
}

export default function rehypeJsxCodeBlocks(options: { siteDir?: string } = {}) {
  return (tree: Root, file: VFile) => {
    const imports = importsOf(tree);
    // The name a page gives Docusaurus's code block (`CodeBlock` unless imported from elsewhere).
    const names = new Set(
      [...imports].filter(([, source]) => source === '@theme/CodeBlock').map(([n]) => n),
    );
    if (!imports.has('CodeBlock')) names.add('CodeBlock');
    const ctx: Context = {
      imports,
      baseDir: file.path ? dirname(file.path) : process.cwd(),
      siteDir: options.siteDir,
      rawFiles: [],
    };
    const visit = (parent: { children: RootContent[] }) => {
      parent.children.forEach((child, i) => {
        const node = child as JsxNode;
        // A block of its own (one inside a line of text stays as written).
        if (node.type === 'mdxJsxFlowElement' && node.name && names.has(node.name)) {
          const pre = preOf(node, ctx);
          if (pre) parent.children[i] = pre;
          return;
        }
        if ('children' in child && Array.isArray(child.children)) visit(child as never);
      });
    };
    visit(tree);
    if (ctx.rawFiles.length) file.data.rawFiles = ctx.rawFiles;
  };
}

/** The `<pre><code>` of a fence for a block whose code and props are static. */
function preOf(node: JsxNode, ctx: Context): Element | undefined {
  const fence = fenceOf(node.attributes ?? []);
  const expr = expressionOf(onlyExpression(node.children ?? []));
  if (!fence || !expr) return undefined;
  const code = staticCode(expr, ctx);
  if (code === undefined) return undefined;
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${fence.lang}`] },
        data: { meta: fence.meta } as never,
        children: [{ type: 'text', value: code.endsWith('\n') ? code : `${code}\n` }],
      },
    ],
    ...(node.position ? { position: node.position } : {}),
  };
}
