// Highlight comments in code blocks, as Docusaurus reads them: a line holding only a comment such as
// `// highlight-next-line`, or `# highlight-start` … `# highlight-end`, gives the next line (or the
// lines between) a class, and is itself removed from the code shown and copied. Which comment
// syntaxes count depends on the block's language; which words and classes exist is the site's
// `code.magicComments` setting (Docusaurus: `themeConfig.prism.magicComments`).

// The theme imports this module too (an ejected code block's `parseLines`): no zod here.

export interface MagicComment {
  /** The class given to the lines the comment marks. */
  className: string;
  /** The word of a comment that marks the next line, e.g. `highlight-next-line`. */
  line?: string;
  /** The words of the comments that open and close a marked range of lines. */
  block?: { start: string; end: string };
}

/** Docusaurus's default `magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** Comment syntaxes as regular-expression sources of their opener and closer. */
const SYNTAX = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type Syntax = keyof typeof SYNTAX;

/** Languages without an entry accept the common five (`//`, `/* *\/`, `{/* *\/}`, `#`, `<!-- -->`). */
const COMMON: Syntax[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];
const BY_LANGUAGE: Record<string, Syntax[]> = {};
const syntaxFor = (langs: string[], syntaxes: Syntax[]) => {
  for (const l of langs) BY_LANGUAGE[l] = syntaxes;
};
syntaxFor(['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']);
syntaxFor(['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']);
syntaxFor(['html'], ['js', 'jsBlock', 'html']);
syntaxFor(['python', 'py', 'bash'], ['bash']);
// Markdown: HTML or MDX comments in the text, `#` in front matter.
syntaxFor(['markdown', 'md'], ['html', 'jsx', 'bash']);
syntaxFor(['tex', 'latex', 'matlab'], ['tex']);
syntaxFor(['lua', 'haskell'], ['lua']);
syntaxFor(['sql'], ['lua', 'jsBlock']);
syntaxFor(['wasm'], ['wasm']);
syntaxFor(['vb', 'vba', 'visual-basic'], ['vb', 'rem']);
syntaxFor(['vbnet'], ['vbnet', 'rem']);
syntaxFor(['batch'], ['rem']);
syntaxFor(['basic'], ['rem', 'f90']);
syntaxFor(['fsharp'], ['js', 'ml']);
syntaxFor(['ocaml', 'sml'], ['ml']);
syntaxFor(['fortran'], ['f90']);
syntaxFor(['cobol'], ['cobol']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Patterns made before, by language and the comments' words: every code block asks (twice in a
 * build's compile), and a site has one list of magic comments and a few languages. A pattern has
 * no `g` flag, so sharing it is safe. Bounded, in case a caller makes up words without end.
 */
const patterns = new Map<string, RegExp | undefined>();
const PATTERNS_LIMIT = 1000;

/** A line that is only a magic comment in one of the language's syntaxes; group 1 is its word. */
function directivePattern(lang: string, magicComments: MagicComment[]): RegExp | undefined {
  // Each word with its length before it: no two lists of words give one key.
  let key = `${lang.length}:${lang}`;
  for (const c of magicComments)
    for (const w of [c.line, c.block?.start, c.block?.end]) key += w ? `|${w.length}:${w}` : '|';
  if (patterns.has(key)) return patterns.get(key);
  const pattern = makeDirectivePattern(lang, magicComments);
  if (patterns.size >= PATTERNS_LIMIT) patterns.clear();
  patterns.set(key, pattern);
  return pattern;
}

function makeDirectivePattern(lang: string, magicComments: MagicComment[]): RegExp | undefined {
  const words = magicComments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter((w): w is string => Boolean(w))
    .map(escape);
  if (!words.length) return undefined;
  const alternatives = (BY_LANGUAGE[lang] ?? COMMON).map((s) => {
    const [open, close] = SYNTAX[s];
    return `${open}\\s*(${words.join('|')})\\s*${close}`;
  });
  return new RegExp(`^\\s*(?:${alternatives.map((a) => `(?:${a})`).join('|')})\\s*$`);
}

/** `a-b` from a to b, counting down when b < a (as Docusaurus's range parser does). */
function span(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; a <= b ? i <= b : i >= b; i += a <= b ? 1 : -1) out.push(i);
  return out;
}

export interface CodeLines {
  /** The code without the magic-comment lines. */
  code: string;
  /** 0-based line index of `code` → its classes. */
  lineClasses: Map<number, string[]>;
}

/**
 * The code's lines and their classes. A `{1,3-5}` range in the metastring (`rangeLines`, 1-based)
 * gets the first magic comment's class and, as in Docusaurus, turns comment parsing off.
 */
export function parseCodeLines(
  code: string,
  lang: string,
  magicComments: MagicComment[],
  rangeLines?: Set<number>,
): CodeLines {
  const lineClasses = new Map<number, string[]>();
  const add = (i: number, className: string) => {
    if (i < 0) return;
    const list = lineClasses.get(i);
    if (list?.includes(className)) return;
    if (list) list.push(className);
    else lineClasses.set(i, [className]);
  };
  if (rangeLines?.size) {
    const className = magicComments[0]?.className;
    if (!className)
      throw new Error(
        'a highlight range {…} needs a class: code.magicComments is empty, and its first entry gives the class of a range',
      );
    for (const n of [...rangeLines].sort((x, y) => x - y)) if (n > 0) add(n - 1, className);
    return { code, lineClasses };
  }
  const pattern = directivePattern(lang, magicComments);
  if (!pattern) return { code, lineClasses };
  const lines = code.split(/\r?\n/);
  if (!lines.some((l) => pattern.test(l))) return { code, lineClasses };

  const byLine = new Map<string, string>();
  const byStart = new Map<string, string>();
  const byEnd = new Map<string, string>();
  for (const c of magicComments) {
    if (c.line && !byLine.has(c.line)) byLine.set(c.line, c.className);
    if (c.block && !byStart.has(c.block.start)) byStart.set(c.block.start, c.className);
    if (c.block && !byEnd.has(c.block.end)) byEnd.set(c.block.end, c.className);
  }
  // Per class: where its open range started (0 if none was opened) and the lines it marks, in the
  // order Docusaurus adds them.
  const state = new Map(
    magicComments.map((c) => [c.className, { start: 0, marked: [] as number[] }]),
  );
  for (let i = 0; i < lines.length;) {
    const m = pattern.exec(lines[i]!);
    if (!m) {
      i++;
      continue;
    }
    const word = m.slice(1).find((w) => w !== undefined)!;
    const lineClass = byLine.get(word);
    const startClass = byStart.get(word);
    const endClass = byEnd.get(word);
    if (lineClass) state.get(lineClass)!.marked.push(i);
    else if (startClass) state.get(startClass)!.start = i;
    else if (endClass) {
      const s = state.get(endClass)!;
      s.marked.push(...span(s.start, i - 1));
    }
    lines.splice(i, 1);
  }
  for (const [className, { marked }] of state) for (const i of marked) add(i, className);
  return { code: lines.join('\n'), lineClasses };
}
