// The code colour themes, in one place: the highlighter that uses them and the stylesheet that
// maps each theme colour to a class. Tokens carry classes rather than inline styles so the site
// works under a Content Security Policy without 'unsafe-inline' styles.
import { createHighlighter, type Highlighter } from 'shiki';

export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

let highlighterPromise: Promise<Highlighter> | undefined;
/** One highlighter per process; languages are loaded the first time a page uses them. */
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] });
  return highlighterPromise;
}

const hex = (c: string) => c.replace('#', '').toLowerCase();

/** `--shiki-light:#A0111F;--shiki-dark:#FF9492;--shiki-light-font-style:italic` → class names. */
export function styleToClasses(style: string): string[] {
  const classes: string[] = [];
  for (const decl of style.split(';')) {
    const m = /^\s*--shiki-(light|dark)(-font-style|-font-weight|-text-decoration)?\s*:\s*(\S+)\s*$/.exec(decl);
    if (!m) continue;
    const prefix = m[1] === 'light' ? 'shl' : 'shd';
    if (!m[2]) classes.push(`${prefix}-${hex(m[3]!)}`);
    else if (m[3] === 'italic' || m[3] === 'bold' || m[3] === 'underline') classes.push(`${prefix}-${m[3]}`);
  }
  return classes;
}

/** CSS for every colour of both themes. */
export async function codeThemeCss(): Promise<string> {
  const hl = await getHighlighter();
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = hl.getTheme(CODE_THEMES[mode]);
    const colors = new Set<string>([theme.fg]);
    for (const s of theme.settings) if (typeof s.settings?.foreground === 'string') colors.add(s.settings.foreground);
    for (const c of Object.values(theme.colorReplacements ?? {})) colors.add(c);
    const prefix = mode === 'light' ? 'shl' : 'shd';
    const scope = mode === 'light' ? ":root:not([data-theme='dark']) .shiki" : "[data-theme='dark'] .shiki";
    for (const c of colors) rules.push(`${scope} .${prefix}-${hex(c)}{color:${c}}`);
    rules.push(`${scope} .${prefix}-italic{font-style:italic}`, `${scope} .${prefix}-bold{font-weight:700}`, `${scope} .${prefix}-underline{text-decoration:underline}`);
  }
  return rules.join('\n') + '\n';
}
