// A boxed text table, drawn as cli-table3 draws one with its default style (the table
// `docusaurus swizzle --list` prints): a head row, a rule between rows, cells padded by one space,
// a cell's lines one under the other, colour codes not counted in widths.
import pc from 'picocolors';
import { stripAnsi } from './prompts.js';

const width = (s: string) => [...stripAnsi(s)].length;

/** The table: `head` in red (as cli-table3's head), each row a list of cells as wide. */
export function boxTable(head: string[], rows: string[][]): string {
  const all = [head.map((h) => pc.red(h)), ...rows];
  const widths = head.map(
    (_, col) => 2 + Math.max(...all.map((r) => Math.max(...(r[col] ?? '').split('\n').map(width)))),
  );
  const rule = (l: string, m: string, r: string) =>
    pc.gray(l + widths.map((w) => '─'.repeat(w)).join(m) + r);
  const line = (row: string[]) => {
    const cells = widths.map((_, col) => (row[col] ?? '').split('\n'));
    const height = Math.max(...cells.map((c) => c.length));
    const bar = pc.gray('│');
    return Array.from(
      { length: height },
      (_, i) =>
        bar +
        cells
          .map((c, col) => {
            const text = c[i] ?? '';
            return ' ' + text + ' '.repeat(widths[col]! - 2 - width(text)) + ' ';
          })
          .join(bar) +
        bar,
    ).join('\n');
  };
  return [
    rule('┌', '┬', '┐'),
    all.map(line).join('\n' + rule('├', '┼', '┤') + '\n'),
    rule('└', '┴', '┘'),
  ].join('\n');
}
