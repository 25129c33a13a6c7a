// The site's own PostCSS config file (`postcss.config.js`, `.postcssrc`, a `postcss` key of
// package.json…) beside its plugins' `configurePostCss`. Docusaurus's CSS goes through
// postcss-loader, which reads both: the config file it finds from the stylesheet's folder up, then
// the loader's options (Docusaurus's, after every `configurePostCss`), merged into one list of
// plugins. Vite reads a config file only when it is given no PostCSS options of its own, so once a
// plugin configured PostCSS the file was dropped silently (a Tailwind 3 `postcss.config.js` beside
// a plugin adding another PostCSS plugin): the file is read here and merged as postcss-loader does.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { loadSiteModule, siteModuleError } from '../config/loadSiteModule.js';
import { BuildError } from '../diagnostics.js';
import type { PostCssOptions } from '../lifecycle/types.js';

/** postcss-loader 7's search places, in its order (cosmiconfig's `postcss` module name). */
const SEARCH_PLACES = [
  'package.json',
  ...['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `postcss.config.${e}`),
  '.postcssrc',
  ...['json', 'yaml', 'yml', 'js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `.postcssrc.${e}`),
  '.config/postcssrc',
  ...['json', 'yaml', 'yml', 'js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map(
    (e) => `.config/postcssrc.${e}`,
  ),
];

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The first PostCSS config file from `dir` up to the home folder (cosmiconfig's search, as
 * postcss-loader runs it): a package.json counts only with a `postcss` key, an empty file not.
 */
export function findPostCssConfigFile(dir: string): string | undefined {
  const stop = resolve(homedir());
  for (let d = resolve(dir); ; d = dirname(d)) {
    for (const place of SEARCH_PLACES) {
      const file = join(d, place);
      if (!isFile(file)) continue;
      if (place === 'package.json') {
        try {
          if ((JSON.parse(readFileSync(file, 'utf8')) as { postcss?: unknown }).postcss != null)
            return file;
        } catch {
          // Not the config's concern: a broken package.json is reported where it is read.
        }
        continue;
      }
      if (readFileSync(file, 'utf8').trim() === '') continue;
      return file;
    }
    if (d === stop || dirname(d) === d) return undefined;
  }
}

/** What the config file holds (a function is called as postcss-loader calls it). */
async function readConfig(
  file: string,
  siteDir: string,
  api: { mode: string; env: string; options: PostCssOptions },
): Promise<Record<string, unknown>> {
  const name = basename(file);
  const ext = extname(name);
  let value: unknown;
  if (name === 'package.json') value = (JSON.parse(readFileSync(file, 'utf8')) as never)['postcss'];
  else if (['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].includes(ext))
    value = (
      await loadSiteModule(file, {
        siteDir,
        what: 'could not load the PostCSS config',
        hint: 'postcss-loader (Docusaurus) reads this file beside the plugins’ configurePostCss.',
      })
    ).value;
  else {
    const text = readFileSync(file, 'utf8');
    try {
      value = ext === '.json' ? JSON.parse(text) : parseYaml(text);
    } catch (e) {
      const pos = (e as { linePos?: [{ line: number; col: number }] }).linePos?.[0];
      throw new BuildError({
        message: `could not read the PostCSS config: ${(e as Error).message.split('\n')[0]}`,
        severity: 'error',
        file,
        line: pos?.line ?? 1,
        column: pos?.col ?? 1,
        hint: 'A .postcssrc file is JSON or YAML (a `plugins` list or object).',
      });
    }
  }
  if (typeof value === 'function') {
    try {
      value = await (value as (a: typeof api) => unknown)(api);
    } catch (e) {
      throw await siteModuleError(e, {
        file,
        siteDir,
        what: 'the PostCSS config function threw',
      });
    }
  }
  if (value == null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BuildError({
      message: `the PostCSS config exports ${Array.isArray(value) ? 'an array' : typeof value}, not an object`,
      severity: 'error',
      file,
      line: 1,
      column: 1,
      hint: 'Export `{ plugins: [...] }` or `{ plugins: { name: options } }`, as postcss-loader reads it.',
    });
  return value as Record<string, unknown>;
}

/**
 * postcss-loader's merge of plugin lists (its `pluginFactory`): entries by name or by plugin, in
 * first-seen order; a later entry of the same name replaces the options, `false` removes it. A
 * named entry comes out as `[name, options]` (loaded later from the site: namedPostCssPlugin).
 */
export function mergePostCssPlugins(...lists: unknown[]): unknown[] {
  const entries = new Map<unknown, unknown>();
  const set = (name: unknown, options: unknown) => {
    if (options === false) entries.delete(name);
    else entries.set(name, options);
  };
  for (const list of lists) {
    if (list == null) continue;
    if (Array.isArray(list)) {
      for (const plugin of list) {
        if (Array.isArray(plugin)) set(plugin[0], plugin[1]);
        else if (typeof plugin === 'function') entries.set(plugin, undefined);
        else if (plugin && typeof plugin === 'object') {
          const keys = Object.keys(plugin);
          const only = keys.length === 1 ? (plugin as Record<string, unknown>)[keys[0]!] : null;
          if (only !== null && (typeof only === 'object' || typeof only === 'boolean'))
            set(keys[0], only);
          else entries.set(plugin, undefined);
        } else if (plugin) entries.set(plugin, undefined);
      }
    } else if (typeof list === 'object')
      for (const [name, options] of Object.entries(list)) set(name, options);
  }
  return [...entries].map(([plugin, options]) =>
    typeof plugin === 'string' ? [plugin, options] : plugin,
  );
}

/**
 * The PostCSS options of the site's plugins with its config file's merged in, as postcss-loader
 * merges them: the file's plugins first, then the options'; the file's other keys (`parser`,
 * `syntax`, `map`…) under the options'. Without a config file, the options as they are.
 */
export async function withPostCssConfigFile(
  options: PostCssOptions,
  siteDir: string,
  production: boolean,
): Promise<PostCssOptions> {
  const file = findPostCssConfigFile(siteDir);
  if (!file) return options;
  const mode = production ? 'production' : 'development';
  const config = await readConfig(file, siteDir, { mode, env: mode, options });
  const { plugins: filePlugins, ...fileRest } = config;
  const { plugins, ...rest } = options;
  return {
    ...fileRest,
    ...rest,
    plugins: mergePostCssPlugins(filePlugins, plugins),
  };
}

/**
 * A PostCSS config file in a folder below the site's (`src/legacy/postcss.config.js`): Docusaurus's
 * postcss-loader searches from each stylesheet's folder up, so that file applies to the
 * stylesheets under it only, in place of the site's; here one PostCSS config applies to every
 * stylesheet (the site's), so a stylesheet under such a file fails, naming it, rather than being
 * built without the plugins that file gives it. Stylesheets of packages (node_modules) are not
 * looked at.
 */
export function nestedPostCssConfigPlugin(siteDir: string): Plugin {
  const root = resolve(siteDir);
  const siteFile = findPostCssConfigFile(root);
  const byDir = new Map<string, string | undefined>();
  return {
    name: 'docs:nested-postcss-config',
    enforce: 'pre',
    transform: {
      // A stylesheet (STYLESHEET): Rolldown calls the handler for no other module.
      filter: { id: /^[^?]*\.(?:css|pcss|postcss|scss|sass|less|styl|stylus)(?:\?|$)/i },
      handler(_code, id) {
        const file = id.split('?')[0]!;
        if (!STYLESHEET.test(file) || !file.startsWith(root + sep)) return null;
        if (file.slice(root.length).split(sep).includes('node_modules')) return null;
        const dir = dirname(file);
        if (!byDir.has(dir)) byDir.set(dir, findPostCssConfigFile(dir));
        const found = byDir.get(dir);
        if (!found || found === siteFile || !found.startsWith(root + sep)) return null;
        throw new BuildError({
          file: found,
          line: 1,
          column: 1,
          severity: 'error',
          message: `this PostCSS config applies to ${relative(root, file).split(sep).join('/')} in Docusaurus (postcss-loader reads the config nearest to each stylesheet), and only the site's PostCSS config${siteFile ? ` (${relative(root, siteFile).split(sep).join('/')})` : ''} is applied here`,
          hint: "move its plugins into the site's PostCSS config (or a plugin's configurePostCss), or remove this file",
        });
      },
    },
  };
}

const STYLESHEET = /\.(css|pcss|postcss|scss|sass|less|styl|stylus)$/i;
