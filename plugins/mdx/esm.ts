// Builds small mdxjsEsm nodes (imports and `export const`) with the estree MDX needs.
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';

/** `export const name = <value>` as an mdxjsEsm node (works in mdast and hast alike). */
export function exportConstNode(name: string, value: unknown) {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name },
              init: valueToEstree(value),
            },
          ],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm' as const, value: '', data: { estree: program } };
}

/** `import local from 'source'` (or `import * as local`) as an mdxjsEsm node. */
export function importDefaultNode(
  local: string,
  source: string,
  kind: 'ImportDefaultSpecifier' | 'ImportNamespaceSpecifier' = 'ImportDefaultSpecifier',
) {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [{ type: kind, local: { type: 'Identifier', name: local } }],
        source: { type: 'Literal', value: source },
      },
    ],
  };
  return { type: 'mdxjsEsm' as const, value: '', data: { estree: program } };
}

/** `import * as local from 'source'` as an mdxjsEsm node. */
export const importNamespaceNode = (local: string, source: string) =>
  importDefaultNode(local, source, 'ImportNamespaceSpecifier');
