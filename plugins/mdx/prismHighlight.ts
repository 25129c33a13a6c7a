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
import type { Element } from 'hast';
import {
  EMPTY_DISPLAY,
  cssDeclarations,
  declarationClass,
  prismLinesToPre,
  prismTokensWith,
  type PrismModule,
  type PrismToken,
} from '../../src/shared/prismMarkup.js';
import type { PrismCode, PrismTheme } from '../../src/shared/siteConfigSchema.js';

export type { PrismToken } from '../../src/shared/prismMarkup.js';

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

/**
 * The files of a site's `prism.additionalLanguages`, in the order Docusaurus's
 * `prism-include-languages` loads them (`markup-templating` before `php`).
 */
export function prismComponentFiles(additionalLanguages: readonly string[]): string[] {
  const files: string[] = [];
  for (const lang of additionalLanguages) {
    const components = lang === 'php' ? ['markup-templating', lang] : [lang];
    for (const name of components) {
      const file = prismComponentFile(name);
      if (!file)
        throw new Error(
          `themeConfig.prism.additionalLanguages: "${lang}" is not a Prism language (no prismjs/components/prism-${name}.js)`,
        );
      files.push(file);
    }
  }
  return files;
}

const instances = new Map<string, PrismModule>();
/** The Prism of a site with these additional languages (one per list and thread). */
export function prismFor(additionalLanguages: readonly string[]): PrismModule {
  const key = additionalLanguages.join('\0');
  let mod = instances.get(key);
  if (mod) return mod;
  mod = freshPrismModule();
  // A component reads the global `Prism`: here, this site's.
  for (const file of prismComponentFiles(additionalLanguages))
    new Function('Prism', readFileSync(file, 'utf8'))(mod.Prism);
  instances.set(key, mod);
  return mod;
}

/** A code's lines of tokens, as Docusaurus's `<Highlight>` gives them (`language` lower-cased). */
export function prismTokens(
  code: string,
  language: string,
  additionalLanguages: readonly string[],
): PrismToken[][] {
  return prismTokensWith(prismFor(additionalLanguages), code, language);
}

/**
 * The stage: a code block highlighted by Prism, as the `pre > code > span.line` the Shiki path
 * gives (src/shared/prismMarkup.ts). `lang` is the fence's language.
 */
export function prismHighlight(
  code: string,
  lang: string,
  options: { prism: PrismCode; lineClasses: Map<number, string[]>; startLine: number },
): Element {
  const { prism, lineClasses, startLine } = options;
  const language = lang.toLowerCase();
  return prismLinesToPre(prismTokens(code, language, prism.additionalLanguages), language, {
    themes: prism,
    lineClasses,
    startLine,
  });
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
