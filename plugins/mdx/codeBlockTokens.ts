// When a site overrides a part of the code block (`src/theme/CodeBlock/Line`, …), each highlighted
// fence gives its tokens to `<CodeBlock>` instead of its HTML, so that the theme can draw it
// through Docusaurus's parts (src/theme/mdx/codeBlockPartsTree.tsx): the lines, each a list of
// `{content, className}` (a token's colours are the classes the highlighter gave it), and each
// line's classes (`{1,3}`, highlight comments). Without such an override this plugin is not run
// and a fence stays the static HTML rehypeCodeBlocks made.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walk } from './walk.js';

export interface CodeBlockTokens {
  lines: { content: string; className?: string }[][];
  lineClassNames: Record<number, string[]>;
  lineNumbersStart?: number;
}

/** Whether the site's overrides include a part of the code block (not `CodeBlock` itself). */
export const overridesCodeBlockParts = (overrides: readonly string[]): boolean =>
  overrides.some((name) => name.startsWith('CodeBlock/'));

const classesOf = (node: Element): string[] => {
  // Shiki writes `class`; hast's own utilities `className`.
  const c = node.properties.className ?? node.properties.class;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};

/** A line's classes that are the markup's, not the block's (`{1,3}`, highlight comments). */
const OWN_LINE_CLASSES = new Set(['line', 'token-line', 'codeLine_dv']);

/** The tokens of a highlighted `<pre>` (Shiki's `pre > code > span.line > span`). */
export function tokensOfHighlightedPre(pre: Element): CodeBlockTokens {
  const code = pre.children.find((c): c is Element => c.type === 'element');
  const lineElements = (code?.children ?? []).filter(
    (c): c is Element => c.type === 'element' && classesOf(c).includes('line'),
  );
  const out: CodeBlockTokens = { lines: [], lineClassNames: {} };
  lineElements.forEach((line, i) => {
    // A Docusaurus site's block has Docusaurus's line classes and elements too
    // (src/shared/docusaurusCodeMarkup.ts): the parts draw their own, the tokens are the content's.
    const extra = classesOf(line).filter((c) => !OWN_LINE_CLASSES.has(c));
    if (extra.length) out.lineClassNames[i] = extra;
    const number = line.properties['data-line'] ?? line.properties.dataLine;
    if (i === 0 && number !== undefined) out.lineNumbersStart = Number(number);
    const content = line.children.find(
      (c): c is Element => c.type === 'element' && classesOf(c).includes('codeLineContent_dv'),
    );
    // Without the newline a Docusaurus site's line ends with (docusaurusCodeMarkup.ts): the
    // parts' Line writes its own.
    const children = (content ?? line).children;
    const end = children.at(-1);
    const tokens = end?.type === 'text' && end.value === '\n' ? children.slice(0, -1) : children;
    out.lines.push(
      tokens.flatMap((token: ElementContent) => {
        const content = toString(token);
        if (!content) return [];
        const className = token.type === 'element' ? classesOf(token).join(' ') : '';
        return [className ? { content, className } : { content }];
      }),
    );
  });
  return out;
}

interface JsxElement {
  type: string;
  name?: string;
  attributes: { type: string; name: string; value: unknown }[];
  children: ElementContent[];
  data?: SourceData;
}

/** A fence's metastring and text as written, kept on its `<code>` and then its `<CodeBlock>`. */
export interface CodeBlockSource {
  metastring: string;
  source: string;
}
type SourceData = { codeBlockSource?: CodeBlockSource };

/**
 * Before the highlight comments are read (rehypeMagicComments): the metastring and the text of
 * each fence (Docusaurus gives both to `CodeBlock`, which reads the comments itself; the
 * highlighted block no longer has them), on the fence's own `<code>`: rehypeCodeBlocks carries
 * them to its `<CodeBlock>`, whichever pass draws it (math blocks are drawn after the site's
 * rehype plugins, the others before).
 */
export function rehypeCodeBlockMetastrings() {
  return (tree: Root) => {
    walk(tree, 'element', (node) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
      const metastring = String(
        (code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '',
      );
      ((code.data ??= {}) as SourceData).codeBlockSource = { metastring, source: toString(code) };
    });
  };
}

export interface CodeBlockTokensOptions {
  /**
   * The site overrides `CodeBlock` itself: its component gets what Docusaurus's MDX gives it, the
   * fence's text as its children (highlight comments in it) and `className="language-…"`.
   */
  siteCodeBlock?: boolean;
}

/** Puts each highlighted block's tokens on its `<CodeBlock>` (`highlightedLines`, as JSON). */
export default function rehypeCodeBlockTokens(options: CodeBlockTokensOptions = {}) {
  return (tree: Root) => {
    walk(tree, (node) => {
      const el = node as unknown as JsxElement;
      if (el.type !== 'mdxJsxFlowElement' || el.name !== 'CodeBlock') return;
      const pre = el.children[0];
      if (el.children.length !== 1 || pre?.type !== 'element' || pre.tagName !== 'pre') return;
      const tokens = tokensOfHighlightedPre(pre);
      if (!el.attributes.some((a) => a.name === 'showLineNumbers')) delete tokens.lineNumbersStart;
      el.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'highlightedLines',
        value: JSON.stringify(tokens),
      });
      const { metastring, source } = el.data?.codeBlockSource ?? {};
      if (metastring)
        el.attributes.push({ type: 'mdxJsxAttribute', name: 'metastring', value: metastring });
      el.children = [];
      if (!options.siteCodeBlock || source === undefined) return;
      const language = el.attributes.find((a) => a.name === 'language')?.value;
      if (typeof language === 'string' && !el.attributes.some((a) => a.name === 'className'))
        el.attributes.push({
          type: 'mdxJsxAttribute',
          name: 'className',
          value: `language-${language}`,
        });
      el.children = [{ type: 'text', value: source }];
    });
  };
}
