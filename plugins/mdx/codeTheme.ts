// The code colour themes, in one place: the highlighter that uses them and the stylesheet that
// maps each theme colour to a class. Tokens carry classes rather than inline styles so the site
// works under a Content Security Policy without 'unsafe-inline' styles.
import { createHighlighter, type Highlighter, type ThemeRegistrationResolved } from 'shiki';

export const CODE_THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

/** The name of both themes as one (`combineThemes`), loaded into the highlighter when possible. */
export const COMBINED_THEME = 'code-light-dark';

/** A colour of the combined theme → the light and the dark theme's colours it stands for. */
export type ColorPairs = Map<string, { light: string; dark: string }>;

let highlighterPromise: Promise<{ hl: Highlighter; pairs?: ColorPairs }> | undefined;
/**
 * One highlighter per process, with both themes and, when they allow it, the two as one theme;
 * languages are loaded the first time a page uses them.
 */
export function getHighlighter(): Promise<{ hl: Highlighter; pairs?: ColorPairs }> {
  highlighterPromise ??= (async () => {
    const hl = await createHighlighter({
      themes: [CODE_THEMES.light, CODE_THEMES.dark],
      langs: [],
    });
    const combined = combineThemes(hl.getTheme(CODE_THEMES.light), hl.getTheme(CODE_THEMES.dark));
    if (!combined) return { hl };
    await hl.loadTheme(combined.theme);
    return { hl, pairs: combined.pairs };
  })();
  return highlighterPromise;
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

/** CSS for every colour of both themes. */
export async function codeThemeCss(): Promise<string> {
  const { hl } = await getHighlighter();
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = hl.getTheme(CODE_THEMES[mode]);
    const colors = new Set<string>([theme.fg]);
    for (const s of theme.settings)
      if (typeof s.settings?.foreground === 'string') colors.add(s.settings.foreground);
    for (const c of Object.values(theme.colorReplacements ?? {})) colors.add(c);
    const prefix = mode === 'light' ? 'shl' : 'shd';
    const scope =
      mode === 'light' ? ":root:not([data-theme='dark']) .shiki" : "[data-theme='dark'] .shiki";
    for (const c of colors) rules.push(`${scope} .${prefix}-${hex(c)}{color:${c}}`);
    rules.push(
      `${scope} .${prefix}-italic{font-style:italic}`,
      `${scope} .${prefix}-bold{font-weight:700}`,
      `${scope} .${prefix}-underline{text-decoration:underline}`,
    );
  }
  return rules.join('\n') + '\n';
}
