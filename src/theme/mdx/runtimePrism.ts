// The highlighter of code known only when a page runs on a Prism site (`code.prism`, a Docusaurus
// site's): Docusaurus's theme draws every CodeBlock with prism-react-renderer's Prism and the
// site's `prism.theme`/`darkTheme`, so such a block is tokenized by the same Prism the build
// tokenizes the site's fences with (plugins/mdx/prismHighlight.ts), with the same markup and
// colour classes (src/shared/prismMarkup.ts). A chunk of its own, loaded by ./runtimeCode.tsx only
// on a page that shows such a block (in place of ./runtimeHighlight.ts, Shiki's).
import type { ElementContent } from 'hast';
import type { ReactNode } from 'react';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { addPrismLanguages, prismThemes } from 'virtual:docs/code-highlight';
import { docusaurusCodeMarkup } from '../../shared/docusaurusCodeMarkup.js';
import { prismLinesToPre, prismTokensWith, type PrismModule } from '../../shared/prismMarkup.js';
import type { RuntimeLines } from './codeBlockParts.js';
import type { CodeToken } from './codeBlockContext.js';
import { hastToReact } from './hastToReact.js';

// The site's `prism.additionalLanguages`, added once, as Docusaurus's `prism-include-languages`.
addPrismLanguages(Prism);
const prism = { Prism, normalizeTokens } as unknown as PrismModule;

/** Nothing to load: Prism and the site's languages come with the chunk. */
export const prepare = async (_lang: string): Promise<void> => {};

/** Prism draws any language at once (one it does not know as plain text, as Docusaurus's). */
export const ready = (_lang: string): boolean => true;

/**
 * The code's `pre` as the build highlights a fence of the language: Prism's tokens with the theme
 * stylesheet's classes, each line a `span.line` with its `data-line` and the classes `lines` gives
 * it (highlight comments), on a Docusaurus site with Docusaurus's markup too.
 */
export function highlighted(code: string, lang: string, lines?: RuntimeLines): ReactNode {
  const language = lang.toLowerCase();
  const lineClasses = new Map<number, string[]>();
  for (const [i, classes] of Object.entries(lines?.lineClasses ?? {}))
    lineClasses.set(Number(i), classes);
  const pre = prismLinesToPre(prismTokensWith(prism, code, language), language, {
    themes: prismThemes,
    lineClasses,
    startLine: lines?.lineNumbersStart ?? 1,
  });
  if (__DOCS_DOCUSAURUS_METADATA__)
    docusaurusCodeMarkup(
      pre,
      language,
      lines?.lineNumbersStart !== undefined,
      __DOCS_DIV_CODE_LINES__ ? 'div-lines' : true,
    );
  // The theme stylesheet's rules find the tokens under `.prism-code` (the build's blocks too).
  else (pre.properties.className as string[]).unshift('prism-code');
  return hastToReact(pre);
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/**
 * The code's lines of tokens, each its text and classes (its Prism types and colour classes), as
 * the build gives a fence's to the block's parts when a site overrides one of them
 * (plugins/mdx/codeBlockTokens.ts: empty tokens left out), for ./codeBlockPartsTree.tsx.
 */
export function tokens(code: string, lang: string): CodeToken[][] {
  const language = lang.toLowerCase();
  const pre = prismLinesToPre(prismTokensWith(prism, code, language), language, {
    themes: prismThemes,
    lineClasses: new Map(),
    startLine: 1,
  });
  const lines = (pre.children[0] as { children: ElementContent[] }).children;
  return lines.flatMap((line) =>
    line.type === 'element'
      ? [
          line.children.flatMap((token): CodeToken[] => {
            const content = textOf(token);
            if (!content) return [];
            const classes = token.type === 'element' ? token.properties.className : undefined;
            return [
              Array.isArray(classes) ? { content, className: classes.join(' ') } : { content },
            ];
          }),
        ]
      : [],
  );
}
