// Flow type annotations in a site's .js/.jsx files, as Docusaurus builds them: a site whose Babel
// config names Flow's preset or plugins (Flow's website: `@babel/preset-flow` and
// `babel-plugin-syntax-hermes-parser` in babel.config.js; Relay's, Metro's) has Docusaurus's
// babel-loader strip the types. Here the site's own installed Babel does the same, with only the
// Flow packages its config names (the rest of its config, Docusaurus's preset, is this
// generator's own compile): `@babel/core` and each package are resolved from the site's folder,
// never from this generator's dependencies. Only files that need it go through Babel: those
// marked `@flow`, and those that do not parse as JavaScript with JSX. Results are kept by content
// (a file edited in the dev server is stripped again), with Babel's source map, so errors and
// stack traces point into the original file. When a named package is not installed, a file with
// types fails at its position with the hint to install it (siteJsx.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { BuildError } from './diagnostics.js';

/** The Babel config files Babel reads from a site's folder (its root config, then .babelrc). */
const BABEL_CONFIGS = [
  'babel.config.js',
  'babel.config.cjs',
  'babel.config.mjs',
  'babel.config.json',
  '.babelrc',
  '.babelrc.js',
  '.babelrc.cjs',
  '.babelrc.json',
];
/** Babel packages that make it parse (and strip) Flow type annotations. */
const FLOW_BABEL_PACKAGE =
  /(?:@babel\/|babel-)(?:preset-flow|plugin-syntax-flow|plugin-transform-flow-strip-types|plugin-syntax-hermes-parser)\b/g;

/** What a file's Flow stripping gives: JavaScript with JSX, and Babel's source map. */
export interface StrippedFlow {
  code: string;
  map: { mappings: string; sources: string[]; names: string[]; version: number } | null;
}

/** A site's Babel config naming Flow's syntax, and what of it is installed. */
export interface FlowBabel {
  /** The config file. */
  file: string;
  /** The first Flow package it names (for messages). */
  name: string;
  /** Every Flow package it names, in order. */
  names: string[];
  /** The packages (`@babel/core` among them) not resolvable from the site; empty when all are. */
  missing: string[];
  /** Strips the file's Flow types with the site's Babel (only when nothing is missing). */
  strip?(code: string, file: string): Promise<StrippedFlow>;
}

/** A Babel parse error's position (1-based line and column) and message, if it is one. */
function babelFailure(error: unknown, file: string, config: string): BuildError {
  const e = error as { loc?: { line: number; column: number }; message?: string };
  // Babel's message is `<file>: <reason> (line:col)` followed by a code frame.
  const first = (e.message ?? String(error)).split('\n')[0]!;
  const message = first
    .replace(/^[^:]*[/\\][^:]*:\s*/, '')
    .replace(/\s*\(\d+:\d+\)$/, '')
    .trim();
  return new BuildError({
    file,
    ...(e.loc ? { line: e.loc.line, column: e.loc.column + 1 } : {}),
    severity: 'error',
    message: `${message || 'the file does not parse'} (stripping its Flow types with the site's Babel)`,
    hint: `fix the code at this position (the Flow packages are those ${config} names)`,
    kind: 'bundle',
  });
}

/** The site's Babel config naming Flow's syntax (its text is searched, not run), if any. */
export function flowBabelOf(siteDir: string): FlowBabel | undefined {
  for (const base of BABEL_CONFIGS) {
    const file = join(siteDir, base);
    if (!existsSync(file)) continue;
    const names = [...new Set(readFileSync(file, 'utf8').match(FLOW_BABEL_PACKAGE) ?? [])];
    if (!names.length) continue;
    const require = createRequire(join(siteDir, 'package.json'));
    const resolved = new Map<string, string>();
    const missing: string[] = [];
    for (const name of ['@babel/core', ...names]) {
      try {
        resolved.set(name, require.resolve(name));
      } catch {
        missing.push(name);
      }
    }
    const flow: FlowBabel = { file, name: names[0]!, names, missing };
    if (missing.length) return flow;
    type Babel = {
      transformAsync(code: string, options: object): Promise<StrippedFlow | null>;
    };
    let babel: Babel | undefined;
    const cache = new Map<string, StrippedFlow>();
    const text = readFileSync(file, 'utf8');
    // The hermes parser's `flow: 'all'` (every file read as Flow), when the config asks for it.
    const flowAll = /\bflow['"]?\s*:\s*['"]all['"]/.test(text);
    flow.strip = async (code, source) => {
      const key = createHash('sha256').update(source).update('\0').update(code).digest('hex');
      const hit = cache.get(key);
      if (hit) return hit;
      babel ??= require(resolved.get('@babel/core')!) as Babel;
      const presets = names.filter((n) => /preset-flow/.test(n)).map((n) => resolved.get(n)!);
      const plugins = names.filter((n) => !/preset-flow/.test(n)).map((n) => resolved.get(n)!);
      let result: StrippedFlow | null;
      try {
        result = await babel.transformAsync(code, {
          filename: source,
          cwd: siteDir,
          // Only the Flow packages: the rest of the site's config is the generator's compile.
          configFile: false,
          babelrc: false,
          presets,
          plugins,
          // JSX stays for the next compile (siteJsx.ts).
          parserOpts: { plugins: ['jsx'], ...(flowAll ? { flow: 'all' } : {}) },
          sourceMaps: true,
          sourceFileName: source,
          retainLines: true,
          compact: false,
        });
      } catch (error) {
        throw babelFailure(error, source, file);
      }
      const stripped: StrippedFlow = { code: result?.code ?? code, map: result?.map ?? null };
      cache.set(key, stripped);
      return stripped;
    };
    return flow;
  }
  return undefined;
}

/**
 * Whether a file needs its Flow types stripped: marked `@flow`, or not parsing as JavaScript with
 * JSX (a cheap parse; the bundler parses it again after).
 */
export function needsFlowStrip(code: string, file: string): boolean {
  if (/@flow\b/.test(code)) return true;
  return parseSync(file, code, { lang: 'jsx' }).errors.length > 0;
}
