// Fails the compile when a capitalised JSX element is neither imported nor a built-in component,
// so a typo is a build error with a position instead of a crash in the browser.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Program } from 'estree';
import { walk } from './walk.js';

/** Names a page binds in its own ESM: what it imports, and what it declares with `export`. */
export function esmBindings(tree: Root): Set<string> {
  const names = new Set<string>();
  walk(tree, 'mdxjsEsm', (node) => {
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const stmt of program?.body ?? []) {
      if (stmt.type === 'ImportDeclaration')
        for (const s of stmt.specifiers) names.add(s.local.name);
      if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration) {
        const d = stmt.declaration;
        if ('id' in d && d.id?.type === 'Identifier') names.add(d.id.name);
        if (d.type === 'VariableDeclaration')
          for (const v of d.declarations) if (v.id.type === 'Identifier') names.add(v.id.name);
      }
    }
  });
  return names;
}

export default function remarkCheckComponents(options: { known: string[] }) {
  return (tree: Root, file: VFile) => {
    const defined = new Set([...options.known, ...esmBindings(tree)]);
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split('.')[0]!;
      if (!defined.has(root)) {
        file.fail(
          `unknown component <${name}>: it is not imported and not one of the built-in components (${options.known.filter((k) => !k.startsWith('Admonition')).join(', ')})`,
          node,
          'docs:unknown-component',
        );
      }
    });
  };
}
