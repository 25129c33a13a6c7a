// The code translations a site's source declares, found without running it, as Docusaurus's
// write-translations finds them (its Babel extractor): every `<Translate>` element and
// `translate()` call of a file that imports them from `@docusaurus/Translate`, whose id, message
// and description are static (literals, `+`, template literals, `const` names bound to those).
// Anything else is a warning at its file, line and column, and is left out, as Docusaurus does.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseAst } from '../rolldownLazy.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { isEstreeNode, type EstreeNode } from '../estreeNode.js';

export interface CodeMessage {
  message: string;
  description?: string;
}

/** `{ id: { message, description? } }`, in the order the sources declare them. */
export type CodeTranslations = Record<string, CodeMessage>;

type Node = EstreeNode;
const isNode = isEstreeNode;

/** Docusaurus reads .js, .jsx, .ts and .tsx files, but not declaration files. */
export function isTranslatableSourceFile(file: string): boolean {
  return ['.js', '.jsx', '.ts', '.tsx'].includes(extname(file)) && !file.endsWith('.d.ts');
}

/**
 * The translatable files under `dir` (node_modules skipped), in the order Docusaurus's glob
 * (fast-glob's walk) gives them, which decides the order of the site's keys in code.json: level by
 * level, a folder's files as it is read, its subfolders read after the folders found before them
 * (`src/pages/index.js` before `src/components/Card/index.js`); names in code-point order within a
 * folder (the walk takes the file system's order, which sorts them on macOS and not on every
 * Linux file system).
 */
export function translatableSourceFiles(dir: string): string[] {
  const out: string[] = [];
  const queue = [dir];
  for (let i = 0; i < queue.length; i++) {
    let entries;
    try {
      entries = readdirSync(queue[i]!, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(queue[i]!, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') queue.push(path);
      } else if (isTranslatableSourceFile(path)) out.push(path);
    }
  }
  return out;
}

function lineColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** JSX text and attribute strings decode HTML character references, as Babel's parser does. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
      );
    return ENTITIES[ref] ?? all;
  });
}

const NOT_STATIC = Symbol('not static');
type Value = unknown;

/** A static evaluator over the subset of expressions Babel's `evaluate()` is confident about. */
function createEvaluator(consts: Map<string, Node | null>) {
  const resolving = new Set<string>();
  const evaluate = (node: unknown): Value => {
    if (!isNode(node)) return NOT_STATIC;
    switch (node.type) {
      case 'Literal':
        return node.value instanceof RegExp || typeof node.value === 'bigint'
          ? NOT_STATIC
          : node.value;
      case 'ParenthesizedExpression':
        return evaluate(node.expression);
      case 'TemplateLiteral': {
        const quasis = node.quasis as { value: { cooked: string | null } }[];
        let out = quasis[0]?.value.cooked ?? '';
        const expressions = node.expressions as Node[];
        for (let i = 0; i < expressions.length; i++) {
          const v = evaluate(expressions[i]);
          if (v === NOT_STATIC) return NOT_STATIC;
          out += String(v) + (quasis[i + 1]?.value.cooked ?? '');
        }
        return out;
      }
      case 'BinaryExpression': {
        if (node.operator !== '+') return NOT_STATIC;
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        if (left === NOT_STATIC || right === NOT_STATIC) return NOT_STATIC;
        return (left as string) + (right as string);
      }
      case 'Identifier': {
        const name = node.name as string;
        if (name === 'undefined') return undefined;
        const init = consts.get(name);
        if (!init || resolving.has(name)) return NOT_STATIC;
        resolving.add(name);
        const v = evaluate(init);
        resolving.delete(name);
        return v;
      }
      case 'ObjectExpression': {
        const out: Record<string, Value> = {};
        for (const p of node.properties as Node[]) {
          if (p.type !== 'Property' || p.computed || p.kind !== 'init') return NOT_STATIC;
          const key = p.key as Node;
          const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
          const v = evaluate(p.value);
          if (v === NOT_STATIC) return NOT_STATIC;
          out[name] = v;
        }
        return out;
      }
      default:
        return NOT_STATIC;
    }
  };
  return evaluate;
}

/** Each node of the tree, depth first in source order. */
function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node))
    if (key !== 'parent' && typeof value === 'object' && value !== null) walk(value, visit);
}

/** The local names of `@docusaurus/Translate`'s default export and `translate`, when imported. */
function translateImports(body: Node[]): { component?: string; fn?: string } {
  const out: { component?: string; fn?: string } = {};
  for (const stmt of body) {
    if (stmt.type !== 'ImportDeclaration' || stmt.importKind === 'type') continue;
    if ((stmt.source as Node).value !== '@docusaurus/Translate') continue;
    for (const s of stmt.specifiers as Node[]) {
      const local = (s.local as Node).name as string;
      if (s.type === 'ImportDefaultSpecifier') out.component = local;
      if (s.type === 'ImportSpecifier') {
        const imported = s.imported as Node;
        if ((imported.name ?? imported.value) === 'translate') out.fn = local;
      }
    }
  }
  return out;
}

/** `const name = <init>` declarations; a name declared twice is not static (shadowing). */
function constBindings(program: Node): Map<string, Node | null> {
  const consts = new Map<string, Node | null>();
  walk(program, (n) => {
    if (n.type !== 'VariableDeclarator') return;
    const id = n.id as Node;
    if (id.type !== 'Identifier') return;
    const name = id.name as string;
    consts.set(name, consts.has(name) ? null : ((n.init as Node | null) ?? null));
  });
  // `let`/`var` bindings never count: only declarators of a `const` declaration are kept.
  walk(program, (n) => {
    if (n.type === 'VariableDeclaration' && n.kind !== 'const')
      for (const d of n.declarations as Node[])
        if ((d.id as Node).type === 'Identifier') consts.set((d.id as Node).name as string, null);
  });
  return consts;
}

export interface ExtractedFile {
  translations: CodeTranslations;
  warnings: Diagnostic[];
}

const EXAMPLE_JSX = '<Translate id="my-id" description="my-description">text</Translate>';
const EXAMPLE_CALL = 'translate({ message: "text", id: "optional.id", description: "optional" })';

/** The code translations of one source file. */
export function extractSourceTranslations(file: string, source: string): ExtractedFile {
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';
  let program: Node;
  try {
    program = parseAst(source, { lang }, file) as unknown as Node;
  } catch (e) {
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    throw new BuildError({
      file,
      ...(loc ? { line: loc.line, column: loc.column + 1 } : {}),
      severity: 'error',
      message: `cannot read the translations of this file: ${(e as Error).message.split('\n')[0]}`,
      hint: 'write-translations parses every .js/.jsx/.ts/.tsx file under src/',
    });
  }
  const translations: CodeTranslations = {};
  const warnings: Diagnostic[] = [];
  const names = translateImports(program.body as Node[]);
  if (!names.component && !names.fn) return { translations, warnings };
  const evaluate = createEvaluator(constBindings(program));
  const warn = (node: Node, message: string, hint: string) =>
    warnings.push({
      file,
      ...lineColumn(source, node.start),
      severity: 'warning',
      kind: 'translation',
      message: `${message}: \`${source.slice(node.start, node.end).split('\n')[0]}\``,
      hint,
    });
  const add = (id: string, message: string, description: unknown) => {
    translations[id] = { message, ...(description ? { description: String(description) } : {}) };
  };
  walk(program, (node) => {
    if (node.type === 'JSXElement' && names.component) {
      const opening = node.openingElement as Node;
      const name = opening.name as Node;
      if (name.type !== 'JSXIdentifier' || name.name !== names.component) return;
      const prop = (propName: string): string | undefined => {
        const attr = (opening.attributes as Node[]).find(
          (a) => a.type === 'JSXAttribute' && (a.name as Node).name === propName,
        );
        if (!attr) return undefined;
        const value = attr.value as Node | null;
        const v =
          value?.type === 'JSXExpressionContainer'
            ? evaluate(value.expression)
            : value?.type === 'Literal'
              ? decodeEntities(String(value.value))
              : NOT_STATIC;
        if (typeof v === 'string') return v;
        warn(
          node,
          `<Translate> prop ${propName} is not a static string, so its message cannot be extracted`,
          `write it as ${EXAMPLE_JSX}`,
        );
        return undefined;
      };
      const id = prop('id');
      const description = prop('description');
      extractJsxMessage(node, id, description);
    } else if (node.type === 'CallExpression' && names.fn) {
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier' || callee.name !== names.fn) return;
      const args = node.arguments as Node[];
      if (args.length !== 1 && args.length !== 2) {
        warn(node, 'translate() takes 1 or 2 arguments', `write it as ${EXAMPLE_CALL}`);
        return;
      }
      const v = evaluate(args[0]);
      if (v === NOT_STATIC || typeof v !== 'object' || v === null) {
        warn(
          node,
          'translate() has a first argument that is not a static object, so its message cannot be extracted',
          `write it as ${EXAMPLE_CALL}`,
        );
        return;
      }
      const { id, message, description } = v as Record<string, unknown>;
      add(String(id ?? message), String(message ?? id), description);
    }
  });
  return { translations, warnings };

  function extractJsxMessage(node: Node, id: string | undefined, description?: string) {
    const children = node.children as Node[];
    if (children.length === 0) {
      if (id === undefined)
        warn(
          node,
          '<Translate> without children needs an id',
          'write it as <Translate id="my-id" />',
        );
      else add(id, id, description);
      return;
    }
    // The last child that is not blank text (Docusaurus's rule, JSX formatting aside).
    const child = children
      .filter((c) => !(c.type === 'JSXText' && String(c.value).replace('\n', '').trim() === ''))
      .pop();
    let message: string | undefined;
    if (child?.type === 'JSXText')
      message = decodeEntities(String(child.value)).trim().replace(/\s+/g, ' ');
    else if (child?.type === 'JSXExpressionContainer') {
      const v = evaluate(child.expression);
      if (v !== NOT_STATIC) message = String(v);
    }
    if (message === undefined) {
      warn(
        node,
        '<Translate> content is not a static string, so its message cannot be extracted',
        `write it as ${EXAMPLE_JSX}`,
      );
      return;
    }
    add(id ?? message, message, description);
  }
}

/** The code translations of every source file under the site's `src/`, in file order. */
export function extractSiteCodeTranslations(srcDirs: string[]): ExtractedFile {
  const translations: CodeTranslations = {};
  const warnings: Diagnostic[] = [];
  for (const dir of srcDirs)
    for (const file of translatableSourceFiles(dir)) {
      const found = extractSourceTranslations(file, readFileSync(file, 'utf8'));
      Object.assign(translations, found.translations);
      warnings.push(...found.warnings);
    }
  return { translations, warnings };
}
