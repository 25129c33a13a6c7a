// A Docusaurus site's code lines as Docusaurus lays them out: each line a block ending with its
// newline (Docusaurus's `div.token-line` ending with a `<br>`), the `code` giving the block its
// padding. Lines were inline blocks with a newline between them and their own padding, so a
// site's CSS for its magic comments' classes (`display: block; margin-left: -40px` on a
// `code-block-diff-add-line`, `padding-left: 40px` on the `code` that has one: Nitro's docs)
// drew an empty line after each marked line and indented the other lines 1rem more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { tokensOfHighlightedPre } from '../../../plugins/mdx/codeBlockTokens.js';
import { docusaurusCodeMarkup } from '../../../src/shared/docusaurusCodeMarkup.js';
import { highlight, parseCodeMeta } from '../../../plugins/mdx/rehypeCodeBlocks.js';

const line = (n: number, text: string, classes: string[] = []): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: ['line', ...classes].join(' '), 'data-line': n },
  children: text ? [{ type: 'text', value: text }] : [],
});
const newline: ElementContent = { type: 'text', value: '\n' };
/** Shiki's block: its lines with a newline between each two. */
const shikiBlock = (): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: { class: 'shiki' },
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [
        line(1, 'let lamp = 1;'),
        newline,
        line(2, '', ['code-block-diff-add-line']),
        newline,
        line(3, 'lamp++;', ['code-block-diff-add-line']),
      ],
    },
  ],
});
const codeOf = (pre: Element) => pre.children[0] as Element;
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

describe("a Docusaurus site's code lines", () => {
  it('end with their newline, with nothing between them', () => {
    const code = codeOf(docusaurusCodeMarkup(shikiBlock(), 'js', false));
    expect(code.children.map((c) => c.type)).toEqual(['element', 'element', 'element']);
    expect(code.children.map(textOf)).toEqual(['let lamp = 1;\n', '\n', 'lamp++;']);
  });

  it("give a swizzled Line its tokens without the line's newline", () => {
    const { lines } = tokensOfHighlightedPre(docusaurusCodeMarkup(shikiBlock(), 'js', false));
    expect(lines).toEqual([[{ content: 'let lamp = 1;' }], [], [{ content: 'lamp++;' }]]);
  });

  it('keep the newline out of a numbered line’s content', () => {
    const code = codeOf(docusaurusCodeMarkup(shikiBlock(), 'js', true));
    const first = code.children[0] as Element;
    expect(first.children.map((c) => (c.type === 'element' ? c.properties.className : c))).toEqual([
      ['codeLineNumber_dv'],
      ['codeLineContent_dv'],
      newline,
    ]);
    expect(code.children.map(textOf).join('')).toBe('let lamp = 1;\n\nlamp++;');
  });

  it('are spans before Docusaurus 3.10 and divs from it, as its CodeBlock/Line draws them', async () => {
    const tags = (pre: Element) =>
      codeOf(pre).children.map((c) => (c.type === 'element' ? c.tagName : c.type));
    expect(tags(docusaurusCodeMarkup(shikiBlock(), 'js', false))).toEqual(['span', 'span', 'span']);
    const divs = docusaurusCodeMarkup(shikiBlock(), 'js', true, 'div-lines');
    expect(tags(divs)).toEqual(['div', 'div', 'div']);
    expect(codeOf(divs).children.map(textOf).join('')).toBe('let lamp = 1;\n\nlamp++;');
    // Through the build's highlighting, the lines keep their classes.
    const built = await highlight('a();\nb();', 'js', parseCodeMeta(''), {
      docusaurusMarkup: 'div-lines',
    });
    const lines = codeOf(built).children as Element[];
    const classes = (l: Element) =>
      String(l.properties.className ?? l.properties.class)
        .split(/[ ,]/)
        .slice(0, 2);
    expect(lines.map((l) => [l.tagName, classes(l)])).toEqual([
      ['div', ['line', 'token-line']],
      ['div', ['line', 'token-line']],
    ]);
  });

  it('are blocks in a code element padded as Docusaurus pads it', () => {
    const css = readFileSync(
      join(import.meta.dirname, '../../../src/theme/classicLook.css'),
      'utf8',
    );
    const decls = (selector: string) => {
      const out = new Map<string, string>();
      postcss.parse(css).walkRules((r) => {
        if (r.selectors.includes(selector)) r.walkDecls((d) => void out.set(d.prop, d.value));
      });
      return out;
    };
    expect(decls('.code-block .line').get('display')).toBe('block');
    expect(decls('.code-block .line').get('padding')).toBe('0');
    expect(decls('.code-block pre code').get('padding')).toBe('var(--ifm-pre-padding)');
    expect(decls('.code-block .theme-code-block-highlighted-line').get('margin')).toBe(
      '0 calc(-1 * var(--ifm-pre-padding))',
    );
    // Prism's token for a Markdown fence's content has the class `code-block` too: none of the
    // block's box (styles.css) reaches it (the 3.10 template's markdown-features page).
    const token = decls(':where(.token).code-block');
    expect(Object.fromEntries(token)).toEqual({
      'margin-bottom': '0',
      'border-radius': '0',
      overflow: 'visible',
      background: 'none',
      'box-shadow': 'none',
    });
    expect(decls('.code-block').get('border')).toBe('none');
  });
});
