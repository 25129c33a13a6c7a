// Errors as values: a file, a position, a message and a hint, printed once with a code frame.
import { readFileSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import pc from 'picocolors';

export interface Diagnostic {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
  /** Groups warnings in the build summary (e.g. "broken link"). */
  kind?: string;
}

/** Thrown by build stages; carries one or more diagnostics. */
export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic | Diagnostic[]) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map((d) => formatDiagnostic(d, { color: false, frame: false })).join('\n'));
    this.name = 'BuildError';
    this.diagnostics = list;
  }
}

export function isBuildError(e: unknown): e is BuildError {
  return e instanceof BuildError || (typeof e === 'object' && e !== null && 'diagnostics' in e);
}

/** The widest a code frame's line is shown: a longer one (minified code) is cut around the column. */
export const FRAME_WIDTH = 160;

/**
 * The source lines around a position, with a caret under the column. Lines longer than
 * FRAME_WIDTH show the same window of columns around the position, `…` marking what is cut (an
 * error in a minified bundle printed its whole 400 KB line).
 */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const width = String(end).length;
  const at = lines[line - 1] ?? '';
  const from =
    at.length > FRAME_WIDTH
      ? Math.max(0, Math.min(column - 1 - FRAME_WIDTH / 2, at.length - FRAME_WIDTH))
      : 0;
  const cut = (text: string) => {
    if (text.length <= FRAME_WIDTH && from === 0) return text;
    const part = text.slice(from, from + FRAME_WIDTH);
    return `${from > 0 ? '…' : ''}${part}${from + FRAME_WIDTH < text.length ? '…' : ''}`;
  };
  const caretAt = Math.max(0, column - 1 - from) + (from > 0 ? 1 : 0);
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${cut(lines[n - 1] ?? '')}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(caretAt)}^`);
  }
  return out.join('\n');
}

export interface FormatOptions {
  color?: boolean;
  frame?: boolean;
  cwd?: string;
  source?: string;
}

/** `relative/file.mdx:12:5 error message` + code frame + hint. */
export function formatDiagnostic(d: Diagnostic, opts: FormatOptions = {}): string {
  const c =
    opts.color === false
      ? {
          red: (s: string) => s,
          yellow: (s: string) => s,
          dim: (s: string) => s,
          cyan: (s: string) => s,
          bold: (s: string) => s,
        }
      : pc;
  const file = relative(opts.cwd ?? process.cwd(), d.file) || d.file;
  const pos = d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : '';
  const label = d.severity === 'error' ? c.red('error') : c.yellow('warning');
  let out = `${c.bold(file + pos)} ${label} ${d.message}`;
  if (opts.frame !== false && d.line) {
    const source = opts.source ?? (existsSync(d.file) ? readFileSync(d.file, 'utf8') : undefined);
    if (source) out += '\n' + c.dim(codeFrame(source, d.line, d.column));
  }
  if (d.hint) out += '\n' + c.cyan(`hint: ${d.hint}`);
  return out;
}
