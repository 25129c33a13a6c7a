// Whether a theme override that encloses a page's content only adds things beside it (a banner, a
// wrapping <div>, a class), read from its source without running it. Islands (src/theme/mdx/
// islands.tsx) are React roots of their own: what breaks them is a context the site puts around the
// content, which an island would not see. So an override is transparent when every path by which
// the content reaches its output (`children`, the props spread onto an element, the original
// component `@theme-original/<Name>`) runs straight into the JSX the component returns, through
// HTML elements, fragments and the theme's own enclosing components only: no provider, no
// component of the site, no helper function, no variable, no `createElement`. Anything else is
// unknown, and unknown means the content renders in the page's tree (./contentInTree.ts).
import { readFileSync } from 'node:fs';
import { parseAst } from './rolldownLazy.js';
import { isEstreeNode, type EstreeNode } from './estreeNode.js';

type Lang = 'js' | 'jsx' | 'ts' | 'tsx';

const langOf = (file: string): Lang =>
  file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';

/** Calls that build elements out of sight of the JSX walk (compiled JSX included). */
const ELEMENT_FACTORIES = new Set([
  'createElement',
  'cloneElement',
  'createPortal',
  'jsx',
  'jsxs',
  'jsxDEV',
  '_jsx',
  '_jsxs',
  'Children',
]);

/** Expression wrappers the content may pass through on its way into the returned JSX. */
const PASS_THROUGH = new Set([
  'LogicalExpression',
  'ConditionalExpression',
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'JSXExpressionContainer',
  'JSXFragment',
  'JSXElement',
  'JSXOpeningElement',
  'JSXAttribute',
]);

/** Keys holding TypeScript types, never values. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments']);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

type Role = 'intrinsic' | 'fragment' | 'original' | 'theme' | 'other';

interface Scope {
  /** The overridden component's name (`DocItem/Layout`). */
  name: string;
  /** The theme components that may enclose the content (they are the theme's, or analysed too). */
  enclosing: ReadonlySet<string>;
  /** Local name → the module it is imported from. */
  imports: Map<string, string>;
}

function roleOf(element: EstreeNode, scope: Scope): Role {
  if (element.type === 'JSXFragment') return 'fragment';
  const name = (element.openingElement as EstreeNode).name as EstreeNode;
  if (name.type === 'JSXMemberExpression') {
    const object = name.object as EstreeNode;
    const property = (name.property as { name: string }).name;
    const isReact = object.type === 'JSXIdentifier' && scope.imports.get(object.name as string);
    return isReact === 'react' && property === 'Fragment' ? 'fragment' : 'other';
  }
  if (name.type !== 'JSXIdentifier') return 'intrinsic';
  const id = name.name as string;
  if (/^[a-z]/.test(id) || id.includes('-')) return 'intrinsic';
  const from = scope.imports.get(id);
  if (from === undefined) return 'other';
  if (id === 'Fragment' && from === 'react') return 'fragment';
  if (from === `@theme-original/${scope.name}` || from === `@theme-init/${scope.name}`)
    return 'original';
  if (from.startsWith('@theme/') && scope.enclosing.has(from.slice('@theme/'.length)))
    return 'theme';
  return 'other';
}

/** The function the module exports as its default (a component), if it is one we can read. */
function defaultComponent(body: EstreeNode[]): EstreeNode | undefined {
  const locals = new Map<string, EstreeNode>();
  for (const stmt of body) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as EstreeNode) : stmt;
    if (decl?.type === 'FunctionDeclaration' && decl.id)
      locals.set((decl.id as { name: string }).name, decl);
    if (decl?.type === 'VariableDeclaration')
      for (const d of decl.declarations as { id: EstreeNode; init?: EstreeNode }[])
        if (d.id.type === 'Identifier' && d.init && FUNCTIONS.has(d.init.type))
          locals.set(d.id.name as string, d.init);
  }
  for (const stmt of body) {
    if (stmt.type !== 'ExportDefaultDeclaration') continue;
    const declaration = stmt.declaration as EstreeNode;
    if (FUNCTIONS.has(declaration.type)) return declaration;
    if (declaration.type === 'Identifier') return locals.get(declaration.name as string);
    return undefined;
  }
  return undefined;
}

/** A node and the chain of its ancestors (nearest last). */
interface Visit {
  node: EstreeNode;
  parents: EstreeNode[];
}

function walk(node: EstreeNode, parents: EstreeNode[], visit: (v: Visit) => void): void {
  visit({ node, parents });
  if (node.type.startsWith('TS') && !PASS_THROUGH.has(node.type)) return;
  const next = [...parents, node];
  for (const [key, value] of Object.entries(node)) {
    if (TYPE_KEYS.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isEstreeNode(item)) walk(item, next, visit);
    } else if (isEstreeNode(value)) walk(value, next, visit);
  }
}

/** Whether an identifier or member `children` is a binding or a key rather than a value read. */
function isBindingOrKey(node: EstreeNode, parents: readonly EstreeNode[]): boolean {
  const parent = parents.at(-1);
  if (!parent) return false;
  if (parent.type === 'Property' && parents.at(-2)?.type === 'ObjectPattern') return true;
  if (['ObjectPattern', 'ArrayPattern', 'RestElement'].includes(parent.type)) return true;
  if (parent.type === 'AssignmentPattern' && parent.left === node) return true;
  if (parent.type === 'VariableDeclarator' && parent.id === node) return true;
  if (FUNCTIONS.has(parent.type) && (parent.params as EstreeNode[]).includes(node)) return true;
  if (parent.type === 'Property' && parent.key === node && !parent.shorthand) return true;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed)
    return true;
  return false;
}

/** The content's ways into the output: reads of `children`, spreads of props, the original. */
function carriers(program: EstreeNode[], scope: Scope): Visit[] | undefined {
  const found: Visit[] = [];
  let unreadable = false;
  const isOriginal = (from: string | undefined) =>
    from === `@theme-original/${scope.name}` || from === `@theme-init/${scope.name}`;
  for (const stmt of program) {
    if (stmt.type === 'ImportDeclaration') continue;
    walk(stmt, [], (visit) => {
      const { node, parents } = visit;
      if (node.type === 'CallExpression') {
        const callee = node.callee as EstreeNode;
        const fn = callee.type === 'MemberExpression' ? (callee.property as EstreeNode) : callee;
        if (ELEMENT_FACTORIES.has(fn.name as string)) unreadable = true;
      }
      if (node.type === 'MemberExpression' && (node.object as EstreeNode).name === 'Children')
        unreadable = true;
      const readsChildren =
        isChildrenRead(node) && (node.type !== 'Identifier' || !isBindingOrKey(node, parents));
      if (
        readsChildren ||
        node.type === 'JSXSpreadAttribute' ||
        (node.type === 'JSXAttribute' && (node.name as EstreeNode).name === 'children') ||
        (node.type === 'JSXElement' && roleOf(node, scope) === 'original')
      )
        found.push(visit);
      // The original used other than as an element (handed to a function, aliased).
      if (
        node.type === 'Identifier' &&
        !isBindingOrKey(node, parents) &&
        isOriginal(scope.imports.get(node.name as string))
      )
        unreadable = true;
    });
  }
  return unreadable ? undefined : found;
}

const isChildrenRead = (node: EstreeNode): boolean =>
  (node.type === 'Identifier' && node.name === 'children') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    (node.property as EstreeNode).name === 'children');

/**
 * Whether an element that gets the content (the original, a theme component) gets nothing else as
 * children: what a site puts beside the content there would be dropped or moved into it.
 */
const onlyContent = (element: EstreeNode): boolean =>
  (element.children as EstreeNode[]).every(
    (c) =>
      (c.type === 'JSXText' && !String(c.value).trim()) ||
      (c.type === 'JSXExpressionContainer' && isChildrenRead(c.expression as EstreeNode)),
  );

/**
 * Whether the content at `carrier` runs straight into what `component` returns: through expression
 * wrappers, HTML elements and fragments, and into the original or a theme component only as its
 * direct child (an element of the site's around it there would be dropped or misplaced).
 */
function reachesOutput({ node, parents }: Visit, component: EstreeNode, scope: Scope): boolean {
  if (node.type === 'JSXElement' && !onlyContent(node)) return false;
  let child = node;
  let returned = false;
  let direct = true;
  for (let i = parents.length - 1; i >= 0; i--) {
    const p = parents[i]!;
    if (FUNCTIONS.has(p.type)) {
      const expressionBody = p.body === child && child.type !== 'BlockStatement';
      return p === component && (returned || expressionBody);
    }
    if (p.type === 'ReturnStatement') returned = true;
    else if (!returned) {
      if (!PASS_THROUGH.has(p.type)) return false;
      if (p.type === 'JSXElement' || p.type === 'JSXFragment') {
        const role = roleOf(p, scope);
        if (role === 'other') return false;
        if ((role === 'original' || role === 'theme') && (!direct || !onlyContent(p))) return false;
        direct = false;
      }
    }
    child = p;
  }
  return false;
}

/** Whether a module of source text is a transparent override of `name` (see the top). */
export function isTransparentOverrideSource(
  source: string,
  lang: Lang,
  name: string,
  enclosing: ReadonlySet<string>,
): boolean {
  let body: EstreeNode[];
  try {
    body = (parseAst(source, { lang }) as unknown as { body: EstreeNode[] }).body;
  } catch {
    return false;
  }
  const component = defaultComponent(body);
  if (!component) return false;
  const imports = new Map<string, string>();
  for (const stmt of body)
    if (stmt.type === 'ImportDeclaration')
      for (const s of stmt.specifiers as { local: { name: string } }[])
        imports.set(s.local.name, String((stmt.source as { value: string }).value));
  const scope: Scope = { name, enclosing, imports };
  const found = carriers(body, scope);
  return found !== undefined && found.every((c) => reachesOutput(c, component, scope));
}

/** Whether the override file of `name` is transparent; a file that cannot be read is not. */
export function isTransparentOverride(
  file: string,
  name: string,
  enclosing: ReadonlySet<string>,
): boolean {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return isTransparentOverrideSource(source, langOf(file), name, enclosing);
}
