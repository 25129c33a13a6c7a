// Turns bundler (Vite/rolldown) errors into diagnostics positioned in the author's file: an
// unresolved import in an MDX doc points at the import line of the doc, not the compiled code.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Diagnostic } from './diagnostics.js';

interface BundlerError {
  code?: string;
  message?: string;
  id?: string;
  loc?: { line: number; column: number; file?: string };
  errors?: BundlerError[];
  plugin?: string;
}

function locate(source: string, needle: string): { line: number; column: number } | undefined {
  const i = source.indexOf(needle);
  if (i < 0) return undefined;
  const before = source.slice(0, i);
  return { line: before.split('\n').length, column: i - before.lastIndexOf('\n') };
}

export function bundlerErrorToDiagnostics(e: unknown): Diagnostic[] | undefined {
  const err = e as BundlerError;
  const list = err?.errors?.length ? err.errors : err?.id || err?.loc ? [err] : undefined;
  if (!list) return undefined;
  return list.map((item) => {
    const message = stripVTControlCharacters(item.message ?? String(item))
      .split('\n')[0]!
      .replace(/^\[[A-Z_]+\]\s*/, '');
    const file = item.loc?.file ?? item.id ?? '';
    let pos: { line?: number; column?: number } = item.loc
      ? { line: item.loc.line, column: item.loc.column + 1 }
      : {};
    const unresolved = /Could not resolve ['"]([^'"]+)['"]/.exec(message);
    // The bundler may point into transformed code (compiled MDX, a config with injected lines).
    if (unresolved && existsSync(file)) {
      const source = readFileSync(file, 'utf8');
      pos = locate(source, `'${unresolved[1]}'`) ?? locate(source, `"${unresolved[1]}"`) ?? pos;
    }
    return {
      file,
      ...pos,
      severity: 'error' as const,
      message,
      hint: unresolved
        ? 'check the import path (it is relative to the file) and that the file exists'
        : 'fix the code at this position',
      kind: 'bundle',
    };
  });
}
