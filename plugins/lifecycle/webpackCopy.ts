// copy-webpack-plugin's `CopyPlugin` and Rspack's `CopyRspackPlugin` from a plugin's
// `configureWebpack`, as files of the output: their patterns read as data (`copyPatternOf`), the
// files each pattern names listed as the plugin lists them (`resolveCopies`), then written into
// the build's output after the static folders (plugins/stages/bundle.ts) and served by the dev
// server (plugins/dev/copiedFiles.ts). typescript-eslint's playground loads the linter bundle its
// site plugin copies into `sandbox/` this way.
//
// The rules are copy-webpack-plugin 12's (Rspack's plugin follows them): `from` is a file, a
// folder or a glob, relative to `context` (the site folder, webpack's `context` in Docusaurus);
// a folder copies its files (dot files too) under `to` by their path in it, a file goes to `to`
// (a folder when `to` has no extension or ends with `/`), a glob's files by their path from
// `context`; `to` is relative to the output folder, may be a function and may hold `[name]`,
// `[ext]`, `[base]` and `[path]`; `globOptions.ignore` drops matches; a pattern that matches
// nothing is an error unless `noErrorOnMissing`; a file already in the output (the static
// folders', an earlier pattern's) is kept unless `force`; `priority` orders the patterns.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { BuildError } from '../diagnostics.js';

/** A pattern's function `to`: given the file and the pattern's context, the target. */
type ToFunction = (args: { context: string; absoluteFilename: string }) => string | Promise<string>;
type Transformer = (content: Buffer, absoluteFilename: string) => unknown;

/** One pattern, read and checked. */
export interface CopyPattern {
  from: string;
  to?: string | ToFunction;
  /** Absolute: the folder `from` is relative to and target paths are taken from. */
  context: string;
  toType?: 'dir' | 'file' | 'template';
  ignore: string[];
  dot?: boolean;
  caseSensitiveMatch: boolean;
  noErrorOnMissing: boolean;
  force: boolean;
  priority: number;
  filter?: (absoluteFilename: string) => unknown;
  transform?: Transformer;
}

/** One file to copy: its source and its path in the output (`/`-separated, no leading `/`). */
export interface CopiedFile {
  source: string;
  target: string;
  force: boolean;
  priority: number;
  transform?: Transformer;
}

/** One copy plugin of a Docusaurus plugin's configureWebpack: where it is written, its patterns. */
export interface PluginCopies {
  /** The Docusaurus plugin's name, and its file and the line of the copy plugin in it. */
  plugin: string;
  file: string;
  line?: number;
  column?: number;
  patterns: CopyPattern[];
}

/** The plugin classes read here, by their constructor's name. */
export const COPY_PLUGINS = new Set(['CopyPlugin', 'CopyWebpackPlugin', 'CopyRspackPlugin']);

/** The keys a pattern may have that this reading applies or that change nothing in the output. */
const PATTERN_KEYS = new Set([
  'from',
  'to',
  'context',
  'toType',
  'globOptions',
  'noErrorOnMissing',
  'force',
  'priority',
  'filter',
  'transform',
  // Asset info (`minimized`, `development`) and file modes: nothing the copied bytes depend on.
  'info',
  'copyPermissions',
]);
const GLOB_OPTION_KEYS = new Set([
  'ignore',
  'dot',
  'caseSensitiveMatch',
  'followSymbolicLinks',
  'onlyFiles',
]);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A copy plugin's patterns as it was constructed: copy-webpack-plugin keeps them in `patterns`,
 * Rspack's builtin plugin its constructor's options in `_args[0]`. Undefined for another plugin.
 */
export function copyPluginPatterns(plugin: unknown): unknown[] | undefined {
  const ctor = (plugin as { constructor?: { name?: string } })?.constructor?.name;
  if (!ctor || !COPY_PLUGINS.has(ctor)) return undefined;
  const fields = plugin as { patterns?: unknown; _args?: unknown[]; options?: unknown };
  const options = fields._args?.[0];
  const patterns = fields.patterns ?? (isRecord(options) ? options.patterns : undefined);
  return Array.isArray(patterns) ? patterns : [];
}

/**
 * One pattern, checked: a string is `{ from }`; relative paths are the site folder's. Throws an
 * error naming the key for a pattern webpack would reject; `lost` gets the keys read but not
 * applied (none of those it knows change the copied files).
 */
export function copyPatternOf(raw: unknown, siteDir: string, lost: string[] = []): CopyPattern {
  const pattern = typeof raw === 'string' ? { from: raw } : raw;
  if (!isRecord(pattern)) throw new Error(`a pattern is ${JSON.stringify(raw)}, not an object`);
  if (typeof pattern.from !== 'string' || pattern.from === '')
    throw new Error(
      `a pattern's "from" is ${JSON.stringify(pattern.from)}: a non-empty string is needed`,
    );
  for (const key of Object.keys(pattern)) if (!PATTERN_KEYS.has(key)) lost.push(key);
  const to = pattern.to;
  if (to !== undefined && typeof to !== 'string' && typeof to !== 'function')
    throw new Error(
      `the pattern "${pattern.from}" has a "to" that is neither a string nor a function`,
    );
  const toType = pattern.toType;
  if (toType !== undefined && toType !== 'dir' && toType !== 'file' && toType !== 'template')
    throw new Error(
      `the pattern "${pattern.from}" has toType ${JSON.stringify(toType)}: "dir", "file" or "template"`,
    );
  const context = typeof pattern.context === 'string' ? resolve(siteDir, pattern.context) : siteDir;
  const globOptions = isRecord(pattern.globOptions) ? pattern.globOptions : {};
  for (const key of Object.keys(globOptions))
    if (!GLOB_OPTION_KEYS.has(key)) lost.push(`globOptions.${key}`);
  const ignore = globOptions.ignore;
  if (
    ignore !== undefined &&
    !(Array.isArray(ignore) && ignore.every((i) => typeof i === 'string'))
  )
    throw new Error(
      `the pattern "${pattern.from}" has a globOptions.ignore that is not a list of globs`,
    );
  const transform = pattern.transform;
  const transformer =
    typeof transform === 'function'
      ? (transform as Transformer)
      : isRecord(transform) && typeof transform.transformer === 'function'
        ? (transform.transformer as Transformer)
        : undefined;
  if (transform !== undefined && !transformer)
    throw new Error(`the pattern "${pattern.from}" has a "transform" that is not a function`);
  return {
    from: pattern.from,
    ...(to !== undefined ? { to: to as CopyPattern['to'] } : {}),
    context,
    ...(toType ? { toType } : {}),
    ignore: (ignore as string[] | undefined) ?? [],
    ...(typeof globOptions.dot === 'boolean' ? { dot: globOptions.dot } : {}),
    caseSensitiveMatch: globOptions.caseSensitiveMatch !== false,
    noErrorOnMissing: pattern.noErrorOnMissing === true,
    force: pattern.force === true,
    priority: typeof pattern.priority === 'number' ? pattern.priority : 0,
    ...(typeof pattern.filter === 'function'
      ? { filter: pattern.filter as CopyPattern['filter'] }
      : {}),
    ...(transformer ? { transform: transformer } : {}),
  };
}

const toPosix = (p: string) => p.split(sep).join('/');
const TEMPLATE = /\[\\*([\w:]+)\\*\]/i;

/** A target named by a template: `[name]`, `[ext]`, `[base]`, `[path]` of the file's path from the context. */
function fillTemplate(to: string, relativeFile: string, from: string): string {
  const ext = extname(relativeFile);
  const dir = toPosix(dirname(relativeFile));
  return to.replace(/\[\\*([\w:]+)\\*\]/gi, (whole, name: string) => {
    switch (name) {
      case 'name':
        return basename(relativeFile, ext);
      case 'ext':
        return ext;
      case 'base':
        return basename(relativeFile);
      case 'path':
        return dir === '.' ? '' : `${dir}/`;
      default:
        throw new Error(
          `the pattern "${from}" names ${whole} in "to": only [name], [ext], [base] and [path] are supported`,
        );
    }
  });
}

/** Where one matched file goes, relative to the output folder. */
async function targetOf(
  pattern: CopyPattern,
  file: string,
  context: string,
  outDir: string,
): Promise<string> {
  const to =
    typeof pattern.to === 'function'
      ? await pattern.to({ context, absoluteFilename: file })
      : (pattern.to ?? '');
  if (typeof to !== 'string')
    throw new Error(`the pattern "${pattern.from}"'s "to" function returned ${JSON.stringify(to)}`);
  const relativeFile = relative(context, file);
  const toType =
    pattern.toType ??
    (TEMPLATE.test(to)
      ? 'template'
      : extname(to) === '' || to.endsWith('/') || to.endsWith(sep)
        ? 'dir'
        : 'file');
  const named =
    toType === 'template'
      ? fillTemplate(to, relativeFile, pattern.from)
      : toType === 'dir'
        ? [to.replace(/[\\/]+$/, ''), toPosix(relativeFile)].filter(Boolean).join('/')
        : to;
  const inOutput = toPosix(relative(outDir, resolve(outDir, named)));
  if (inOutput === '' || inOutput.startsWith('../') || isAbsolute(inOutput))
    throw new Error(
      `the pattern "${pattern.from}" copies ${file} to ${named}, outside the output folder`,
    );
  return inOutput;
}

/**
 * tinyglobby, loaded when a site has copy patterns: most sites have none, and it cost each build
 * about 20 ms of CPU to load (fdir and picomatch with it), a rebuild after one doc's edit included
 * (issue 37).
 */
type Globs = typeof import('tinyglobby');

/** The static part of a glob (`a/b` of `a/b/**\/*.js`) and the rest. */
function splitGlob(
  pattern: string,
  isDynamicPattern: Globs['isDynamicPattern'],
): { base: string; rest: string } {
  const parts = pattern.split('/');
  let i = 0;
  while (i < parts.length - 1 && !isDynamicPattern(parts[i]!)) i++;
  return { base: parts.slice(0, i).join('/') || '/', rest: parts.slice(i).join('/') };
}

/** What one pattern matches: the folder its paths are relative to, the glob from there, dot files. */
function matchOf(
  pattern: CopyPattern,
  { isDynamicPattern, escapePath }: Globs,
): {
  context: string;
  cwd: string;
  glob: string;
  dot: boolean;
} {
  const absoluteFrom = resolve(pattern.context, pattern.from);
  const stat = existsSync(absoluteFrom) ? statSync(absoluteFrom) : undefined;
  if (stat?.isDirectory())
    return { context: absoluteFrom, cwd: absoluteFrom, glob: '**/*', dot: pattern.dot ?? true };
  if (stat?.isFile())
    return {
      context: dirname(absoluteFrom),
      cwd: dirname(absoluteFrom),
      glob: escapePath(basename(absoluteFrom)),
      dot: pattern.dot ?? true,
    };
  // A glob: relative to the context (an absolute one from its static folder).
  const from = toPosix(pattern.from);
  if (!isAbsolute(pattern.from))
    return {
      context: pattern.context,
      cwd: pattern.context,
      glob: from,
      dot: pattern.dot ?? false,
    };
  const { base, rest } = splitGlob(from, isDynamicPattern);
  return { context: pattern.context, cwd: base, glob: rest, dot: pattern.dot ?? false };
}

/**
 * The files of every pattern, in copy order (by `priority`, then as given), each with its target
 * in the output. Throws, naming the pattern, for one that matches nothing without
 * `noErrorOnMissing`, as the copy plugins fail the compilation ("unable to locate").
 */
export async function resolveCopies(
  patterns: CopyPattern[],
  outDir: string,
): Promise<CopiedFile[]> {
  const ordered = patterns
    .map((pattern, index) => ({ pattern, index }))
    .sort((a, b) => a.pattern.priority - b.pattern.priority || a.index - b.index);
  const out: CopiedFile[] = [];
  const globs = ordered.length ? await import('tinyglobby') : undefined;
  for (const { pattern } of ordered) {
    const { context, cwd, glob: globPattern, dot } = matchOf(pattern, globs!);
    const found = existsSync(cwd)
      ? await globs!.glob(globPattern, {
          cwd,
          dot,
          ignore: pattern.ignore,
          caseSensitiveMatch: pattern.caseSensitiveMatch,
          onlyFiles: true,
          absolute: true,
          expandDirectories: false,
        })
      : [];
    const files: string[] = [];
    for (const file of found.sort())
      if (!pattern.filter || (await pattern.filter(file))) files.push(resolve(file));
    if (!files.length) {
      if (pattern.noErrorOnMissing) continue;
      throw new Error(
        `unable to locate '${toPosix(resolve(cwd, globPattern))}' glob (the pattern "${pattern.from}" matches no file; "noErrorOnMissing: true" allows that)`,
      );
    }
    for (const source of files)
      out.push({
        source,
        target: await targetOf(pattern, source, context, outDir),
        force: pattern.force,
        priority: pattern.priority,
        ...(pattern.transform ? { transform: pattern.transform } : {}),
      });
  }
  return out;
}

/**
 * The files to write, by target: a file already in the output (`exists`: the static folders',
 * the bundle's) or an earlier copy's is kept unless the later one has `force`, as the copy
 * plugins skip an asset that is already emitted.
 */
export function plannedCopies(
  copies: CopiedFile[],
  exists: (target: string) => boolean,
): Map<string, CopiedFile> {
  const planned = new Map<string, CopiedFile>();
  for (const copy of copies) {
    if (!copy.force && (planned.has(copy.target) || exists(copy.target))) continue;
    planned.set(copy.target, copy);
  }
  return planned;
}

/** A copied file's content, after the pattern's `transform`. */
export async function copiedContent(copy: CopiedFile): Promise<Buffer | string> {
  const content = readFileSync(copy.source);
  if (!copy.transform) return content;
  const transformed = await copy.transform(content, copy.source);
  if (typeof transformed === 'string' || Buffer.isBuffer(transformed)) return transformed;
  if (transformed instanceof Uint8Array) return Buffer.from(transformed);
  throw new Error(
    `the transform of ${copy.source} returned ${typeof transformed}: a string or a Buffer is needed`,
  );
}

/**
 * Every plugin's copies, planned against what the output has (`exists`): the files to write by
 * their path in the output. A pattern that matches nothing (without `noErrorOnMissing`), or a
 * target outside the output, stops the build naming the plugin and where its copy plugin is.
 */
export async function pluginCopies(
  copies: PluginCopies[],
  outDir: string,
  exists: (target: string) => boolean,
): Promise<Map<string, CopiedFile>> {
  const files: CopiedFile[] = [];
  for (const copy of copies) {
    try {
      files.push(...(await resolveCopies(copy.patterns, outDir)));
    } catch (e) {
      throw new BuildError({
        file: copy.file,
        ...(copy.line ? { line: copy.line, column: copy.column ?? 1 } : {}),
        severity: 'error',
        message: `plugin "${copy.plugin}" configureWebpack copies files: ${(e as Error).message}`,
        hint: 'the copy plugin of its configureWebpack names files that are not there: build what it copies first, or fix the pattern',
      });
    }
  }
  return plannedCopies(files, exists);
}
