// Turns bundler (Vite/rolldown) errors into diagnostics positioned in the author's file: an
// unresolved import in an MDX doc points at the import line of the doc, not the compiled code.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
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
  /**
   * The error a hook threw, when the bundler wrapped it: one of ours thrown in a `resolveId` that
   * another plugin's `this.resolve` called is "Errored while resolving … in `this.resolve`", its
   * diagnostics on the cause.
   */
  cause?: unknown;
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

/** A module id as a file path: without its query, and none for a virtual module (`\0…`). */
function fileOfId(id: string | undefined): string | undefined {
  if (!id || id.startsWith('\0') || id.startsWith('virtual:')) return undefined;
  return id.split('?')[0];
}

/**
 * The file a bundler error is about. Plugin errors of the bundler's own transform (oxc: `Unexpected
 * JSX expression`) carry a position but neither `loc.file` nor `id`: their message's code frame
 * names the file (`╭─[ src/pages/index.js:7:5 ]`, relative to the working folder). A generated
 * module (`\0virtual:…`) has no file: undefined.
 */
export function fileOfBundlerError(
  item: Pick<BundlerError, 'loc' | 'id' | 'message'>,
  cwd = process.cwd(),
): string | undefined {
  const own = fileOfId(item.loc?.file) ?? fileOfId(item.id);
  if (own) return own;
  const framed = /[╭┌]─*\[\s*([^\]\s]+?):\d+:\d+\s*\]/.exec(
    stripVTControlCharacters(item.message ?? ''),
  );
  if (!framed) return undefined;
  const file = isAbsolute(framed[1]!) ? framed[1]! : resolve(cwd, framed[1]!);
  // A generated module's frame names its id, which is no file.
  return existsSync(file) ? file : undefined;
}

/**
 * Never a bare `:line:col`: when no file holds the failing module (a generated one), the message
 * names it by its id, with the position.
 */
function moduleNote(item: BundlerError, file: string | undefined): string {
  if (file || !item.loc) return '';
  const id = (item.loc.file ?? item.id)?.replace(/^\0/, '');
  const at = `${item.loc.line}:${item.loc.column + 1}`;
  return id
    ? ` (in the generated module ${id}, at ${at})`
    : ` (at ${at} of a module the bundler did not name)`;
}

export function bundlerErrorToDiagnostics(e: unknown): Diagnostic[] | undefined {
  const err = e as BundlerError;
  const list = err?.errors?.length ? err.errors : err?.id || err?.loc ? [err] : undefined;
  if (!list) return undefined;
  // One error of ours thrown by several hooks (a check every module waits on) is reported once.
  const seen = new Set<Diagnostic[]>();
  return list.flatMap((wrapped) => {
    const cause = wrapped.cause as BundlerError | undefined;
    const item =
      !Array.isArray(wrapped.diagnostics) && Array.isArray(cause?.diagnostics) ? cause! : wrapped;
    if (Array.isArray(item.diagnostics) && seen.has(item.diagnostics)) return [];
    // Ours, positioned already: as they were (without the hint the message carries for the dev
    // server's overlay, which shows an error's first line only).
    if (Array.isArray(item.diagnostics))
      return (seen.add(item.diagnostics), item.diagnostics).map((d) => ({
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
    const named = fileOfBundlerError(item);
    const file = named ?? viteUnresolved?.[2];
    let pos: { line?: number; column?: number } =
      item.loc && named ? { line: item.loc.line, column: item.loc.column + 1 } : {};
    const unresolved = /Could not resolve ['"]([^'"]+)['"]/.exec(message) ?? viteUnresolved;
    // The bundler may point into transformed code (compiled MDX, a config with injected lines).
    if (unresolved && file && existsSync(file)) {
      const source = readFileSync(file, 'utf8');
      pos = locate(source, `'${unresolved[1]}'`) ?? locate(source, `"${unresolved[1]}"`) ?? pos;
    }
    // Vite names `sass-embedded` when neither Sass package is installed; Docusaurus sites install
    // `sass` (docusaurus-plugin-sass's peer dependency), which Vite takes as well.
    const preprocessor =
      /Preprocessor dependency "(sass-embedded|sass|less|stylus)" not found/.exec(message);
    if (preprocessor) {
      const pkg = preprocessor[1] === 'sass-embedded' ? 'sass' : preprocessor[1]!;
      return {
        file: file ?? '',
        line: 1,
        column: 1,
        severity: 'error' as const,
        message: `this stylesheet needs the "${pkg}" package, which is not installed`,
        hint: `install it in the site's folder (npm install -D ${pkg})${pkg === 'sass' ? ': docusaurus-plugin-sass names it as a peer dependency, which npm installs unless --legacy-peer-deps is set' : ''}`,
        kind: 'bundle',
      };
    }
    const bare = unresolved && !/^[./]/.test(unresolved[1]!);
    const where = moduleNote(item, file);
    return {
      file: file ?? '',
      ...pos,
      severity: 'error' as const,
      message:
        (viteUnresolved
          ? `Could not resolve '${viteUnresolved[1]}' in ${viteUnresolved[2]}`
          : message) + where,
      hint: bare
        ? `install the package in the site's folder (npm install ${packageName(unresolved[1]!)}), as the site's package.json lists it for Docusaurus`
        : unresolved
          ? 'check the import path (it is relative to the file) and that the file exists'
          : 'fix the code at this position',
      kind: 'bundle',
    };
  });
}
