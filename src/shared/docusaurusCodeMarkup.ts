// A highlighted code block's `<pre>` (Shiki's hast: `pre > code > span.line > span`) with the
// classes and elements Docusaurus's theme-classic gives its Prism blocks, for a Docusaurus site's
// stylesheets and scripts to find: `pre.prism-code.language-x.codeBlock_*.thin-scrollbar`, the
// `code`'s `codeBlockLines_*` (and `codeBlockLinesWithNumbering_*`), each line a `token-line` and,
// with line numbers, a `codeLine_*` holding an empty `codeLineNumber_*` and a `codeLineContent_*`
// with the tokens. Docusaurus's CSS-module classes carry their local name and `_dv` in place of
// the hash (`codeBlockLines_dv` for `codeBlockLines_Ovg7`), as the theme's other parts do.
// Used by the build's highlighting (plugins/mdx/rehypeCodeBlocks.ts) and the theme's runtime one.
import type { Element, ElementContent } from 'hast';

/**
 * How a Docusaurus site's code blocks are marked up: `true`, each line a `span.token-line` (as
 * Docusaurus 3.5-3.9's CodeBlock/Line draws it); `'div-lines'`, a `div.token-line` (3.10's).
 */
export type DocusaurusMarkup = true | 'div-lines';

/** A hast element's classes, from Shiki's `class` string or hast's `className` list. */
function classesOf(node: Element): string[] {
  const { class: cls, className } = node.properties;
  const list = className ?? cls;
  if (Array.isArray(list)) return list.map(String);
  return typeof list === 'string' ? list.split(/\s+/).filter(Boolean) : [];
}

/** Sets a hast element's classes where they were (the attributes' order stays the same). */
function setClasses(node: Element, classes: string[]): void {
  if (node.properties.class !== undefined) node.properties.class = classes.join(' ');
  else node.properties.className = classes;
}

/**
 * The attribute of a numbered block's `code` giving its last number's digits: the theme's
 * stylesheet makes the numbers' column that wide, as Docusaurus's table column is its widest
 * number (a style attribute would break a strict Content-Security-Policy).
 */
export const LINE_DIGITS = 'data-line-digits';
/** The digits of a block's last line number (1 to 5: more are drawn 5 wide). */
export const lineDigits = (last: number): number => Math.min(5, Math.max(1, String(last).length));

const lineNumberOf = (line: Element) => line.properties['data-line'] ?? line.properties.dataLine;

const isLine = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'span' && classesOf(node).includes('line');

/**
 * Gives the block Docusaurus's markup, in place: `lang` is the block's language (its
 * `language-x`), `showLineNumbers` whether its lines are numbered, `markup` the release's line
 * element (`DocusaurusMarkup`).
 */
export function docusaurusCodeMarkup(
  pre: Element,
  lang: string,
  showLineNumbers: boolean,
  markup: DocusaurusMarkup = true,
): Element {
  setClasses(pre, [
    'prism-code',
    `language-${lang}`,
    'codeBlock_dv',
    'thin-scrollbar',
    ...classesOf(pre).filter((c) => c !== `language-${lang}`),
  ]);
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return pre;
  setClasses(code, [
    'codeBlockLines_dv',
    ...(showLineNumbers ? ['codeBlockLinesWithNumbering_dv'] : []),
    ...classesOf(code),
  ]);
  if (showLineNumbers) {
    const numbers = code.children.filter(isLine).map((l) => Number(lineNumberOf(l)) || 0);
    code.properties[LINE_DIGITS] = lineDigits(Math.max(0, ...numbers));
  }
  // Each line ends with its newline, as Docusaurus 3.10's `div.token-line` ends with its `<br>`: a
  // site's CSS that makes lines blocks (`display: block` on its magic comments' classes) then
  // draws no empty line between two of them, which a newline between the lines made.
  code.children = code.children.filter((node, i, all) => {
    const before = all[i - 1];
    if (node.type !== 'text' || node.value !== '\n' || !before || !isLine(before)) return true;
    before.children.push(node);
    return false;
  });
  for (const line of code.children) {
    if (!isLine(line)) continue;
    const rest = classesOf(line).filter((c) => c !== 'line');
    setClasses(line, ['line', 'token-line', ...rest, ...(showLineNumbers ? ['codeLine_dv'] : [])]);
    // A site's CSS or script for `div` (or `span`) reaches the lines as on its Docusaurus release.
    if (markup === 'div-lines') line.tagName = 'div';
    if (!showLineNumbers) continue;
    // The number is drawn from the line's `data-line` (the theme's stylesheet), not a counter:
    // a block's first number is its own (`showLineNumbers=5`) without a style attribute.
    const last = line.children.at(-1);
    const newline = last?.type === 'text' && last.value === '\n' ? [line.children.pop()!] : [];
    line.children = [
      {
        type: 'element',
        tagName: 'span',
        properties: {
          className: ['codeLineNumber_dv'],
          'data-line': lineNumberOf(line),
        },
        children: [],
      },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['codeLineContent_dv'] },
        children: line.children,
      },
      ...newline,
    ];
  }
  return pre;
}
