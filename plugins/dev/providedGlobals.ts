// webpack's ProvidePlugin in the dev server (a plugin's configureWebpack: `process`, `Buffer` for
// browser code written for Node). The client build injects the imports with rolldown's
// `transform.inject` (plugins/viteConfig.ts); the dev server bundles no source module, so the same
// oxc transform runs on each browser module that names a provided variable, and the dependencies'
// pre-bundle gets it as the build does. In modules of the site, a provided module inside a
// node_modules folder is imported by its package path, so that Vite pre-bundles it (a CommonJS shim
// such as process/browser.js cannot be served to the browser as it is).
import { sep } from 'node:path';
import { transformSync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import type { WebpackMapping } from '../lifecycle/hooks.js';

type Inject = WebpackMapping['inject'];

/** A file inside a node_modules folder as the package path Vite resolves and pre-bundles. */
export function packagePath(file: string): string {
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  return at === -1
    ? file
    : file
        .slice(at + marker.length)
        .split(sep)
        .join('/');
}

/** The injected modules as the dev server's modules import them (package paths). */
export function devInject(inject: Inject): Inject {
  return Object.fromEntries(
    Object.entries(inject).map(([name, source]) => [
      name,
      Array.isArray(source) ? [packagePath(source[0]), source[1]] : packagePath(source),
    ]),
  );
}

/** The packages to pre-bundle up front (no reload of the open page when a module first uses one). */
export const injectedPackages = (inject: Inject): string[] =>
  Object.values(devInject(inject))
    .map((source) => (Array.isArray(source) ? source[0] : source))
    .filter((specifier) => !specifier.startsWith('/'));

const SCRIPT = /\.(?:[cm]?[jt]sx?|mdx?)(?:$|\?)/;

/** The Vite plugin: browser modules outside node_modules that use a provided variable import it. */
export function providedGlobalsDevPlugin(inject: Inject | undefined): Plugin | undefined {
  const names = Object.keys(inject ?? {});
  if (!inject || names.length === 0) return undefined;
  const imports = devInject(inject);
  const alternatives = names.map((n) => n.replace(/[$]/g, '\\$')).join('|');
  const uses = new RegExp(`(?<![\\w$])(?:${alternatives})(?![\\w$])`);
  return {
    name: 'docs-provided-globals-dev',
    apply: 'serve',
    // After the JSX and TypeScript transforms: plain JavaScript.
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || id.includes('/node_modules/') || !uses.test(code)) return undefined;
      if (!id.startsWith('\0') && !SCRIPT.test(id)) return undefined;
      const result = transformSync(id.split('?')[0]!, code, {
        lang: 'js',
        sourceType: 'module',
        inject: imports,
        sourcemap: true,
      });
      if (result.errors.length) return undefined; // left as it is: Vite reports its own errors
      return { code: result.code, map: result.map ?? null };
    },
  };
}
