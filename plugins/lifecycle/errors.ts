// A plugin's failure as a positioned build error: the plugin's name, the lifecycle method that
// threw and, from the error's stack, the file and line of the plugin's code that threw.
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError, isBuildError } from '../diagnostics.js';
import { PACKAGE_ROOT } from '../paths.js';

export interface PluginRef {
  /** The plugin's name once it has one, else how the config names it. */
  label: string;
  /** The plugin's module file (the config's for an inline plugin). */
  entryPath: string;
}

// A frame's file is an absolute path or file URL right after `at ` or `(`; Node's own frames
// (`node:internal/modules/cjs/loader:1207:15`) name no file and are left out.
const FRAME = /(?:^at |\()((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/;

/** The first frame of `stack` in the plugin's own code: its module, else a file outside node_modules. */
export function pluginFrame(
  stack: string | undefined,
  entryPath: string,
): { file: string; line: number; column: number } | undefined {
  const frames = (stack ?? '').split('\n').flatMap((l) => {
    const m = FRAME.exec(l.trim());
    if (!m) return [];
    const file = m[1]!.startsWith('file://') ? fileURLToPath(m[1]!) : m[1]!;
    return [{ file, line: Number(m[2]), column: Number(m[3]) }];
  });
  return (
    frames.find((f) => f.file === entryPath) ??
    frames.find((f) => !f.file.includes('/node_modules/') && !isGeneratorFile(f.file))
  );
}

// The generator's own code (its source, or the packed CLI bundle) is never the plugin's: its
// require hook (plugins/config/standInFiles.ts) sits between a plugin's require and Node's resolver.
const GENERATOR_DIRS = ['plugins', 'scripts', 'dist'].map((d) => join(PACKAGE_ROOT, d) + sep);
const isGeneratorFile = (file: string) => GENERATOR_DIRS.some((d) => file.startsWith(d));

/** Runs one lifecycle method of a plugin; what it throws becomes a BuildError naming both. */
export async function callPlugin<T>(
  plugin: PluginRef,
  method: string,
  run: () => T | Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw pluginError(plugin, method, e);
  }
}

export function pluginError(plugin: PluginRef, method: string, e: unknown): BuildError {
  if (isBuildError(e)) return e as BuildError;
  const err = e instanceof Error ? e : new Error(String(e));
  const frame = pluginFrame(err.stack, plugin.entryPath);
  return new BuildError({
    file: frame?.file ?? plugin.entryPath,
    ...(frame ? { line: frame.line, column: frame.column } : {}),
    severity: 'error',
    message: `plugin "${plugin.label}" failed in ${method}: ${err.message}`,
    hint: `the error was thrown by the plugin's ${method}(); the previous build output is kept`,
  });
}

/** An error of the plugin's making that is no exception: a wrong return value, a bad route. */
export function pluginFault(
  plugin: PluginRef,
  method: string,
  message: string,
  hint: string,
  pos?: { line: number; column: number },
): BuildError {
  return new BuildError({
    file: plugin.entryPath,
    ...pos,
    severity: 'error',
    message: `plugin "${plugin.label}" ${method}: ${message}`,
    hint,
  });
}
