// A content error (a doc that does not compile) as the dev server shows it to a writer, in Vite's
// overlay and its terminal line: the file from the site's folder with its line and column, the
// message, the hint and the code frame, without the generator's own stack frames (noise to a
// writer: `at compileDoc (…/plugins/mdx/compileDoc.ts:…)`) or the machine's absolute path.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { BuildError, codeFrame, formatDiagnostic, isBuildError } from '../diagnostics.js';

/** What Vite's overlay reads of an error (its `prepareError`): here, the writer's view. */
export interface WriterError extends BuildError {
  id?: string;
  loc?: { file: string; line: number; column: number };
  frame?: string;
  /** Set: Vite's plugin container then leaves the error as it is (no plugin name, no own frame). */
  pluginCode?: string;
}

/** `e`'s diagnostics as a writer reads them, files relative to the site's folder. */
export function writerError(e: BuildError, siteDir: string): WriterError {
  const error = new BuildError(e.diagnostics) as WriterError;
  const message = e.diagnostics
    .map((d) => formatDiagnostic(d, { color: false, frame: false, cwd: siteDir }))
    .join('\n');
  error.message = message;
  // No frames: Vite shows only a stack's `at …` lines, in the overlay and in the terminal.
  error.stack = `${error.name}: ${message}`;
  const first = e.diagnostics[0];
  if (first) {
    const file = isAbsolute(first.file) ? relative(siteDir, first.file) || first.file : first.file;
    const source = existsSync(first.file) ? readFileSync(first.file, 'utf8') : '';
    error.id = file;
    error.pluginCode = source || message;
    if (first.line) {
      error.loc = { file, line: first.line, column: first.column ?? 1 };
      if (source) error.frame = codeFrame(source, first.line, first.column);
    }
  }
  return error;
}

type Hook = NonNullable<Plugin['transform']>;

/** `hook` with its build errors thrown as writerError's. */
function wrapHook<H extends Hook | NonNullable<Plugin['load']>>(hook: H, siteDir: string): H {
  const wrap = <F extends (...args: never[]) => unknown>(fn: F): F =>
    async function (this: unknown, ...args: Parameters<F>) {
      try {
        return await fn.apply(this, args);
      } catch (e) {
        throw isBuildError(e) ? writerError(e, siteDir) : e;
      }
    } as unknown as F;
  if (typeof hook === 'function') return wrap(hook) as H;
  return { ...hook, handler: wrap(hook.handler) } as H;
}

/**
 * The dev server's plugins with the build errors of their `load` and `transform` hooks shown as
 * writerError's (the error page of a page's render reads the same diagnostics).
 */
export function withWriterErrors(plugins: PluginOption[], siteDir: string): PluginOption[] {
  return plugins.map((option): PluginOption => {
    if (Array.isArray(option)) return withWriterErrors(option, siteDir);
    if (!option || typeof option !== 'object' || option instanceof Promise) return option;
    // Changed in place: a plugin is found by its object (the docs plugin's `api`).
    const plugin = option as Plugin;
    if (plugin.transform) plugin.transform = wrapHook(plugin.transform, siteDir);
    if (plugin.load) plugin.load = wrapHook(plugin.load, siteDir);
    return plugin;
  });
}
