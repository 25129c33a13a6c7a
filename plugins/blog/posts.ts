// Per-post rules of Docusaurus 3.8's blog: dates and slugs from file names, truncation, reading
// time, and the words of a label as lodash's kebabCase makes them.
import { readFileSync } from 'node:fs';
import lodashKebabCase from 'lodash.kebabcase';

export interface ParsedBlogFileName {
  /** The date in the name (UTC midnight), if there is one. */
  date?: Date;
  /** The name without the date: the default title. */
  text: string;
  /** `/2021/08/26/welcome`, or `/folder/name` without a date. */
  slug: string;
}

const DATE_FILENAME =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * `2021-08-26-welcome.md`, `2021-08-26-welcome/index.md`, `2021/08/26/welcome.md` → the date and
 * `/2021/08/26/welcome`; any other name (relative to the blog folder) → `/<name>` and no date.
 */
export function parseBlogFileName(source: string): ParsedBlogFileName {
  const m = DATE_FILENAME.exec(source);
  if (m?.groups) {
    const { folder = '', date = '', text = '' } = m.groups;
    const parts = date.split(/[-/]/);
    const iso = `${parts[0]}-${parts[1]!.padStart(2, '0')}-${parts[2]!.padStart(2, '0')}`;
    const parsed = new Date(`${iso}T00:00:00Z`);
    return {
      ...(Number.isNaN(parsed.getTime()) ? {} : { date: parsed }),
      text,
      slug: `/${date.replace(/-/g, '/')}/${folder}${text}`,
    };
  }
  const text = source.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/**
 * A front matter `date` as Docusaurus reads it: a string is taken as UTC (`2021-08-26`,
 * `2021-08-26T10:00`); undefined when it is not a date.
 */
export function parseFrontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  const utc = /^\d{4}-\d{2}-\d{2}$/.test(v)
    ? `${v}T00:00:00Z`
    : /[zZ]|[+-]\d{2}:?\d{2}$/.test(v)
      ? v
      : `${v}Z`;
  const d = new Date(utc);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** Docusaurus's truncate markers: `<!-- truncate -->` and, in MDX, `{/* truncate *\/}`. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/**
 * The part of a post's body before its truncate marker (what list pages show), or undefined when
 * the post has none. A marker inside a code fence does not count.
 */
export function truncatedBody(body: string): string | undefined {
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (open) {
      if (fence === undefined) fence = open[1]![0]!.repeat(open[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const m = TRUNCATE_MARKER.exec(line);
    if (m) return [...lines.slice(0, i), line.slice(0, m.index)].join('\n').trimEnd() + '\n';
  }
  return undefined;
}

/** Minutes to read `content` at 200 words a minute (Intl word segmentation), two decimals. */
export function readingTime(content: string, locale = 'en', wordsPerMinute = 200): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const s of segmenter.segment(content)) if (s.isWordLike) words++;
  return words === 0 ? 0 : Math.round((words / wordsPerMinute) * 100) / 100;
}

/**
 * lodash's kebabCase, which Docusaurus makes tag and author slugs with: `Hello World` →
 * `hello-world`, `fooBar` → `foo-bar`, `OAuth2.0` → `o-auth-2-0`.
 */
export const kebabCase: (s: string) => string = lodashKebabCase;

/**
 * Where `key:` is first written in a YAML file or a post's front matter (1-based line and
 * column), for the position of an error about it; `{}` when it cannot be found.
 */
export function positionOf(file: string, key: string): { line?: number; column?: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(\\s*(?:-\\s+)?)["']?${escaped}["']?\\s*:`);
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]!);
    if (m) return { line: i + 1, column: m[1]!.length + 1 };
  }
  return {};
}
