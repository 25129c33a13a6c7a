// Sass stylesheets of a site whose installed `sass` is older than 1.70. Vite compiles `.scss` and
// `.sass` files with `sass.initAsyncCompiler()`, which Sass added in 1.70: with an older Sass, as
// many Docusaurus sites pin through docusaurus-plugin-sass, every stylesheet failed with
// "sass.initAsyncCompiler is not a function". This picks the API by the installed version: from
// 1.70 (or with sass-embedded) Vite's own compile is used unchanged; before it, this plugin compiles
// the file with `compileAsync` (Sass 1.45 and later) or the legacy `render` (older), and hands Vite
// plain CSS (a `.css` module of the same path and kind, so CSS modules stay modules).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { BuildError } from '../diagnostics.js';

const SASS_FILE = /\.(s[ac]ss)$/i;
const SUFFIX = '.docs-sass.css';
const MODULE_SUFFIX = '.docs-sass.module.css';

interface LegacySass {
  compileAsync?: (
    file: string,
    options: { loadPaths: string[]; style: 'expanded' },
  ) => Promise<{ css: string; loadedUrls: URL[] }>;
  render?: (
    options: { file: string; includePaths: string[]; outputStyle: 'expanded' },
    done: (e: Error | null, result?: { css: Buffer; stats: { includedFiles: string[] } }) => void,
  ) => void;
}

/** `[major, minor]` of a version string. */
const versionOf = (v: string) => v.split('.').map(Number) as [number, number];

/**
 * The site's Sass when it is older than 1.70 and no sass-embedded is installed (Vite prefers that
 * one), as a module path; undefined when Vite's own compile works.
 */
export function legacySassOf(siteDir: string): string | undefined {
  const require = createRequire(join(siteDir, 'package.json'));
  try {
    require.resolve('sass-embedded');
    return undefined;
  } catch {
    // not installed: Vite uses `sass`
  }
  try {
    // Its package.json is not among the package's exports: found above its entry.
    const entry = require.resolve('sass');
    let dir = dirname(entry);
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const [major, minor] = versionOf(version);
    if (major > 1 || (major === 1 && minor >= 70)) return undefined;
    return entry;
  } catch {
    return undefined;
  }
}

/** Compiles a Sass file with the API its version has. */
export async function compileLegacySass(
  sassPath: string,
  file: string,
  siteDir: string,
): Promise<{ css: string; files: string[] }> {
  const sass = createRequire(sassPath)(sassPath) as LegacySass;
  const loadPaths = [dirname(file), join(siteDir, 'node_modules')];
  if (sass.compileAsync) {
    const result = await sass.compileAsync(file, { loadPaths, style: 'expanded' });
    const files = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => u.pathname);
    return { css: result.css, files };
  }
  const render = sass.render!;
  return new Promise((resolve, reject) =>
    render({ file, includePaths: loadPaths, outputStyle: 'expanded' }, (e, result) =>
      e || !result
        ? reject(e ?? new Error('no result'))
        : resolve({ css: result.css.toString(), files: result.stats.includedFiles }),
    ),
  );
}

export function legacySassPlugin(siteDir: string): Plugin | undefined {
  const sassPath = legacySassOf(siteDir);
  if (!sassPath) return undefined;
  return {
    name: 'docs:legacy-sass',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const [path] = source.split('?');
      if (!SASS_FILE.test(path!) || source.includes('?')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return resolved.id + (/\.module\.s[ac]ss$/i.test(resolved.id) ? MODULE_SUFFIX : SUFFIX);
    },
    async load(id) {
      const suffix = id.endsWith(MODULE_SUFFIX) ? MODULE_SUFFIX : id.endsWith(SUFFIX) ? SUFFIX : '';
      if (!suffix) return null;
      const file = id.slice(0, -suffix.length);
      try {
        const { css, files } = await compileLegacySass(sassPath, file, siteDir);
        for (const f of files) this.addWatchFile(f);
        return { code: css, map: null };
      } catch (e) {
        const err = e as Error & { span?: { url?: URL; start?: { line: number; column: number } } };
        const at = err.span?.start;
        throw new BuildError({
          file: err.span?.url ? err.span.url.pathname : file,
          ...(at ? { line: at.line + 1, column: at.column + 1 } : {}),
          severity: 'error',
          message: `Sass could not compile this stylesheet: ${err.message.split('\n')[0]}`,
          hint: `compiled with the site's Sass (${pathToFileURL(sassPath).pathname}), older than 1.70`,
        });
      }
    },
  };
}
