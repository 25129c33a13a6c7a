// Docusaurus pages import the theme's MDX components themselves (`import Tabs from '@theme/Tabs'`,
// `import Link from '@docusaurus/Link'`), where ours are given to every page. Such an import is
// taken out of the compiled page, and its elements use the built-in component (renamed when the
// import named it otherwise), so the page stays a standalone module (standaloneModule.ts) and
// nothing is bundled twice. The bundler
// resolves these specifiers too, for site code and for `@docusaurus/useBaseUrl` (plugins/index.ts).
import type { Root, RootContent } from 'mdast';
import { esmBindings } from './remarkCheckComponents.js';
import { walk } from './walk.js';

/**
 * Docusaurus's module specifiers this theme provides: the file and export each one's default is,
 * and the built-in MDX component it is (those a doc's import of can be taken out).
 */
export const THEME_MODULES: Record<string, { file: string; exportName: string; builtin?: string }> =
  {
    '@theme/Tabs': { file: 'src/theme/mdx/Tabs.tsx', exportName: 'default', builtin: 'Tabs' },
    '@theme/TabItem': { file: 'src/theme/mdx/Tabs.tsx', exportName: 'TabItem', builtin: 'TabItem' },
    '@theme/Admonition': {
      file: 'src/theme/mdx/Admonition.tsx',
      exportName: 'default',
      builtin: 'Admonition',
    },
    '@theme/CodeBlock': {
      file: 'src/theme/mdx/CodeBlock.tsx',
      exportName: 'default',
      builtin: 'CodeBlock',
    },
    '@theme/DocCardList': {
      file: 'src/theme/mdx/DocCardList.tsx',
      exportName: 'default',
      builtin: 'DocCardList',
    },
    '@theme/Details': {
      file: 'src/theme/mdx/Details.tsx',
      exportName: 'default',
      builtin: 'Details',
    },
    '@docusaurus/Link': { file: 'src/theme/Link.tsx', exportName: 'default', builtin: 'Link' },
    '@docusaurus/useBaseUrl': { file: 'src/theme/useBaseUrl.ts', exportName: 'default' },
    '@theme/PayloadCalculator': {
      file: 'src/theme/mdx/PayloadCalculator.tsx',
      exportName: 'default',
    },
  };

/**
 * Built-in components kept out of the entry chunk, as only a few pages use them: a page that does
 * gets an import of it (so it is bundled with the component, and the other pages never load it).
 */
export const IMPORTED_BUILTINS: Record<string, string> = {
  PayloadCalculator: '@theme/PayloadCalculator',
};

/** `import <name> from '<specifier>'` as an ESM node of the Markdown tree, with its syntax tree. */
function importNode(name: string, specifier: string): RootContent {
  const statement = `import ${name} from ${JSON.stringify(specifier)};`;
  return {
    type: 'mdxjsEsm',
    value: statement,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) },
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

interface ImportStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string } }[];
}

/** The built-in a statement imports as its only, default binding (`import X from '@theme/Tabs'`). */
function themeDefaultImport(stmt: ImportStatement): { local: string; builtin: string } | undefined {
  if (
    stmt.type !== 'ImportDeclaration' ||
    stmt.specifiers?.length !== 1 ||
    stmt.specifiers[0]!.type !== 'ImportDefaultSpecifier'
  )
    return undefined;
  const specifier = String(stmt.source?.value ?? '');
  const builtin = Object.hasOwn(THEME_MODULES, specifier)
    ? THEME_MODULES[specifier]!.builtin
    : undefined;
  return builtin ? { local: stmt.specifiers[0]!.local.name, builtin } : undefined;
}

export default function remarkThemeImports() {
  return (tree: Root) => {
    const renames = new Map<string, string>();
    const kept: RootContent[] = [];
    for (const node of tree.children) {
      const program =
        node.type === 'mdxjsEsm'
          ? (node.data as { estree?: { body: ImportStatement[] } } | undefined)?.estree
          : undefined;
      if (program) {
        program.body = program.body.filter((stmt) => {
          const found = themeDefaultImport(stmt);
          if (found && found.local !== found.builtin) renames.set(found.local, found.builtin);
          return !found;
        });
        if (!program.body.length) continue;
      }
      kept.push(node);
    }
    tree.children = kept;
    const used = new Set<string>();
    walk(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name)
        return;
      const root = node.name.split('.')[0]!;
      const builtin = renames.get(root);
      if (builtin) node.name = builtin + node.name.slice(root.length);
      used.add(node.name.split('.')[0]!);
    });
    // The page's own binding of the name (an import or export of its own) wins over the built-in.
    const bound = esmBindings(tree);
    const imports = Object.entries(IMPORTED_BUILTINS).filter(
      ([name]) => used.has(name) && !bound.has(name),
    );
    if (imports.length)
      tree.children.unshift(...imports.map(([name, specifier]) => importNode(name, specifier)));
  };
}
