// `require('…')` in a doc's JSX (`<img src={require('./x.png').default} />`), as Docusaurus's
// webpack resolves it: each call of a string literal becomes a namespace import of that module,
// so `.default` is an image's URL or an SVG's component, and the page is bundled (it imports).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Node as EstreeNode, Program } from 'estree';
import { importNamespaceNode } from './esm.js';

type Tree = { type: string; children?: Tree[]; attributes?: Tree[]; value?: unknown } & {
  data?: { estree?: Program | null };
};

/** Replaces every `require('literal')` under `node` by the name `nameOf` gives its module. */
function replaceRequires(node: unknown, nameOf: (specifier: string) => string): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) replaceRequires(n, nameOf);
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
    ) {
      const name = nameOf(arg.value);
      for (const key of Object.keys(n)) if (key !== 'loc' && key !== 'range') delete n[key];
      Object.assign(n, { type: 'Identifier', name });
      return;
    }
  }
  for (const [key, value] of Object.entries(n))
    if (key !== 'type' && key !== 'loc' && key !== 'range') replaceRequires(value, nameOf);
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
    const names = new Map<string, string>();
    const dependencies: string[] = ((file.data.dependencies as string[] | undefined) ??= []);
    for (const [program, node] of programsOf(tree as unknown as Tree)) {
      replaceRequires(program, (specifier) => {
        let name = names.get(specifier);
        if (name) return name;
        names.set(specifier, (name = `__docs_mdx_require${names.size}`));
        if (!specifier.startsWith('.')) return name;
        // A relative file is checked here, at the doc's line, rather than by the bundler.
        const abs = resolve(dirname(file.path), specifier.split(/[?#]/)[0]!);
        dependencies.push(abs);
        if (!existsSync(abs))
          file.fail(
            `require('${specifier}'): no such file next to this doc`,
            node as never,
            'docs:missing-require',
          );
        return name;
      });
    }
    if (!names.size) return;
    const imports = [...names].map(([spec, name]) => importNamespaceNode(name, spec));
    tree.children.unshift(...(imports as unknown as Root['children']));
  };
}
