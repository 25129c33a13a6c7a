// Reads a plugin's translation file of a locale (`i18n/fr/docusaurus-theme-classic/navbar.json`,
// `…-docs/current.json`, `…-blog/options.json`): `{ key: { message, description? } }` → key →
// message; a file that is not JSON is an error at its line and column.
import { existsSync, readFileSync } from 'node:fs';
import { BuildError } from '../diagnostics.js';

function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where a JSON text is wrong (Node's message names the offset: "at position 42"), or where `key`
 * is written in it.
 */
export function jsonPosition(
  text: string,
  error: unknown,
  key?: string,
): { line?: number; column?: number } {
  if (key !== undefined) {
    const at = text.indexOf(JSON.stringify(key));
    return at < 0 ? {} : lineColumnAt(text, at);
  }
  const message = error instanceof Error ? error.message : '';
  const pos = /at position (\d+)/.exec(message)?.[1];
  if (pos !== undefined) return lineColumnAt(text, Number(pos));
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  // "Unexpected end of JSON input": the end of the file.
  return lineColumnAt(text, text.length);
}

/** A JSON file's value; a file that is not JSON is an error at the position of the fault. */
export function readJsonFile(file: string, hint: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new BuildError({
      file,
      ...jsonPosition(text, e),
      severity: 'error',
      message: `invalid JSON: ${(e as Error).message.split('\n')[0]}`,
      hint,
    });
  }
}

/** The messages of a translation file, by key; {} when the locale has no such file. */
export function readTranslationFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const data = readJsonFile(
    file,
    'a translation file maps each key to { "message": "…", "description": "…" }',
  );
  const out: Record<string, string> = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, value] of Object.entries(data)) {
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}
