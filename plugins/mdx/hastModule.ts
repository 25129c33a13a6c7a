// The fast path's last step: a plain Markdown page's final hast written straight out as its
// standalone module (standaloneModule.ts has the form), without MDX's hast → estree → JSX rewrite →
// JS → minify tail, which was about a quarter of a page's compile.
//
// The module builds the same React elements MDX's output builds from the same tree: every rule
// below mirrors one of hast-util-to-estree (attribute names and values, whitespace dropped in
// tables and around the root), recma-jsx-rewrite (markdown elements through `_components`,
// capitalised names read from it and checked) and estree-util-build-jsx (`jsx` for one child,
// `jsxs` for several, `children` last). A tree holding anything else (an expression, an import,
// a fragment, svg, a style attribute, raw HTML, a comment) gives undefined, and the page takes
// MDX's own path. tests/unit/plainMarkdown.test.ts renders both forms and compares them.
import type { Element, Root, RootContent } from 'hast';
import type { Program, Statement } from 'estree';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { stringify as commas } from 'comma-separated-tokens';
import { name as isIdentifierName } from 'estree-util-is-identifier-name';
import { toJs } from 'estree-util-to-js';
import { whitespace } from 'hast-util-whitespace';
import { find, hastToReact, html } from 'property-information';
import { stringify as spaces } from 'space-separated-tokens';

/** Thrown inside the walk when the tree holds what this form does not carry. */
class NotPlain extends Error {}

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const TABLE_CELLS = new Set(['td', 'th']);

interface Emit {
  /** Element names read from `_components` with their own name as default (markdown elements). */
  mapped: Set<string>;
  /** Capitalised names read from `_components` and checked to be defined. */
  components: Map<string, string>;
  /** `export const` declarations of the tree's ESM, without `export`. */
  declarations: Statement[];
  exported: string[];
}

const q = (s: string) => JSON.stringify(s);
/**
 * A property key as MDX's minified output writes it: bare when it can be. The key's spelling
 * matters beyond the module: the stylesheet subset keeps selectors by the words of the page
 * modules' strings (plugins/css/subsetInputs.ts), and a quoted `"align"` would be one more word.
 */
const key = (s: string) => (isIdentifierName(s) ? s : q(s));

/** The expression naming an element's type, as recma-jsx-rewrite resolves it. */
function typeOf(name: string, explicit: boolean, emit: Emit): string {
  if (isIdentifierName(name) && !/^[a-z]/.test(name)) {
    let local = emit.components.get(name);
    if (!local) emit.components.set(name, (local = `_k${emit.components.size}`));
    return local;
  }
  if (name.includes(':') || name.includes('.')) throw new NotPlain();
  if (explicit) return q(name);
  emit.mapped.add(name);
  return isIdentifierName(name) ? `_c.${name}` : `_c[${q(name)}]`;
}

/** An element's props as hast-util-to-estree gives them, as `"name":value` entries. */
function elementProps(node: Element): string[] {
  const out: string[] = [];
  let align: string | undefined;
  for (const [property, raw] of Object.entries(node.properties ?? {})) {
    let value: unknown = raw;
    const info = find(html, property);
    if (
      value === null ||
      value === undefined ||
      value === false ||
      (typeof value === 'number' && Number.isNaN(value)) ||
      (!value && info.boolean)
    )
      continue;
    const name = info.space ? hastToReact[info.property] || info.property : info.attribute;
    if (Array.isArray(value))
      value = info.commaSeparated
        ? commas(value as (string | number)[])
        : spaces(value as (string | number)[]);
    if (name === 'style') throw new NotPlain();
    if (value === true) out.push(`${key(name)}:true`);
    else if (TABLE_CELLS.has(node.tagName) && name === 'align') align = String(value);
    else out.push(`${key(name)}:${q(String(value))}`);
  }
  if (align !== undefined) out.push(`style:{textAlign:${q(align)}}`);
  return out;
}

/** A JSX element's props: literal attributes only. */
function jsxProps(node: MdxJsxFlowElementHast | MdxJsxTextElementHast): string[] {
  return node.attributes.map((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name.includes(':')) throw new NotPlain();
    const { value } = attribute;
    if (value === null || value === undefined) return `${key(attribute.name)}:true`;
    if (typeof value === 'object') throw new NotPlain();
    return `${key(attribute.name)}:${q(String(value))}`;
  });
}

/** `jsx(type, props)` with the children last, as estree-util-build-jsx writes it. */
function call(type: string, props: string[], children: string[]): string {
  if (children.length === 1) props.push(`children:${children[0]}`);
  else if (children.length > 1) props.push(`children:[${children.join(',')}]`);
  return `${children.length > 1 ? '_s' : '_j'}(${type},{${props.join(',')}})`;
}

function childrenOf(nodes: RootContent[], emit: Emit, inTable: boolean): string[] {
  const out: string[] = [];
  for (const child of nodes) {
    if (inTable && child.type === 'text' && child.value === '\n') continue;
    const code = nodeCode(child, emit);
    if (code !== undefined) out.push(code);
  }
  return out;
}

/** Whether an ESTree node holds JSX (which only MDX's compile turns into calls). */
function holdsJsx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(holdsJsx);
  const { type } = node as { type?: unknown };
  if (typeof type === 'string' && type.startsWith('JSX')) return true;
  // A loop over the keys, not Object.entries: this walks every node of a doc's exports (its TOC's
  // estree), and an array of pairs per node was most of its time in the 1,000-doc profile.
  const record = node as Record<string, unknown>;
  for (const key in record)
    if (key !== 'loc' && Object.hasOwn(record, key) && holdsJsx(record[key])) return true;
  return false;
}

function esm(node: MdxjsEsmHast, emit: Emit): undefined {
  const program = node.data?.estree as Program | undefined;
  if (!program) throw new NotPlain();
  for (const statement of program.body) {
    if (
      holdsJsx(statement) ||
      statement.type !== 'ExportNamedDeclaration' ||
      statement.source ||
      statement.specifiers.length ||
      statement.declaration?.type !== 'VariableDeclaration'
    )
      throw new NotPlain();
    for (const d of statement.declaration.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name.startsWith('_')) throw new NotPlain();
      emit.exported.push(d.id.name);
    }
    emit.declarations.push(statement.declaration);
  }
  return undefined;
}

function nodeCode(node: RootContent, emit: Emit): string | undefined {
  switch (node.type) {
    case 'text':
      return node.value ? q(node.value) : undefined;
    case 'element': {
      if (node.tagName.toLowerCase() === 'svg') throw new NotPlain();
      const explicit = (node.data as { _mdxExplicitJsx?: boolean } | undefined)?._mdxExplicitJsx;
      const children = childrenOf(
        node.children,
        emit,
        TABLE_ELEMENTS.has(node.tagName.toLowerCase()),
      );
      return call(typeOf(node.tagName, explicit === true, emit), elementProps(node), children);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (!node.name || node.name.toLowerCase() === 'svg') throw new NotPlain();
      const explicit = (node.data as { _mdxExplicitJsx?: boolean } | undefined)?._mdxExplicitJsx;
      const children = childrenOf((node.children ?? []) as RootContent[], emit, false);
      return call(typeOf(node.name, explicit === true, emit), jsxProps(node), children);
    }
    case 'mdxjsEsm':
      return esm(node, emit);
    default:
      // comments, raw HTML, doctypes and expressions
      throw new NotPlain();
  }
}

/** The root's children with the whitespace around them dropped (hast-util-to-estree's root). */
function rootChildren(root: Root, emit: Emit): string[] {
  const nodes = root.children.filter((n) => n.type !== 'mdxjsEsm');
  for (const n of root.children) if (n.type === 'mdxjsEsm') esm(n, emit);
  let start = 0;
  let end = nodes.length;
  const blank = (n: RootContent | undefined) => n?.type === 'text' && whitespace(n.value);
  while (start < end && blank(nodes[start])) start++;
  while (end > start && blank(nodes[end - 1])) end--;
  return childrenOf(nodes.slice(start, end), emit, false);
}

/**
 * The standalone module of a page whose final hast is plain (see above), or undefined. Its form
 * is standaloneModule.ts's: `export default function (runtime) { …; return { default, …exports } }`.
 */
export function hastToStandaloneModule(root: Root): string | undefined {
  const emit: Emit = { mapped: new Set(), components: new Map(), declarations: [], exported: [] };
  let content: string;
  try {
    content = call('_F', [], rootChildren(root, emit));
  } catch (e) {
    if (e instanceof NotPlain) return undefined;
    throw e;
  }
  const defaults = [...emit.mapped].sort().map((n) => `${key(n)}:${q(n)}`);
  const components = [...emit.components].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const declarations = emit.declarations.length
    ? toJs({ type: 'Program', sourceType: 'module', body: emit.declarations }).value
    : '';
  return [
    'export default function(_r){',
    'const{Fragment:_F,jsx:_j,jsxs:_s}=_r["react/jsx-runtime"];',
    'const{useMDXComponents:_u}=_r["@mdx-js/react"];',
    declarations,
    `function _createMdxContent(p){const _c={${[...defaults, '..._u()', '...p.components'].join(',')}}`,
    components.length ? `,{${components.map(([n, l]) => `${n}:${l}`).join(',')}}=_c;` : ';',
    components.map(([n, l]) => `if(!${l})_missing(${q(n)});`).join(''),
    `return ${content}}`,
    'function MDXContent(p={}){const{wrapper:_W}={..._u(),...p.components};',
    'return _W?_j(_W,{...p,children:_j(_createMdxContent,{...p})}):_createMdxContent(p)}',
    'function _missing(n){throw new Error("Expected component `"+n+"` to be defined: you likely forgot to import, pass, or provide it.")}',
    `return{default:MDXContent${emit.exported.map((n) => `,${n}`).join('')}}}`,
  ].join('\n');
}

/**
 * Whether plain pages take the fast path (parse and module). Off only to compare both paths
 * (tests/unit/plainMarkdown.test.ts); the compile cache's key does not include it.
 */
export const fastPath = { enabled: true };

/** What the fast path leaves in the file's data for recmaStandaloneModule. */
export const FROM_HAST = 'standaloneFromHast';

/**
 * A rehype plugin (the last of a production compile): a plain page's module in
 * `file.data.standalone`, and its tree emptied, so MDX's tail (estree, JSX, JS) runs on nothing.
 */
export function rehypeStandaloneFromHast() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    if (!fastPath.enabled) return;
    const standalone = hastToStandaloneModule(tree);
    if (standalone === undefined) return;
    file.data.standalone = standalone;
    file.data[FROM_HAST] = true;
    tree.children = [];
  };
}
