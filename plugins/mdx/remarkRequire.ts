// `require('…')` in a doc's JSX (`<img src={require('./x.png').default} />`), as Docusaurus's
// webpack runs it: where it is written, when the page renders. The call stays in the compiled
// module, given webpack's semantics by the bundler's own require in a build and rewritten for the
// dev server (plugins/pages/siteRequire.ts, which takes compiled Markdown modules too); here each
// relative file required is checked at the doc's line and made a dependency of the doc.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Node as EstreeNode, Program } from 'estree';

type Tree = { type: string; children?: Tree[]; attributes?: Tree[]; value?: unknown } & {
  data?: { estree?: Program | null };
};

/** Calls `found` with the string each `require('literal')` under `node` is called with. */
function visitRequires(node: unknown, found: (specifier: string) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) visitRequires(n, found);
    return;
  }
  const n = node as EstreeNode & Record<string, unknown>;
  if (n.type === 'CallExpression') {
    const [arg, ...rest] = n.arguments;
    if (
      n.callee.type === 'Identifier' &&
      n.callee.name === 'require' &&
      rest.length === 0 &&
      arg?.type === 'Literal' &&
      typeof arg.value === 'string'
    )
      found(arg.value);
  }
  for (const [key, value] of Object.entries(n))
    if (key !== 'type' && key !== 'loc' && key !== 'range') visitRequires(value, found);
}

type Located = [Program, Tree];

/** The estree programs of a tree's expressions, attribute values and ESM blocks, with their node. */
function programsOf(tree: Tree, out: Located[] = []): Located[] {
  if (tree.data?.estree) out.push([tree.data.estree, tree]);
  for (const attr of tree.attributes ?? []) {
    if (attr.data?.estree) out.push([attr.data.estree, tree]);
    const value = attr.value as Tree | undefined;
    if (value && typeof value === 'object' && value.data?.estree)
      out.push([value.data.estree, tree]);
  }
  for (const child of tree.children ?? []) programsOf(child, out);
  return out;
}

export default function remarkRequire() {
  return (tree: Root, file: VFile) => {
    // Most docs have no require: skip their walk.
    if (!/\brequire\s*\(/.test(String(file.value))) return;
    const checked = new Set<string>();
    const dependencies: string[] = ((file.data.dependencies as string[] | undefined) ??= []);
    for (const [program, node] of programsOf(tree as unknown as Tree)) {
      visitRequires(program, (specifier) => {
        if (checked.has(specifier) || !specifier.startsWith('.')) return;
        checked.add(specifier);
        // A relative file is checked here, at the doc's line, rather than by the bundler.
        const abs = resolve(dirname(file.path), specifier.split(/[?#]/)[0]!);
        dependencies.push(abs);
        if (!existsSync(abs))
          file.fail(
            `require('${specifier}'): no such file next to this doc`,
            node as never,
            'docs:missing-require',
          );
      });
    }
  };
}
