// A Docusaurus site's code, tokenized as Docusaurus tokenizes it: by the Prism that
// prism-react-renderer 2.4.1 bundles, with the Prism components of `prism.additionalLanguages`
// loaded into it as the classic theme's `prism-include-languages` loads them (in the listed order,
// `markup-templating` before `php`). Each token is Docusaurus's `<span class="token <types>">`
// in a line of its own; its colours are classes (`prl-…` in light mode, `prd-…` in dark mode)
// that the theme stylesheet (`prismThemeCss`) gives the declarations Docusaurus writes inline
// from `prism.theme` and `prism.darkTheme`, so both modes have them without a re-render and a
// strict Content-Security-Policy holds. A language Prism does not know is plain text, as there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, ElementContent } from 'hast';
import type { PrismCode, PrismTheme } from '../../src/shared/siteConfigSchema.js';

/** What this module uses of a Prism instance. */
interface PrismInstance {
  languages: Record<string, unknown>;
  hooks: { run(name: string, env: Record<string, unknown>): void };
  tokenize(code: string, grammar: unknown): unknown[];
}

/** A token of a line, as prism-react-renderer's `normalizeTokens` gives it. */
export interface PrismToken {
  types: string[];
  content: string;
  empty?: boolean;
}

interface PrismModule {
  Prism: PrismInstance;
  normalizeTokens(tokens: unknown[]): PrismToken[][];
}

const requireHere = createRequire(import.meta.url);

/**
 * A fresh copy of prism-react-renderer's module: its Prism is one object per module, and a
 * component added for one site (`prism.additionalLanguages`) must not reach another site's code.
 */
function freshPrismModule(): PrismModule {
  // Its file by path: while a config loads, `prism-react-renderer` resolves to the stand-in.
  const file = requireHere.resolve('prism-react-renderer/dist/index.js');
  const module = { exports: {} as PrismModule };
  const run = new Function('module', 'exports', 'require', readFileSync(file, 'utf8'));
  run(module, module.exports, createRequire(file));
  return module.exports;
}

/** The file of a Prism component (`prismjs/components/prism-<lang>.js`); undefined when none. */
export function prismComponentFile(lang: string): string | undefined {
  if (!/^[a-z0-9-]+$/i.test(lang)) return undefined;
  try {
    return requireHere.resolve(`prismjs/components/prism-${lang}.js`);
  } catch {
    return undefined;
  }
}

const instances = new Map<string, PrismModule>();
/** The Prism of a site with these additional languages (one per list and thread). */
export function prismFor(additionalLanguages: readonly string[]): PrismModule {
  const key = additionalLanguages.join('\0');
  let mod = instances.get(key);
  if (mod) return mod;
  mod = freshPrismModule();
  for (const lang of additionalLanguages) {
    const components = lang === 'php' ? ['markup-templating', lang] : [lang];
    for (const name of components) {
      const file = prismComponentFile(name);
      if (!file)
        throw new Error(
          `themeConfig.prism.additionalLanguages: "${lang}" is not a Prism language (no prismjs/components/prism-${name}.js)`,
        );
      // A component reads the global `Prism`: here, this site's.
      new Function('Prism', readFileSync(file, 'utf8'))(mod.Prism);
    }
  }
  instances.set(key, mod);
  return mod;
}

/** A code's lines of tokens, as Docusaurus's `<Highlight>` gives them (`language` lower-cased). */
export function prismTokens(
  code: string,
  language: string,
  additionalLanguages: readonly string[],
): PrismToken[][] {
  const { Prism, normalizeTokens } = prismFor(additionalLanguages);
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
const EMPTY_DISPLAY = 'display:inline-block';

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
 * The stage: a code block highlighted by Prism, as the `pre > code > span.line` the Shiki path
 * gives (each line with its `data-line` and the classes of `lineClasses`, by 0-based index), its
 * tokens `span.token.<types>` with their colour classes. `lang` is the fence's language.
 */
export function prismHighlight(
  code: string,
  lang: string,
  options: { prism: PrismCode; lineClasses: Map<number, string[]>; startLine: number },
): Element {
  const { prism, lineClasses, startLine } = options;
  const language = lang.toLowerCase();
  const lines = prismTokens(code, language, prism.additionalLanguages);
  const light = themeDictionary(prism.theme, language);
  const dark = themeDictionary(prism.darkTheme, language);
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

/** The declarations of every style a theme may give a token, and its `plain`. */
function themeDeclarations(theme: PrismTheme): string[] {
  const out = new Set<string>();
  for (const { style } of theme.styles) for (const d of cssDeclarations(style)) out.add(d);
  return [...out];
}

/**
 * The stylesheet of a site's Prism themes: each declaration's class in its mode, and the code
 * block's text colour and background (`plain`: Docusaurus's `--prism-color` and
 * `--prism-background-color`, the `pre`'s and each line's style) in each mode.
 */
export function prismThemeCss(prism: PrismCode): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = mode === 'light' ? prism.theme : prism.darkTheme;
    const root = mode === 'light' ? ":root:not([data-theme='dark'])" : "[data-theme='dark']";
    for (const d of themeDeclarations(theme))
      rules.push(`${root} .prism-code .${declarationClass(mode, d)}{${d}}`);
    const plain = theme.plain ?? {};
    const { backgroundColor, ...line } = plain;
    // The container's text (its title's) is `--prism-color`, as Docusaurus's container has it.
    const vars = [
      ...(typeof plain.color === 'string'
        ? [`--prism-color:${plain.color}`, `color:${plain.color}`]
        : []),
      ...(typeof backgroundColor === 'string'
        ? [`--prism-background-color:${backgroundColor}`, `--docs-code-bg:${backgroundColor}`]
        : []),
    ];
    const dark = mode === 'dark';
    vars.push(`--docs-highlight-line-bg:${dark ? 'rgb(255 255 255 / 10%)' : 'rgb(0 0 0 / 10%)'}`);
    rules.push(`${root} .theme-code-block{${vars.join(';')}}`);
    const pre = cssDeclarations(plain);
    if (pre.length) rules.push(`${root} .theme-code-block pre.prism-code{${pre.join(';')}}`);
    const lineCss = cssDeclarations(line);
    if (lineCss.length) rules.push(`${root} .prism-code .token-line{${lineCss.join(';')}}`);
  }
  rules.push(`.prism-code .${declarationClass('light', EMPTY_DISPLAY)}{${EMPTY_DISPLAY}}`);
  // A token of Prism's type `line` (a diff's lines) is not one of the block's lines (`span.line`).
  rules.push(
    '.code-block .token.line{display:inline;width:auto;padding:0}',
    '.code-block .token.line::before{content:none}',
  );
  return rules.join('\n') + '\n';
}
