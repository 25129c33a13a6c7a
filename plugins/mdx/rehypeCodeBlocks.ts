// Highlights fenced code at build time with Shiki (light and dark in one pass) and wraps each block
// in a <CodeBlock> element carrying the title, the language and the raw code for the copy button.
// No highlighter ships to the browser.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { bundledLanguages } from 'shiki';
import type { VFile } from 'vfile';
import { walk } from './walk.js';
import { DEFAULT_MAGIC_COMMENTS, parseCodeLines, type MagicComment } from './magicComments.js';
import {
  COMBINED_THEME,
  combinedStyleToDual,
  getHighlighter,
  styleToClasses,
  codeThemeKey,
  highlightsLanguage,
  type CodeThemePair,
  type ColorPairs,
} from './codeTheme.js';
import { LANGUAGE_ALIASES } from '../../src/shared/codeThemeClasses.js';
import { cachedHighlight, highlightKey } from './highlightCache.js';
import { getCompilerVersion } from './compilerVersion.js';
import { withLineTokenCache } from './lineTokenCache.js';
import {
  docusaurusCodeMarkup,
  type DocusaurusMarkup,
} from '../../src/shared/docusaurusCodeMarkup.js';
import { prismHighlight } from './prismHighlight.js';
import rehypeCodeBlockTokens, {
  type CodeBlockSource,
  type CodeBlockTokensOptions,
} from './codeBlockTokens.js';

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  startLine: number;
}

/** Parses a fence's metastring: `title="…"`, `{1,3-5}`, `showLineNumbers[=N]`. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const out: CodeMeta = { highlightLines: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return out;
  const title = /title=(["'])(.*?)\1/.exec(meta);
  if (title) out.title = title[2];
  const range = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(["']).*?\1/, ''));
  if (range) {
    for (const part of range[1]!.split(',')) {
      const [a, b] = part
        .trim()
        .split('-')
        .map((n) => parseInt(n, 10));
      if (a === undefined || Number.isNaN(a)) continue;
      for (let i = a; i <= (b ?? a); i++) out.highlightLines.add(i);
    }
  }
  const ln = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  if (ln) {
    out.showLineNumbers = true;
    if (ln[1]) out.startLine = parseInt(ln[1], 10);
  }
  return out;
}

/** The classes of a block's lines (0-based) from its metastring range alone (no magic comments). */
function rangeClasses(meta: CodeMeta): Map<number, string[]> {
  return parseCodeLines('', 'text', DEFAULT_MAGIC_COMMENTS, meta.highlightLines).lineClasses;
}

/**
 * A token's classes from its style (`styleToClasses`, through `combinedStyleToDual` with the
 * combined theme), kept per theme pair: a theme has a few dozen styles, and every token asks.
 */
const classesByPairs = new WeakMap<ColorPairs, Map<string, readonly string[]>>();
const classesByStyle = new Map<string, readonly string[]>();
function tokenClasses(style: string, combined: ColorPairs | undefined): readonly string[] {
  let known = classesByStyle;
  if (combined) {
    let forPairs = classesByPairs.get(combined);
    if (!forPairs) classesByPairs.set(combined, (forPairs = new Map()));
    known = forPairs;
  }
  let classes = known.get(style);
  if (!classes) {
    classes = styleToClasses(combined ? combinedStyleToDual(style, combined) : style);
    // A style is a theme's (or two themes') colours and font styles: few, unless a caller
    // highlights with theme after theme; then the oldest are dropped.
    if (known.size >= 10_000) known.clear();
    known.set(style, classes);
  }
  return classes;
}

export async function highlight(
  code: string,
  lang: string,
  meta: CodeMeta,
  options: {
    combined?: boolean;
    lineClasses?: Map<number, string[]>;
    /** The site's code themes (the default pair when absent). */
    theme?: CodeThemePair;
    /** Docusaurus's classes and line elements too (src/shared/docusaurusCodeMarkup.ts). */
    docusaurusMarkup?: DocusaurusMarkup;
  } = {},
): Promise<Element> {
  const lineClasses = options.lineClasses ?? rangeClasses(meta);
  // A Docusaurus site's code: Prism's tokens, as Docusaurus draws them (prismHighlight.ts).
  const prism = options.theme?.prism;
  if (prism) {
    const pre = prismHighlight(code, lang, { prism, lineClasses, startLine: meta.startLine });
    if (options.docusaurusMarkup)
      return docusaurusCodeMarkup(pre, lang, meta.showLineNumbers, options.docusaurusMarkup);
    // The theme stylesheet's rules find the tokens under `.prism-code`.
    (pre.properties.className as string[]).unshift('prism-code');
    return pre;
  }
  const { hl, names, pairs } = await getHighlighter(options.theme);
  // Both themes in one tokenization when they allow it (codeTheme.ts), else one per theme.
  const combined = options.combined !== false ? pairs : undefined;
  // A language the site's highlighter lacks (Docusaurus's Prism) is shown plain, as there.
  let shikiLang = highlightsLanguage(options.theme, lang)
    ? (LANGUAGE_ALIASES[lang] ?? lang)
    : 'text';
  if (shikiLang !== 'text' && !(shikiLang in bundledLanguages)) shikiLang = 'text';
  if (shikiLang !== 'text' && !hl.getLoadedLanguages().includes(shikiLang))
    await hl.loadLanguage(shikiLang as keyof typeof bundledLanguages);
  const toHast = () =>
    hl.codeToHast(code, {
      lang: shikiLang,
      // No time limit: by default Shiki stops tokenizing a line after 500 ms and leaves the rest of
      // it unhighlighted, so a busy machine would give different HTML. 0 means no limit.
      tokenizeTimeLimit: 0,
      ...(combined ? { theme: COMBINED_THEME } : { themes: names, defaultColor: false as const }),
      transformers: [
        {
          span(node) {
            // Classes instead of inline styles (strict CSP; see codeTheme.ts).
            const style = node.properties.style;
            if (typeof style === 'string') {
              for (const cls of tokenClasses(style, combined)) this.addClassToHast(node, cls);
              delete node.properties.style;
            }
          },
          line(node, line) {
            node.properties['data-line'] = line + meta.startLine - 1;
            for (const cls of lineClasses.get(line - 1) ?? []) this.addClassToHast(node, cls);
          },
        },
      ],
    });
  // Lines tokenized before in this thread are taken as they were (lineTokenCache.ts); with one
  // theme only (the combined one): with two, Shiki tokenizes each line once per theme.
  const root =
    combined && shikiLang !== 'text'
      ? withLineTokenCache(hl.getLanguage(shikiLang), COMBINED_THEME, toHast)
      : toHast();
  const pre = root.children[0] as Element;
  // Shiki sets `tabindex` itself: one spelling only, or the compiled props carry the key twice.
  const { tabindex: _shikiTabIndex, ...shikiProperties } = pre.properties;
  pre.properties = {
    ...shikiProperties,
    ...(combined ? { class: `shiki shiki-themes ${names.light} ${names.dark}` } : {}),
    tabIndex: 0,
  };
  delete pre.properties.style;
  return options.docusaurusMarkup
    ? docusaurusCodeMarkup(pre, lang, meta.showLineNumbers, options.docusaurusMarkup)
    : pre;
}

export interface CodeBlocksOptions {
  /** The site's `code.magicComments` (Docusaurus's default when absent). */
  magicComments?: MagicComment[];
  /** The site's `code.theme` (GitHub's high-contrast themes when absent). */
  codeTheme?: CodeThemePair;
  /**
   * The site runs `@docusaurus/theme-live-codeblock`: a fence whose metastring has the word
   * `live` is given to `CodeBlock` as Docusaurus's MDX gives it (`live`, `metastring`,
   * `className`, the code as its children), for the theme's Playground to edit and run.
   */
  liveCodeBlocks?: boolean;
  /**
   * A Docusaurus site: its blocks carry Docusaurus's classes and line elements too (`prism-code`,
   * `token-line`…: src/shared/docusaurusCodeMarkup.ts), which its stylesheets and scripts find.
   */
  docusaurusMarkup?: DocusaurusMarkup;
  /**
   * Math blocks (`<pre><code class="language-math">`: remark-math's `$$` blocks and ```math
   * fences): `'later'` leaves them for the site's rehype plugins (rehype-katex replaces the
   * `<pre>`, as in Docusaurus, where every fence reaches the site's plugins as `<pre><code>`);
   * `'only'` draws just those no plugin replaced, as the code blocks Docusaurus draws for them.
   * Unset: every block is drawn.
   */
  mathBlocks?: 'later' | 'only';
}

/** The fence's metastring and text rehypeCodeBlockMetastrings kept on its `<code>`, if it ran. */
const sourceDataOf = (code: Element): { codeBlockSource?: CodeBlockSource } => {
  const kept = (code.data as { codeBlockSource?: CodeBlockSource } | undefined)?.codeBlockSource;
  return kept ? { codeBlockSource: kept } : {};
};

/** A math block: rehype-katex draws a `<pre>` whose `<code>` has the class `language-math`. */
const isMathBlock = (code: Element): boolean =>
  ((code.properties.className as string[] | undefined) ?? []).includes('language-math');

/** Whether rehypeCodeBlocks draws this block in this pass (`mathBlocks`). */
const drawnNow = (code: Element, options: CodeBlocksOptions): boolean =>
  options.mathBlocks === 'later'
    ? !isMathBlock(code)
    : options.mathBlocks === 'only'
      ? isMathBlock(code)
      : true;

/** Whether a fence's metastring makes it live (Docusaurus: one of its space-separated words). */
export const isLiveMetastring = (meta: string | undefined): boolean =>
  Boolean(meta?.split(' ').includes('live'));

/**
 * A live fence as Docusaurus's MDX gives it to `CodeBlock` (its mdx-loader's `live` and
 * `metastring` props, the `<code>`'s class and text): not highlighted, the Playground draws it.
 */
function liveCodeBlock(lang: string, metastring: string, text: string): ElementContent {
  const attr = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [
      attr('live', null),
      attr('metastring', metastring),
      attr('className', `language-${lang}`),
      attr('language', lang),
    ],
    children: [{ type: 'text', value: text.endsWith('\n') ? text : `${text}\n` }],
    data: { _mdxExplicitJsx: true },
  } as unknown as ElementContent;
}

/** A fence's metastring as written (`jsx live noInline` gives `live noInline`). */
const rawMetastringOf = (code: Element): string | undefined =>
  (code.data as { meta?: string } | undefined)?.meta ??
  (code.properties.metastring as string | undefined);

/** A fenced block: its `<code>`, language and metastring. */
function codeBlockOf(node: Element) {
  const code = node.children[0];
  if (node.tagName !== 'pre' || !code || code.type !== 'element' || code.tagName !== 'code')
    return undefined;
  const cls = ((code.properties.className as string[] | undefined) ?? []).find((c) =>
    String(c).startsWith('language-'),
  );
  const lang = cls ? String(cls).slice('language-'.length).toLowerCase() : 'text';
  const meta = parseCodeMeta(
    (code.data as { meta?: string } | undefined)?.meta ??
      (code.properties.metastring as string | undefined),
  );
  return { code, lang, meta };
}

type LinesData = { codeLines?: ReturnType<typeof parseCodeLines> };

/**
 * Reads the highlight comments of every code block and takes their lines out of its text, before
 * anything else reads the text (the search index): the lines and their classes wait in the
 * `<code>`'s data for rehypeCodeBlocks.
 */
export function rehypeMagicComments(options: CodeBlocksOptions = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: Root, file: VFile) => {
    walk(tree, 'element', (node) => {
      const block = codeBlockOf(node);
      if (!block || !drawnNow(block.code, options)) return;
      const { code, lang, meta } = block;
      // A live fence's text goes to the Playground as written, comments and all.
      if (options.liveCodeBlocks && isLiveMetastring(rawMetastringOf(code))) return;
      const text = toString(code);
      let lines;
      try {
        lines = parseCodeLines(
          text.replace(/\r?\n$/, ''),
          lang,
          magicComments,
          meta.highlightLines,
        );
      } catch (e) {
        file.fail((e as Error).message, node, 'code-block');
      }
      (code.data ??= {}) as LinesData;
      (code.data as LinesData).codeLines = lines;
      if (lines.code !== text.replace(/\r?\n$/, ''))
        code.children = [{ type: 'text', value: lines.code + '\n' }];
    });
  };
}

export default function rehypeCodeBlocks(options: CodeBlocksOptions = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  // The compiler's version covers Shiki's and this code's.
  const themeKey = `${getCompilerVersion()}\0${options.codeTheme ? codeThemeKey(options.codeTheme) : ''}${options.docusaurusMarkup ? `\0docusaurus markup ${options.docusaurusMarkup}` : ''}`;
  return async (tree: Root, file: VFile) => {
    const jobs: Promise<void>[] = [];
    walk(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const block = codeBlockOf(node);
      if (!block || !drawnNow(block.code, options)) return;
      const { code, lang, meta } = block;
      const metastring = rawMetastringOf(code);
      if (options.liveCodeBlocks && isLiveMetastring(metastring)) {
        parent.children[index] = liveCodeBlock(lang, metastring!, toString(code));
        return;
      }
      // Read already by rehypeMagicComments when it ran first; else here.
      let lines = (code.data as LinesData | undefined)?.codeLines;
      if (!lines) {
        try {
          lines = parseCodeLines(
            toString(code).replace(/\r?\n$/, ''),
            lang,
            magicComments,
            meta.highlightLines,
          );
        } catch (e) {
          file.fail((e as Error).message, node, 'code-block');
        }
      }
      const { code: raw, lineClasses } = lines;
      // A block highlighted by an earlier build is taken as it was (highlightCache.ts).
      const key = highlightKey({
        code: raw,
        lang,
        meta: { startLine: meta.startLine, lines: [...meta.highlightLines] },
        lineClasses,
        theme: themeKey,
      });
      jobs.push(
        cachedHighlight(file, key, () =>
          highlight(raw, lang, meta, {
            lineClasses,
            ...(options.codeTheme ? { theme: options.codeTheme } : {}),
            ...(options.docusaurusMarkup ? { docusaurusMarkup: options.docusaurusMarkup } : {}),
          }),
        ).then((pre) => {
          const attrs = [
            { type: 'mdxJsxAttribute', name: 'language', value: lang },
            { type: 'mdxJsxAttribute', name: 'code', value: raw },
            ...(meta.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: meta.title }] : []),
            ...(meta.showLineNumbers
              ? [{ type: 'mdxJsxAttribute', name: 'showLineNumbers', value: null }]
              : []),
          ];
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: 'CodeBlock',
            attributes: attrs,
            children: [pre],
            // The fence's metastring and text (rehypeCodeBlockMetastrings), for the parts' pass.
            data: { _mdxExplicitJsx: true, ...sourceDataOf(code) },
          } as unknown as ElementContent;
        }),
      );
    });
    await Promise.all(jobs);
  };
}

/**
 * The math blocks the site's rehype plugins left (no rehype-katex replaced them): their highlight
 * comments read and each drawn as a code block, as Docusaurus's CodeBlock draws any fence, and,
 * where the site overrides a part of the code block (`tokens`), given to the parts as the other
 * fences are (in Docusaurus a math fence is one more `CodeBlock`: the site's `Line` draws its
 * lines, its own `CodeBlock` gets the fence's text). One plugin of its own: unified keeps a plugin
 * once, so rehypeCodeBlocks named twice would run once.
 */
export function rehypeLeftMathBlocks(
  options: CodeBlocksOptions & { tokens?: CodeBlockTokensOptions } = {},
) {
  const { tokens, ...drawOptions } = options;
  const comments = rehypeMagicComments({ ...drawOptions, mathBlocks: 'only' });
  const draw = rehypeCodeBlocks({ ...drawOptions, mathBlocks: 'only' });
  // Only the blocks drawn here still hold their `<pre>`: the others' tokens are taken already.
  const parts = tokens ? rehypeCodeBlockTokens(tokens) : undefined;
  return async (tree: Root, file: VFile) => {
    comments(tree, file);
    await draw(tree, file);
    parts?.(tree);
  };
}
