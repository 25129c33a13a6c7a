// `mdx-code-block` fences, which Docusaurus unwraps before MDX parses a page: a file read by other
// Markdown tools too (GitHub, an editor's preview) keeps its JSX in a code fence, and the site
// shows it as MDX.
//
//     ```mdx-code-block
//     import Tabs from '@theme/Tabs';
//
//     <Tabs>
//     ```
//
// As in Docusaurus 3.8.1: a fence of exactly three or four backticks (indented by spaces or not,
// spaces allowed before the word), closed by the first line holding only the same fence (which
// may be indented and must end its line or the file). Its two fence lines are removed and its
// content is kept as written: so the content joins the lines around it as if the fences were not
// there. Three-backtick fences are unwrapped first, then four-backtick ones (a four-backtick fence
// can hold a three-backtick code block). Like Docusaurus, this is a text rewrite, blind to other
// code fences around it.

const fencePattern = (ticks: string) =>
  new RegExp(
    `(^|\\r?\\n)( *)${ticks} *mdx-code-block\\r?\\n([\\s\\S]*?)\\r?\\n *${ticks}(\\r?\\n|$)`,
    'g',
  );
const THREE = fencePattern('```');
const FOUR = fencePattern('````');

export interface Unwrapped {
  text: string;
  /** The line of the source that a line of `text` comes from (1-based). */
  sourceLine: (line: number) => number;
}

/** The source with its `mdx-code-block` fences unwrapped (the same string when it has none). */
export function unwrapMdxCodeBlocks(source: string): Unwrapped {
  if (!source.includes('mdx-code-block')) return { text: source, sourceLine: (line) => line };
  // Each pass removes two lines per fence: the lines of its output that come after each fence's
  // content are shifted by them. `removed` lists, per pass, [first line after the content in the
  // pass's output, lines removed so far].
  const passes: [number, number][][] = [];
  let text = source;
  for (const pattern of [THREE, FOUR]) {
    const shifts: [number, number][] = [];
    let removed = 0;
    let outputLine = 1;
    let last = 0;
    text = text.replace(
      pattern,
      (match, begin: string, _indent, content: string, end: string, offset: number) => {
        const before = text.slice(last, offset) + begin;
        outputLine += newlines(before);
        last = offset + match.length;
        // The opening fence line is gone: the content's first line is where it was.
        removed += 1;
        shifts.push([outputLine, removed]);
        outputLine += newlines(content) + newlines(end);
        removed += 1;
        shifts.push([outputLine, removed]);
        return begin + content + end;
      },
    );
    passes.push(shifts);
  }
  return {
    text,
    sourceLine(line) {
      // Undo the passes, the last one first.
      for (let p = passes.length - 1; p >= 0; p--) {
        let shift = 0;
        for (const [from, total] of passes[p]!) if (line >= from) shift = total;
        line += shift;
      }
      return line;
    },
  };
}

const newlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
};
