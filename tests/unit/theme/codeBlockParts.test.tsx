// A code block drawn through Docusaurus's parts (used when a site overrides one of them): the same
// HTML as the theme's own block for the same highlighted fence, static but for its buttons, whose
// island gets the block's context (useCodeBlockContext) as Docusaurus's buttons read it.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import CodeBlock from '../../../src/theme/mdx/CodeBlock.js';
import { CodeBlockIsland, usePrismTheme } from '../../../src/theme/mdx/codeBlockContext.js';
import { expandStatic } from '../../../src/theme/mdx/islands.js';
import { highlight, parseCodeMeta } from '../../../plugins/mdx/rehypeCodeBlocks.js';
import { tokensOfHighlightedPre } from '../../../plugins/mdx/codeBlockTokens.js';
import { toHtml } from 'hast-util-to-html';
import CopyButtonPart from '../../../src/theme/classic/CodeBlock/Buttons/CopyButton.js';
import { useCodeBlockContext } from '../../../src/theme/docusaurus/themeCommon.js';

// What the theme resolver does for a site that overrides a part: the parts in the slot.
vi.mock('../../../src/theme/mdx/codeBlockPartsSlot.js', async () => ({
  codeBlockParts: (await import('../../../src/theme/mdx/codeBlockPartsTree.js')).codeBlockParts,
}));

const CODE = 'const tide = 1;\n// a comment\nreturn tide;';

/** A fence's `<pre>` as the build highlights it, and its tokens as the compile gives them. */
async function fence(meta: string) {
  // The tests' theme is a Docusaurus site's: its blocks have Docusaurus's markup too.
  const pre = await highlight(CODE, 'js', parseCodeMeta(meta), { docusaurusMarkup: true });
  return { preHtml: toHtml(pre), tokens: JSON.stringify(tokensOfHighlightedPre(pre)) };
}

/**
 * The static HTML of a content tree (walked inside a render, as the page's content is), its
 * islands rendered on their own in their place.
 */
function staticHtml(tree: ReactNode) {
  const islands: ReactElement[] = [];
  function Content() {
    islands.length = 0;
    return expandStatic(tree, (el) => {
      islands.push(el);
      return createElement(Fragment, null, el);
    });
  }
  return { html: renderToStaticMarkup(<Content />), islands };
}

describe('a code block through its parts', () => {
  it("gives each line's tokens and classes from the build's highlighted HTML", async () => {
    const pre = await highlight(CODE, 'js', parseCodeMeta('{2} showLineNumbers=5'));
    const t = tokensOfHighlightedPre(pre);
    expect(t.lines.map((l) => l.map((x) => x.content).join(''))).toEqual(CODE.split('\n'));
    expect(t.lineClassNames).toEqual({ 1: ['theme-code-block-highlighted-line'] });
    expect(t.lineNumbersStart).toBe(5);
    // Each token keeps the colour classes the highlighter gave it.
    expect(t.lines[0]!.every((x) => typeof x.className === 'string')).toBe(true);
    // A Docusaurus site's block (its line classes and number cells) gives the same tokens.
    const meta = parseCodeMeta('{2} showLineNumbers=5');
    const withMarkup = await highlight(CODE, 'js', meta, { docusaurusMarkup: true });
    expect(tokensOfHighlightedPre(withMarkup)).toEqual(t);
  }, 60_000); // the first highlight loads Shiki (seconds on a busy machine)

  it('renders the same HTML as the theme block (the buttons aside)', async () => {
    const { tokens, preHtml } = await fence('title="tide.js" {2} showLineNumbers');
    const props = { language: 'js', code: CODE, title: 'tide.js', showLineNumbers: true };
    const before = staticHtml(
      <CodeBlock {...props}>
        <pre dangerouslySetInnerHTML={{ __html: '' }} />
      </CodeBlock>,
    );
    const after = staticHtml(<CodeBlock {...props} highlightedLines={tokens} />);
    // The parts' block holds the highlighted lines the build made, in the theme's markup.
    const inner = (html: string) => /<code\b[^>]*>([\s\S]*)<\/code>/.exec(html)![1]!;
    const codeTag = (html: string) => /<code\b[^>]*>/.exec(html)![0];
    expect(codeTag(after.html)).toBe(codeTag(preHtml));
    // Docusaurus's classes and numbered lines (3.8.1: codeBlockClasses.test.ts), hashes as `_dv`.
    expect(codeTag(after.html)).toBe(
      '<code class="codeBlockLines_dv codeBlockLinesWithNumbering_dv" data-line-digits="1">',
    );
    expect(after.html).toContain(
      '<span class="line token-line theme-code-block-highlighted-line codeLine_dv" data-line="2"><span class="codeLineNumber_dv" data-line="2"></span><span class="codeLineContent_dv">',
    );
    expect(after.html).toMatch(/<pre class="prism-code language-js codeBlock_dv thin-scrollbar/);
    // Each line of the parts ends with its newline, the last too (the build's last line has none).
    const lastNewline = (html: string) => html.replace(/\n(<\/span>)$/, '$1');
    expect(lastNewline(inner(after.html))).toBe(inner(preHtml));
    const box = (html: string) => html.slice(0, html.indexOf('<pre'));
    expect(box(after.html)).toBe(box(before.html));
    // Static but for the buttons, an island with the block's context.
    expect(after.islands.map((e) => e.type)).toEqual([CodeBlockIsland]);
    expect((after.islands[0]!.props as { metadata: { code: string } }).metadata.code).toBe(CODE);
  });

  it("gives the buttons' island the block's code, language and title", async () => {
    const { tokens } = await fence('');
    const { islands } = staticHtml(
      <CodeBlock language="js" code={CODE} highlightedLines={tokens} />,
    );
    function Probe() {
      const { metadata } = useCodeBlockContext();
      return <i data-lines={metadata.code.split('\n').length}>{metadata.language}</i>;
    }
    const island = islands[0]! as ReactElement<{ metadata: never }>;
    const html = renderToStaticMarkup(
      <CodeBlockIsland metadata={island.props.metadata}>
        <Probe />
        <CopyButtonPart />
      </CodeBlockIsland>,
    );
    expect(html).toContain('<i data-lines="3">js</i>');
    expect(html).toContain('aria-label="Copy code to clipboard"');
  });

  it("gives usePrismTheme in prism-react-renderer's shape, colours from the page's CSS", () => {
    expect(usePrismTheme()).toEqual({
      plain: { color: expect.stringContaining('var('), backgroundColor: expect.any(String) },
      styles: [],
    });
  });
});
