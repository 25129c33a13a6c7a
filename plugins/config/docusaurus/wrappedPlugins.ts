// A local plugin that extends a content plugin by calling its function (Apache Answer's blog
// plugin, the "recent posts" recipe: `{ ...await blogPlugin(context, options), contentLoaded }`;
// the `docsPluginEnhanced` recipe for the docs plugin; a pages plugin likewise)
// is that content plugin's instance with the options the config gives it: known from the config
// alone, so that every thread that maps the config (the compile's workers too) compiles its posts
// with its remark and rehype plugins. A plugin is taken for one when its module imports the
// content plugin's package (not for types only), or, given as a function in the config, when that
// function's source does; the lifecycle checks at run time that it calls it
// (plugins/lifecycle/wrappedContent.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** The content plugins a site plugin may wrap, by package. */
const WRAPPED_PACKAGES = {
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-pages': 'pages',
} as const;
export type WrappedKind = (typeof WRAPPED_PACKAGES)[keyof typeof WRAPPED_PACKAGES];

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.jsx', '.tsx'];

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/** The file of a local plugin entry (`./plugins/blog-plugin`, a folder's index), if it is one. */
export function localPluginFile(module: string, configFile: string): string | undefined {
  if (!module.startsWith('.') && !isAbsolute(module)) return undefined;
  const base = resolve(dirname(configFile), module);
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS.slice(1))
    if (isFile(join(base, 'index' + ext))) return join(base, 'index' + ext);
  return undefined;
}

/**
 * The content plugin a module's source imports for its value (`require(…)`, `import … from`,
 * `import(…)`, `export … from`); `import type` and `export type` lines do not count.
 */
export function wrappedKindOfSource(source: string): WrappedKind | undefined {
  const code = source.replace(/^\s*(?:import|export)\s+type\b[^;]*;?/gm, '');
  for (const [pkg, kind] of Object.entries(WRAPPED_PACKAGES)) {
    const quoted = `['"]${pkg.replace(/[/-]/g, (c) => `\\${c}`)}['"]`;
    const uses = new RegExp(
      `(?:\\brequire\\s*\\(\\s*|\\bimport\\s*\\(\\s*|\\bfrom\\s*|^\\s*import\\s*)${quoted}`,
      'm',
    );
    if (uses.test(code)) return kind;
  }
  return undefined;
}

/**
 * The content plugin a config's plugin entry wraps, if its module is a local one that imports it,
 * or a function of the config whose own source requires it (HAMi's inline `localizedBlogPlugin`:
 * `const p = await require('@docusaurus/plugin-content-blog').default(context, opts)`).
 */
export function wrappedContentKind(module: unknown, configFile: string): WrappedKind | undefined {
  if (typeof module === 'function')
    return wrappedKindOfSource(Function.prototype.toString.call(module));
  if (typeof module !== 'string') return undefined;
  const file = localPluginFile(module, configFile);
  return file ? wrappedKindOfSource(readFileSync(file, 'utf8')) : undefined;
}
