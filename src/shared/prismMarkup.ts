// The markup of a Docusaurus site's code tokenized by Prism (the build's, plugins/mdx/prismHighlight.ts,
// and the browser's for code known only when a page runs, src/theme/mdx/runtimePrism.ts): each token
// Docusaurus's `<span class="token <types>">`, its colours classes (`prl-…` in light mode, `prd-…` in
// dark mode) that the theme stylesheet gives the declarations Docusaurus writes inline from
// `prism.theme` and `prism.darkTheme`. Pure: no Prism here, its tokens are given.
import type { Element, ElementContent } from 'hast';
import type { PrismTheme } from './siteConfigSchema.js';

/** A token of a line, as prism-react-renderer's `normalizeTokens` gives it. */
export interface PrismToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** What the highlighting uses of a Prism instance. */
export interface PrismInstance {
  languages: Record<string, unknown>;
  hooks: { run(name: string, env: Record<string, unknown>): void };
  tokenize(code: string, grammar: unknown): unknown[];
}

/** A Prism and prism-react-renderer's `normalizeTokens` (the package's exports). */
export interface PrismModule {
  Prism: PrismInstance;
  normalizeTokens(tokens: unknown[]): PrismToken[][];
}

/**
 * A code's lines of tokens, as Docusaurus's `<Highlight>` gives them (`language` lower-cased; a
 * language the Prism does not know is one plain token a line).
 */
export function prismTokensWith(
  { Prism, normalizeTokens }: PrismModule,
  code: string,
  language: string,
): PrismToken[][] {
  const grammar = Prism.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env: Record<string, unknown> = { code, grammar, language, tokens: [] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as unknown[]);
}

type Style = Record<string, unknown>;

/** prism-react-renderer's `themeToDict`: each token type's style for one language. */
export function themeDictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dict: Record<string, Style> = {};
  for (const { types, languages, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = { ...dict[type], ...style };
  }
  return dict;
}

/** prism-react-renderer's style of a token (its `getTokenProps`), `display` left out. */
export function tokenStyle(dict: Record<string, Style>, token: PrismToken): Style | undefined {
  if (token.types.length === 1 && token.types[0] === 'plain') return undefined;
  return Object.assign({}, ...token.types.map((t) => dict[t]));
}

// React's unitless properties among those a Prism theme may set; any other number is in px.
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'order']);

/** A React style's declarations as CSS (`fontStyle: 'italic'` → `font-style:italic`). */
export function cssDeclarations(style: Style | undefined): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(style ?? {})) {
    if (value === undefined || value === null || typeof value === 'boolean' || value === '')
      continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const prop = key.startsWith('--')
      ? key
      : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const v = typeof value === 'number' && !UNITLESS.has(key) && value !== 0 ? `${value}px` : value;
    out.push(`${prop}:${String(v).trim()}`);
  }
  return out;
}

/** A short, stable name for a declaration (FNV-1a, base 36). */
function hashOf(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36).padStart(7, '0');
}

/** The class of one declaration in one mode (`prl-…` light, `prd-…` dark). */
export const declarationClass = (mode: 'light' | 'dark', declaration: string): string =>
  `${mode === 'light' ? 'prl' : 'prd'}-${hashOf(declaration)}`;

/** A colour mode's class for the declaration `display:inline-block` of an empty line's token. */
export const EMPTY_DISPLAY = 'display:inline-block';

const classCache = new Map<string, string[]>();
/** The classes of a token's style in each mode. */
function styleClasses(light: Style | undefined, dark: Style | undefined): string[] {
  const key = JSON.stringify([light, dark]);
  let classes = classCache.get(key);
  if (!classes) {
    classes = [
      ...cssDeclarations(light).map((d) => declarationClass('light', d)),
      ...cssDeclarations(dark).map((d) => declarationClass('dark', d)),
    ];
    if (classCache.size > 10_000) classCache.clear();
    classCache.set(key, classes);
  }
  return classes;
}

/**
 * A code block's lines of Prism tokens (prism-react-renderer's `normalizeTokens`) as the
 * `pre > code > span.line` the Shiki path gives (each line with its `data-line` and the classes of
 * `lineClasses`, by 0-based index), its tokens `span.token.<types>` with their colour classes.
 * `language` is the block's language, lower-cased.
 */
export function prismLinesToPre(
  lines: PrismToken[][],
  language: string,
  options: {
    themes: { theme: PrismTheme; darkTheme: PrismTheme };
    lineClasses: Map<number, string[]>;
    startLine: number;
  },
): Element {
  const { lineClasses, startLine } = options;
  const light = themeDictionary(options.themes.theme, language);
  const dark = themeDictionary(options.themes.darkTheme, language);
  const children: ElementContent[] = [];
  lines.forEach((line, i) => {
    // Docusaurus's Line draws a line with one token of '\n' (an empty line) as an empty token.
    const tokens =
      line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
    const spans: ElementContent[] = tokens.map((token) => {
      const classes = [
        'token',
        ...token.types,
        ...styleClasses(tokenStyle(light, token), tokenStyle(dark, token)),
      ];
      if (token.empty != null) classes.push(declarationClass('light', EMPTY_DISPLAY));
      return {
        type: 'element',
        tagName: 'span',
        properties: { className: classes },
        children: token.content ? [{ type: 'text', value: token.content }] : [],
      };
    });
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push({
      type: 'element',
      tagName: 'span',
      properties: {
        className: ['line', ...(lineClasses.get(i) ?? [])],
        'data-line': i + startLine,
      },
      children: spans,
    });
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: [`language-${language}`], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}
