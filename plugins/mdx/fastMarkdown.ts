// A second, much cheaper parse for the simplest plain Markdown docs: a line scanner that builds the
// same mdast tree micromark builds (node for node, key for key, with the same positions), for a
// small, common subset of Markdown, and gives up (undefined) on anything else. The caller then
// parses the doc with micromark as before (plainMarkdown.ts), so the subset only decides speed,
// never output.
//
// Why: micromark's parse was about 60 % of a plain doc's compile (profile in
// scripts/bench/results/2026-11-29-s21-cold-1000.md): it tries every construct at every
// character. Most docs are headings, paragraphs of words and links, simple tables and fenced code.
//
// The subset (anything outside it gives up):
// - blank lines (empty or spaces and tabs only);
// - ATX headings `#`–`######`, one or more spaces, then inline text (no closing `#`s);
// - fenced code with backticks at the line's start, an info string without backticks, `\` or
//   `&`, closed by a fence of at least as many backticks at a line's start;
// - GFM tables: every row a line that starts and ends with `|`, a delimiter row of `-`s with
//   optional `:`s, as many cells in every row, a blank line or the end after the last row;
// - paragraphs: lines that start with a letter, a digit (not a list's `1.`), or a character that
//   starts no block, with no leading or trailing whitespace and no tab;
// - inline: text, `[label](destination)` links (label of plain text, destination without
//   spaces, parentheses, `<`, `>`, `\` or `&`, no title) and `` `code` `` spans (one backtick,
//   no space at either end). Any `*`, `_`, `~`, `\`, `&`, `<`, `![`, `[`, `]` outside these, any
//   `:` not followed by a space or the end (a directive or an emoji shortcode), and any `www`,
//   `http` or `@` (GFM's autolink literals) give up.
import type {
  Code,
  Heading,
  InlineCode,
  Link,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';

/** Thrown inside the parse when the doc leaves the subset. */
class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

interface Point {
  line: number;
  column: number;
  offset: number;
}
interface Line {
  text: string;
  /** Offset of its first character in the doc. */
  offset: number;
  /** 1-based. */
  number: number;
}

const point = (line: Line, index: number): Point => ({
  line: line.number,
  column: index + 1,
  offset: line.offset + index,
});

/** Characters that start or may start something other than text in an inline run. */
const INLINE_SPECIAL = /[\\*_~&<\]^|{}\t\r]|:(?=[^ ])|www|http|@/i;
/** A line (outside code) that starts a construct of the subset or one outside it. */
const BLOCK_START = /^(?:[ \t>*+\-=_<~:|`#{}]|\d+[.)])/;
const BLANK = /^[ \t]*$/;
const FENCE_OPEN = /^(`{3,})(?:([^\s`\\&]+)(?: +([^\s`\\&](?:[^`\\&\t]*[^\s`\\&])?))?)?$/;
/** A line that closes a fence of this length or longer (CommonMark also allows indents). */
const ANY_FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const DELIMITER_CELL = /^ *(:?)-+(:?) *$/;
const LINK = /^\[([^[\]\\`*_~&<!^:@]+)\]\(([^\s()<>\\&]+)\)/;
const CODE_SPAN = /^`([^`\s](?:[^`\n]*[^`\s])?)`/;

/** Inline content of one line segment [start, end) into `out` (text nodes merged). */
function inline(line: Line, start: number, end: number, out: PhrasingContent[]): void {
  const text = line.text;
  let textStart = start;
  // A paragraph's next line: the line ending is text, ending the previous line's text node or
  // a text node of its own after a link or code.
  const previous = out[out.length - 1];
  if (start === 0 && previous) {
    if (previous.type === 'text') {
      previous.value += '\n';
      previous.position!.end = point(line, 0);
    } else
      out.push({
        type: 'text',
        value: '\n',
        position: { start: { ...previous.position!.end }, end: point(line, 0) },
      } satisfies Text);
  }
  const flushText = (upTo: number) => {
    if (upTo <= textStart) return;
    const value = text.slice(textStart, upTo);
    if (INLINE_SPECIAL.test(value)) unsupported();
    const last = out[out.length - 1];
    const startPoint = point(line, textStart);
    if (last?.type === 'text' && last.position!.end.offset === startPoint.offset) {
      last.value += value;
      last.position!.end = point(line, upTo);
    } else
      out.push({
        type: 'text',
        value,
        position: { start: startPoint, end: point(line, upTo) },
      } satisfies Text);
  };
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 91 /* [ */) {
      const m = LINK.exec(text.slice(i, end));
      // `![` is an image.
      if (!m || text.charCodeAt(i - 1) === 33) unsupported();
      const [whole, label, url] = m!;
      if (INLINE_SPECIAL.test(label!) || label!.trim() !== label) unsupported();
      flushText(i);
      out.push({
        type: 'link',
        title: null,
        url: url!,
        children: [
          {
            type: 'text',
            value: label!,
            position: { start: point(line, i + 1), end: point(line, i + 1 + label!.length) },
          },
        ],
        position: { start: point(line, i), end: point(line, i + whole.length) },
      } satisfies Link);
      i += whole.length;
      textStart = i;
    } else if (c === 96 /* ` */) {
      const m = CODE_SPAN.exec(text.slice(i, end));
      if (!m) unsupported();
      const [whole, value] = m!;
      flushText(i);
      out.push({
        type: 'inlineCode',
        value: value!,
        position: { start: point(line, i), end: point(line, i + whole.length) },
      } satisfies InlineCode);
      i += whole.length;
      textStart = i;
    } else i++;
  }
  flushText(end);
}

/** The inline content of a whole table cell or heading, trimmed of the spaces around it. */
function trimmedInline(line: Line, start: number, end: number): PhrasingContent[] {
  while (start < end && line.text.charCodeAt(start) === 32) start++;
  while (end > start && line.text.charCodeAt(end - 1) === 32) end--;
  const out: PhrasingContent[] = [];
  inline(line, start, end, out);
  return out;
}

function heading(line: Line): Heading {
  const m = /^(#{1,6}) +(?=\S)/.exec(line.text);
  if (!m || /[#\s]$/.test(line.text)) unsupported();
  const children = trimmedInline(line, m![0].length, line.text.length);
  if (!children.length) unsupported();
  return {
    type: 'heading',
    depth: m![1]!.length as Heading['depth'],
    children,
    position: { start: point(line, 0), end: point(line, line.text.length) },
  };
}

/** The offsets of a row's pipes; undefined unless it starts and ends with one. */
function pipes(text: string): number[] {
  if (!text.startsWith('|') || !text.endsWith('|') || text.length < 2) unsupported();
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 124) at.push(i);
  return at;
}

function tableRow(line: Line, columns: number): TableRow {
  const at = pipes(line.text);
  if (at.length - 1 !== columns) unsupported();
  const children: TableCell[] = [];
  for (let c = 0; c < columns; c++) {
    const cellChildren = trimmedInline(line, at[c]! + 1, at[c + 1]!);
    if (!cellChildren.length) unsupported();
    children.push({
      type: 'tableCell',
      children: cellChildren,
      position: {
        start: point(line, at[c]!),
        // The last cell ends after its closing pipe, the others at the next pipe.
        end: point(line, c === columns - 1 ? at[c + 1]! + 1 : at[c + 1]!),
      },
    });
  }
  return {
    type: 'tableRow',
    children,
    position: { start: point(line, 0), end: point(line, line.text.length) },
  };
}

/**
 * The doc's mdast tree when every line of it is in the subset above, else undefined. `text` is
 * the compile's input (the body with the front matter as blank lines, preprocessed).
 */
export function parseSimpleMarkdown(text: string): Root | undefined {
  try {
    return parse(text);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

function parse(text: string): Root {
  if (text.includes('\r') || text.includes('\0')) unsupported();
  const lines: Line[] = [];
  let offset = 0;
  for (const [index, lineText] of text.split('\n').entries()) {
    lines.push({ text: lineText, offset, number: index + 1 });
    offset += lineText.length + 1;
  }
  const children: RootContent[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const first = line.text.charCodeAt(0);
    if (BLANK.test(line.text)) {
      i++;
    } else if (first === 35 /* # */) {
      children.push(heading(line));
      i++;
    } else if (first === 96 /* ` */) {
      const m = FENCE_OPEN.exec(line.text);
      if (!m) unsupported();
      const size = m![1]!.length;
      let close = i + 1;
      for (; close < lines.length; close++) {
        const fence = ANY_FENCE_CLOSE.exec(lines[close]!.text);
        if (!fence) continue;
        // Only an unindented run of backticks, as long as the opening one or longer, closes here.
        if (lines[close]!.text.startsWith('`') && fence[1]!.startsWith('`'.repeat(size))) break;
        if (fence[1]!.startsWith('`') && fence[1]!.length >= size) unsupported();
      }
      if (close >= lines.length) unsupported();
      const closing = lines[close]!;
      children.push({
        type: 'code',
        lang: m![2] ?? null,
        meta: m![3] ?? null,
        value: lines
          .slice(i + 1, close)
          .map((l) => l.text)
          .join('\n'),
        position: { start: point(line, 0), end: point(closing, closing.text.length) },
      } satisfies Code);
      i = close + 1;
    } else if (first === 124 /* | */) {
      const header = pipes(line.text);
      const delimiter = lines[i + 1];
      if (!delimiter) unsupported();
      const delimiterPipes = pipes(delimiter!.text);
      const columns = header.length - 1;
      if (delimiterPipes.length - 1 !== columns) unsupported();
      const align: Table['align'] = [];
      for (let c = 0; c < columns; c++) {
        const cell = DELIMITER_CELL.exec(
          delimiter!.text.slice(delimiterPipes[c]! + 1, delimiterPipes[c + 1]!),
        );
        if (!cell) unsupported();
        align.push(cell![1] && cell![2] ? 'center' : cell![1] ? 'left' : cell![2] ? 'right' : null);
      }
      const rows = [tableRow(line, columns)];
      let end = i + 2;
      for (; end < lines.length && !BLANK.test(lines[end]!.text); end++)
        rows.push(tableRow(lines[end]!, columns));
      const last = lines[end - 1]!;
      children.push({
        type: 'table',
        align,
        children: rows,
        position: { start: point(line, 0), end: point(last, last.text.length) },
      });
      i = end;
    } else {
      // A paragraph: this line and the next ones up to a blank line.
      const phrasing: PhrasingContent[] = [];
      let end = i;
      for (; end < lines.length && !BLANK.test(lines[end]!.text); end++) {
        const l = lines[end]!;
        if (BLOCK_START.test(l.text) || /\s$/.test(l.text)) unsupported();
        inline(l, 0, l.text.length, phrasing);
      }
      const last = lines[end - 1]!;
      children.push({
        type: 'paragraph',
        children: phrasing,
        position: { start: point(line, 0), end: point(last, last.text.length) },
      } satisfies Paragraph);
      i = end;
    }
  }
  const lastLine = lines[lines.length - 1]!;
  return {
    type: 'root',
    children,
    position: {
      start: { line: 1, column: 1, offset: 0 },
      end: point(lastLine, lastLine.text.length),
    },
  };
}
