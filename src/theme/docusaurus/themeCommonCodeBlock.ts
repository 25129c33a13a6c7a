// theme-common's code block helpers that an ejected `CodeBlock` of Docusaurus 3.0–3.7 calls (still
// exported by 3.8–3.10 from `@docusaurus/theme-common/internal`, "kept for retro-compatibility"):
// the language of a class name, the title and line-number options of a metastring, the lines'
// highlight classes, and the CSS variables of a Prism theme.
import type { CSSProperties } from 'react';
import { parseCodeLines, type MagicComment } from '../../shared/magicComments.js';

/** `language-js` in a class name → `js` (undefined when no class names a language). */
export function parseLanguage(className: string | undefined): string | undefined {
  const languageClass = className?.split(' ').find((c) => c.startsWith('language-'));
  return languageClass?.slice('language-'.length);
}

/** The `title="…"` (or `'…'`) of a metastring; '' when it has none. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** Whether the metastring turns line numbers on (`showLineNumbers`, with or without `=N`). */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/**
 * The first line's number: the `showLineNumbers` prop when it is given (`true` is 1, `false`
 * none), else the metastring's `showLineNumbers` (1) or `showLineNumbers=N` (N).
 */
export function getLineNumbersStart({
  showLineNumbers,
  metastring,
}: {
  showLineNumbers: boolean | number | undefined;
  metastring: string | undefined;
}): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const word = metastring?.split(' ').find((w) => w.startsWith('showLineNumbers'));
  if (!word) return undefined;
  return word.startsWith('showLineNumbers=')
    ? parseInt(word.slice('showLineNumbers='.length), 10)
    : 1;
}

/** `1,3-5` → 1, 3, 4, 5 (a descending `5-3` counts down, as Docusaurus's range parser does). */
function lineRange(range: string): Set<number> {
  const lines = new Set<number>();
  for (const part of range.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    for (let i = a; a <= b ? i <= b : i >= b; i += a <= b ? 1 : -1) lines.add(i);
  }
  return lines;
}

/**
 * The code without its last line break and its highlight comments, and the classes of its lines
 * (0-based). A `{1,3-5}` range in the metastring marks those lines (1-based) with the first magic
 * comment's class and leaves the comments in the code; without a language nothing is parsed.
 */
export function parseLines(
  content: string,
  {
    metastring,
    language,
    magicComments,
  }: {
    metastring: string | undefined;
    language: string | undefined;
    magicComments: MagicComment[];
  },
): { code: string; lineClassNames: { [lineIndex: number]: string[] } } {
  const code = content.replace(/\r?\n$/, '');
  const range = /\{([\d,-]+)\}/.exec(metastring ?? '')?.[1];
  if (range === undefined && language === undefined) return { code, lineClassNames: {} };
  if (range !== undefined && !magicComments.length)
    throw new Error(
      `A highlight range has been given in a code block's metastring (\`\`\` ${metastring}), but no magic comment config is available: the first entry of themeConfig.prism.magicComments gives the class of a range.`,
    );
  const parsed = parseCodeLines(
    code,
    language ?? 'text',
    magicComments,
    range === undefined ? undefined : lineRange(range),
  );
  return { code: parsed.code, lineClassNames: Object.fromEntries(parsed.lineClasses) };
}

/** A Prism theme's plain colours as the CSS variables the classic theme's code blocks read. */
export function getPrismCssVariables(prismTheme: {
  plain: { color?: unknown; backgroundColor?: unknown; [key: string]: unknown };
}): CSSProperties {
  const variables: Record<string, string> = {};
  const { color, backgroundColor } = prismTheme.plain;
  if (typeof color === 'string') variables['--prism-color'] = color;
  if (typeof backgroundColor === 'string') variables['--prism-background-color'] = backgroundColor;
  return variables as CSSProperties;
}
