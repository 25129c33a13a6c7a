// Fails the compile when a capitalised JSX element is neither imported nor a built-in component,
// so a typo is a build error with a position instead of a crash in the browser.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

export default function remarkCheckComponents(options: { known: string[] }) {
  return (tree: Root, file: VFile) => {
    const defined = new Set(options.known);
    walk(tree, 'mdxjsEsm', (node) => {
      const program = (node.data as { estree?: { body: unknown[] } } | undefined)?.estree;
      for (const stmt of (program?.body ?? []) as Record<string, any>[]) {
        if (stmt.type === 'ImportDeclaration') for (const s of stmt.specifiers) defined.add(s.local.name);
        if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration) {
          const d = stmt.declaration;
          if (d.id?.name) defined.add(d.id.name);
          for (const v of d.declarations ?? []) if (v.id?.name) defined.add(v.id.name);
        }
      }
    });
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name)) return;
      const root = name.split('.')[0]!;
      if (!defined.has(root)) {
        file.fail(`unknown component <${name}>: it is not imported and not one of the built-in components (${options.known.filter((k) => !k.startsWith('Admonition')).join(', ')})`, node, 'docs:unknown-component');
      }
    });
  };
}
