// The site's PostCSS plugins (its Docusaurus plugins' `configurePostCss`) see the theme's
// stylesheets under the path Docusaurus's own would have. In a Docusaurus build, the classic
// theme's CSS is a file of `@docusaurus/theme-classic`; here it is the generator's own
// (`src/theme/*.css`, and the generated `virtual:docs/theme.css`). A plugin that sorts
// stylesheets by their file — a preset putting the theme's CSS into a cascade layer of its own,
// and refusing a stylesheet it cannot place (@ionic-docs/preset-classic: "Unable to scope styles
// for …") — then places the generator's theme where it places Docusaurus's.
//
// Only what a plugin reads of the file changes (`result.opts.from`); Vite still compiles the file
// itself from its real path.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';
import { VIRTUAL_THEME_CSS } from '../../src/shared/constants.js';
import {
  createTailwind4Plugin,
  TAILWIND4_POSTCSS,
  tailwind4PostCssPlugin,
  type Tailwind4Creator,
} from './tailwind4.js';

/** Where `@docusaurus/theme-classic`'s theme folder is, seen from the site. */
const classicThemeDir = (siteDir: string) =>
  `${siteDir.replace(/\\/g, '/').replace(/\/$/, '')}/node_modules/@docusaurus/theme-classic/lib/theme/`;

/**
 * The path a theme stylesheet has in a Docusaurus build (under `@docusaurus/theme-classic`), or
 * `from` itself for any other file (the site's, a package's).
 */
export function docusaurusStylesheetPath(
  from: string | undefined,
  siteDir: string,
  packageRoot = PACKAGE_ROOT,
): string | undefined {
  if (!from) return from;
  const q = from.indexOf('?');
  const path = (q >= 0 ? from.slice(0, q) : from).replace(/\\/g, '/');
  const query = q >= 0 ? from.slice(q) : '';
  const theme = `${packageRoot.replace(/\\/g, '/').replace(/\/$/, '')}/src/theme/`;
  if (path.startsWith(theme) && path.endsWith('.css'))
    return `${classicThemeDir(siteDir)}${path.slice(theme.length)}${query}`;
  const virtual = path.replace(/^\0/, '');
  if (virtual === VIRTUAL_THEME_CSS) return `${classicThemeDir(siteDir)}theme.css${query}`;
  return from;
}

type Result = { opts?: { from?: string } & Record<string, unknown> } & Record<string, unknown>;
type Listener = (node: unknown, helpers: Record<string, unknown>) => unknown;

const views = new WeakMap<Result, Result>();

/** A view of PostCSS's `result` whose `opts.from` is the Docusaurus path (the rest unchanged). */
function resultView(result: Result, map: (from: string | undefined) => string | undefined) {
  const from = result.opts?.from;
  const mapped = map(from);
  if (mapped === from) return result;
  const known = views.get(result);
  if (known) return known;
  const opts = { ...result.opts, from: mapped };
  const view = new Proxy(result, {
    get: (target, key) => (key === 'opts' ? opts : Reflect.get(target, key, target)),
  });
  views.set(result, view);
  return view;
}

/** A listener object (`Once`, `Declaration: { color: fn }`…) whose helpers carry the view. */
function wrapListeners(
  listeners: Record<string, unknown>,
  view: (result: Result) => Result,
): Record<string, unknown> {
  const wrapOne = (fn: Listener): Listener =>
    function (this: unknown, node, helpers) {
      const result = helpers?.result as Result | undefined;
      return fn.call(this, node, result ? { ...helpers, result: view(result) } : helpers);
    };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(listeners)) {
    if (key === 'prepare' || key === 'postcssPlugin') out[key] = value;
    else if (typeof value === 'function') out[key] = wrapOne(value as Listener);
    else if (value && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          typeof v === 'function' ? wrapOne(v as Listener) : v,
        ]),
      );
    else out[key] = value;
  }
  return out;
}

/**
 * One PostCSS plugin (a plugin object, a creator marked `postcss: true`, or a function
 * `(root, result)`) that reads the Docusaurus path of a theme stylesheet as its `from`.
 */
export function withDocusaurusStylesheetPaths(plugin: unknown, siteDir: string): unknown {
  const map = (from: string | undefined) => docusaurusStylesheetPath(from, siteDir);
  const view = (result: Result) => resultView(result, map);
  let p = plugin as Record<string, unknown> | ((...args: unknown[]) => unknown);
  // As PostCSS normalises its plugins: a creator is called, `{ postcss }` unwrapped.
  if (typeof p === 'function' && (p as { postcss?: unknown }).postcss === true)
    p = (p as () => Record<string, unknown>)();
  else if (p && (p as { postcss?: unknown }).postcss) p = (p as { postcss: typeof p }).postcss;
  if (p && typeof p === 'object' && Array.isArray((p as { plugins?: unknown }).plugins))
    return {
      ...p,
      plugins: ((p as { plugins: unknown[] }).plugins ?? []).map((x) =>
        withDocusaurusStylesheetPaths(x, siteDir),
      ),
    };
  if (typeof p === 'function') {
    const fn = p;
    return (root: unknown, result: Result) => fn(root, view(result));
  }
  if (!p || typeof p !== 'object' || typeof p.postcssPlugin !== 'string') return plugin;
  const wrapped = wrapListeners(p, view);
  const prepare = p.prepare as ((result: Result) => Record<string, unknown>) | undefined;
  if (prepare)
    wrapped.prepare = (result: Result) => {
      const listeners = prepare.call(p, view(result));
      return listeners && typeof listeners === 'object'
        ? wrapListeners(listeners, view)
        : listeners;
    };
  return wrapped;
}

/**
 * A PostCSS plugin named by its package, as postcss-loader (Docusaurus's) takes it in `plugins`:
 * `'postcss-preset-env'` is the package's export, `['postcss-preset-env', options]` that export
 * called with the options (`false` leaves the plugin out). Required from the site's folder.
 */
export function namedPostCssPlugin(entry: unknown, siteDir: string): unknown {
  const [name, options] =
    typeof entry === 'string'
      ? [entry, undefined]
      : Array.isArray(entry) && typeof entry[0] === 'string'
        ? [entry[0] as string, entry[1] as unknown]
        : [undefined, undefined];
  if (name === undefined) return entry;
  if (options === false) return undefined;
  let loaded: unknown;
  try {
    loaded = createRequire(join(siteDir, 'package.json'))(name);
  } catch (e) {
    throw new Error(
      `The PostCSS plugin "${name}" (named in a plugin's configurePostCss or the site's PostCSS config file) cannot be loaded from ` +
        `the site's folder: ${(e as Error).message.split('\n')[0]}. Install it in the site ` +
        `(npm install ${name}).`,
      { cause: e },
    );
  }
  const plugin = (loaded as { default?: unknown }).default ?? loaded;
  // Tailwind 4 named with its options (a config file's `'@tailwindcss/postcss': {}`): it scans
  // the site's folder unless they say otherwise (tailwind4.ts).
  if (name === TAILWIND4_POSTCSS && typeof plugin === 'function')
    return createTailwind4Plugin(plugin as Tailwind4Creator, options, siteDir);
  const hasOptions =
    options !== undefined &&
    options !== null &&
    (typeof options !== 'object' || Object.keys(options).length > 0);
  return hasOptions && typeof plugin === 'function' ? plugin(options) : plugin;
}

/** The PostCSS options of the site's plugins, each plugin seeing Docusaurus's paths. */
export function sitePostCss<T extends { plugins: unknown[] }>(options: T, siteDir: string): T {
  return {
    ...options,
    plugins: options.plugins
      .map((p) => namedPostCssPlugin(p, siteDir))
      .filter((p) => p !== undefined)
      .map((p) => withDocusaurusStylesheetPaths(tailwind4PostCssPlugin(p, siteDir), siteDir)),
  };
}
