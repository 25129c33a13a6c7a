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
  /** A build error of ours thrown in a plugin hook keeps its diagnostics through the bundler. */
  diagnostics?: Diagnostic[];
}

function locate(source: string, needle: string): { line: number; column: number } | undefined {
  const i = source.indexOf(needle);
  if (i < 0) return undefined;
  const before = source.slice(0, i);
  return { line: before.split('\n').length, column: i - before.lastIndexOf('\n') };
}

/** The package of a bare specifier: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * An error's message in one line: its first, and the next one too when the first only announces
 * it ("Transform failed with 1 error:" then the reason), without the bundler's `[CODE]` prefix.
 */
export function firstLineOf(raw: string): string {
  const lines = stripVTControlCharacters(raw)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = (lines[0] ?? '').replace(/^\[[A-Z_]+\]\s*/, '');
  return first.endsWith(':') && lines[1] ? `${first} ${lines[1]}` : first;
}

export function bundlerErrorToDiagnostics(e: unknown): Diagnostic[] | undefined {
  const err = e as BundlerError;
  const list = err?.errors?.length ? err.errors : err?.id || err?.loc ? [err] : undefined;
  if (!list) return undefined;
  return list.flatMap((item) => {
    // Ours, positioned already: as they were (without the hint the message carries for the dev
    // server's overlay, which shows an error's first line only).
    if (Array.isArray(item.diagnostics))
      return item.diagnostics.map((d) => ({
        ...d,
        message:
          d.hint && d.message.endsWith(`: ${d.hint}`)
            ? d.message.slice(0, -`: ${d.hint}`.length)
            : d.message,
      }));
    const message = firstLineOf(item.message ?? String(item));
    // Vite's own form names the importer in the message only: `[vite]: Rolldown failed to
    // resolve import "pkg" from "/site/src/pages/index.jsx". This is most likely unintended…`
    const viteUnresolved = /failed to resolve import "([^"]+)" from "([^"]+)"/.exec(message);
    const file = item.loc?.file ?? item.id ?? viteUnresolved?.[2] ?? '';
    let pos: { line?: number; column?: number } = item.loc
      ? { line: item.loc.line, column: item.loc.column + 1 }
      : {};
    const unresolved = /Could not resolve ['"]([^'"]+)['"]/.exec(message) ?? viteUnresolved;
    // The bundler may point into transformed code (compiled MDX, a config with injected lines).
    if (unresolved && existsSync(file)) {
      const source = readFileSync(file, 'utf8');
      pos = locate(source, `'${unresolved[1]}'`) ?? locate(source, `"${unresolved[1]}"`) ?? pos;
    }
    const bare = unresolved && !/^[./]/.test(unresolved[1]!);
    return {
      file,
      ...pos,
      severity: 'error' as const,
      message: viteUnresolved
        ? `Could not resolve '${viteUnresolved[1]}' in ${viteUnresolved[2]}`
        : message,
      hint: bare
        ? `install the package in the site's folder (npm install ${packageName(unresolved[1]!)}), as the site's package.json lists it for Docusaurus`
        : unresolved
          ? 'check the import path (it is relative to the file) and that the file exists'
          : 'fix the code at this position',
      kind: 'bundle',
    };
  });
}
