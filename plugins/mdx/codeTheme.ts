// The code colour themes, in one place: the highlighter that uses them and the stylesheet that
// maps each theme colour to a class. Tokens carry classes rather than inline styles so the site
// works under a Content Security Policy without 'unsafe-inline' styles.
//
// The themes are the site's (`code.theme`: a pair of Shiki theme names or objects; GitHub's high
// contrast ones by default). Each process keeps one highlighter per pair it was asked for: the
// pair travels with each compile (compileDoc.ts), to the pool's workers too, and is part of the
// compile cache's key.
import { colord } from 'colord';
import {
  createHighlighter,
  createOnigurumaEngine,
  type Highlighter,
  type ThemeRegistrationAny,
  type ThemeRegistrationResolved,
} from 'shiki';
import { DEFAULT_CODE_THEME, type CodeThemeObject } from '../../src/shared/siteConfigSchema.js';
import { sharedOnigLoader } from './onigWasm.js';

/** A theme of code: a Shiki bundled theme's name, or a theme object. */
export type CodeThemeSpec = string | CodeThemeObject;
/** The site's code themes, one per colour mode (its `code.theme`). */
export interface CodeThemePair {
  light: CodeThemeSpec;
  dark: CodeThemeSpec;
  /**
   * The fence languages that are highlighted, the others shown plain (the site's `code.languages`:
   * a Docusaurus site's Prism bundle and `prism.additionalLanguages`); absent, all Shiki knows.
   * It travels with the themes so that it reaches every compile and the cache's key with them.
   */
  languages?: readonly string[];
}

/** The default pair (GitHub's, high contrast). */
export const CODE_THEMES = DEFAULT_CODE_THEME;

/** The name of both themes as one (`combineThemes`), loaded into the highlighter when possible. */
export const COMBINED_THEME = 'code-light-dark';

/** A colour of the combined theme → the light and the dark theme's colours it stands for. */
export type ColorPairs = Map<string, { light: string; dark: string }>;

/** A pair's highlighter: the names its two themes are loaded under, and their combination. */
export interface LoadedThemes {
  hl: Highlighter;
  names: { light: string; dark: string };
  pairs?: ColorPairs;
}

const keys = new WeakMap<CodeThemePair, string>();
/** A string that tells two theme pairs apart (a map key; part of the compile cache's key). */
export function codeThemeKey(pair: CodeThemePair = CODE_THEMES): string {
  // Remembered per pair object: a theme object's JSON is long, and every code block asks.
  let key = keys.get(pair);
  if (key === undefined)
    keys.set(
      pair,
      (key = JSON.stringify(
        pair.languages ? [pair.light, pair.dark, pair.languages] : [pair.light, pair.dark],
      )),
    );
  return key;
}

const themesOnly = new WeakMap<CodeThemePair, CodeThemePair>();
/** The pair without its languages (what a highlighter is made of). */
function themesOf(pair: CodeThemePair): CodeThemePair {
  if (!pair.languages) return pair;
  let themes = themesOnly.get(pair);
  if (!themes) themesOnly.set(pair, (themes = { light: pair.light, dark: pair.dark }));
  return themes;
}

const codePairs = new WeakMap<object, CodeThemePair>();
/**
 * The site's code themes with its `code.languages` (what each compile is given as `codeTheme`),
 * one object per site config so that its key is made once.
 */
export function siteCodeTheme(
  code: { theme?: CodeThemePair; languages?: readonly string[] } | undefined,
): CodeThemePair | undefined {
  if (!code?.languages) return code?.theme;
  let pair = codePairs.get(code);
  if (!pair)
    codePairs.set(code, (pair = { ...(code.theme ?? CODE_THEMES), languages: code.languages }));
  return pair;
}

/** Whether the pair's languages let a fence of `lang` be highlighted. */
export function highlightsLanguage(pair: CodeThemePair | undefined, lang: string): boolean {
  return !pair?.languages || pair.languages.includes(lang);
}

/**
 * A theme colour as `#rrggbb` (or `#rrggbbaa`): class names are made of it (`shl-…`), so a theme
 * object's `white` or `rgb(…)` is written in hex first. Undefined for what is not a colour.
 */
export function hexColor(c: string): string | undefined {
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(c)) return c;
  const parsed = colord(c);
  return parsed.isValid() ? parsed.toHex() : undefined;
}

/** A theme object with every colour of its rules and its `fg`/`bg` in hex (see `hexColor`). */
function withHexColors(theme: CodeThemeObject): ThemeRegistrationAny {
  const fix = (v: unknown) => (typeof v === 'string' ? (hexColor(v) ?? undefined) : undefined);
  const rules = (list: unknown[] | undefined) =>
    list?.map((rule) => {
      const r = rule as { settings?: Record<string, unknown> };
      if (!r.settings) return rule;
      const { foreground, background, ...rest } = r.settings;
      const fg = fix(foreground);
      const bg = fix(background);
      return {
        ...r,
        settings: { ...rest, ...(fg ? { foreground: fg } : {}), ...(bg ? { background: bg } : {}) },
      };
    });
  const colors = theme.colors
    ? Object.fromEntries(
        Object.entries(theme.colors).flatMap(([k, v]) => {
          const c = fix(v);
          return c ? [[k, c]] : [];
        }),
      )
    : undefined;
  return {
    ...theme,
    ...(theme.tokenColors ? { tokenColors: rules(theme.tokenColors) } : {}),
    ...(theme.settings ? { settings: rules(theme.settings) } : {}),
    ...(colors ? { colors } : {}),
    ...(theme.fg !== undefined ? { fg: fix(theme.fg) } : {}),
    ...(theme.bg !== undefined ? { bg: fix(theme.bg) } : {}),
  } as ThemeRegistrationAny;
}

/** The name a theme is loaded under (a theme object's own; the dark one's if both share one). */
function themeNames(pair: CodeThemePair): { light: string; dark: string } {
  pair = themesOf(pair);
  const nameOf = (t: CodeThemeSpec) => (typeof t === 'string' ? t : t.name);
  const light = nameOf(pair.light);
  let dark = nameOf(pair.dark);
  // Two different objects under one name would replace each other in the highlighter.
  if (
    dark === light &&
    codeThemeKey({ light: pair.light, dark: pair.light }) !== codeThemeKey(pair)
  )
    dark = `${dark}-dark`;
  return { light, dark };
}

const highlighters = new Map<string, Promise<LoadedThemes>>();
/**
 * The highlighter of a theme pair (one per pair and process), with both themes and, when they
 * allow it, the two as one theme; languages are loaded the first time a page uses them.
 */
export function getHighlighter(pair: CodeThemePair = CODE_THEMES): Promise<LoadedThemes> {
  pair = themesOf(pair);
  const key = codeThemeKey(pair);
  let loaded = highlighters.get(key);
  if (!loaded) {
    loaded = (async () => {
      const names = themeNames(pair);
      const load = (t: CodeThemeSpec, name: string) =>
        typeof t === 'string' ? t : { ...withHexColors(t), name };
      // The regex engine compiled once per build, not once per thread (onigWasm.ts).
      const loader = sharedOnigLoader();
      const hl = await createHighlighter({
        themes: [load(pair.light, names.light), load(pair.dark, names.dark)],
        langs: [],
        ...(loader ? { engine: createOnigurumaEngine(loader) } : {}),
      });
      const combined = combineThemes(hl.getTheme(names.light), hl.getTheme(names.dark));
      if (!combined) return { hl, names };
      await hl.loadTheme(combined.theme);
      return { hl, names, pairs: combined.pairs };
    })();
    loaded.catch(() => highlighters.delete(key));
    highlighters.set(key, loaded);
  }
  return loaded;
}

/**
 * Two themes as one, so that a code block is tokenized once instead of once per theme (Shiki runs
 * the grammar for each theme; that was half of a page's highlighting). Each colour of the
 * combined theme is made up and stands for one pair (light colour, dark colour).
 *
 * This gives the tokens of the two themes only when they style the same scopes the same way: the
 * same rules in the same order, each setting a colour, a background and a font style in both or
 * in neither, with the same font style. GitHub's light and dark themes are written so. For any
 * other pair this returns undefined, and the caller highlights with each theme.
 *
 * One difference remains, in whitespace only: with two themes Shiki joins a run of spaces to the
 * next token even when the spaces are underlined or struck through; with one theme it keeps them
 * apart. Such a run (spaces inside a `~~strike~~` of a Markdown block, say) becomes its own span.
 * It looks the same.
 */
export function combineThemes(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
): { theme: ThemeRegistrationResolved; pairs: ColorPairs } | undefined {
  const a = light.settings ?? [];
  const b = dark.settings ?? [];
  if (a.length !== b.length) return undefined;
  const pairs: ColorPairs = new Map();
  const colorOf = new Map<string, string>();
  // Shiki swaps a theme's colours for its replacements in what it outputs: the pairs hold those.
  const shown = (c: string, theme: ThemeRegistrationResolved) =>
    theme.colorReplacements?.[c.toLowerCase()] ?? c;
  const made = (lightColor: string, darkColor: string): string => {
    const l = shown(lightColor, light);
    const d = shown(darkColor, dark);
    const key = `${l.toLowerCase()} ${d.toLowerCase()}`;
    let color = colorOf.get(key);
    if (!color) {
      color = `#${(colorOf.size + 1).toString(16).padStart(6, '0')}`;
      colorOf.set(key, color);
      pairs.set(color, { light: l, dark: d });
    }
    return color;
  };
  const settings: ThemeRegistrationResolved['settings'] = [];
  for (let i = 0; i < a.length; i++) {
    const l = a[i]!;
    const d = b[i]!;
    if (
      JSON.stringify(l.scope) !== JSON.stringify(d.scope) ||
      (l.settings.fontStyle ?? '') !== (d.settings.fontStyle ?? '')
    )
      return undefined;
    const fg = [l.settings.foreground, d.settings.foreground];
    const bg = [l.settings.background, d.settings.background];
    if (typeof fg[0] !== typeof fg[1] || typeof bg[0] !== typeof bg[1]) return undefined;
    settings.push({
      ...(l.scope !== undefined ? { scope: l.scope } : {}),
      settings: {
        ...(l.settings.fontStyle !== undefined ? { fontStyle: l.settings.fontStyle } : {}),
        ...(typeof fg[0] === 'string' ? { foreground: made(fg[0], fg[1]!) } : {}),
        ...(typeof bg[0] === 'string' ? { background: made(bg[0], bg[1]!) } : {}),
      },
    });
  }
  return {
    theme: {
      ...light,
      name: COMBINED_THEME,
      settings,
      fg: made(light.fg, dark.fg),
      bg: made(light.bg, dark.bg),
      colorReplacements: {},
    },
    pairs,
  };
}

const hex = (c: string) => c.replace('#', '').toLowerCase();

/**
 * A token's style with the combined theme (`color:#000003;font-style:italic`) → its style with
 * both themes (`--shiki-light:#…;--shiki-light-font-style:italic;--shiki-dark:#…;…`), as Shiki
 * writes it when it highlights with each.
 */
export function combinedStyleToDual(style: string, pairs: ColorPairs): string {
  const light: string[] = [];
  const dark: string[] = [];
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const key = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    const pair =
      key === 'color' || key === 'background-color' ? pairs.get(value.toLowerCase()) : undefined;
    const name = key === 'color' ? '' : key === 'background-color' ? '-bg' : `-${key}`;
    light.push(`--shiki-light${name}:${pair ? pair.light : value}`);
    dark.push(`--shiki-dark${name}:${pair ? pair.dark : value}`);
  }
  return [...light, ...dark].join(';');
}

/** `--shiki-light:#A0111F;--shiki-dark:#FF9492;--shiki-light-font-style:italic` → class names. */
export function styleToClasses(style: string): string[] {
  const classes: string[] = [];
  for (const decl of style.split(';')) {
    const m =
      /^\s*--shiki-(light|dark)(-font-style|-font-weight|-text-decoration)?\s*:\s*(\S+)\s*$/.exec(
        decl,
      );
    if (!m) continue;
    const prefix = m[1] === 'light' ? 'shl' : 'shd';
    if (!m[2]) classes.push(`${prefix}-${hex(m[3]!)}`);
    else if (m[3] === 'italic' || m[3] === 'bold' || m[3] === 'underline')
      classes.push(`${prefix}-${m[3]}`);
  }
  return classes;
}

/** The theme colour the site's own stylesheet is tuned for: a default theme keeps it. */
const isDefault = (mode: 'light' | 'dark', t: CodeThemeSpec) => t === CODE_THEMES[mode];

/**
 * CSS for every colour of both themes. A theme other than the default one of its mode also gives
 * the code block its background and plain text colour (as Docusaurus's Prism themes do), and a
 * highlighted line's background that shows on it; the defaults keep the site stylesheet's
 * (`--docs-code-bg`, chosen with GitHub's high-contrast colours).
 */
export async function codeThemeCss(pair: CodeThemePair = CODE_THEMES): Promise<string> {
  const { hl, names } = await getHighlighter(pair);
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = hl.getTheme(names[mode]);
    const colors = new Set<string>([theme.fg]);
    for (const s of theme.settings)
      if (typeof s.settings?.foreground === 'string') colors.add(s.settings.foreground);
    for (const c of Object.values(theme.colorReplacements ?? {})) colors.add(c);
    const prefix = mode === 'light' ? 'shl' : 'shd';
    const root = mode === 'light' ? ":root:not([data-theme='dark'])" : "[data-theme='dark']";
    const scope = `${root} .shiki`;
    for (const c of colors) rules.push(`${scope} .${prefix}-${hex(c)}{color:${c}}`);
    rules.push(
      `${scope} .${prefix}-italic{font-style:italic}`,
      `${scope} .${prefix}-bold{font-weight:700}`,
      `${scope} .${prefix}-underline{text-decoration:underline}`,
    );
    if (!isDefault(mode, pair[mode])) {
      const line = theme.type === 'dark' ? 'rgb(255 255 255 / 10%)' : 'rgb(0 0 0 / 10%)';
      rules.push(
        `${root} .code-block{--docs-code-bg:${theme.bg};--docs-highlight-line-bg:${line}}`,
        `${root} .code-block,${root} .code-block pre{color:${theme.fg}}`,
      );
    }
  }
  return rules.join('\n') + '\n';
}
