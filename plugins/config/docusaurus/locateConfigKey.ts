// Where a key path of a Docusaurus config (`['plugins', 1, 1, 'path']`) is written: found by
// following the path through the config's syntax tree, from what the file exports (`export
// default`, `module.exports`; an object, a variable holding one, or a function returning one)
// through object literals (spreads included), arrays and the variables they name. Two keys of one
// name in two places (two docs plugins' `path`) are told apart. When the path cannot be followed
// (a value computed by a call, a `require` of another file), the first `key:` of the path's last
// name in the file is taken instead (locateKey), as before.
import { parseAst } from '../../rolldownLazy.js';
import { locateKey } from '../loadSiteConfig.js';
import { isEstreeNode, type EstreeNode } from '../../estreeNode.js';

type Path = (string | number)[];
type Position = { line: number; column: number };

type Node = EstreeNode;
const isNode = isEstreeNode;

/** Type-only wrappers and parentheses around a value: `x as Config`, `x satisfies Config`, `(x)`. */
const WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
  'AwaitExpression',
]);

function position(source: string, offset: number): Position {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Every `const|let|var name = init` of the file, at any depth (the first of a name wins). */
function declarations(program: Node): Map<string, Node> {
  const found = new Map<string, Node>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier') {
      const name = node.id.name as string;
      if (isNode(node.init) && !found.has(name)) found.set(name, node.init);
    }
    if (node.type === 'FunctionDeclaration' && isNode(node.id)) {
      const name = node.id.name as string;
      if (!found.has(name)) found.set(name, node);
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/** The node of what the file exports as its config. */
function exported(program: Node, source: string): Node | undefined {
  let root: Node | undefined;
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration') root = statement.declaration as Node;
    if (statement.type !== 'ExpressionStatement') continue;
    const e = statement.expression as Node;
    if (e.type !== 'AssignmentExpression') continue;
    const left = source.slice((e.left as Node).start, (e.left as Node).end).replace(/\s+/g, '');
    if (left === 'module.exports' || left === 'exports.default') root = e.right as Node;
  }
  return root;
}

/** A function's returned value: its expression body, or its last `return` with a value. */
function returned(fn: Node): Node | undefined {
  const body = fn.body as Node;
  if (body.type !== 'BlockStatement') return body;
  const returns = (body.body as Node[]).filter((s) => s.type === 'ReturnStatement' && s.argument);
  return returns.at(-1)?.argument as Node | undefined;
}

/** Finds `key` in an object literal, the last of its name winning as at run time. */
function propertyOf(
  object: Node,
  key: string,
  resolve: (n: Node | undefined) => Node | undefined,
  seen: Set<Node>,
): { property: Node; value: Node | undefined } | undefined {
  const properties = object.properties as Node[];
  for (let i = properties.length - 1; i >= 0; i--) {
    const p = properties[i]!;
    if (p.type === 'SpreadElement') {
      const spread = resolve(p.argument as Node);
      if (spread?.type !== 'ObjectExpression' || seen.has(spread)) continue;
      seen.add(spread);
      const inner = propertyOf(spread, key, resolve, seen);
      if (inner) return inner;
      continue;
    }
    if (p.type !== 'Property') continue;
    const k = p.key as Node;
    const name =
      !p.computed && k.type === 'Identifier'
        ? k.name
        : k.type === 'Literal' && (typeof k.value === 'string' || typeof k.value === 'number')
          ? String(k.value)
          : undefined;
    if (name === key) return { property: k, value: resolve(p.value as Node) };
  }
  return undefined;
}

/** A config's syntax tree, with its variables by name; undefined when it does not parse. */
export interface ParsedConfig {
  source: string;
  root: Node | undefined;
  resolve: (n: Node | undefined) => Node | undefined;
}

export function parseConfig(source: string, lang: 'js' | 'ts'): ParsedConfig | undefined {
  let program: Node;
  try {
    program = parseAst(source, { lang }) as unknown as Node;
  } catch {
    return undefined;
  }
  const declared = declarations(program);
  // What a value is written as: through type wrappers, variables and functions' returned values.
  const resolve = (n: Node | undefined): Node | undefined => {
    const visited = new Set<Node>();
    let node = n;
    while (node && !visited.has(node)) {
      visited.add(node);
      if (WRAPPERS.has(node.type)) node = node.expression as Node;
      else if (node.type === 'Identifier') node = declared.get(node.name as string);
      else if (/Function/.test(node.type)) node = returned(node);
      else return node;
    }
    return undefined;
  };
  return { source, root: exported(program, source), resolve };
}

/** The position of `path` in the config's syntax tree, or undefined when it cannot be followed. */
export function locateConfigPath(parsed: ParsedConfig, path: Path): Position | undefined {
  const { resolve } = parsed;
  let node = resolve(parsed.root);
  let at: Node | undefined;
  for (const key of path) {
    if (!node) return undefined;
    if (typeof key === 'number') {
      if (node.type !== 'ArrayExpression') return undefined;
      const elements = node.elements as (Node | null)[];
      // A spread before the element moves the indexes: not followed.
      if (elements.slice(0, key + 1).some((e) => e?.type === 'SpreadElement')) return undefined;
      const element = elements[key];
      if (!element) return undefined;
      at = element;
      node = resolve(element);
      continue;
    }
    if (node.type !== 'ObjectExpression') return undefined;
    const found = propertyOf(node, key, resolve, new Set());
    if (!found) return undefined;
    at = found.property;
    node = found.value;
  }
  return at ? position(parsed.source, at.start) : undefined;
}

/**
 * Where to report a problem at `path` of a config file: its place in the syntax tree, else the
 * first `key:` of the path's last name (a computed value), else nowhere in particular. The file is
 * parsed once, on the first call.
 */
export function createConfigLocator(
  configFile: string,
  source: string,
): (path: Path) => Position | undefined {
  const lang = /\.[mc]?ts$/.test(configFile) ? 'ts' : 'js';
  let parsed: ParsedConfig | undefined | null = null;
  return (path) => {
    if (parsed === null) parsed = parseConfig(source, lang);
    return (
      (parsed && path.length ? locateConfigPath(parsed, path) : undefined) ??
      locateKey(source, path)
    );
  };
}
