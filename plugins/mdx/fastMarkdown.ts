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
// - paragraphs: lines that start with a letter, a digit (not a list's `1.`), emphasis, a code
//   span, or a character that starts no block, with no leading or trailing whitespace and no tab;
// - tight lists: `-`, `*` or `+` items (one marker for the whole list) or `1.` / `1)` items (one
//   delimiter), the marker followed by one space and the item's one line of inline content (a
//   paragraph's line that starts no other block), the items on consecutive lines; the list ends at
//   a blank line or the end, and no list item follows that blank line (it would make the list
//   loose). A bullet list, or an ordered one starting at 1, may end a paragraph (no blank line
//   before it), as in CommonMark;
// - inline: text, `[label](destination)` links (label of plain text, destination without
//   spaces, parentheses, `<`, `>`, `\` or `&`, no title), `` `code` `` spans (one backtick,
//   no space at either end), and `*emphasis*`, `**strong**`, `_emphasis_`, `__strong__` of plain
//   text on one line: the opening run after a space, `(` or the line's start and before a letter
//   or digit, the closing run of the same length after a letter or digit and before a space, the
//   end, or one of `.,;:!?)`, or after one of `.,;:!?` and before a space or the end. Any other `*`, `_`, `~`, `\`, `&`, `<`, `![`, `[`, `]`, any `:`
//   not followed by a space or the end (a directive or an emoji shortcode), and any `www`,
//   `http` or `@` (GFM's autolink literals) give up.
import type {
  Code,
  Emphasis,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Strong,
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
/** A paragraph line may start with emphasis (`*`, `_` otherwise start other blocks). */
const EMPHASIS_START = /^(?:\*\*?|__?)[A-Za-z0-9]/;
const ALNUM = /[A-Za-z0-9]/;
/** A code span at a line's start (a fence needs three backticks). */
const CODE_START = /^`[^`]/;
/** What emphasis's text may not hold (beside INLINE_SPECIAL): other inline constructs. */
const NOT_IN_EMPHASIS = /[*_[`!]/;
/** What may follow a closing emphasis run (then the text goes on as text). */
const AFTER_EMPHASIS = /^(?:$| |[.,;:!?)])/;
/** A list item's line: its marker (group 1: bullet; 2: number, 3: delimiter), one space. */
const LIST_ITEM = /^(?:([-*+])|(\d{1,9})([.)])) (?=[^ \t])/;

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
    } else if (c === 42 /* * */ || c === 95 /* _ */) {
      const node = emphasis(line, i, end);
      flushText(i);
      out.push(node);
      i = node.position.end.offset - line.offset;
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

/**
 * The emphasis or strong whose opening run is at `i` (see the subset above), else gives up. Its
 * opening run is only left-flanking and its closing one only right-flanking, and its text holds
 * no other `*` or `_`: the pairing is the only one micromark can make.
 */
function emphasis(
  line: Line,
  i: number,
  end: number,
): (Emphasis | Strong) & { position: { end: Point } } {
  const text = line.text;
  const marker = text[i]!;
  const size = text[i + 1] === marker ? 2 : 1;
  const from = i + size;
  if (i > 0 && text[i - 1] !== ' ' && text[i - 1] !== '(') unsupported();
  if (!ALNUM.test(text[from] ?? '')) unsupported();
  const close = text.indexOf(marker, from);
  if (close < 0 || close + size > end) unsupported();
  const value = text.slice(from, close);
  if (NOT_IN_EMPHASIS.test(value) || INLINE_SPECIAL.test(value)) unsupported();
  if (text.slice(close, close + size) !== marker.repeat(size)) unsupported();
  const after = text.slice(close + size, end);
  // After punctuation (`**Note:**`), the closing run is right-flanking only before a space or
  // the end; after a letter or digit, also before punctuation.
  if (ALNUM.test(text[close - 1]!) ? !AFTER_EMPHASIS.test(after) : !/^(?:$| )/.test(after))
    unsupported();
  if (!ALNUM.test(text[close - 1]!) && !/[.,;:!?]/.test(text[close - 1]!)) unsupported();
  return {
    type: size === 1 ? 'emphasis' : 'strong',
    children: [
      {
        type: 'text',
        value,
        position: { start: point(line, from), end: point(line, close) },
      } satisfies Text,
    ],
    position: { start: point(line, i), end: point(line, close + size) },
  };
}

/**
 * A line that may be a paragraph's: starts no block (but emphasis or a code span, which are no
 * fence), no space at its end.
 */
const paragraphLine = (text: string) =>
  (!BLOCK_START.test(text) || EMPHASIS_START.test(text) || CODE_START.test(text)) &&
  !/\s$/.test(text);

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

/** A list item's line that ends a paragraph: a bullet, or an ordered item numbered 1. */
function interruptsParagraph(text: string): boolean {
  const m = LIST_ITEM.exec(text);
  return !!m && (m[1] !== undefined || m[2] === '1');
}

/** The tight list whose first item is `lines[first]` (see the subset above), else gives up. */
function tightList(lines: Line[], first: number): List {
  const head = LIST_ITEM.exec(lines[first]!.text)!;
  const bullet = head[1];
  const items: ListItem[] = [];
  let i = first;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (BLANK.test(line.text)) break;
    const m = LIST_ITEM.exec(line.text);
    // Another marker or delimiter starts another list; a line of another kind continues the
    // item (lazily) or ends the list: both outside the subset.
    if (!m || m[1] !== bullet || m[3] !== head[3]) unsupported();
    const at = m![0].length;
    const content = line.text.slice(at);
    if (!paragraphLine(content)) unsupported();
    const phrasing: PhrasingContent[] = [];
    inline(line, at, line.text.length, phrasing);
    const end = point(line, line.text.length);
    items.push({
      type: 'listItem',
      spread: false,
      checked: null,
      children: [
        {
          type: 'paragraph',
          children: phrasing,
          position: { start: point(line, at), end: { ...end } },
        } satisfies Paragraph,
      ],
      position: { start: point(line, 0), end },
    });
  }
  // After the blank lines, an item would join this list (a loose one) or start another.
  let next = i;
  while (next < lines.length && BLANK.test(lines[next]!.text)) next++;
  if (next < lines.length && LIST_ITEM.test(lines[next]!.text)) unsupported();
  const last = items[items.length - 1]!;
  return {
    type: 'list',
    ordered: bullet === undefined,
    start: bullet === undefined ? Number(head[2]) : null,
    spread: false,
    children: items,
    position: { start: point(lines[first]!, 0), end: { ...last.position!.end } },
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
    } else if (first === 96 /* ` */ && !CODE_START.test(line.text)) {
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
    } else if (LIST_ITEM.test(line.text)) {
      const list = tightList(lines, i);
      children.push(list);
      i = list.position!.end.line; // the line after its last item (lines are 1-based)
    } else {
      // A paragraph: this line and the next ones up to a blank line, or a list that may end it.
      const phrasing: PhrasingContent[] = [];
      let end = i;
      for (; end < lines.length && !BLANK.test(lines[end]!.text); end++) {
        const l = lines[end]!;
        if (end > i && interruptsParagraph(l.text)) break;
        if (!paragraphLine(l.text)) unsupported();
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
