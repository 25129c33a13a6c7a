// The code colour themes, in one place: the highlighter that uses them and the stylesheet that
// maps each theme colour to a class. Tokens carry classes rather than inline styles so the site
// works under a Content Security Policy without 'unsafe-inline' styles.
//
// The themes are the site's (`code.theme`: a pair of Shiki theme names or objects; GitHub's high
// contrast ones by default). Each process keeps one highlighter per pair it was asked for: the
// pair travels with each compile (compileDoc.ts), to the pool's workers too, and is part of the
// compile cache's key.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { colord } from 'colord';
import {
  bundledLanguagesInfo,
  createHighlighter,
  createOnigurumaEngine,
  type BundledLanguageInfo,
  type Highlighter,
  type ThemeRegistrationAny,
} from 'shiki';
import {
  DEFAULT_CODE_THEME,
  type CodeThemeObject,
  type PrismCode,
} from '../../src/shared/siteConfigSchema.js';
import { sharedOnigLoader } from './onigWasm.js';
import { prismComponentFiles } from './prismHighlight.js';
import {
  LANGUAGE_ALIASES,
  combineThemes,
  type ColorPairs,
} from '../../src/shared/codeThemeClasses.js';

// The pure parts are shared with the browser's highlighter of code known only when a page runs
// (src/theme/mdx/runtimeHighlight.ts).
export {
  COMBINED_THEME,
  combineThemes,
  combinedStyleToDual,
  styleToClasses,
  type ColorPairs,
} from '../../src/shared/codeThemeClasses.js';

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
  /**
   * A Docusaurus site's Prism (its `code.prism`): its fences are tokenized by Prism with these
   * themes instead (prismHighlight.ts); the Shiki pair stays for code known only at run time.
   */
  prism?: PrismCode;
}

/** The default pair (GitHub's, high contrast). */
export const CODE_THEMES = DEFAULT_CODE_THEME;

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
        pair.prism
          ? [pair.light, pair.dark, pair.languages ?? null, pair.prism]
          : pair.languages
            ? [pair.light, pair.dark, pair.languages]
            : [pair.light, pair.dark],
      )),
    );
  return key;
}

const themesOnly = new WeakMap<CodeThemePair, CodeThemePair>();
/** The pair without its languages (what a highlighter is made of). */
function themesOf(pair: CodeThemePair): CodeThemePair {
  if (!pair.languages && !pair.prism) return pair;
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
  code:
    | { theme?: CodeThemePair; languages?: readonly string[]; prism?: PrismCode | undefined }
    | undefined,
): CodeThemePair | undefined {
  if (!code?.languages && !code?.prism) return code?.theme;
  let pair = codePairs.get(code);
  if (!pair)
    codePairs.set(
      code,
      (pair = {
        ...(code.theme ?? CODE_THEMES),
        ...(code.languages ? { languages: code.languages } : {}),
        ...(code.prism ? { prism: code.prism } : {}),
      }),
    );
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

const hex = (c: string) => c.replace('#', '').toLowerCase();

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

const requireHere = createRequire(import.meta.url);

type ShikiPackage = '@shikijs/langs' | '@shikijs/themes';
const exportMaps = new Map<
  ShikiPackage,
  { dir: string; exports: Record<string, unknown> } | null
>();

/**
 * The file `require.resolve` finds for one of a Shiki package's modules (`@shikijs/langs/<id>`):
 * the target its package's `exports` gives the subpath, under the package's folder, found once per
 * package. One `require.resolve` each cost 30 ms of CPU a build for the 340 grammars (each a
 * lookup of the package, its package.json and a `realpath`); a target that is not a plain path
 * (conditions) is still resolved by `require.resolve`.
 */
function shikiModuleFile(pkg: ShikiPackage, name: string): string {
  let map = exportMaps.get(pkg);
  if (map === undefined) exportMaps.set(pkg, (map = exportMapOf(pkg)));
  const target = map?.exports[`./${name}`];
  if (map && typeof target === 'string' && target.startsWith('./') && !target.includes('*'))
    return join(map.dir, target);
  return requireHere.resolve(`${pkg}/${name}`);
}

function exportMapOf(pkg: ShikiPackage) {
  // The package's own entry, as Node resolves it (a real path): its folder holds its package.json.
  for (let dir = dirname(requireHere.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
    let json: { name?: string; exports?: unknown };
    try {
      json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof json;
    } catch {
      continue; // no package.json here
    }
    if (json.name !== pkg) continue;
    const { exports } = json;
    return exports && typeof exports === 'object'
      ? { dir, exports: exports as Record<string, unknown> }
      : null;
  }
  return null;
}

/**
 * The source of the module the browser's highlighter of run-time code reads (`virtual:docs/code-
 * highlight`, src/theme/mdx/runtimeHighlight.ts): the pair's two themes as the build loads them
 * (a bundled theme's module, a theme object with its colours in hex) and, for each fence language
 * the pair highlights, Shiki's name for it and its grammar's module, each a chunk of its own that
 * only a page showing code of that language loads.
 */
export function runtimeHighlightSource(pair: CodeThemePair = CODE_THEMES): string {
  const names = themeNames(pair);
  const themeOf = (t: CodeThemeSpec, name: string) =>
    typeof t === 'string'
      ? `import(${JSON.stringify(shikiModuleFile('@shikijs/themes', t))}).then((m) => m.default)`
      : JSON.stringify({ ...withHexColors(t), name });
  const byName = new Map<string, BundledLanguageInfo>();
  for (const info of bundledLanguagesInfo)
    for (const n of [info.id, ...(info.aliases ?? [])]) byName.set(n, info);
  const fences = pair.languages ?? [...byName.keys(), ...Object.keys(LANGUAGE_ALIASES)];
  const loaders = new Map<string, number>();
  const entries: string[] = [];
  for (const fence of new Set(fences)) {
    const info = byName.get(LANGUAGE_ALIASES[fence] ?? fence);
    if (!info) continue;
    let n = loaders.get(info.id);
    if (n === undefined) loaders.set(info.id, (n = loaders.size));
    entries.push(`${JSON.stringify(fence)}: [${JSON.stringify(info.id)}, l${n}]`);
  }
  return [
    ...[...loaders].map(
      ([id, n]) =>
        `const l${n} = () => import(${JSON.stringify(shikiModuleFile('@shikijs/langs', id))}).then((m) => m.default);`,
    ),
    `export const names = ${JSON.stringify(names)};`,
    `export const themes = () => Promise.all([${themeOf(pair.light, names.light)}, ${themeOf(pair.dark, names.dark)}]);`,
    `export const languages = {\n  ${entries.join(',\n  ')}\n};`,
    ...(pair.prism ? prismRuntimeSource(pair.prism) : []),
    '',
  ].join('\n');
}

/**
 * A Prism site's part of the module (src/theme/mdx/runtimePrism.ts reads it, Shiki's part is left
 * out of its chunk): the two Prism themes, and its `prism.additionalLanguages` as Docusaurus's
 * `prism-include-languages` adds them, each Prism component's code run with the page's Prism.
 */
function prismRuntimeSource(prism: PrismCode): string[] {
  const components = prismComponentFiles(prism.additionalLanguages).map(
    (file) => `  (function (Prism) {\n${readFileSync(file, 'utf8')}\n  })(Prism);`,
  );
  return [
    `export const prismThemes = ${JSON.stringify({ theme: prism.theme, darkTheme: prism.darkTheme })};`,
    `export function addPrismLanguages(Prism) {\n${components.join('\n')}\n}`,
  ];
}
