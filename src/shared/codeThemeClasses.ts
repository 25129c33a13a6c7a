// The pure parts of code colouring, shared by the build's highlighter (plugins/mdx/codeTheme.ts)
// and the browser's highlighter of code known only when a page runs (src/theme/mdx/runtimeHighlight.ts):
// the two themes as one, and a token's style as the classes the theme stylesheet colours.
import type { ThemeRegistrationResolved } from 'shiki';

/** The name of both themes as one (`combineThemes`), loaded into the highlighter when possible. */
export const COMBINED_THEME = 'code-light-dark';

/** A colour of the combined theme → the light and the dark theme's colours it stands for. */
export type ColorPairs = Map<string, { light: string; dark: string }>;

/** A fence's language → Shiki's name for it (both highlighters). */
export const LANGUAGE_ALIASES: Record<string, string> = {
  txt: 'text',
  plaintext: 'text',
  console: 'shellsession',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  md: 'markdown',
};

const hex = (c: string) => c.replace('#', '').toLowerCase();

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
